import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "./support/browser";
import { openPage, visit, type StoredPreferences } from "./support/app";

// axe (WCAG 2.1 A and AA) on the shell's pages, in both languages, at phone and desktop widths,
// in both themes, with each accent colour, and with the menus open.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const pages = [
  ["home", "/"],
  ["settings", "/settings"],
  ["not found", "/no-existe"],
  ["under construction", "/projects"],
] as const;

async function check(options: { path: string; width: number; language: "es" | "en"; preferences?: StoredPreferences; before?: (page: Page) => Promise<void> }) {
  const { page, context, errors } = await openPage(browser, {
    width: options.width,
    height: 900,
    language: options.language,
    preferences: options.preferences,
    reducedMotion: "reduce",
    // /settings and the app's screens need a signed-in user (anonymous visits go to /auth).
    isSignedIn: options.path === "/settings" || options.path === "/projects",
  });
  try {
    await visit(page, options.path);
    await options.before?.(page);
    const violations = await axeViolations(page);
    return { violations, errors };
  } finally {
    await context.close();
  }
}

describe("accessibility (axe)", () => {
  it("the checker itself finds what it must: an unnamed button, faint text, an image without alt, also on a second run", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.setContent(`<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main><h1>Prueba</h1>
        <button type="button"></button><p style="color:#eee;background:#fff">Texto tenue</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1"></main></body></html>`);
      const ids = (await axeViolations(page)).map((v) => v.id).sort();
      expect(ids).toEqual(["button-name", "color-contrast", "image-alt"]);
      // The second check on the same document reuses the injected checker and still sees a fix.
      await page.evaluate(() => document.querySelector("img")?.setAttribute("alt", "Punto"));
      expect((await axeViolations(page)).map((v) => v.id).sort()).toEqual(["button-name", "color-contrast"]);
    } finally {
      await context.close();
    }
  });

  for (const language of ["es", "en"] as const) {
    for (const width of [375, 1280]) {
      for (const [name, path] of pages) {
        it(`${name} in ${language} at ${width} px, light`, async () => {
          const { violations, errors } = await check({ path, width, language });
          expect(violations).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    }
  }

  for (const [name, path] of pages) {
    for (const [language, width] of [["es", 1280], ["en", 375]] as const) {
      it(`${name} in ${language} at ${width} px, dark`, async () => {
        const { violations } = await check({ path, width, language, preferences: { colorScheme: "dark" } });
        expect(violations).toEqual([]);
      });
    }
  }

  for (const accentColor of ["blue", "purple", "green", "red", "orange", "yellow"] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`settings with the ${accentColor} accent, ${colorScheme}`, async () => {
        const { violations } = await check({ path: "/settings", width: 1280, language: "es", preferences: { accentColor, colorScheme } });
        expect(violations).toEqual([]);
      });
    }
  }

  it("an open dropdown on the current page's entry, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { violations } = await check({
        path: "/pricing",
        width: 1280,
        language: "es",
        preferences: { colorScheme, accentColor: "orange" },
        before: async (page) => {
          await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("button", { name: "Producto" }).click();
        },
      });
      expect(violations).toEqual([]);
    }
  });

  it("the open mobile menu at 375 px, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { violations } = await check({
        path: "/blog",
        width: 375,
        language: "es",
        preferences: { colorScheme, accentColor: "yellow" },
        before: async (page) => {
          await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
        },
      });
      expect(violations).toEqual([]);
    }
  });

  it("a toast", async () => {
    const { violations } = await check({
      path: "/settings",
      width: 1280,
      language: "es",
      before: async (page) => {
        await page.getByRole("button", { name: "Mostrar un aviso" }).click();
        await page.getByRole("region", { name: "Notificaciones (F8)" }).locator("li").waitFor();
      },
    });
    expect(violations).toEqual([]);
  });
});
