import type { Browser, BrowserContext } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 23, decision 1205: an owner defines a custom field, sets it on a task (a wrong number is
// refused with the field's own message, the form stays filled), shows it as a column and filters
// by it; the view is saved, survives a reload through the URL and reopens from the menu; the
// board shows swimlanes. In Spanish and English, and at 375 px.

const stamp = Date.now();
const ana = `ana-cf-${stamp}@example.mx`;

let server: LoggingServer;
let browser: Browser;
const errors: string[] = [];

const text = {
  es: { fields: "Campos", dialog: "Campos personalizados", name: "Nombre", type: "Tipo", number: "Número", add: "Agregar campo", cost: "Costo", details: "Detalles de", save: "Guardar campos", notNumber: "«Costo» debe ser un número.", saved: "Campos guardados.", columns: "Columnas", field: "Campo", op: "Condición", between: "entre", from: "Desde", filter: "Filtrar", saveAs: "Guardar como vista nueva…", viewName: "Nombre de la vista", saveView: "Guardar", current: "Vista actual", defaultView: "Vista predeterminada", tasks: "Tareas", close: "Cerrar", swimlanes: "Carriles", byPriority: "Por prioridad", high: "Carril: Alta", low: "Carril: Baja" },
  en: { fields: "Fields", dialog: "Custom fields", name: "Name", type: "Type", number: "Number", add: "Add field", cost: "Cost", details: "Details of", save: "Save fields", notNumber: "“Cost” must be a number.", saved: "Fields saved.", columns: "Columns", field: "Field", op: "Condition", between: "between", from: "From", filter: "Filter", saveAs: "Save as a new view…", viewName: "View name", saveView: "Save", current: "Current view", defaultView: "Default view", tasks: "Tasks", close: "Close", swimlanes: "Swimlanes", byPriority: "By priority", high: "Lane: High", low: "Lane: Low" },
} as const;

async function open(language: "es" | "en", width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript((lang) => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", lang);
  }, language);
  await signIn(server, context, ana);
  return context;
}

async function makeProject(context: BrowserContext, name: string) {
  const headers = { origin: server.baseUrl };
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(`${server.baseUrl}${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };
  const projectId = (await post("/api/v1/projects", { name })).id;
  await post(`/api/v1/projects/${projectId}/tasks`, { title: "Diseñar portada", priority: "Alta" });
  await post(`/api/v1/projects/${projectId}/tasks`, { title: "Configurar servidor", priority: "Baja" });
  return projectId;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await registerVerified(server, ana, "Ana Torres");
  mkdirSync(".tmp", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("custom fields and saved views in Chromium", () => {
  for (const language of ["es", "en"] as const) {
    it(`${language}: define a field, set it on a task, filter by it, save the view, reload and reopen it, board swimlanes`, async () => {
      const t = text[language];
      const context = await open(language, 1280);
      const page = await context.newPage();
      errors.push(...collectPageErrors(page));
      const projectId = await makeProject(context, `Portal ${language}`);
      const row = (title: string) => page.getByRole("list", { name: t.tasks }).locator("li[data-task-id]").filter({ has: page.getByText(title, { exact: true }) });
      await page.goto(`/project/${projectId}`);
      await row("Diseñar portada").waitFor();

      // Define "Cost" (a number) for the workspace.
      await page.getByRole("button", { name: t.fields, exact: true }).click();
      const manage = page.getByRole("dialog", { name: t.dialog });
      await manage.getByLabel(t.name, { exact: true }).fill(t.cost);
      await manage.getByLabel(t.type, { exact: true }).selectOption({ label: t.number });
      await manage.getByRole("button", { name: t.add }).click();
      await manage.getByRole("list").getByText(t.cost, { exact: true }).waitFor();
      await expectNoAxeViolations(page, `custom fields dialog (${language})`);
      await manage.getByRole("button", { name: t.close, exact: true }).click();
      await manage.waitFor({ state: "detached" });

      // Set it on a task: "abc" is refused beside the field and stays typed; 1500 is saved.
      await page.getByRole("button", { name: `${t.details} Diseñar portada` }).click();
      const details = page.getByRole("dialog", { name: "Diseñar portada" });
      const cost = details.getByLabel(t.cost, { exact: true });
      await cost.fill("abc");
      await details.getByRole("button", { name: t.save }).click();
      await details.getByText(t.notNumber).waitFor();
      expect(await cost.inputValue()).toBe("abc");
      expect(await cost.getAttribute("aria-invalid")).toBe("true");
      await cost.fill("1500");
      await details.getByRole("button", { name: t.save }).click();
      await page.locator('[role="region"] li').filter({ hasText: t.saved }).first().waitFor();
      await expectNoAxeViolations(page, `task details with custom fields (${language})`);
      await details.getByRole("button", { name: t.close, exact: true }).click();
      await details.waitFor({ state: "detached" });

      // As a column, then a filter: cost from 1000 keeps only that task.
      await page.getByRole("button", { name: t.columns }).click();
      await page.getByRole("menuitemcheckbox", { name: t.cost, exact: true }).click();
      await page.keyboard.press("Escape");
      await row("Diseñar portada").locator("[data-field-column]").filter({ hasText: "1" }).waitFor();
      await page.getByLabel(t.field, { exact: true }).selectOption({ label: t.cost });
      await page.getByLabel(t.op, { exact: true }).selectOption({ label: t.between });
      await page.getByLabel(t.from, { exact: true }).fill("1000");
      await page.getByRole("button", { name: t.filter, exact: true }).click();
      await expect.poll(() => row("Configurar servidor").count()).toBe(0);
      expect(await row("Diseñar portada").count()).toBe(1);
      await expectNoAxeViolations(page, `filtered list (${language})`);

      // Save the view; the URL names it, a reload restores it.
      await page.getByRole("button", { name: new RegExp(`^${t.current}`) }).click();
      await page.getByRole("menuitem", { name: t.saveAs }).click();
      await page.getByLabel(t.viewName).fill(`Caras ${language}`);
      await page.getByRole("button", { name: t.saveView, exact: true }).click();
      await page.getByRole("button", { name: `${t.current}: Caras ${language}` }).waitFor();
      expect(page.url()).toMatch(/[?&]view=/);
      await page.reload();
      await row("Diseñar portada").waitFor();
      await page.getByRole("button", { name: `${t.current}: Caras ${language}` }).waitFor();
      await expect.poll(() => row("Configurar servidor").count()).toBe(0);

      // Back to the default view, then reopen the saved one from the menu.
      await page.getByRole("button", { name: new RegExp(`^${t.current}`) }).click();
      await page.getByRole("menuitem", { name: t.defaultView }).click();
      await row("Configurar servidor").waitFor();
      await page.getByRole("button", { name: new RegExp(`^${t.current}`) }).click();
      await page.getByRole("menuitem", { name: `Caras ${language}` }).click();
      await expect.poll(() => row("Configurar servidor").count()).toBe(0);

      // The board in swimlanes by priority.
      await page.goto(`/project/${projectId}/board`);
      await page.getByLabel(t.swimlanes).selectOption({ label: t.byPriority });
      await page.getByRole("region", { name: t.high }).getByText("Diseñar portada").waitFor();
      await page.getByRole("region", { name: t.low }).getByText("Configurar servidor").waitFor();
      expect(page.url()).toContain("swimlane");
      await expectNoAxeViolations(page, `board swimlanes (${language})`);
      await page.screenshot({ path: `.tmp/custom-fields-board-${language}.png`, fullPage: true });
      await context.close();
    }, 180_000);
  }

  it("fits a 375 px phone in the dark theme: toolbar, details with fields, board lanes", async () => {
    const context = await open("es", 375);
    await context.addInitScript(() => {
      if (!localStorage.getItem("rumbo.preferences")) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
    });
    const page = await context.newPage();
    const projectId = await makeProject(context, "Portal teléfono");
    await page.goto(`/project/${projectId}`);
    await page.getByRole("list", { name: "Tareas" }).waitFor();
    await page.getByLabel("Campo", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: ".tmp/custom-fields-375-dark.png", fullPage: true });
    await expectNoAxeViolations(page, "task list toolbar, dark, 375 px");
    await page.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
    await page.getByRole("dialog", { name: "Diseñar portada" }).getByLabel("Costo", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, "details with custom fields, dark, 375 px");
    await page.screenshot({ path: ".tmp/custom-fields-details-375-dark.png" });
    await page.keyboard.press("Escape");
    await page.goto(`/project/${projectId}/board?vs=${encodeURIComponent(JSON.stringify({ swimlane: "priority" }))}`);
    await page.getByRole("region", { name: "Carril: Alta" }).waitFor();
    await expectNoAxeViolations(page, "board lanes, dark, 375 px");
    await page.screenshot({ path: ".tmp/custom-fields-board-375-dark.png", fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
