import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../src/domain/planning/calendar";
import { expectNoAxeViolations } from "./support/browser";
import { startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 18 in Chromium: level a project's schedule on its Gantt, see the bars after levelling with
// the current dates as dashed outlines, apply, undo. Its own server and account, so a retry starts clean.

const email = `niveladora-${Date.now()}@example.mx`;
const today = todayIn("America/Mexico_City");

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let projectId: string;
const tasks: Record<string, string> = {};

async function api<T>(path: string, data: unknown): Promise<T> {
  const res = await context.request.post(`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function datesOf(taskId: string): Promise<[string, string]> {
  const res = await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`);
  const found = ((await res.json()) as { id: string; startDate: string; endDate: string }[]).find((task) => task.id === taskId);
  if (!found) throw new Error("task not found");
  return [found.startDate, found.endDate];
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
  projectId = (await api<{ id: string }>("/projects", { name: "Portal de proveedores", startDate: today, dueDate: addDays(today, 30) })).id;
  const maria = (await api<{ id: string }>("/resources", { name: "María López", role: "Desarrolladora", availability: 40 })).id;
  const task = async (key: string, title: string, start: number, end: number, assigneeResourceId: string | null, dependsOn: string[] = []) => {
    tasks[key] = (await api<{ id: string }>(`/projects/${projectId}/tasks`, { title, startDate: addDays(today, start), endDate: addDays(today, end), assigneeResourceId, dependsOn: dependsOn.map((k) => tasks[k]) })).id;
  };
  // María has two full-time tasks on the same days; the review waits for the first.
  await task("api", "API de pedidos", 1, 3, maria);
  await task("screens", "Pantallas de alta", 1, 3, maria);
  await task("review", "Revisión con el cliente", 4, 4, null, ["api"]);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("levelling on the Gantt", () => {
  it("previews the levelled schedule with ghost bars, applies it and undoes it", async () => {
    await page.goto(`/calendar?tab=gantt&project=${projectId}`);
    await page.locator(`[data-bar-id="${tasks.screens}"]`).waitFor();
    const before = await datesOf(tasks.screens!);

    await page.getByRole("button", { name: "Nivelar recursos" }).click();
    const panel = page.getByTestId("levelling-panel");
    await panel.getByRole("heading", { name: "Vista previa de la nivelación" }).waitFor();
    await panel.getByText("1 tarea cambia de fechas.").waitFor();
    await panel.getByText("Días-persona sobre su capacidad: 3 → 0").waitFor();
    await panel.getByRole("cell", { name: "Pantallas de alta" }).waitFor();
    // The moved task's bar is drawn at its new dates, its current dates as a dashed outline.
    const ghost = page.locator(`[data-ghost-id="${tasks.screens}"]`);
    await ghost.waitFor();
    const ghostBox = await ghost.boundingBox();
    const barBox = await page.locator(`[data-bar-id="${tasks.screens}"] rect`).first().boundingBox();
    if (!ghostBox || !barBox) throw new Error("no boxes");
    expect(barBox.x).toBeGreaterThan(ghostBox.x + 2 * 32 - 1);
    await expect.poll(() => page.locator("[data-ghost-id]").count()).toBe(1);
    await expectNoAxeViolations(page, "levelling preview");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/levelling-preview-1280.png", fullPage: true });
    // Nothing is written by the preview.
    expect(await datesOf(tasks.screens!)).toEqual(before);

    await panel.getByRole("button", { name: "Aplicar" }).click();
    await page.getByTestId("gantt-announcer").filter({ hasText: "Nivelación aplicada: 1 tarea con nuevas fechas." }).waitFor();
    await panel.waitFor({ state: "detached" });
    await expect.poll(() => datesOf(tasks.screens!), { timeout: 10_000 }).toEqual([addDays(today, 4), addDays(today, 6)]);
    expect(await page.locator("[data-ghost-id]").count()).toBe(0);

    await page.getByRole("button", { name: "Deshacer nivelación" }).click();
    await page.getByTestId("gantt-announcer").filter({ hasText: "Se restauraron las fechas de 1 tarea." }).waitFor();
    await expect.poll(() => datesOf(tasks.screens!), { timeout: 10_000 }).toEqual(before);
    await page.getByRole("button", { name: "Deshacer nivelación" }).waitFor({ state: "detached" });
  });

  it("shows the preview at 375 px without the page scrolling sideways", async () => {
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 800 }, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    const small = await phone.newPage();
    await small.goto(`/calendar?tab=gantt&project=${projectId}`);
    await small.getByRole("button", { name: "Nivelar recursos" }).click();
    await small.getByTestId("levelling-panel").getByRole("cell", { name: "Pantallas de alta" }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await small.screenshot({ path: ".tmp/levelling-preview-375.png", fullPage: true });
    await phone.close();
  });
});
