import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { htmlState, openPage, storedPreferences, visit } from "./support/app";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const primaryButtonBackground = (page: Page) =>
  page.getByRole("button", { name: "Mostrar notificación" }).evaluate((el) => getComputedStyle(el).backgroundColor);

describe("settings", () => {
  it("starts light, green, normal density, animations on", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true, reducedMotion: "reduce" });
    await visit(page, "/settings");
    expect(await htmlState(page)).toMatchObject({ isDark: false, theme: "light", accent: "green", density: "normal", sidebar: "default", motion: "full" });
    await expect(page.getByRole("radio", { name: "Claro" }).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(page.getByRole("radio", { name: "Verde" }).getAttribute("aria-checked")).resolves.toBe("true");
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    // The spec's green, hsl(145 100% 50%), fills the primary button.
    expect(await primaryButtonBackground(page)).toBe("rgb(0, 255, 106)");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("applies the dark theme and an accent at once and keeps them across reloads, from the first paint", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true, reducedMotion: "reduce" });
    await visit(page, "/settings");
    await page.getByRole("radio", { name: "Oscuro" }).click();
    expect(await htmlState(page)).toMatchObject({ isDark: true, theme: "dark" });
    // The background eases into the new theme (a short transition): wait for it to leave white.
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== "rgb(255, 255, 255)", undefined, { timeout: 5000 });
    expect(await bodyBackground(page)).not.toBe("rgb(255, 255, 255)");
    await page.getByRole("radio", { name: "Azul" }).click();
    expect((await htmlState(page)).accent).toBe("blue");
    const blue = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.color = "hsl(221 83% 53%)";
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    // The button eases into the new accent too (transition-colors): right after the click it can
    // still be green, so the check waits for the blue (a wrong accent never gets there).
    await expect.poll(() => primaryButtonBackground(page), { timeout: 5000 }).toBe(blue);
    expect(await storedPreferences(page)).toMatchObject({ colorScheme: "dark", accentColor: "blue" });

    // Reload: the theme is on <html> as soon as the document is parsed, before React renders.
    await page.reload({ waitUntil: "domcontentloaded" });
    const early = await page.evaluate(() => ({
      isDark: document.documentElement.classList.contains("dark"),
      accent: document.documentElement.dataset.accent,
    }));
    expect(early).toMatchObject({ isDark: true, accent: "blue" });
    await page.locator("main h1").waitFor();
    await expect(page.getByRole("radio", { name: "Oscuro" }).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(page.getByRole("radio", { name: "Azul" }).getAttribute("aria-checked")).resolves.toBe("true");

    // Other pages get them too.
    await visit(page, "/");
    expect(await htmlState(page)).toMatchObject({ isDark: true, accent: "blue" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows the system theme when asked to", async () => {
    const { page, context } = await openPage(browser, { isSignedIn: true, reducedMotion: "reduce" });
    await page.emulateMedia({ colorScheme: "dark" });
    await visit(page, "/settings");
    expect((await htmlState(page)).isDark).toBe(false);
    await page.getByRole("radio", { name: /Sistema/ }).click();
    expect((await htmlState(page)).isDark).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    expect(await storedPreferences(page)).toMatchObject({ colorScheme: "system" });
    await context.close();
  });

  it("changes density, compact sidebar and animations, and resets them", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true, reducedMotion: "no-preference" });
    await visit(page, "/settings");
    const height = () => page.getByRole("button", { name: /Restablecer apariencia/ }).evaluate((el) => el.getBoundingClientRect().height);
    const normalHeight = await height();
    await page.getByRole("radio", { name: /Compacta/ }).click();
    expect((await htmlState(page)).density).toBe("compact");
    expect(await height()).toBeLessThan(normalHeight);
    await page.getByRole("radio", { name: /Cómoda/ }).click();
    expect(await height()).toBeGreaterThan(normalHeight);

    await page.getByRole("switch", { name: "Barra lateral compacta" }).click();
    expect((await htmlState(page)).sidebar).toBe("compact");
    const transition = () => page.getByRole("switch", { name: "Animaciones" }).evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
    expect(await transition()).toBeGreaterThan(0.1);
    await page.getByRole("switch", { name: "Animaciones" }).click();
    expect((await htmlState(page)).motion).toBe("reduced");
    await expect(page.getByRole("switch", { name: "Animaciones" }).getAttribute("aria-checked")).resolves.toBe("false");
    // Animations off: transitions no longer take time.
    expect(await transition()).toBeLessThan(0.001);
    expect(await storedPreferences(page)).toEqual({
      colorScheme: "light",
      density: "comfortable",
      compactSidebar: true,
      animations: false,
      accentColor: "green",
    });

    await page.getByRole("button", { name: /Restablecer apariencia/ }).click();
    expect(await htmlState(page)).toMatchObject({ density: "normal", sidebar: "default", motion: "full", accent: "green", theme: "light" });
    await page.getByRole("region", { name: "Notificaciones (F8)" }).getByText("Preferencias restablecidas").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a 360 px screen: no card, table or header control widens the page", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true, reducedMotion: "reduce", width: 360, height: 800 });
    await visit(page, "/settings");
    // The widest content comes last: the security log's table, the MFA and API-token cards.
    await page.getByRole("table", { name: "Actividad de seguridad" }).getByRole("row").nth(1).waitFor();
    await page.getByRole("heading", { name: "Tokens de API personales" }).waitFor();
    await page.getByRole("heading", { name: "Verificación en dos pasos" }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("ignores a stored value it does not understand", async () => {
    const { page, context } = await openPage(browser, { isSignedIn: true, reducedMotion: "reduce" });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("rumbo.preferences", "{not json"));
    await visit(page, "/settings");
    expect(await htmlState(page)).toMatchObject({ theme: "light", accent: "green" });
    await context.close();
  });
});
