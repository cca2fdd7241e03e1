import { describe, expect, it } from "vitest";
import { createApiTokenSchema } from "./schemas";

describe("createApiTokenSchema", () => {
  it("trims the name, expires in 90 days by default and allows no expiry", () => {
    expect(createApiTokenSchema.parse({ name: "  Reportes  " })).toEqual({ name: "Reportes", expiresInDays: 90, scope: "read-write", projectIds: null });
    expect(createApiTokenSchema.parse({ name: "CI", expiresInDays: null }).expiresInDays).toBeNull();
  });

  it("refuses an empty name, a bad expiry and unknown fields with catalogue keys", () => {
    const issues = (value: unknown) => createApiTokenSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ name: " " })).toContain("validation.required");
    expect(issues({ name: "x", expiresInDays: 0 })).toContain("validation.too_small_number");
    expect(issues({ name: "x", expiresInDays: 1.5 })).toContain("validation.not_integer");
    expect(createApiTokenSchema.safeParse({ name: "x", scope: "all" }).success).toBe(false);
    expect(createApiTokenSchema.safeParse({ name: "x", colour: "red" }).success).toBe(false);
    expect(issues({ name: "x", projectIds: [] })).toContain("validation.required");
    expect(issues({ name: "x", projectIds: ["nope"] })).toContain("validation.invalid_value");
  });

  it("keeps the scope and the chosen projects, each once", () => {
    const id = "11111111-1111-4111-8111-111111111111";
    expect(createApiTokenSchema.parse({ name: "x", scope: "read-write", projectIds: [id, id] })).toMatchObject({ scope: "read-write", projectIds: [id] });
  });
});
