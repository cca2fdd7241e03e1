import { interpolate, lookup, sharedCatalogues, type Params } from "../../../../domain/i18n/translate";
import type { Language } from "../../../i18n/language";

/** A shared schema's message key ("validation.too_long") in the reader's language. */
export function validationMessage(key: string | undefined, language: Language, params: Params = {}): string | undefined {
  if (!key) return undefined;
  const text = lookup(sharedCatalogues[language], key);
  return text ? interpolate(text, params) : key;
}
