import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseManual } from "../../../../domain/learning/course-format";
import { publicScreens, screenRoutes } from "../../../app/route-table";
import { helpSectionFor, helpSections } from "./help-sections";

const root = join(import.meta.dirname, "../../../../../content/learning/manual");
const sectionIds = (lang: string) => new Set(parseManual(readFileSync(join(root, `${lang}.md`), "utf8")).map((s) => s.id));

describe("help sections", () => {
  it("maps every signed-in screen to a manual section", () => {
    const signedIn = [...new Set(screenRoutes.map((r) => r.screen))].filter((screen) => !publicScreens.has(screen));
    expect(signedIn.filter((screen) => helpSectionFor(screen) === null)).toEqual([]);
  });

  for (const lang of ["es", "en"]) {
    it(`points only at sections that exist in the ${lang} manual`, () => {
      const ids = sectionIds(lang);
      const missing = Object.entries(helpSections).filter(([, id]) => !ids.has(id)).map(([screen, id]) => `${screen} → ${id}`);
      expect(missing).toEqual([]);
    });
  }

  it("gives public pages no help button, except the manual itself", () => {
    expect(helpSectionFor("pricing")).toBeNull();
    expect(helpSectionFor(undefined)).toBeNull();
    expect(helpSectionFor("userManual")).toBe("userManual");
    expect(helpSectionFor("teamInvitation")).toBe("team");
  });
});
