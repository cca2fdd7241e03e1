import { describe, expect, it } from "vitest";
import { defaultScryptParams, hashPassword, needsRehash, parseHash, verifyPassword } from "./password-hasher";

describe("password hasher", () => {
  it("uses scrypt N=2^17, r=8, p=1 by default and writes the parameters into the hash", async () => {
    expect(defaultScryptParams).toEqual({ ln: 17, r: 8, p: 1 });
    const started = performance.now();
    const hash = await hashPassword("correcto caballo batería grapa");
    const elapsed = performance.now() - started;
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    // The cost is real: far slower than a fast hash (guards against silently weak parameters).
    expect(elapsed).toBeGreaterThan(50);
    expect(await verifyPassword(hash, "correcto caballo batería grapa")).toBe(true);
    expect(await verifyPassword(hash, "correcto caballo bateria grapa")).toBe(false);
  });

  it("salts every hash", async () => {
    const params = { ln: 12, r: 8, p: 1 };
    const a = await hashPassword("misma-contraseña", params);
    const b = await hashPassword("misma-contraseña", params);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "misma-contraseña")).toBe(true);
    expect(await verifyPassword(b, "misma-contraseña")).toBe(true);
  });

  it("verifies hashes made with other parameters, and says they need a rehash", async () => {
    const old = await hashPassword("contraseña antigua", { ln: 14, r: 8, p: 1 });
    expect(parseHash(old)).toMatchObject({ ln: 14, r: 8, p: 1 });
    expect(await verifyPassword(old, "contraseña antigua")).toBe(true);
    expect(await verifyPassword(old, "otra")).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, { ln: 14, r: 8, p: 1 })).toBe(false);
  });

  it("treats unicode forms alike (NFKC)", async () => {
    const hash = await hashPassword("ñandú-contraseña", { ln: 12, r: 8, p: 1 });
    expect(await verifyPassword(hash, "n\u0303andu\u0301-contraseña")).toBe(true);
  });

  it("refuses malformed or tampered hashes instead of throwing", async () => {
    expect(await verifyPassword("", "x")).toBe(false);
    expect(await verifyPassword("abc:def", "x")).toBe(false);
    expect(await verifyPassword("$scrypt$ln=30,r=8,p=1$c2FsdA$a2V5", "x")).toBe(false);
    expect(await verifyPassword("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$a2V5", "x")).toBe(false);
  });
});
