import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 23, decisions 2301 and 2302: from a task's details, make it repeat every week on two
// days and read the sentence and the next occurrence; in Settings, add a reminder "1 hora antes".
// In Spanish and English at 375 px (light and dark), axe clean, nothing wider than the screen.
// Each attempt makes its own task, so a retry starts from a known state.

const stamp = Date.now();
const ana = `ana-rec-${stamp}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let projectId = "";
const headers = () => ({ origin: server.baseUrl });

const text = {
  es: {
    details: (title: string) => `Detalles de ${title}`,
    section: "Repetición",
    repeats: "Se repite",
    weekly: "Cada semana",
    save: "Guardar repetición",
    saved: "Repetición guardada",
    summary: /^Cada semana el (lunes|martes|miércoles|jueves|viernes|sábado|domingo)( y el|, el) .+, 10 veces$/,
    next: /Siguiente: .+ · 1 tarea creada hasta hoy/,
    close: "Cerrar",
    reminders: "Recordatorios de vencimiento",
    kind: "Cuándo",
    hours: "Horas antes",
    add: "Añadir recordatorio",
    added: "1 hora antes",
    saveReminders: "Guardar recordatorios",
    remindersSaved: "Recordatorios guardados",
  },
  en: {
    details: (title: string) => `Details of ${title}`,
    section: "Repeat",
    repeats: "Repeats",
    weekly: "Every week",
    save: "Save repeat",
    saved: "Repeat saved",
    summary: /^Every week on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? and .+, 10 times$/,
    next: /Next: .+ · 1 task made so far/,
    close: "Close",
    reminders: "Due-date reminders",
    kind: "When",
    hours: "Hours before",
    add: "Add a reminder",
    added: "1 hour before",
    saveReminders: "Save reminders",
    remindersSaved: "Reminders saved",
  },
} as const;

async function open(language: "es" | "en", width: number, dark: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce", colorScheme: dark ? "dark" : "light" });
  await context.addInitScript((lang) => {
    localStorage.setItem("rumbo.language", lang);
  }, language);
  await signIn(server, context, ana);
  return context;
}

const toast = (p: Page, message: string | RegExp) => p.locator('[role="region"] li').filter({ hasText: message });

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await registerVerified(server, ana, "Ana Torres");
  const context = await open("es", 1280, false);
  const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: "Operación semanal" }, headers: headers() });
  expect(res.ok(), await res.text()).toBe(true);
  projectId = ((await res.json()) as { id: string }).id;
  await context.close();
  mkdirSync(".tmp", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("recurring tasks and reminders in Chromium", () => {
  for (const [language, dark] of [
    ["es", false],
    ["en", true],
  ] as const) {
    it(`${language} at 375 px${dark ? ", dark" : ""}: a weekly series with its next occurrence, and a reminder preference`, async () => {
      const l = text[language];
      const width = 375;
      const context = await open(language, width, dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
      const title = `Junta ${language}-${Date.now() % 100_000}`;
      const made = await context.request.post(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`, { data: { title, endDate: today }, headers: headers() });
      expect(made.ok(), await made.text()).toBe(true);
      const taskId = ((await made.json()) as { id: string }).id;

      await page.goto(`/project/${projectId}`);
      await page.getByRole("button", { name: l.details(title) }).click();
      const dialog = page.getByRole("dialog", { name: title });
      const section = dialog.getByRole("region", { name: l.section });
      await section.getByLabel(l.repeats).selectOption({ label: l.weekly });
      // Today's weekday is ticked; tick a second day (two days from today).
      const boxes = section.getByRole("checkbox");
      const todayIndex = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
      await boxes.nth((todayIndex + 2) % 7).check();
      await section.getByLabel(language === "es" ? "Termina" : "Ends").selectOption({ index: 2 });
      await expect.poll(() => section.getByTestId("recurrence-summary").textContent()).toMatch(l.summary);
      await section.getByRole("button", { name: l.save }).click();
      await toast(page, l.saved).first().waitFor();
      await expect.poll(() => section.getByTestId("recurrence-status").textContent()).toMatch(l.next);
      const stored = (await (await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/${taskId}/recurrence`)).json()) as { recurrence: { nextDate: string; rule: { weekdays: number[] } } };
      expect(stored.recurrence.rule.weekdays).toHaveLength(2);
      expect(stored.recurrence.nextDate > today).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `task recurrence, ${language}, ${width} px`);
      await page.screenshot({ path: `.tmp/recurring-task-${language}-${width}${dark ? "-dark" : ""}.png`, fullPage: true });
      await dialog.getByRole("button", { name: l.close }).first().click();

      await page.goto("/settings#reminders");
      const card = page.getByRole("region", { name: l.reminders });
      await card.getByLabel(l.kind, { exact: true }).selectOption("hours_before");
      await card.getByLabel(l.hours, { exact: true }).fill("1");
      await card.getByRole("button", { name: l.add }).click();
      await card.getByText(l.added, { exact: true }).first().waitFor();
      await card.getByRole("button", { name: l.saveReminders }).click();
      await toast(page, l.remindersSaved).first().waitFor();
      const prefs = (await (await context.request.get(`${server.baseUrl}/api/v1/me/reminders`)).json()) as { reminders: { kind: string }[]; isDefault: boolean };
      expect(prefs.isDefault).toBe(false);
      expect(prefs.reminders.some((r) => r.kind === "hours_before")).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `reminder settings, ${language}, ${width} px`);
      await card.screenshot({ path: `.tmp/reminders-${language}-${width}${dark ? "-dark" : ""}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
