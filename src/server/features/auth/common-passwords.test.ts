import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords";

describe("common passwords", () => {
  it("holds the list of ten thousand", () => {
    expect(commonPasswordCount()).toBeGreaterThan(9_900);
  });

  it.each(["password", "12345678", "Password", "qwertyuiop", "iloveyou", "contraseña", "baseball1"])("knows %j", (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(["correcto caballo batería grapa", "Rumbo-2026-plan!", "x9$Lm2!qT"])("lets %j through", (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
