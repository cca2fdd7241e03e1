import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";
import { newPasswordSchema } from "./schemas";

describe("what a new password may not be", () => {
  const owner = { email: "Ana.Lopez@example.mx", name: "Ana López" };

  it("refuses blank passwords, however long, in the schema the forms share", () => {
    expect(newPasswordSchema.safeParse(" ".repeat(8)).error?.issues[0]?.message).toBe("validation.password_blank");
    expect(newPasswordSchema.safeParse("\t \u00a0    \n ").error?.issues[0]?.message).toBe("validation.password_blank");
    expect(newPasswordSchema.safeParse("  dos palabras  ").success).toBe(true);
    expect(passwordProblem(" ".repeat(12), owner)).toBe("validation.password_blank");
  });

  it("refuses the owner's e-mail, its part before the @ and the owner's name, in any case", () => {
    expect(passwordProblem("ana.lopez@example.mx", owner)).toBe("validation.password_is_email");
    expect(passwordProblem(" ANA.LOPEZ@EXAMPLE.MX ", owner)).toBe("validation.password_is_email");
    expect(passwordProblem("ana.lopez", owner)).toBe("validation.password_is_email");
    expect(passwordProblem("ana lópez", owner)).toBe("validation.password_is_name");
    expect(passwordProblem("AnaLópez", owner)).toBe("validation.password_is_name");
  });

  it("refuses what the common list holds, and accepts the rest", () => {
    const common = (p: string) => p.toLowerCase() === "qwertyuiop";
    expect(passwordProblem("QWERTYUIOP", owner, common)).toBe("validation.password_common");
    expect(passwordProblem("correcto caballo batería", owner, common)).toBeUndefined();
    expect(passwordProblem("ana.lopez@example.mx!", owner, common)).toBeUndefined();
    expect(passwordProblem("otra contraseña", {})).toBeUndefined();
  });
});
