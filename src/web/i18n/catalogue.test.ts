import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { languages } from "./language";

// Every namespace file exists in both languages with exactly the same keys, no value is empty,
// and both sides use the same {{placeholders}} (CONVENTIONS.md, "Text").

const root = dirname(fileURLToPath(import.meta.url));

type Catalogue = { [key: string]: unknown };

function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node as Catalogue)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

function namespaces(language: string): string[] {
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
}

function load(language: string, namespace: string): Map<string, unknown> {
  return leaves(JSON.parse(readFileSync(join(root, language, `${namespace}.json`), "utf8")));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? "").sort();
}

const allNamespaces = [...new Set(languages.flatMap(namespaces))].sort();

describe("translation catalogues", () => {
  it("have the common namespace and the same namespace files in every language", () => {
    expect(allNamespaces).toContain("common");
    for (const language of languages) expect(namespaces(language), `namespaces of ${language}`).toEqual(allNamespaces);
  });

  describe.each(allNamespaces)("namespace %s", (namespace) => {
    const catalogues = Object.fromEntries(languages.map((language) => [language, load(language, namespace)]));

    it("has the same keys in every language", () => {
      for (const language of languages) {
        for (const other of languages) {
          if (other === language) continue;
          const missing = [...(catalogues[other]?.keys() ?? [])].filter((key) => !catalogues[language]?.has(key));
          expect(missing, `keys in ${other}/${namespace}.json missing from ${language}/${namespace}.json`).toEqual([]);
        }
      }
    });

    it("has no empty or non-text values", () => {
      for (const language of languages) {
        const bad = [...(catalogues[language] ?? new Map<string, unknown>())]
          .filter(([, value]) => typeof value !== "string" || value.trim() === "")
          .map(([key]) => key);
        expect(bad, `empty or non-text values in ${language}/${namespace}.json`).toEqual([]);
      }
    });

    it("uses the same placeholders in every language", () => {
      const [first, ...rest] = languages;
      for (const [key, value] of catalogues[first] ?? []) {
        for (const language of rest) {
          const other = catalogues[language]?.get(key);
          if (typeof value !== "string" || typeof other !== "string") continue;
          expect(placeholders(other), `placeholders of ${namespace}:${key} in ${language}`).toEqual(placeholders(value));
        }
      }
    });
  });
});
