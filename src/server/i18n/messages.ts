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

const pluralRules: Record<Language, Intl.PluralRules> = { es: new Intl.PluralRules("es-MX"), en: new Intl.PluralRules("en") };

/**
 * A numeric `count` picks the plural form as i18next does on the web (`key_one`, `key_other`, by
 * the language's CLDR rules), so texts never read "1 important notices" or "1 hitos próximos".
 */
function pluralForms(lang: Language, key: string, params?: Params): string[] {
  const count = Number(params?.count);
  return params?.count !== undefined && Number.isFinite(count) ? [`${key}_${pluralRules[lang].select(count)}`, `${key}_other`] : [`${key}_other`];
}

export function translate(lang: Language, key: string, params?: Params): string {
  for (const candidate of pluralForms(lang, key, params)) {
    const form = lookup(serverCatalogues[lang], candidate) ?? lookup(serverCatalogues.es, candidate);
    if (form) return interpolate(form, params);
  }
  const text =
    lookup(serverCatalogues[lang], key) ??
    lookup(sharedCatalogues[lang], key) ??
    lookup(serverCatalogues.es, key) ??
    lookup(sharedCatalogues.es, key) ??
    key;
  return interpolate(text, params);
}
