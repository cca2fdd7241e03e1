// The interface language: Spanish by default, English on request. The choice is kept in
// localStorage and in a cookie the server reads to answer API errors in the same language.

import { readCookie } from "../../domain/cookies";

export const languages = ["es", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "es";

export const languageStorageKey = "rumbo.language";
export const languageCookieName = "rumbo_lang";

/** BCP 47 tags for <html lang> and for Intl. */
export const languageTags: Record<Language, string> = { es: "es-MX", en: "en" };

const oneYearInSeconds = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}


/** The stored language (localStorage, then the cookie), Spanish when none is stored. */
export function readStoredLanguage(): Language {
  let stored: string | null | undefined;
  try {
    stored = globalThis.localStorage?.getItem(languageStorageKey);
  } catch {
    stored = undefined;
  }
  if (isLanguage(stored)) return stored;
  const fromCookie = typeof document === "undefined" ? undefined : readCookie(document.cookie, languageCookieName);
  return isLanguage(fromCookie) ? fromCookie : defaultLanguage;
}

/** Stores the language in both places and sets <html lang>. */
export function persistLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure}`;
  document.documentElement.lang = languageTags[language];
}
