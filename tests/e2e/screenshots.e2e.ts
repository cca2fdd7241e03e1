import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotsWanted } from "./support/browser";
import { openPage, visit } from "./support/app";

// Screenshots for a person to look at (.tmp/screenshots, not committed): home, settings and the
// mobile menu, light and dark; the signed-in shell (sidebar, compact, phone drawer) in both languages.
// Taken with `E2E_SCREENSHOTS=1 npm run e2e`; the gate skips them (nothing here is asserted).

const dir = ".tmp/screenshots";

let browser: Browser;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.runIf(screenshotsWanted)("screenshots", () => {
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

  for (const colorScheme of ["light", "dark"] as const) {
    for (const language of ["es", "en"] as const) {
      it(`the signed-in shell, ${language}, ${colorScheme}`, async () => {
        const toggleName = language === "es" ? "Barra lateral compacta" : "Compact sidebar";
        const desktop = await openPage(browser, { width: 1280, height: 800, reducedMotion: "reduce", preferences: { colorScheme }, language, isSignedIn: true });
        await visit(desktop.page, "/project-planner");
        await desktop.page.screenshot({ path: `${dir}/shell-${language}-${colorScheme}.png` });
        // Compact, with the tooltip of a focused entry; then back, as the shared account was.
        const toggle = desktop.page.locator("aside").getByRole("button", { name: toggleName });
        await toggle.click();
        await desktop.page.locator("aside nav a").nth(5).focus();
        await desktop.page.getByRole("tooltip").waitFor();
        await desktop.page.screenshot({ path: `${dir}/shell-compact-${language}-${colorScheme}.png` });
        await toggle.click();
        await desktop.context.close();

        const phone = await openPage(browser, { width: 360, height: 740, reducedMotion: "reduce", preferences: { colorScheme }, language, isSignedIn: true });
        await visit(phone.page, "/dashboard");
        await phone.page.screenshot({ path: `${dir}/shell-360-${language}-${colorScheme}.png` });
        await phone.page.getByRole("button", { name: language === "es" ? "Abrir menú de navegación" : "Open navigation menu" }).click();
        await phone.page.getByRole("dialog").waitFor();
        await phone.page.screenshot({ path: `${dir}/shell-drawer-360-${language}-${colorScheme}.png` });
        await phone.context.close();
        expect(true).toBe(true);
      });
    }
  }
});
