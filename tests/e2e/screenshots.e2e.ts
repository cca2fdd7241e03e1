import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage, visit } from "./support/app";

// Screenshots for a person to look at (.tmp/screenshots, not committed): home, settings and the
// mobile menu, light and dark.

const dir = ".tmp/screenshots";

let browser: Browser;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("screenshots", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`home, settings and the mobile menu, ${colorScheme}`, async () => {
      const shots: [string, string, number][] = [
        ["home", "/", 1280],
        ["home-375", "/", 375],
        ["settings", "/settings", 1280],
        ["settings-375", "/settings", 375],
      ];
      for (const [name, path, width] of shots) {
        const { page, context } = await openPage(browser, { width, height: 900, reducedMotion: "reduce", preferences: { colorScheme }, isSignedIn: path === "/settings" });
        await visit(page, path);
        await page.screenshot({ path: `${dir}/${name}-${colorScheme}.png`, fullPage: true });
        await context.close();
      }
      const { page, context } = await openPage(browser, { width: 375, height: 740, reducedMotion: "reduce", preferences: { colorScheme } });
      await visit(page, "/features");
      await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
      await page.screenshot({ path: `${dir}/mobile-menu-${colorScheme}.png` });
      await context.close();

      const desktop = await openPage(browser, { width: 1280, height: 600, reducedMotion: "reduce", preferences: { colorScheme } });
      await visit(desktop.page, "/pricing");
      await desktop.page.getByRole("button", { name: "Producto" }).click();
      await desktop.page.screenshot({ path: `${dir}/dropdown-${colorScheme}.png` });
      await desktop.context.close();
      expect(true).toBe(true);
    });
  }
});
