import { isLanguage, type Language } from "../../../i18n/language";

// A prerendered page (scripts/prerender.mjs) is hydrated, not rendered again, when it was rendered
// in the language wanted: read from its root's data attribute. Imported by the entry (main.tsx),
// so nothing heavy here.

/** The language of the prerendered markup in the root, or null when the root is empty. */
export function prerenderedLanguage(root: HTMLElement | null): Language | null {
  const language = root?.dataset.prerendered;
  return root && root.firstElementChild && isLanguage(language) ? language : null;
}

/** ?lang=es|en of the address, if any. */
export function languageFromAddress(search: string): Language | null {
  const language = new URLSearchParams(search).get("lang");
  return isLanguage(language) ? language : null;
}
