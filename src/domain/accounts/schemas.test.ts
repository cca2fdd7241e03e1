import { describe, expect, it } from "vitest";
import {
  banUserSchema,
  changeEmailSchema,
  emailSchema,
  hasDangerousContent,
  inputSchema,
  inviteMemberSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
  updateMeSchema,
} from "./schemas";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("emailSchema", () => {
  it("trims and lower-cases", () => {
    expect(emailSchema.parse("  Ana.Lopez@Example.MX ")).toBe("ana.lopez@example.mx");
  });

  it.each([
    ["", "validation.required"],
    ["   ", "validation.required"],
    ["ana", "validation.invalid_email"],
    ["ana@", "validation.invalid_email"],
    ["ana@example", "validation.invalid_email"],
    [`${"a".repeat(250)}@x.com`, "validation.too_long"],
    ["<script>alert(1)</script>@x.com", "validation.dangerous_content"],
    ["javascript:alert(1)@x.com", "validation.dangerous_content"],
    ["x@x.com onload=alert(1)", "validation.dangerous_content"],
    ["data:text/html,hola@x.com", "validation.dangerous_content"],
    ["vbscript:msgbox@x.com", "validation.dangerous_content"],
  ])("refuses %j with %s", (input, key) => {
    expect(firstMessage(emailSchema.safeParse(input))).toBe(key);
  });

  it("refuses a missing value as required", () => {
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe("validation.required");
  });

  it("accepts 255 characters and not 256", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63 - 7)}.mx`;
    const email = `${local}@${domain}`;
    expect(email.length).toBeLessThanOrEqual(255);
    expect(emailSchema.safeParse("a".repeat(256)).success).toBe(false);
  });
});

describe("dangerous content", () => {
  it.each(["<script>", "< SCRIPT src=x>", "</script>", "JavaScript:void(0)", "<img onerror=x>", 'a onclick = "x"', "data:text/html;base64,xx", "VBScript:x"])(
    "finds %j",
    (value) => expect(hasDangerousContent(value)).toBe(true),
  );
  it.each(["Ana López", "Proyecto: fase 2", "uno=1", "data: resumen", "Reunión de planificación"])("lets %j through", (value) =>
    expect(hasDangerousContent(value)).toBe(false),
  );
});

describe("inputSchema", () => {
  it("trims, requires and bounds at 1000 by default", () => {
    expect(inputSchema().parse("  hola  ")).toBe("hola");
    expect(firstMessage(inputSchema().safeParse("  "))).toBe("validation.input_required");
    expect(inputSchema().safeParse("x".repeat(1000)).success).toBe(true);
    const tooLong = inputSchema().safeParse("x".repeat(1001));
    expect(firstMessage(tooLong)).toBe("validation.too_long");
    expect(tooLong.error?.issues[0]).toMatchObject({ maximum: 1000 });
    expect(firstMessage(inputSchema(10).safeParse("x".repeat(11)))).toBe("validation.too_long");
  });
});

describe("passwords", () => {
  it("asks for 8 to 128 characters and nothing else", () => {
    expect(firstMessage(newPasswordSchema.safeParse("1234567"))).toBe("validation.password_too_short");
    expect(newPasswordSchema.safeParse("abcdefgh").success).toBe(true);
    expect(newPasswordSchema.safeParse("x".repeat(128)).success).toBe(true);
    expect(firstMessage(newPasswordSchema.safeParse("x".repeat(129)))).toBe("validation.password_too_long");
    expect(firstMessage(newPasswordSchema.safeParse(""))).toBe("validation.required");
  });

  it("keeps spaces and counts characters, not bytes", () => {
    expect(newPasswordSchema.parse("  espacio  ")).toBe("  espacio  ");
    expect(newPasswordSchema.safeParse("ñandú🙂🙂🙂").success).toBe(true);
  });

  it("does not apply the policy to sign-in", () => {
    expect(signInSchema.safeParse({ email: "a@b.mx", password: "123" }).success).toBe(true);
  });
});

describe("form schemas", () => {
  it("signUpSchema normalises and defaults the name", () => {
    expect(signUpSchema.parse({ email: " A@B.MX", password: "correcto-caballo" })).toEqual({ email: "a@b.mx", password: "correcto-caballo", name: "" });
    expect(firstMessage(signUpSchema.safeParse({ email: "a@b.mx", password: "x".repeat(9), name: "<script>" }))).toBe("validation.dangerous_content");
  });

  it("changeEmailSchema needs the password", () => {
    expect(changeEmailSchema.safeParse({ newEmail: "n@b.mx" }).success).toBe(false);
    expect(changeEmailSchema.safeParse({ newEmail: "n@b.mx", password: "x" }).success).toBe(true);
  });

  it("updateMeSchema checks the language and the time zone, and refuses other fields", () => {
    expect(updateMeSchema.safeParse({ locale: "en", timeZone: "America/Monterrey" }).success).toBe(true);
    expect(updateMeSchema.safeParse({ locale: "fr" }).success).toBe(false);
    expect(updateMeSchema.safeParse({ timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(updateMeSchema.safeParse({ role: "admin" }).success).toBe(false);
    expect(updateMeSchema.safeParse({ preferences: { colorScheme: "dark", accentColor: "green" } }).success).toBe(true);
  });

  it("inviteMemberSchema defaults the role to member", () => {
    expect(inviteMemberSchema.parse({ email: "X@Y.MX" })).toEqual({ email: "x@y.mx", role: "member" });
    expect(inviteMemberSchema.safeParse({ email: "x@y.mx", role: "god" }).success).toBe(false);
  });

  it("banUserSchema wants an end in the future", () => {
    expect(banUserSchema.safeParse({ expiresAt: new Date(Date.now() + 60_000).toISOString() }).success).toBe(true);
    expect(banUserSchema.safeParse({ expiresAt: "2000-01-01T00:00:00Z" }).success).toBe(false);
    expect(banUserSchema.safeParse({ reason: "spam" }).success).toBe(true);
  });
});
