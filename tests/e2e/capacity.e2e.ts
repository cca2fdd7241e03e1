import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, mondayOf, todayInZone } from "../../src/domain/capacity/dates";
import { mexicanHolidays } from "../../src/domain/capacity/holidays";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// The capacity center in Chromium: an empty workspace invites to add people; then a person's time
// off is requested and approved, and this week's real hours drop in the heat map and its
// drill-down, in Spanish at 1280 px and in English on a 375 px phone; axe in light, and dark at 360 px.

const email = `capacidad-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

async function api<T>(path: string, data: unknown): Promise<T> {
  const res = await context.request.post(`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

// Two working days of this week that are not official holidays (the test runs on any date).
function twoWorkingDays(): { monday: string; from: string; to: string; holidayHours: number } {
  const monday = mondayOf(todayInZone("America/Mexico_City"));
  const year = Number(monday.slice(0, 4));
  const holidays = new Set([...mexicanHolidays(year), ...mexicanHolidays(year + 1)].map((h) => h.date));
  const weekdays = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const free = weekdays.filter((d) => !holidays.has(d));
  return { monday, from: free[0]!, to: free[0]!, holidayHours: (5 - free.length) * 8 };
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
  page = await context.newPage();
  errors = collectPageErrors(page);
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

  it("requests time off, approves it and shows this week's capacity drop", async () => {
    const { from, to, holidayHours } = twoWorkingDays();
    const erp = await api<{ id: string }>("/projects", { name: "ERP Norte" });
    const ana = await api<{ id: string }>("/resources", { name: "Ana Torres", role: "PM", availability: 40 });
    await api(`/projects/${erp.id}/allocations`, { resourceId: ana.id, hours: 30 });
    const before = 40 - holidayHours;

    await page.goto("/capacity");
    const heatmap = page.getByRole("table", { name: "Carga por persona y semana" });
    const anaNow = heatmap.getByRole("row", { name: /Ana Torres/ }).locator('button[aria-current="date"]');
    await expect.poll(() => anaNow.innerText()).toContain(`${Math.round((30 / before) * 100)}%`);
    expect(await anaNow.textContent()).toContain(`de ${before} h reales`);

    // Ana (the owner) requests one day off for Ana Torres, then approves it.
    await page.getByRole("tab", { name: "Ausencias" }).click();
    await page.getByLabel("Persona").selectOption({ label: "Ana Torres" });
    await page.getByLabel("Desde").fill(from);
    await page.getByLabel("Hasta").fill(to);
    await page.getByLabel("Motivo").fill("Trámite");
    await page.getByRole("button", { name: "Solicitar", exact: true }).click();
    const request = page.getByRole("listitem").filter({ hasText: "Trámite" });
    await request.getByText("Pendiente").waitFor();
    await request.getByRole("button", { name: "Aprobar" }).click();
    await request.getByText("Aprobada").waitFor();
    await expectNoAxeViolations(page, "capacity time off, light");

    // Back on the load: 8 h fewer this week, and the cell says why.
    await page.getByRole("tab", { name: "Carga en el tiempo" }).click();
    const after = before - 8;
    await expect.poll(() => anaNow.textContent()).toContain(`de ${after} h reales`);
    expect(await anaNow.innerText()).toContain(`${Math.round((30 / after) * 100)}%`);
    await anaNow.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Ausencias aprobadas: 8 h").waitFor();
    await dialog.getByText("ERP Norte").waitFor();
    await expectNoAxeViolations(page, "capacity drill-down, light");
    await page.keyboard.press("Escape");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/capacity-1280-light.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("does the same in English on a 375 px phone", async () => {
    const { from, to, holidayHours } = twoWorkingDays();
    const crm = await api<{ id: string }>("/projects", { name: "CRM Sur" });
    const beto = await api<{ id: string }>("/resources", { name: "Beto Ruiz", role: "Dev", availability: 40 });
    await api(`/projects/${crm.id}/allocations`, { resourceId: beto.id, hours: 20 });
    const before = 40 - holidayHours;
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 }, locale: "en", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
    const small = await phone.newPage();
    const phoneErrors = collectPageErrors(small);
    await small.goto("/capacity");
    const heatmap = small.getByRole("table", { name: "Load per person and week" });
    const betoNow = heatmap.getByRole("row", { name: /Beto Ruiz/ }).locator('button[aria-current="date"]');
    await expect.poll(() => betoNow.textContent(), { timeout: 20_000 }).toContain(`of ${before} real h`);

    await small.getByRole("tab", { name: "Time off" }).click();
    await small.getByLabel("Person", { exact: true }).selectOption({ label: "Beto Ruiz" });
    await small.getByLabel("From", { exact: true }).fill(from);
    await small.getByLabel("To", { exact: true }).fill(to);
    await small.getByLabel("Reason", { exact: true }).fill("Paperwork");
    await small.getByRole("button", { name: "Request", exact: true }).click();
    const request = small.getByRole("listitem").filter({ hasText: "Paperwork" });
    await request.getByText("Pending").waitFor();
    await request.getByRole("button", { name: "Approve" }).click();
    await request.getByText("Approved").waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(small, "capacity time off, en, 375 px");

    await small.getByRole("tab", { name: "Load over time" }).click();
    await expect.poll(() => betoNow.textContent()).toContain(`of ${before - 8} real h`);
    await betoNow.click();
    await small.getByRole("dialog").getByText("Approved time off: 8 h").waitFor();
    await small.screenshot({ path: ".tmp/capacity-375-en.png", fullPage: true });
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });

  it("reads well in the dark theme on a 360 px phone", async () => {
    const phone = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 360, height: 800 },
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
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "capacity, dark, 360 px");
    await small.screenshot({ path: ".tmp/capacity-360-dark.png", fullPage: true });
    await small.getByRole("tab", { name: "Calendarios" }).click();
    await small.getByText("Natalicio de Benito Juárez").waitFor();
    await expectNoAxeViolations(small, "capacity calendars, dark, 360 px");
    await small.screenshot({ path: ".tmp/capacity-360-dark-calendars.png", fullPage: true });
    await phone.close();
  });
});
