import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCourse, parseManual } from "../../../domain/learning/course-format";

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

// Sections without a picture, each for a reason; any other screen's section shows its screenshot.
const withoutScreenshot: Record<string, string> = {
  userManual: "the manual itself",
  adminUsers: "the administration screens need a site administrator, which the recording account is not",
  adminLogs: "as adminUsers",
  adminContact: "as adminUsers",
  adminQueue: "as adminUsers",
};

describe("the manual's sections", () => {
  for (const lang of ["es", "en"]) {
    it(`show a screenshot of their screen in ${lang}`, () => {
      const sections = parseManual(readFileSync(join(root, "content/learning/manual", `${lang}.md`), "utf8"));
      const missing = sections.filter((s) => !(s.id in withoutScreenshot) && !s.markdown.includes(`](/media/manual/${lang}/${s.id}.webp)`)).map((s) => s.id);
      expect(missing).toEqual([]);
    });
  }
});

describe("the courses' images", () => {
  for (const lang of ["es", "en"]) {
    it(`are the app's own screenshots, at least one per course, in ${lang}`, () => {
      const dir = join(root, "content/learning/courses");
      for (const id of readdirSync(dir)) {
        const course = parseCourse(readFileSync(join(dir, id, `${lang}.md`), "utf8"));
        const list = course.lessons.flatMap((lesson) => [...lesson.markdown.matchAll(/!\[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1]!));
        expect(list.length, id).toBeGreaterThan(0);
        for (const src of list) {
          expect(src.startsWith(`/media/manual/${lang}/`), `${id}: ${src}`).toBe(true);
          expect(existsSync(join(root, "src/web/public", src)), `${id}: ${src}`).toBe(true);
        }
      }
    });
  }
});
