import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 23, decision 1202: a subtask added from a task's details rolls up to its parent; a label
// made, attached and filtered by; a second assignee and a watcher, who hears of the change live.

const stamp = Date.now();
const ana = `ana-wi-${stamp}@example.mx`;
const beto = `beto-wi-${stamp}@example.mx`;
const labelName = `Urgente ${String(stamp).slice(-5)}`;

let server: LoggingServer;
let browser: Browser;
let anaContext: BrowserContext;
let betoContext: BrowserContext;
let page: Page;
let projectId = "";
let taskId = "";
const errors: string[] = [];
const toast = (p: Page, text: string) => p.locator('[role="region"] li').filter({ hasText: text });

async function open(email: string, options: { width?: number; dark?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: options.width ?? 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  if (options.dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem("rumbo.preferences")) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
    });
  }
  await signIn(server, context, email);
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await registerVerified(server, ana, "Ana Torres");
  await registerVerified(server, beto, "Beto Ruiz");
  anaContext = await open(ana);
  betoContext = await open(beto);
  const headers = { origin: server.baseUrl };
  const post = async (context: BrowserContext, path: string, data: unknown) => {
    const res = await context.request.post(`${server.baseUrl}${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };
  // Beto joins Ana's workspace as a member.
  const workspaceId = ((await (await anaContext.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
  await post(anaContext, `/api/v1/workspaces/${workspaceId}/invitations`, { email: beto, role: "member" });
  const invitation = new URL(await server.waitForLink(beto)).pathname.split("/").pop() ?? "";
  await post(betoContext, `/api/v1/invitations/${invitation}/accept`, {});
  projectId = (await post(anaContext, "/api/v1/projects", { name: "Portal de clientes" })).id;
  taskId = (await post(anaContext, `/api/v1/projects/${projectId}/tasks`, { title: "Diseñar portada", estimateHours: 40 })).id;
  await post(anaContext, `/api/v1/projects/${projectId}/tasks`, { title: "Configurar servidor" });
  await post(anaContext, "/api/v1/resources", { name: "Ana Torres", role: "PM", availability: 40 });
  await post(anaContext, "/api/v1/resources", { name: "Beto Ruiz", role: "Diseño", availability: 40 });
  page = await anaContext.newPage();
  errors.push(...collectPageErrors(page));
  mkdirSync(".tmp", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const row = (title: string) => page.getByRole("list", { name: "Tareas" }).locator("li[data-task-id]").filter({ has: page.getByText(title, { exact: true }) });
const details = () => page.getByRole("dialog", { name: "Diseñar portada" });

describe("work items in Chromium", () => {
  it("adds subtasks from the task's details and shows the parent's roll-up", async () => {
    await page.goto(`/project/${projectId}`);
    await page.getByRole("heading", { level: 1, name: "Portal de clientes" }).waitFor();
    await page.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
    await details().getByText("Aún no tiene subtareas.").waitFor();
    for (const title of ["Bocetos", "Maqueta final"]) {
      await details().getByLabel("Título de la subtarea").fill(title);
      await details().getByRole("button", { name: "Agregar subtarea" }).click();
      await details().getByRole("list", { name: "Subtareas" }).getByText(title).waitFor({ timeout: 60_000 });
      // The form empties once the subtask is saved: the next title is typed only then, so a slow
      // answer cannot clear it after it was typed.
      await expect.poll(() => details().getByLabel("Título de la subtarea").inputValue(), { timeout: 30_000 }).toBe("");
    }
    await details().getByText("Avance de subtareas: 0 %").waitFor();
    await details().getByRole("button", { name: "Cerrar" }).first().click();

    // The subtasks sit indented under their parent; finishing one moves the parent's roll-up.
    expect(await row("Bocetos").getAttribute("data-depth")).toBe("2");
    const sketches = await row("Bocetos").getAttribute("data-task-id");
    const done = await anaContext.request.patch(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/${sketches}`, { data: { status: "Completada" }, headers: { origin: server.baseUrl } });
    expect(done.ok()).toBe(true);
    await row("Diseñar portada").locator('[data-rollup="1/2"]').waitFor();
    await page.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
    await details().getByText("Avance de subtareas: 50 %").waitFor();
    await details().getByRole("button", { name: "Cerrar" }).first().click();
  });

  it("creates a label, attaches it and filters the list and the board by it", async () => {
    await page.getByRole("button", { name: "Etiquetas", exact: true }).click();
    const manage = page.getByRole("dialog", { name: "Etiquetas del espacio de trabajo" });
    await manage.getByLabel("Nombre", { exact: true }).fill(labelName);
    await manage.getByLabel("Color", { exact: true }).selectOption("red");
    await manage.getByRole("button", { name: "Crear etiqueta" }).click();
    await toast(page, "Etiqueta creada").waitFor();
    await expectNoAxeViolations(page, "labels dialog");
    await manage.getByRole("button", { name: "Cerrar" }).first().click();

    await page.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
    await details().getByRole("group", { name: "Etiquetas" }).getByRole("checkbox").check();
    await details().getByRole("button", { name: "Cerrar" }).first().click();
    await row("Diseñar portada").locator(`[data-label="${labelName}"]`).waitFor();

    await page.getByLabel("Filtrar por etiqueta").selectOption({ label: labelName });
    await expect.poll(() => page.getByRole("list", { name: "Tareas" }).locator("li[data-task-id]").count()).toBe(1);
    expect(await row("Configurar servidor").count()).toBe(0);
    await page.getByLabel("Filtrar por etiqueta").selectOption({ label: "Todas las etiquetas" });
    await row("Configurar servidor").waitFor();

    await page.goto(`/project/${projectId}/board`);
    await page.locator(`[data-card-id="${taskId}"]`).locator(`[data-label="${labelName}"]`).waitFor();
    await page.locator(`[data-card-id="${taskId}"]`).locator('[data-rollup="1/2"]').waitFor();
    await page.getByLabel("Filtrar por etiqueta").selectOption({ label: labelName });
    await expect.poll(() => page.locator("[data-card-id]").count()).toBe(1);
  });

  it("adds a second assignee and a watcher; the watcher is notified live when the task changes", async () => {
    const beto = await betoContext.newPage();
    const betoErrors = collectPageErrors(beto);
    await beto.goto("/dashboard");
    await beto.getByTestId("notification-bell").waitFor();

    await page.goto(`/project/${projectId}`);
    await page.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
    const assignees = details().getByRole("group", { name: "Responsables" });
    await assignees.getByRole("checkbox", { name: /Ana Torres/ }).check();
    await assignees.getByText("(principal)").waitFor();
    await assignees.getByRole("checkbox", { name: /Beto Ruiz/ }).check();
    await expect.poll(() => assignees.getByRole("checkbox", { checked: true }).count()).toBe(2);
    const watchers = details().getByRole("group", { name: "Quién la sigue" });
    await watchers.getByRole("checkbox", { name: "Beto Ruiz" }).check();
    await expect.poll(() => watchers.getByRole("checkbox", { name: "Beto Ruiz" }).isChecked()).toBe(true);
    await details().getByText("Sigues esta tarea").waitFor();
    await expectNoAxeViolations(page, "task details");
    await details().getByRole("button", { name: "Cerrar" }).first().click();
    await row("Diseñar portada").getByText("Ana Torres, Beto Ruiz").waitFor();

    // Ana changes the task; Beto's bell shows it without a reload.
    const changed = await anaContext.request.patch(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/${taskId}`, { data: { priority: "Alta" }, headers: { origin: server.baseUrl } });
    expect(changed.ok()).toBe(true);
    await expect.poll(() => beto.getByTestId("notification-bell").getAttribute("aria-label"), { timeout: 15_000 }).toMatch(/sin leer/);
    await beto.getByTestId("notification-bell").click();
    await beto.getByRole("button", { name: "Sin leer: Cambió «Diseñar portada»" }).waitFor();
    await beto.getByText("Ana Torres cambió prioridad en Portal de clientes.").waitFor();
    expect(betoErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme", async () => {
    const phone = await open(ana, { width: 375, dark: true });
    const p = await phone.newPage();
    const phoneErrors = collectPageErrors(p);
    await p.goto(`/project/${projectId}`);
    await p.getByRole("list", { name: "Tareas" }).locator(`[data-label="${labelName}"]`).waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await p.screenshot({ path: ".tmp/work-items-375-dark.png", fullPage: true });
    await p.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
    await p.getByRole("dialog", { name: "Diseñar portada" }).getByText("Avance de subtareas: 50 %").waitFor();
    await expectNoAxeViolations(p, "task details, dark, 375 px");
    await p.screenshot({ path: ".tmp/work-items-details-375-dark.png" });
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});
