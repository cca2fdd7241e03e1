import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage, visit } from "./support/app";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const menu = (page: Page) => page.getByRole("navigation", { name: "Menú de navegación" });

describe("mobile menu at 375 px", () => {
  it("opens from the hamburger, lists the visitor entries, navigates and closes", async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 740 });
    await visit(page, "/");
    // The desktop navigation is hidden; the hamburger is there with its label.
    await expect(page.getByRole("navigation", { name: "Navegación principal" }).isVisible()).resolves.toBe(false);
    const open = page.getByRole("button", { name: "Abrir menú de navegación" });
    await expect(open.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(menu(page).isVisible()).resolves.toBe(false);

    await open.click();
    const close = page.getByRole("button", { name: "Cerrar menú de navegación" });
    await expect(close.getAttribute("aria-expanded")).resolves.toBe("true");
    await menu(page).waitFor();
    const entries = await menu(page).getByRole("link").evaluateAll((links) => links.map((l) => `${l.getAttribute("href")} ${l.textContent}`));
    expect(entries).toEqual([
      "/features Características",
      "/pricing Precios",
      "/integrations Integraciones",
      "/product/ai-predictive IA Predictiva",
      "/use-cases Casos de Uso",
      "/user-guides Guías de Uso",
      "/blog Blog",
      "/about-us Sobre Nosotros",
      "/contact Contacto",
      "/auth Iniciar Sesión",
    ]);
    // Nothing sticks out sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await menu(page).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    await page.getByRole("heading", { level: 1, name: "Ideas prácticas para dirigir proyectos" }).waitFor();
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Abrir menú de navegación" }).getAttribute("aria-expanded")).resolves.toBe("false");

    // Reopened on /blog, the Blog entry is the current page.
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await expect(menu(page).getByRole("link", { name: "Blog" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(menu(page).getByRole("link", { name: "Precios" }).getAttribute("aria-current")).resolves.toBeNull();

    // Escape closes it and gives focus back to the hamburger.
    await menu(page).getByRole("link", { name: "Precios" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu(page).isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menú de navegación");

    // The close button closes it too.
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await page.getByRole("button", { name: "Cerrar menú de navegación" }).click();
    await expect(menu(page).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("choosing the page already shown also closes the menu; sign-in leads to /auth", async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 740 });
    await visit(page, "/contact");
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await menu(page).getByRole("link", { name: "Contacto" }).click();
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await menu(page).getByRole("link", { name: "Iniciar Sesión" }).click();
    await page.waitForURL("**/auth");
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("labels the hamburger in English too", async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 740, language: "en" });
    await visit(page, "/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("button", { name: "Close navigation menu" }).waitFor();
    await expect(page.getByRole("navigation", { name: "Navigation menu" }).getByRole("link", { name: "Sign In" }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
