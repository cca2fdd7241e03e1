import { useCallback } from "react";
import { interpolate, lookup, sharedCatalogues, type Params } from "../../domain/i18n/translate";
import type { Language } from "../i18n/language";
import { useLanguage } from "./use-language";

// Texts shared with the server (src/domain/i18n): the schemas' "validation.*" keys and the
// "auth.*" catalogue of spec section 8, in the reader's language.

export const validationLimits: Params = { max: 255, min: 8 };

export function sharedText(key: string, language: Language, params: Params = {}): string {
  const text = lookup(sharedCatalogues[language], key);
  return text ? interpolate(text, { ...validationLimits, ...params }) : key;
}

/** `text("auth.errors.invalid_credentials")`, or undefined for no key (a field without error). */
export function useSharedText() {
  const language = useLanguage();
  return useCallback(
    <K extends string | undefined>(key: K, params: Params = {}): K extends string ? string : string | undefined =>
      (key === undefined ? undefined : sharedText(key, language, params)) as K extends string ? string : string | undefined,
    [language],
  );
}

/** A field's error: a shared schema's key ("validation.required") or a server text, shown as is. */
export function useFieldText() {
  const text = useSharedText();
  return useCallback((message: string | undefined, params: Params = {}) => (message?.startsWith("validation.") ? text(message, params) : message), [text]);
}

/** A shared schema's message key ("validation.too_big_number") in the reader's language, with the
 * limits the schema knows but zod does not pass on; undefined for no key. */
export function validationMessage(key: string | undefined, language: Language, params: Params = {}): string | undefined {
  if (!key) return undefined;
  const text = lookup(sharedCatalogues[language], key);
  return text ? interpolate(text, params) : key;
}
