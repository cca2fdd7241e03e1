import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseManual } from "../../../domain/learning/course-format";
import { publicScreens, screenRoutes } from "../../app/route-table";

// Every screen of the app has its section in the manual, in both languages, at its own path.
const root = join(import.meta.dirname, "../../../../content/learning/manual");
// Screens reached from another one, covered by that one's section.
const coveredElsewhere: Record<string, string> = { teamInvitation: "team" };

describe("user manual coverage", () => {
  for (const lang of ["es", "en"]) {
    it(`has a section for every signed-in screen in ${lang}`, () => {
      const sections = parseManual(readFileSync(join(root, `${lang}.md`), "utf8"));
      const byId = new Map(sections.map((s) => [s.id, s]));
      const missing = screenRoutes
        .filter((r) => !publicScreens.has(r.screen) || r.screen === "userManual")
        .filter((r) => !byId.has(coveredElsewhere[r.screen] ?? r.screen))
        .map((r) => r.screen);
      expect(missing).toEqual([]);
      for (const route of screenRoutes) {
        const section = byId.get(route.screen);
        if (section && route.screen !== "genetics") expect(section.path, route.screen).toBe(route.path);
      }
    });
  }
});

describe("public user guides", () => {
  for (const lang of ["es", "en"]) {
    it(`link to sections of the ${lang} manual that exist`, () => {
      const ids = new Set(parseManual(readFileSync(join(root, `${lang}.md`), "utf8")).map((s) => s.id));
      const marketing = JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/${lang}/marketing.json`), "utf8")) as { userGuides: { guides: Record<string, { manual?: string }> } };
      const guides = Object.values(marketing.userGuides.guides);
      expect(guides.length).toBeGreaterThan(0);
      for (const guide of guides) expect(ids, guide.manual).toContain(guide.manual);
    });
  }
});
