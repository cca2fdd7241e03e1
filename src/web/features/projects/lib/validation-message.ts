import { interpolate, lookup, sharedCatalogues, type Params } from "../../../../domain/i18n/translate";
import type { Language } from "../../../i18n/language";

/** A shared schema's message key ("validation.too_big_number") in the reader's language, with the
 * limits the schema knows but zod does not pass on. */
export function validationMessage(key: string | undefined, language: Language, params: Params = {}): string | undefined {
  if (!key) return undefined;
  const text = lookup(sharedCatalogues[language], key);
  return text ? interpolate(text, params) : key;
}
