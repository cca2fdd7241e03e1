import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { certificateCodeFrom, normaliseCertificateCode } from "./certificate-code";

describe("certificate codes", () => {
  it("are XXXX-XXXX-XXXX in Crockford's base 32 and verify themselves", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = certificateCodeFrom(randomBytes(11));
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(normaliseCertificateCode(code)).toBe(code);
    }
  });
  it("accept lower case, spaces and the look-alike letters", () => {
    const code = certificateCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(code.startsWith("0123-4567-89A")).toBe(true);
    expect(normaliseCertificateCode(code.toLowerCase().replace(/-/g, " ").replace("0", "o").replace("1", "l"))).toBe(code);
  });
  it("refuse a mistyped or invented code", () => {
    const code = certificateCodeFrom(new Uint8Array(11).fill(7));
    const last = code.at(-1)!;
    const forged = code.slice(0, -1) + (last === "Z" ? "Y" : "Z");
    expect(normaliseCertificateCode(forged)).toBeNull();
    const swapped = code[1]! + code[0]! + code.slice(2);
    if (swapped !== code) expect(normaliseCertificateCode(swapped)).toBeNull();
    expect(normaliseCertificateCode("")).toBeNull();
    expect(normaliseCertificateCode("ABCD-EFGH-IJK")).toBeNull();
    expect(normaliseCertificateCode("<script>")).toBeNull();
  });
  it("need 11 random bytes", () => {
    expect(() => certificateCodeFrom(new Uint8Array(5))).toThrow();
  });
});
