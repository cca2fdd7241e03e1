import { describe, expect, it } from "vitest";
import { catalogueKeys, sharedCatalogues, lookup } from "../../domain/i18n/translate";
import { serverCatalogues } from "./messages";

describe.each([
  ["server", serverCatalogues],
  ["shared validation", sharedCatalogues],
])("%s catalogue", (_name, catalogues) => {
  it("holds the same keys in Spanish and English", () => {
    expect(catalogueKeys(catalogues.en).sort()).toEqual(catalogueKeys(catalogues.es).sort());
  });

  it("has no empty message", () => {
    for (const lang of ["es", "en"] as const) {
      for (const key of catalogueKeys(catalogues[lang])) {
        expect(lookup(catalogues[lang], key)?.trim(), `${lang}:${key}`).toBeTruthy();
      }
    }
  });
});
