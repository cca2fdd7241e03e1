import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 23, decisions 1211 and 1213: a week is submitted, approved and then locked (the form
// gives way to the lock notice, the API answers 423); the header timer starts from a task in one
// tab, shows in another through the event stream and stops there. es at 1280 px, en at 360 px.

const stamp = Date.now();
const ana = `ana-ts-${stamp}@example.mx`;
let server: LoggingServer;
let browser: Browser;
let projectId = "";
let taskTitle = "";
const headers = () => ({ origin: server.baseUrl });

const text = {
  es: { submit: "Enviar semana", approve: "Aprobar", approved: "Aprobada y cerrada", submitted: "Enviada: espera aprobación", locked: /está aprobada y cerrada/, open: "Temporizador: iniciar en una tarea", project: "Proyecto", task: "Tarea", start: "Iniciar", stop: /Detener el temporizador de/, tooShort: "El temporizador duró menos de un minuto: no se registró nada." },
  en: { submit: "Submit week", approve: "Approve", approved: "Approved and locked", submitted: "Submitted: awaiting approval", locked: /is approved and locked/, open: "Timer: start on a task", project: "Project", task: "Task", start: "Start", stop: /Stop the timer on/, tooShort: "The timer ran less than a minute: nothing was logged." },
} as const;

async function open(language: "es" | "en", width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 800 }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript((lang) => localStorage.setItem("rumbo.language", lang), language);
  await signIn(server, context, ana);
  return context;
}

const toast = (p: Page, message: string | RegExp) => p.locator('[role="region"] li').filter({ hasText: message });
const mondayWeeksAgo = (weeks: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  return new Date(day.getTime() - (((day.getUTCDay() + 6) % 7) + 7 * weeks) * 86_400_000).toISOString().slice(0, 10);
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await registerVerified(server, ana, "Ana Torres");
  const context = await open("es", 1280);
  const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: "Portal de clientes" }, headers: headers() });
  expect(res.ok(), await res.text()).toBe(true);
  projectId = ((await res.json()) as { id: string }).id;
  taskTitle = `Maquetación ${stamp % 10_000}`;
  expect((await context.request.post(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`, { data: { title: taskTitle }, headers: headers() })).ok()).toBe(true);
  await context.close();
  mkdirSync(".tmp", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("timesheet approval and the header timer in Chromium", () => {
  for (const [language, width, weeksAgo] of [
    ["es", 1280, 2],
    ["en", 360, 3],
  ] as const) {
    it(`${language} at ${width} px: submit → approve → locked`, async () => {
      const l = text[language];
      const context = await open(language, width);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const week = mondayWeeksAgo(weeksAgo);
      const tasks = (await (await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`)).json()) as { id: string; title: string }[] | { items: { id: string; title: string }[] };
      const taskId = (Array.isArray(tasks) ? tasks : tasks.items).find((t) => t.title === taskTitle)!.id;
      const entries = `${server.baseUrl}/api/v1/projects/${projectId}/tasks/${taskId}/time-entries`;
      expect((await context.request.post(entries, { data: { date: week, minutes: 120 }, headers: headers() })).ok()).toBe(true);

      await page.goto(`/timesheet?week=${week}`);
      const approval = page.getByTestId("week-approval");
      await approval.getByRole("button", { name: l.submit }).click();
      await expect.poll(() => approval.getByTestId("week-status").textContent()).toBe(l.submitted);
      await approval.getByRole("button", { name: l.approve, exact: true }).click();
      await expect.poll(() => approval.getByTestId("week-status").textContent()).toBe(l.approved);
      await approval.getByText(l.locked).waitFor();
      // The server refuses a write into the locked week, in the caller's language.
      const refused = await context.request.post(`${entries}?lang=${language}`, { data: { date: week, minutes: 30 }, headers: headers() });
      expect(refused.status()).toBe(423);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(l.locked);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `timesheet approval, ${language}, ${width} px`);
      await page.screenshot({ path: `.tmp/timesheet-approved-${language}-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it(`${language} at ${width} px: the header timer starts in one tab, shows and stops in another`, async () => {
      const l = text[language];
      const context = await open(language, width);
      await context.request.post(`${server.baseUrl}/api/v1/timer/stop`, { headers: headers() });
      const first = await context.newPage();
      const second = await context.newPage();
      const errors = [...collectPageErrors(first), ...collectPageErrors(second)];
      await first.goto("/timesheet");
      await second.goto(`/project/${projectId}`);
      await first.getByRole("heading", { level: 1 }).waitFor();

      const header = second.getByTestId("header-timer");
      if (width >= 640) {
        await header.getByRole("button", { name: l.open }).click();
        const panel = header.getByRole("group");
        await panel.getByLabel(l.project, { exact: true }).selectOption({ label: "Portal de clientes" });
        await expect.poll(() => panel.getByLabel(l.task, { exact: true }).locator("option").count()).toBeGreaterThan(1);
        await panel.getByLabel(l.task, { exact: true }).selectOption({ label: taskTitle });
        await panel.getByRole("button", { name: l.start, exact: true }).click();
      } else {
        // On a phone a timer is started from the task; the header shows it wherever the person goes.
        const tasks = (await (await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`)).json()) as { id: string; title: string }[] | { items: { id: string; title: string }[] };
        const taskId = (Array.isArray(tasks) ? tasks : tasks.items).find((t) => t.title === taskTitle)!.id;
        expect((await context.request.post(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/${taskId}/timer`, { data: {}, headers: headers() })).ok()).toBe(true);
      }
      await header.getByTestId("header-timer-elapsed").waitFor({ timeout: 15_000 });
      expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(second, `header timer, ${language}, ${width} px`);
      await second.screenshot({ path: `.tmp/header-timer-${language}-${width}.png` });

      // The other tab hears it through the event stream and stops it.
      const elsewhere = first.getByTestId("header-timer");
      await elsewhere.getByTestId("header-timer-elapsed").waitFor({ timeout: 15_000 });
      await elsewhere.getByRole("button", { name: l.stop }).click();
      await toast(first, l.tooShort).first().waitFor();
      await expect.poll(() => header.getByTestId("header-timer-elapsed").count(), { timeout: 15_000 }).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
