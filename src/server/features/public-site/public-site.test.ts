import { describe, expect, it } from "vitest";
import { publicPages } from "../../../domain/public-site/pages";
import { parseConfig, realTagId } from "../../config";
import { analyticsSources } from "../../plugins/security";
import { robotsTxt, sitemapXml } from "./routes";

describe("sitemap", () => {
  const xml = sitemapXml("https://rumbo.example.mx");
  it("lists every public page in Spanish and English with its alternates", () => {
    for (const path of publicPages) {
      expect(xml).toContain(`<loc>https://rumbo.example.mx${path}</loc>`);
      expect(xml).toContain(`<loc>https://rumbo.example.mx${path}?lang=en</loc>`);
      expect(xml).toContain(`hreflang="en" href="https://rumbo.example.mx${path}?lang=en"`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(publicPages.length * 2);
    expect(xml).not.toContain("/auth<");
  });
});

describe("robots.txt", () => {
  it("points to the sitemap with an absolute address and keeps the app out", () => {
    const robots = robotsTxt("https://rumbo.example.mx");
    expect(robots).toContain("Sitemap: https://rumbo.example.mx/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
  });
});

describe("analytics settings", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["G-XXXXXXXXXX", undefined],
    ["G-0000000", undefined],
    ["UA-12345-1", undefined],
    ["g-ab12cd34ef", "G-AB12CD34EF"],
  ])("ANALYTICS_ID %j is %j", (value, expected) => {
    expect(realTagId(value, /^G-[A-Z0-9]{4,20}$/)).toBe(expected);
  });
  it("reads both ids from the environment", () => {
    const config = parseConfig({ ANALYTICS_ID: "G-AB12CD34EF", TAG_MANAGER_ID: "GTM-XXXXXXX" });
    expect(config.analytics).toEqual({ analyticsId: "G-AB12CD34EF", tagManagerId: undefined });
  });
  it("widens the CSP only when an id is configured", () => {
    expect(analyticsSources({})).toEqual({ script: [], connect: [], img: [] });
    expect(analyticsSources({ tagManagerId: "GTM-AB12CD" }).script).toEqual(["https://www.googletagmanager.com"]);
  });
});
