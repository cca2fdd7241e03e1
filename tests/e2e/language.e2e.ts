import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { htmlState, openPage, visit } from "./support/app";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("language", () => {
  it("home loads in Spanish by default, even for an English browser", async () => {
    const { page, context, errors } = await openPage(browser, { locale: "en-US" });
    await visit(page, "/");
    expect((await htmlState(page)).lang).toBe("es-MX");
    expect(await page.title()).toBe("Rumbo · Gestión de proyectos con IA predictiva");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    for (const name of ["Producto", "Recursos"]) await expect(nav.getByRole("button", { name }).isVisible()).resolves.toBe(true);
    for (const name of ["Sobre Nosotros", "Contacto", "Integraciones"]) {
      await expect(nav.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar Sesión" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: /Prueba gratis por 30 días/ }).getAttribute("href")).resolves.toBe("/auth?tab=register");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("switches to English and back, keeping the choice across reloads, in storage and in the cookie", async () => {
    const { page, context, errors } = await openPage(browser);
    await visit(page, "/");
    const english = page.getByRole("group", { name: "Idioma" }).getByRole("button", { name: /EN/ });
    await english.click();
    await page.getByRole("button", { name: "Product", exact: true }).waitFor();
    expect((await htmlState(page)).lang).toBe("en");
    expect(await page.title()).toBe("Rumbo · Project management with predictive AI");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Manage your projects with predictive AI");
    await expect(page.getByRole("group", { name: "Language" }).getByRole("button", { name: /EN/ }).getAttribute("aria-pressed")).resolves.toBe("true");
    expect(await page.evaluate(() => localStorage.getItem("rumbo.language"))).toBe("en");
    const cookie = (await context.cookies()).find((c) => c.name === "rumbo_lang");
    expect(cookie).toMatchObject({ value: "en", path: "/", sameSite: "Lax" });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    // The server answers API errors in the same language, through the cookie.
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/v1/no-such-thing");
      return { status: response.status, body: (await response.json()) as { error: { message: string } } };
    });
    expect(answer).toEqual({ status: 404, body: { error: { code: "not_found", message: "We could not find what you are looking for." } } });

    await page.reload();
    await page.getByRole("button", { name: "Product", exact: true }).waitFor();
    expect((await htmlState(page)).lang).toBe("en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).isVisible()).resolves.toBe(true);

    // An English screen loaded later gets its English texts too.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await page.getByRole("heading", { name: "Let's talk about your projects" }).waitFor();
    expect(await page.title()).toBe("Contact: talk to the Rumbo team");

    await page.getByRole("group", { name: "Language" }).getByRole("button", { name: /ES/ }).click();
    await page.getByRole("heading", { name: "Hablemos de tus proyectos" }).waitFor();
    expect(await page.title()).toBe("Contacto: habla con el equipo de Rumbo");
    await page.reload();
    await page.getByRole("heading", { name: "Hablemos de tus proyectos" }).waitFor();
    expect((await htmlState(page)).lang).toBe("es-MX");
    expect(await page.evaluate(() => localStorage.getItem("rumbo.language"))).toBe("es");
    expect((await context.cookies()).find((c) => c.name === "rumbo_lang")?.value).toBe("es");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the settings screen in English when English was chosen before", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true, language: "en" });
    await visit(page, "/settings");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Settings");
    await expect(page.getByRole("radio", { name: "Dark" }).isVisible()).resolves.toBe(true);
    // and the language can be changed from settings as well
    await page.getByRole("radio", { name: /Español/ }).click();
    await page.getByRole("heading", { level: 1, name: "Configuración" }).waitFor();
    expect((await htmlState(page)).lang).toBe("es-MX");
    expect(errors).toEqual([]);
    await context.close();
  });
});
