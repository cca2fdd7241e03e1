import type { Browser } from "playwright-core";
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

describe("not-found page", () => {
  it("says the page does not exist, is not indexed, and links home", async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await page.request.get("/esta/pagina/no-existe");
    expect(response.status()).toBe(404);
    await visit(page, "/esta/pagina/no-existe");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("No encontramos esta página");
    expect(await page.title()).toBe("Página no encontrada · Rumbo");
    await expect(page.getByRole("main").textContent()).resolves.toContain("/esta/pagina/no-existe");
    await expect(page.locator('head meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    // The shell stays: header and footer are there.
    await expect(page.getByRole("banner").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);

    await page.getByRole("main").getByRole("link", { name: "Volver al inicio" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: /Gestiona tus proyectos/ }).waitFor();
    // Leaving the page takes its noindex away.
    expect(await page.locator('head meta[name="robots"]').getAttribute("content")).not.toContain("noindex");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is translated", async () => {
    const { page, context } = await openPage(browser, { language: "en" });
    await visit(page, "/nothing-here");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("We could not find this page");
    expect(await page.title()).toBe("Page not found · Rumbo");
    await expect(page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).resolves.toBe("/");
    await context.close();
  });
});
