// What a new password may not be, beyond its length (src/domain/accounts/schemas.ts): ASVS 6.2 asks
// to refuse passwords an attacker tries first. No composition rules (docs/decisions/0403).
// Answers a catalogue key, so each side words the reason in the reader's language.

export type PasswordOwner = { email?: string | null; name?: string | null };

const normalise = (value: string) => value.normalize("NFKC").trim().toLowerCase();

/** Blank: only spaces (or other white space), however many. */
export function isBlankPassword(password: string): boolean {
  return password.trim().length === 0;
}

/**
 * The first reason to refuse a new password, or undefined: blank, the owner's e-mail (or the part
 * before the @), the owner's name, or a common password (`isCommon`, the server's shipped list).
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}, isCommon: (password: string) => boolean = () => false): string | undefined {
  if (isBlankPassword(password)) return "validation.password_blank";
  const candidate = normalise(password);
  const email = owner.email ? normalise(owner.email) : "";
  if (email && (candidate === email || candidate === email.split("@")[0])) return "validation.password_is_email";
  const name = owner.name ? normalise(owner.name) : "";
  if (name && (candidate === name || candidate === name.replace(/\s+/g, ""))) return "validation.password_is_name";
  if (isCommon(password)) return "validation.password_common";
  return undefined;
}
