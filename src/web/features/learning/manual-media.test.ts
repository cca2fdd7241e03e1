import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The manual's screenshots are taken by `npm run docs:media` (decision 1103): every image a
// section shows is a file of src/web/public/media/manual in that language, and both languages show the same.
const root = join(import.meta.dirname, "../../../..");
const images = (lang: string) => [...readFileSync(join(root, "content/learning/manual", `${lang}.md`), "utf8").matchAll(/!\[[^\]]+\]\((\/media\/manual\/[^)]+)\)/g)].map((m) => m[1]!);

describe("the manual's screenshots", () => {
  it("exist for every image a section shows, in both languages", () => {
    for (const lang of ["es", "en"]) {
      const list = images(lang);
      expect(list.length).toBeGreaterThan(5);
      for (const src of list) {
        expect(src.startsWith(`/media/manual/${lang}/`), src).toBe(true);
        expect(existsSync(join(root, "src/web/public", src)), src).toBe(true);
      }
    }
    expect(images("en").map((s) => s.replace("/en/", "/"))).toEqual(images("es").map((s) => s.replace("/es/", "/")));
  });
});
