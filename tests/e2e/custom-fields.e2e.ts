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

  // Decisions 1214–1216: the field in the task's own form (a bad value said at once, the form kept),
  // the list grouped by a choice field and saved as a view, an option edited and one removed after
  // the confirmation has said how many tasks lose it.
  const more = {
    es: { newTask: "Nueva tarea", title: "Título", create: "Crear tarea", costBad: "«Costo» debe ser un número.", team: "Equipo es", group: "Agrupar por", byTeam: "Por Equipo es", south: "Grupo: Sur (1)", noValue: "Grupo: Sin valor", edit: "Editar el campo Equipo es", option: "Opción 2", colour: "Color de la opción Sur", green: "Verde", moveUp: "Subir «Centro»", remove: "Quitar la opción «Norte»", saveChanges: "Guardar cambios", losing: "«Norte»: 1 tarea quedará sin ese valor.", confirm: "Quitar y guardar", southeast: "Grupo: Sureste (1)", north: "Grupo: Norte (1)" },
    en: { newTask: "New task", title: "Title", create: "Create task", costBad: "“Cost” must be a number.", team: "Team en", group: "Group by", byTeam: "By Team en", south: "Group: Sur (1)", noValue: "Group: No value", edit: "Edit the field Team en", option: "Option 2", colour: "Colour of option Sur", green: "Green", moveUp: "Move “Centro” up", remove: "Remove the option “Norte”", saveChanges: "Save changes", losing: "“Norte”: 1 task will lose that value.", confirm: "Remove and save", southeast: "Group: Sureste (1)", north: "Group: Norte (1)" },
  } as const;
  for (const language of ["es", "en"] as const) {
    it(`${language}: a choice field in the new-task form, the list grouped by it and saved, its options edited and one removed`, async () => {
      const t = { ...text[language], ...more[language] };
      const context = await open(language, 1280);
      const page = await context.newPage();
      errors.push(...collectPageErrors(page));
      const projectId = await makeProject(context, `Grupos ${language}`);
      const headers = { origin: server.baseUrl };
      const made = await context.request.post(`${server.baseUrl}/api/v1/custom-fields`, { headers, data: { name: t.team, type: "single_choice", options: [{ label: "Norte" }, { label: "Sur" }, { label: "Centro" }] } });
      expect(made.ok(), await made.text()).toBe(true);
      const team = (await made.json()) as { id: string; options: { id: string }[] };
      const tasks = (await (await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`)).json()) as { id: string; title: string }[];
      const low = tasks.find((x) => x.title === "Configurar servidor")!;
      expect((await context.request.put(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/${low.id}/custom-values`, { headers, data: { values: { [team.id]: team.options[0]!.id } } })).ok()).toBe(true);

      await page.goto(`/project/${projectId}`);
      await page.getByRole("list", { name: t.tasks }).waitFor();
      // The new-task form carries the fields: a wrong number is said under it before anything is sent, and nothing typed is lost.
      await page.getByRole("button", { name: t.newTask, exact: true }).first().click();
      const form = page.getByRole("dialog", { name: t.newTask });
      await form.getByLabel(t.title, { exact: true }).fill("Abrir sucursal");
      await form.getByLabel(t.team, { exact: true }).selectOption({ label: "Sur" });
      await form.getByLabel(t.cost, { exact: true }).fill("abc");
      await form.getByRole("button", { name: t.create }).click();
      await form.getByText(t.costBad).waitFor();
      expect(await form.getByLabel(t.title, { exact: true }).inputValue()).toBe("Abrir sucursal");
      expect(await form.getByLabel(t.team, { exact: true }).inputValue()).toBe(team.options[1]!.id);
      await expectNoAxeViolations(page, `new task form with custom fields (${language})`);
      await form.getByLabel(t.cost, { exact: true }).fill("20");
      await form.getByRole("button", { name: t.create }).click();
      await form.waitFor({ state: "detached" });

      // Grouped by the field; the grouping is saved with the view and comes back after a reload.
      await page.getByLabel(t.group, { exact: true }).selectOption({ label: t.byTeam });
      await page.getByRole("region", { name: t.south }).getByText("Abrir sucursal").waitFor();
      await page.getByRole("region", { name: t.north }).getByText("Configurar servidor").waitFor();
      await page.getByRole("region", { name: new RegExp(`^${t.noValue}`) }).getByText("Diseñar portada").waitFor();
      await expectNoAxeViolations(page, `list grouped by a custom field (${language})`);
      await page.getByRole("button", { name: new RegExp(`^${t.current}`) }).click();
      await page.getByRole("menuitem", { name: t.saveAs }).click();
      await page.getByLabel(t.viewName).fill(`Por equipo ${language}`);
      await page.getByRole("button", { name: t.saveView, exact: true }).click();
      await page.getByRole("button", { name: `${t.current}: Por equipo ${language}` }).waitFor();
      await page.reload();
      await page.getByRole("region", { name: t.south }).waitFor();

      // Edit the options: rename "Sur", colour it, move "Centro" up, remove "Norte" (its task is counted first).
      await page.getByRole("button", { name: t.fields, exact: true }).click();
      const manage = page.getByRole("dialog", { name: t.dialog });
      await manage.getByRole("button", { name: t.edit }).click();
      await manage.getByLabel(t.option, { exact: true }).fill("Sureste");
      await manage.getByLabel(t.colour).selectOption({ label: t.green });
      await manage.getByRole("button", { name: t.moveUp }).click();
      await manage.getByRole("button", { name: t.remove }).click();
      await expectNoAxeViolations(page, `field options editor (${language})`);
      await manage.getByRole("button", { name: t.saveChanges }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText(t.losing).waitFor();
      await confirm.getByRole("button", { name: t.confirm }).click();
      await manage.locator(`[data-field-row="${t.team}"]`).getByText("Centro · Sureste").waitFor();
      await manage.getByRole("button", { name: t.close, exact: true }).click();
      await manage.waitFor({ state: "detached" });
      await page.getByRole("region", { name: t.southeast }).getByText("Abrir sucursal").waitFor();
      await expect.poll(() => page.getByRole("region", { name: t.north }).count()).toBe(0);
      await page.getByRole("region", { name: new RegExp(`^${t.noValue}`) }).getByText("Configurar servidor").waitFor();
      await page.screenshot({ path: `.tmp/custom-fields-grouped-${language}.png`, fullPage: true });

      // At 375 px in the dark theme the grouped list and the editor fit.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page, `grouped list at 375 px, dark (${language})`);
      await page.getByRole("button", { name: t.fields, exact: true }).click();
      await page.getByRole("dialog", { name: t.dialog }).getByRole("button", { name: t.edit }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page, `field editor at 375 px, dark (${language})`);
      await page.screenshot({ path: `.tmp/custom-fields-editor-375-${language}.png` });
      await context.close();
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
