import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 23 ("analytics texts are not translated"): /analytics in English, on the sample portfolio.
// Every heading, summary, filter, download and CSV header is English; no catalogue key shows raw
// and no Spanish text is left; axe finds nothing, at 1280 px and on a 375 px phone.

const email = `analytics-en-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let projectId: string;

// A key shown instead of its text ("analytics.throughput.title") or a Spanish text from the page's catalogue.
const rawKey = /\b(analytics|finance|export|chart|common|intelligence)\.[a-zA-Z_]+(\.[a-zA-Z_]+)*\b/;
const spanish = /Análisis Avanzado|Throughput semanal|Avance y ritmo|Flujo del trabajo|Tiempo de ciclo|Mapa de calor|Tareas terminadas|semanas|Filtros|Todos los proyectos|Descargar/;

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Analyst", { locale: "en", acceptDownloads: true }));
  await context.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
  const res = await context.request.post(`${server.baseUrl}/api/v1/sample-data`, { data: {}, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`sample-data ${res.status()} ${await res.text()}`);
  const projects = (await (await context.request.get(`${server.baseUrl}/api/v1/projects`)).json()) as { items: { id: string }[] };
  projectId = projects.items[0]!.id;
  page = await context.newPage();
  errors = collectPageErrors(page);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("Advanced Analytics in English", () => {
  it("shows every chart, filter and download in English, with no raw key, and exports an English CSV", async () => {
    await page.goto("/analytics");
    await page.getByRole("heading", { level: 1, name: "Advanced Analytics" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    for (const section of ["Progress and pace", "Flow of work", "Earned value and portfolio"]) await page.getByRole("heading", { level: 2, name: section }).waitFor();
    const throughput = page.getByTestId("chart-throughput");
    await throughput.getByRole("heading", { name: "Weekly throughput" }).waitFor();
    await throughput.locator(".recharts-wrapper svg").first().waitFor();
    await expect(throughput.getByRole("img").first().getAttribute("aria-label")).resolves.toMatch(/^\d+ tasks completed in \d+ weeks, [\d.]+ a week on average\.$/);
    await page.getByTestId("chart-cycle-time").getByRole("heading", { name: "Cycle time" }).waitFor();
    await page.getByTestId("chart-heatmap").getByRole("heading", { name: "Portfolio heat map" }).waitFor();
    await page.getByTestId("chart-ev").getByText("Choose a project in the filters to see its earned value over time.").waitFor();
    const filters = page.getByRole("region", { name: "Filters" });
    await filters.getByLabel("From").waitFor();
    await filters.getByLabel("To").waitFor();
    await filters.getByText("Whole team").waitFor();

    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(rawKey);
    expect(text).not.toMatch(spanish);

    const [csv] = await Promise.all([page.waitForEvent("download"), throughput.getByRole("button", { name: "Download the data of Weekly throughput as CSV" }).click()]);
    const file = readFileSync((await csv.path()) as string, "utf8");
    expect(file.slice(1).split("\r\n")[0]).toBe("Week (start),Tasks completed");
    await expectNoAxeViolations(page, "analytics en");
  });

  it("shows a project's earned value and explains a bad date range in English", async () => {
    await page.goto(`/analytics?project=${projectId}`);
    await page.getByTestId("chart-ev").getByRole("heading", { name: "Earned value over time" }).waitFor();
    expect(await page.locator("main").innerText()).not.toMatch(rawKey);
    await expectNoAxeViolations(page, "analytics en project");

    await page.goto("/analytics?from=2026-06-01&to=2026-01-01");
    await page.getByText(/Check the dates: the range can span up to two years/).waitFor();
    expect(await page.locator("main").innerText()).not.toMatch(spanish);
  });

  it("fits a 375 px phone in English, axe clean", async () => {
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 }, locale: "en", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
    const small = await phone.newPage();
    await small.goto("/analytics");
    await small.getByRole("heading", { level: 1, name: "Advanced Analytics" }).waitFor();
    await small.getByTestId("chart-throughput").locator(".recharts-wrapper svg").first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await small.locator("main").innerText()).not.toMatch(rawKey);
    await expectNoAxeViolations(small, "analytics en 375");
    await phone.close();
    expect(errors).toEqual([]);
  });
});
