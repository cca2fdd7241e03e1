import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Project genetics in Chromium: the portfolio's genomes side by side, then one project: run an
// evolution (progress, then the suggestion with its effect and caveats) and apply it; axe on both
// pages, light at 1280 px and dark at 360 px.

const email = `genetica-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
  page = await context.newPage();
  errors = collectPageErrors(page);
  const res = await context.request.post(`${server.baseUrl}/api/v1/sample-data`, { headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`sample data ${res.status()} ${await res.text()}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("project genetics", () => {
  it("shows the portfolio's genomes, runs an evolution on a project and applies its suggestion", async () => {
    mkdirSync(".tmp", { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/genetics");
    await page.getByRole("heading", { level: 1, name: "Genética de Proyectos" }).waitFor();
    await page.getByRole("table", { name: "Genomas lado a lado" }).waitFor();
    await expectNoAxeViolations(page, "genetics portfolio, light");
    await page.screenshot({ path: ".tmp/genetics-1280-light.png", fullPage: true });

    await page.getByRole("link", { name: "Ver y evolucionar: Migración a la nube" }).click();
    await page.getByRole("heading", { level: 1, name: "Migración a la nube" }).waitFor();
    await page.getByTestId("genome-table").waitFor();
    await page.getByRole("radio", { name: /Acortar el tiempo de ciclo/ }).click();
    await page.getByRole("button", { name: "Ejecutar evolución" }).click();
    // Progress while the worker runs, then the suggestion with its expected effect.
    await page.getByRole("heading", { name: /Genoma sugerido/ }).waitFor({ timeout: 90_000 });
    await page.getByTestId("genome-effects").waitFor();
    expect(await page.getByRole("heading", { name: "Árbol familiar del ganador" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Advertencias" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "genetics project, result");
    await page.screenshot({ path: ".tmp/genetics-project-1280-light.png", fullPage: true });
    if (await page.getByTestId("genome-changes").count()) {
      await page.getByRole("button", { name: "Aplicar", exact: true }).click();
      await page.getByTestId("adopted").waitFor();
    }
    expect(errors).toEqual([]);
  }, 150_000);

  it("reads well in the dark theme on a phone", async () => {
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 800 }, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    await small.goto("/genetics");
    await small.getByRole("table", { name: "Genomas lado a lado" }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "genetics, dark, 360 px");
    await small.screenshot({ path: ".tmp/genetics-360-dark.png", fullPage: true });
    await small.getByRole("link", { name: "Ver y evolucionar: Migración a la nube" }).click();
    await small.getByRole("heading", { name: /Genoma sugerido/ }).waitFor({ timeout: 30_000 });
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "genetics project, dark, 360 px");
    await small.screenshot({ path: ".tmp/genetics-project-360-dark.png", fullPage: true });
    await phone.close();
  }, 90_000);
});
