// Certificate verification codes: 12 characters of Crockford's base 32 (no I, L, O, U) shown as
// XXXX-XXXX-XXXX, the last one a check character over the other 11 (weighted sum mod 32), so a
// mistyped or invented code is refused before the database is asked. The 55 random bits come from
// the server's crypto; the database still decides whether a code was issued.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += (i + 1) * ALPHABET.indexOf(body[i]!);
  return ALPHABET[sum % 32]!;
}

/** A code from 11 random bytes (each taken modulo 32). */
export function certificateCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < 11) throw new Error("11 random bytes are needed");
  const body = Array.from(randomBytes.slice(0, 11), (b) => ALPHABET[b % 32]).join("");
  const raw = body + checkCharacter(body);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
}

/** The code as stored (upper case, dashes), or null when it cannot be one we issued. */
export function normaliseCertificateCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(raw)) return null;
  if (checkCharacter(raw.slice(0, 11)) !== raw[11]) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
}
