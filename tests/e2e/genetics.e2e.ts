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
      // The decision is compared with what happened since, beside the run's predictions.
      await page.getByTestId("adopted-outcome").getByText("Observado desde entonces").waitFor();
    }
    expect(errors).toEqual([]);
  }, 150_000);

  it("runs an evolution with progress and applies it, in English", async () => {
    const english = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await english.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
    const en = await english.newPage();
    const enErrors = collectPageErrors(en);
    await en.goto("/genetics");
    await en.getByRole("table", { name: "Genomes side by side" }).waitFor();
    await en.getByRole("link", { name: "View and evolve: Migración a la nube" }).click();
    await en.getByTestId("genome-table").waitFor();
    await en.getByRole("radio", { name: /Steadier throughput/ }).click();
    await en.getByRole("button", { name: "Run evolution" }).click();
    // The worker reports each generation: the bar shows while it runs, then the suggestion.
    await en.getByRole("progressbar", { name: "Evolution progress" }).waitFor({ timeout: 30_000 });
    await en.getByRole("heading", { name: /Suggested genome/ }).waitFor({ timeout: 90_000 });
    await en.getByTestId("genome-effects").waitFor();
    expect(await en.getByRole("heading", { name: "The winner's family tree" }).isVisible()).toBe(true);
    await expectNoAxeViolations(en, "genetics project, result, English");
    await en.screenshot({ path: ".tmp/genetics-project-1280-en.png", fullPage: true });
    if (await en.getByTestId("genome-changes").count()) {
      await en.getByRole("button", { name: "Apply", exact: true }).click();
      await en.getByTestId("adopted").waitFor();
      await en.getByTestId("adopted-outcome").getByText("Observed since").waitFor();
    }
    expect(enErrors).toEqual([]);
    await english.close();
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
