import es from "./es.json";
import en from "./en.json";

// Messages shared by the web and the server (validation). Schemas in src/domain carry keys such
// as "validation.too_long"; each side turns them into text in the reader's language.

export const languages = ["es", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "es";

export type Catalogue = { [key: string]: string | Catalogue };
export type Params = Record<string, string | number>;

export const sharedCatalogues: Record<Language, Catalogue> = { es, en };

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Picks the first supported language from a tag or an Accept-Language header. */
export function pickLanguage(...candidates: (string | undefined | null)[]): Language | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(",")) {
      const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
      const base = tag.split("-")[0];
      if (base === "es" || base === "en") return base;
    }
  }
  return undefined;
}

/** Every dotted key of a catalogue, for the test that both languages hold the same keys. */
export function catalogueKeys(catalogue: Catalogue, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
