import { describe, expect, it } from "vitest";
import { createProjectSchema } from "../../../../domain/projects/schemas";
import { parsePesos } from "./money";

describe("parsePesos", () => {
  it("reads pesos as typed in Mexico", () => {
    expect(parsePesos("250,000.50")).toBe(250000.5);
    expect(parsePesos("$ 1200")).toBe(1200);
    expect(parsePesos("")).toBe(0);
    expect(parsePesos(35)).toBe(35);
  });

  it("turns nonsense into a value the shared schema refuses", () => {
    const value = parsePesos("mil pesos");
    expect(Number.isNaN(value)).toBe(true);
    expect(createProjectSchema.safeParse({ name: "X", budget: value }).success).toBe(false);
    expect(createProjectSchema.safeParse({ name: "X", budget: parsePesos("1,500.25") }).success).toBe(true);
  });
});
