import { describe, expect, it } from "vitest";
import { recoveryCodeSchema, secretOfUri, totpCodeSchema } from "./contract";

describe("MFA contract", () => {
  it("takes six digits, with spaces typed between them", () => {
    expect(totpCodeSchema.parse("123 456")).toBe("123456");
    expect(totpCodeSchema.parse(" 012345 ")).toBe("012345");
    for (const bad of ["", "12345", "1234567", "12a456", "１２３４５６"]) expect(totpCodeSchema.safeParse(bad).success, bad).toBe(false);
    expect(totpCodeSchema.safeParse("12345").error?.issues[0]?.message).toBe("mfa.errors.code_format");
    expect(totpCodeSchema.safeParse("   ").error?.issues[0]?.message).toBe("validation.required");
  });

  it("trims a recovery code and refuses an empty one", () => {
    expect(recoveryCodeSchema.parse("  AbCdE-12345 ")).toBe("AbCdE-12345");
    expect(recoveryCodeSchema.safeParse(" ").success).toBe(false);
    expect(recoveryCodeSchema.safeParse("x".repeat(41)).success).toBe(false);
  });

  it("reads the key of an otpauth URI in groups of four, and nothing from a bad one", () => {
    expect(secretOfUri("otpauth://totp/Rumbo:ana%40example.mx?secret=JBSWY3DPEHPK3PXPAB&issuer=Rumbo")).toBe("JBSW Y3DP EHPK 3PXP AB");
    expect(secretOfUri("not a uri")).toBe("");
  });
});
