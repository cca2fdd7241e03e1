import {
  interpolate,
  lookup,
  sharedCatalogues,
  type Catalogue,
  type Language,
  type Params,
} from "../../domain/i18n/translate";
import es from "./es.json";
import en from "./en.json";

// The server's catalogue (API errors, later e-mails) plus the shared validation messages.
export const serverCatalogues: Record<Language, Catalogue> = { es, en };

export function translate(lang: Language, key: string, params?: Params): string {
  const text =
    lookup(serverCatalogues[lang], key) ??
    lookup(sharedCatalogues[lang], key) ??
    lookup(serverCatalogues.es, key) ??
    lookup(sharedCatalogues.es, key) ??
    key;
  return interpolate(text, params);
}
