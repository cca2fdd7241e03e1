import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addWeeks, mondayOf, todayInZone } from "../../src/domain/capacity/dates";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Rebalancing in Chromium (decisions 1302–1309), in Spanish and English and on a 375 px phone: a
// person with a skill set on the resources screen, an overloaded week next week, its proposal
// accepted, the loads change in the heat map, and the undo puts them back. Each attempt builds its
// own people and project (a suffix), so a retry starts from a known state.

const email = `reequilibrio-${Date.now()}@example.mx`;
const week = addWeeks(mondayOf(todayInZone("America/Mexico_City")), 1);
// A country with no built-in holidays: next week has its 40 hours whatever the date.
const calendar = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "US" };

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;

async function api<T>(method: "post" | "put", path: string, data: unknown): Promise<T> {
  const res = await context.request[method](`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Dana: 30 h (asks for React 3) + 20 h next week, of 40. Quique (QA) is free; his React is set by the caller. */
async function overloadedTeam(suffix: string) {
  const project = await api<{ id: string }>("post", "/projects", { name: `Portal ${suffix}` });
  const dana = await api<{ id: string }>("post", "/resources", { name: `Dana ${suffix}`, role: "Dev", availability: 40 });
  const quique = await api<{ id: string }>("post", "/resources", { name: `Quique ${suffix}`, role: "QA", availability: 40 });
  for (const id of [dana.id, quique.id]) await api("put", `/capacity/calendars/${id}`, calendar);
  const task = (title: string, hours: number) => api<{ id: string }>("post", `/projects/${project.id}/tasks`, { title, estimateHours: hours, startDate: week, endDate: addDays(week, 4), assigneeResourceId: dana.id });
  const apiTask = await task(`API ${suffix}`, 30);
  await task(`Docs ${suffix}`, 20);
  await api("put", `/capacity/task-skills/${apiTask.id}`, { requirement: { skill: "React", level: 3 } });
  return { dana, quique, project };
}

type Words = { tab: string; loadTab: string; heatmap: string; apply: RegExp; applied: string; undo: string; undone: string; reassign: (suffix: string) => RegExp };
const es: Words = {
  tab: "Reequilibrar",
  loadTab: "Carga en el tiempo",
  heatmap: "Carga por persona y semana",
  apply: /Aplicar seleccionados/,
  applied: "Movimientos aplicados",
  undo: "Deshacer el último reequilibrio",
  undone: "Reequilibrio deshecho",
  reassign: (s) => new RegExp(`Reasignar «API ${s}» \\(30 h\\) de Dana ${s} a Quique`),
};
const en: Words = {
  tab: "Rebalance",
  loadTab: "Load over time",
  heatmap: "Load per person and week",
  apply: /Apply selected/,
  applied: "Moves applied",
  undo: "Undo the latest rebalancing",
  undone: "Rebalancing undone",
  reassign: (s) => new RegExp(`Reassign “API ${s}” \\(30 h\\) from Dana ${s} to Quique`),
};

/** Dana's cell for next week in the heat map. */
async function nextWeekCell(page: Page, words: Words, suffix: string) {
  await page.getByRole("tab", { name: words.loadTab }).click();
  const heatmap = page.getByRole("table", { name: words.heatmap });
  return heatmap.getByRole("row", { name: new RegExp(`Dana ${suffix}`) }).locator('td:has(button[aria-current="date"]) + td button');
}

async function rebalanceFlow(page: Page, words: Words, suffix: string, shot: string) {
  await page.goto("/capacity");
  let cell = await nextWeekCell(page, words, suffix);
  await expect.poll(() => cell.innerText(), { timeout: 20_000 }).toContain("125");

  await page.getByRole("tab", { name: words.tab }).click();
  const overloaded = page.getByRole("button", { name: new RegExp(`Dana ${suffix}`) });
  await overloaded.click();
  const move = page.getByRole("listitem").filter({ hasText: words.reassign(suffix) });
  await move.waitFor({ timeout: 20_000 });
  expect(await move.getByRole("checkbox").isChecked()).toBe(true);
  await expectNoAxeViolations(page, `rebalance proposal ${shot}`);
  mkdirSync(".tmp", { recursive: true });
  await page.screenshot({ path: `.tmp/rebalance-${shot}.png`, fullPage: true });

  await page.getByRole("button", { name: words.apply }).click();
  await page.getByText(words.applied).first().waitFor();
  await expect.poll(() => overloaded.count()).toBe(0);
  const undo = page.getByRole("button", { name: words.undo });
  await undo.waitFor();
  cell = await nextWeekCell(page, words, suffix);
  await expect.poll(() => cell.innerText()).toContain("50");
  expect(await cell.innerText()).not.toContain("125");

  await page.getByRole("tab", { name: words.tab }).click();
  await page.getByRole("button", { name: words.undo }).click();
  await page.getByText(words.undone).first().waitFor();
  await overloaded.waitFor();
  await expectNoAxeViolations(page, `rebalance after undo ${shot}`);
  cell = await nextWeekCell(page, words, suffix);
  await expect.poll(() => cell.innerText()).toContain("125");
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("rebalancing an overloaded week", () => {
  it("sets a skill on the resources screen, accepts a proposal, sees the loads change and undoes it (es)", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const suffix = `es${Date.now() % 100_000}`;
    await overloadedTeam(suffix);
    await page.goto("/resources");
    await page.getByRole("heading", { name: "Habilidades" }).waitFor();
    const row = page.getByRole("listitem").filter({ has: page.getByLabel(`Habilidad de Quique ${suffix}`) });
    await row.getByLabel(`Habilidad de Quique ${suffix}`).fill("React");
    await row.getByLabel("Nivel").selectOption({ label: "4 · Avanzado" });
    await row.getByRole("button", { name: "Agregar" }).click();
    await page.getByRole("list", { name: `Quique ${suffix}` }).getByText("React · 4 · Avanzado").waitFor();
    await expectNoAxeViolations(page, "resources skills");
    mkdirSync(".tmp", { recursive: true });
    await page.locator("#skills-title").scrollIntoViewIfNeeded();
    await page.screenshot({ path: ".tmp/rebalance-skills-1280-es.png" });
    // The week's drill-down says which skill each task asks for.
    await page.goto("/capacity");
    const cell = await nextWeekCell(page, es, suffix);
    await expect.poll(() => cell.innerText(), { timeout: 20_000 }).toContain("125");
    await cell.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`API ${suffix}`).waitFor();
    await dialog.getByText("Pide React nivel 3").waitFor();
    await expectNoAxeViolations(page, "week drill-down with task skills");
    await page.keyboard.press("Escape");
    await rebalanceFlow(page, es, suffix, "1280-es");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("does the same in English", async () => {
    const english = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "en", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await english.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
    const page = await english.newPage();
    const errors = collectPageErrors(page);
    const suffix = `en${Date.now() % 100_000}`;
    const { quique, project } = await overloadedTeam(suffix);
    await api("put", `/capacity/skills/${quique.id}`, { skills: [{ skill: "React", level: 4 }] });
    await rebalanceFlow(page, en, suffix, "1280-en");
    // The task dialog shows the skill a task asks for and sets it, without saving the task.
    await page.goto(`/project/${project.id}`);
    await page.getByRole("button", { name: `Edit “API ${suffix}”` }).click();
    let dialog = page.getByRole("dialog", { name: "Edit task" });
    await dialog.getByText("Required skill").waitFor();
    await dialog.getByText("Needs React level 3").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Edit “Docs ${suffix}”` }).click();
    dialog = page.getByRole("dialog", { name: "Edit task" });
    await dialog.getByText("Asks for no skill").waitFor();
    await dialog.getByRole("button", { name: `Change the skill “Docs ${suffix}” asks for` }).click();
    const group = dialog.getByRole("group", { name: `Skill “Docs ${suffix}” asks for` });
    await group.getByRole("textbox").fill("SQL");
    await group.getByRole("combobox", { name: "Level" }).selectOption({ label: "2 · Basic" });
    await group.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Needs SQL level 2").waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page, "task dialog with its skill");
    await page.screenshot({ path: ".tmp/rebalance-task-dialog-1280-en.png" });
    await page.keyboard.press("Escape");
    const saved = await (await english.request.get(`${server.baseUrl}/api/v1/capacity/task-skills`)).json();
    expect(saved).toContainEqual(expect.objectContaining({ requirement: { skill: "SQL", level: 2 } }));
    expect(errors).toEqual([]);
    await english.close();
  });

  it("works on a 375 px phone without scrolling sideways", async () => {
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 }, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const suffix = `m${Date.now() % 100_000}`;
    const { quique } = await overloadedTeam(suffix);
    await api("put", `/capacity/skills/${quique.id}`, { skills: [{ skill: "React", level: 5 }] });
    await page.goto("/capacity");
    await page.getByRole("tab", { name: es.tab }).click();
    await page.getByRole("button", { name: new RegExp(`Dana ${suffix}`) }).click();
    await page.getByRole("listitem").filter({ hasText: es.reassign(suffix) }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await rebalanceFlow(page, es, suffix, "375-es");
    expect(errors).toEqual([]);
    await phone.close();
  });
});
