import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { startSignedInApp, type LoggingServer } from "./support/planning-server";

// The capacity center in Chromium: an empty workspace invites to add people; with people and
// allocations, the heat map shows who is overloaded, the project list flags the team above 90 %
// exactly as the notification does; axe on the page in both themes and at phone width.

const email = `capacidad-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function api<T>(path: string, data: unknown): Promise<T> {
  const res = await context.request.post(`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("capacity center", () => {
  it("invites an empty workspace to add people", async () => {
    await page.goto("/capacity");
    await page.getByRole("heading", { level: 1, name: "Centro de capacidad" }).waitFor();
    await page.getByText("Aún no hay personas en tu espacio de trabajo").waitFor();
    expect(await page.getByRole("link", { name: "Agregar recursos" }).getAttribute("href")).toBe("/resources");
  });

  it("shows who is overloaded week by week and which team is above 90 %", async () => {
    const erp = await api<{ id: string }>("/projects", { name: "ERP Norte" });
    const crm = await api<{ id: string }>("/projects", { name: "CRM Bajío" });
    const ana = await api<{ id: string }>("/resources", { name: "Ana Torres", role: "PM", availability: 40 });
    const luis = await api<{ id: string }>("/resources", { name: "Luis Pérez", role: "Dev", availability: 20 });
    await api(`/projects/${erp.id}/allocations`, { resourceId: ana.id, hours: 38 });
    await api(`/projects/${crm.id}/allocations`, { resourceId: ana.id, hours: 6 });
    await api(`/projects/${crm.id}/allocations`, { resourceId: luis.id, hours: 10 });

    await page.goto("/capacity");
    const heatmap = page.getByRole("table", { name: "Carga por persona y semana" });
    await heatmap.waitFor();
    // Ana: 44 h of 40 this week, every week (no dates on the allocations).
    const anaRow = heatmap.getByRole("row", { name: /Ana Torres/ });
    expect(await anaRow.getByRole("cell").count()).toBe(12);
    await expect.poll(() => anaRow.getByRole("cell").first().innerText()).toContain("110%");
    await expect.poll(() => page.getByText("Más del 100 % (riesgo de agotamiento)").isVisible()).toBe(true);
    // ERP's team is at 95 %: the notification's 'Sobrecapacidad del Equipo'.
    const erpItem = page.getByRole("listitem").filter({ hasText: "ERP Norte" });
    await expect.poll(() => erpItem.innerText()).toContain("95");
    await expect.poll(() => erpItem.getByText("Sobrecapacidad").isVisible()).toBe(true);
    const crmItem = page.getByRole("listitem").filter({ hasText: "CRM Bajío" });
    expect(await crmItem.getByText("Sobrecapacidad").count()).toBe(0);
    // Fewer weeks on request.
    await page.getByLabel("Semanas a mostrar").selectOption("4");
    await expect.poll(() => anaRow.getByRole("cell").count()).toBe(4);
    await expectNoAxeViolations(page, "capacity, light");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/capacity-1280-light.png", fullPage: true });
  });

  it("reads well in the dark theme and on a phone", async () => {
    const phone = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 375, height: 800 },
      locale: "es-MX",
      timezoneId: "America/Mexico_City",
      storageState: await context.storageState(),
    });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    await small.goto("/capacity");
    await small.getByRole("table", { name: "Carga por persona y semana" }).waitFor();
    expect(await small.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // The page itself never scrolls sideways: only the heat map does.
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(small, "capacity, dark, 375 px");
    await small.screenshot({ path: ".tmp/capacity-375-dark.png", fullPage: true });
    await phone.close();
  });
});
