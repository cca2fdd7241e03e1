import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page, Request, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../src/domain/planning/calendar";
import { expectNoAxeViolations, screenshotsWanted } from "./support/browser";
import { startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 4 in Chromium: the planner creates a project; milestones, stakeholders, risks and tasks
// (a dependency, a refused cycle) are added; the project is edited, closed formally and deleted;
// the sample portfolio is loaded, filtered and removed; axe on every page; screenshots.

const email = `proyectos-${Date.now()}@example.mx`;
const today = todayIn("America/Mexico_City");

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let projectId = "";

/** A toast's title (its live-region copy for screen readers is ignored). */
async function toastShown(title: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
}

async function heading(name: string | RegExp) {
  await page.getByRole("heading", { name }).first().waitFor();
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Gerente de Proyectos"));
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("projects", () => {
  it("invites an empty workspace to create, import or load sample data", async () => {
    await page.goto("/projects");
    await heading("Tu portafolio está listo para empezar");
    const empty = page.locator("main");
    expect(await empty.getByRole("link", { name: "Nuevo proyecto" }).count()).toBeGreaterThan(0);
    expect(await empty.getByRole("link", { name: "Importar" }).first().getAttribute("href")).toBe("/bulk-import");
    await empty.getByRole("button", { name: "Cargar datos de ejemplo" }).waitFor();
    await expectNoAxeViolations(page, "empty projects list");
  });

  it("creates a project through the planner, with per-step errors and the defaults", async () => {
    await page.locator("main").getByRole("link", { name: "Nuevo proyecto" }).first().click();
    await page.waitForURL("**/project-planner");
    await heading("Nuevo proyecto");
    await expectNoAxeViolations(page, "planner");

    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByText("Este campo es obligatorio.").waitFor();
    await page.getByLabel("Nombre", { exact: true }).fill("Portal de proveedores");
    await page.getByLabel("Descripción").fill("Alta y seguimiento de proveedores en línea.");
    await page.getByRole("button", { name: "Siguiente" }).click();

    // A start already past is explained; 'Empezar hoy' moves both dates and keeps the length.
    await page.getByLabel("Fecha de inicio").fill(addDays(today, -7));
    await page.getByLabel("Fecha de entrega").fill(addDays(today, 23));
    await page.getByText(/ya pasó hace 7 días/).waitFor();
    await page.getByRole("button", { name: /Empezar hoy y mover la fecha límite/ }).click();
    expect(await page.getByLabel("Fecha de inicio").inputValue()).toBe(today);
    expect(await page.getByLabel("Fecha de entrega").inputValue()).toBe(addDays(today, 30));
    expect(await page.getByText(/ya pasó hace/).count()).toBe(0);

    await page.getByLabel("Fecha de inicio").fill(addDays(today, 10));
    await page.getByLabel("Fecha de entrega").fill(addDays(today, 2));
    await page.getByLabel("Presupuesto (MXN)").fill("250,000.50");
    await page.getByText("En pesos mexicanos: $250,000.50").waitFor();
    await page.getByLabel("Beneficio esperado (MXN)").fill("mil pesos");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByText("La fecha de entrega no puede ser anterior a la de inicio.").waitFor();
    await page.getByText("Tipo de dato inválido.").waitFor();
    await page.getByLabel("Fecha de entrega").fill(addDays(today, 90));
    await page.getByLabel("Beneficio esperado (MXN)").fill("400000");
    await page.getByRole("button", { name: "Siguiente" }).click();

    // Defaults of spec section 3: priority Media, phase Planificación.
    expect(await page.getByLabel("Prioridad").inputValue()).toBe("Media");
    expect(await page.getByLabel("Fase").inputValue()).toBe("Planificación");
    await page.getByRole("radio", { name: /Kanban/ }).click();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByText("$250,000.50", { exact: true }).waitFor();
    await page.getByText("$400,000.00", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Crear proyecto" }).click();

    await toastShown("Proyecto creado correctamente");
    await page.waitForURL(/\/project\/[0-9a-f-]{36}$/);
    projectId = page.url().split("/").pop() ?? "";
    await heading("Portal de proveedores");
    // The methodology laid out the first milestones and tasks.
    await page.getByText("Tablero y políticas definidos", { exact: true }).waitFor();
    await page.getByText("Mapear el flujo de trabajo actual", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Ver pronóstico" }).waitFor();
    expect(await page.getByRole("link", { name: "Ver pronóstico" }).getAttribute("href")).toBe(`/ai-predictive?project=${projectId}`);
    await expectNoAxeViolations(page, "project detail");
  });

  it("adds milestones, stakeholders and risks on the management page", async () => {
    await page.getByRole("link", { name: "Gestión", exact: true }).click();
    await heading("Gestión de Portal de proveedores");
    await expectNoAxeViolations(page, "management plan tab");

    await page.getByRole("tab", { name: "Hitos" }).click();
    await page.getByRole("button", { name: "Agregar hito" }).click();
    const milestone = page.getByRole("dialog", { name: "Agregar hito" });
    await milestone.getByRole("button", { name: "Agregar" }).click();
    await milestone.getByText("Este campo es obligatorio.").waitFor();
    await milestone.getByLabel("Nombre del hito").fill("Arranque con proveedores");
    await milestone.getByLabel("Fecha de entrega").fill(addDays(today, 20));
    await milestone.getByRole("button", { name: "Agregar" }).click();
    await milestone.waitFor({ state: "detached" });
    const row = page.getByRole("listitem").filter({ hasText: "Arranque con proveedores" });
    await row.getByRole("button", { name: "Marcar cumplido" }).click();
    await row.getByRole("button", { name: "Marcar pendiente" }).waitFor();
    await expectNoAxeViolations(page, "milestones tab");

    await page.getByRole("tab", { name: "Interesados" }).click();
    await page.getByRole("button", { name: "Agregar interesado" }).first().click();
    const stakeholder = page.getByRole("dialog", { name: "Agregar interesado" });
    await stakeholder.getByLabel("Nombre", { exact: true }).fill("Lic. Ana Ruiz");
    await stakeholder.getByLabel("Rol o cargo").fill("Directora de Compras");
    await stakeholder.getByLabel("Correo electrónico").fill("no-es-correo");
    await stakeholder.getByLabel("Influencia").selectOption("5");
    await stakeholder.getByLabel("Interés").selectOption("4");
    await stakeholder.getByRole("button", { name: "Agregar" }).click();
    await stakeholder.getByText("Formato de correo electrónico inválido.").waitFor();
    await stakeholder.getByLabel("Correo electrónico").fill("ana.ruiz@example.mx");
    await stakeholder.getByRole("button", { name: "Agregar" }).click();
    await stakeholder.waitFor({ state: "detached" });
    const grid = page.getByRole("figure");
    await grid.getByText("Lic. Ana Ruiz").waitFor();
    expect(await grid.locator("div", { hasText: "Gestionar de cerca" }).last().textContent()).toContain("Lic. Ana Ruiz");
    await expectNoAxeViolations(page, "stakeholders tab");

    await page.getByRole("tab", { name: "Riesgos" }).click();
    await page.getByRole("button", { name: "Agregar riesgo" }).first().click();
    const risk = page.getByRole("dialog", { name: "Agregar riesgo" });
    await risk.getByLabel("Riesgo", { exact: true }).fill("Proveedores no adoptan el portal");
    await risk.getByLabel("Probabilidad").selectOption("4");
    await risk.getByLabel("Impacto").selectOption("5");
    await risk.getByLabel("Responsable").fill("Ana Ruiz");
    await risk.getByLabel("Plan de respuesta").fill("Capacitación y acompañamiento en el alta.");
    await risk.getByRole("button", { name: "Agregar" }).click();
    await risk.waitFor({ state: "detached" });
    const riskRow = page.getByRole("listitem").filter({ hasText: "Proveedores no adoptan el portal" });
    await riskRow.getByText("(puntaje 20 de 25)").waitFor();
    await riskRow.getByText("Probabilidad 4 · Impacto 5").waitFor();
    await expectNoAxeViolations(page, "risks tab");

    await page.getByRole("tab", { name: "Cambios" }).click();
    await page.getByRole("button", { name: "Registrar solicitud de cambio" }).first().click();
    const change = page.getByRole("dialog", { name: "Registrar solicitud de cambio" });
    await change.getByLabel("Cambio solicitado").fill("Agregar firma electrónica");
    await change.getByLabel("Impacto en costo (MXN)").fill("35000");
    await change.getByLabel("Decisión", { exact: true }).selectOption("approved");
    await change.getByRole("button", { name: "Agregar" }).click();
    await change.waitFor({ state: "detached" });
    const changeRow = page.getByRole("listitem").filter({ hasText: "Agregar firma electrónica" });
    await changeRow.getByText("Aprobado").waitFor();
    await changeRow.getByText("Costo: $35,000.00").waitFor();
  });

  it("adds tasks with a dependency, refuses a cycle with its message, and deletes one", async () => {
    await page.goto(`/project/${projectId}`);
    await heading("Portal de proveedores");
    // Back on the detail page, the milestone and stakeholder are there.
    await page.getByText("Arranque con proveedores", { exact: true }).waitFor();
    await page.getByText("Lic. Ana Ruiz", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Nueva tarea" }).first().click();
    let dialog = page.getByRole("dialog", { name: "Nueva tarea" });
    await dialog.getByLabel("Título").fill("Diseñar formulario de alta");
    // A brand-new workspace has no finished history: the suggestion says so.
    await dialog.getByText("no hay datos suficientes para sugerir una").waitFor();
    await expectNoAxeViolations(page, "task form");
    await dialog.getByLabel("Estimación (horas)").fill("12");
    await dialog.getByLabel("Hito", { exact: true }).selectOption({ label: "Arranque con proveedores" });
    await dialog.getByRole("button", { name: "Crear tarea" }).click();
    await dialog.waitFor({ state: "detached" });
    await toastShown("Tarea creada correctamente");

    await page.getByRole("button", { name: "Nueva tarea" }).first().click();
    dialog = page.getByRole("dialog", { name: "Nueva tarea" });
    await dialog.getByLabel("Título").fill("Publicar portal");
    await dialog.getByLabel("Fecha de inicio").fill(addDays(today, 30));
    await dialog.getByLabel("Fecha de fin").fill(addDays(today, 25));
    await dialog.getByRole("checkbox", { name: "Diseñar formulario de alta" }).check();
    await dialog.getByRole("button", { name: "Crear tarea" }).click();
    await dialog.getByText("La fecha de fin no puede ser anterior a la de inicio.").waitFor();
    await dialog.getByLabel("Fecha de fin").fill(addDays(today, 35));
    await dialog.getByRole("button", { name: "Crear tarea" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Depende de: Diseñar formulario de alta").waitFor();

    // Making the first task depend on the second would close a cycle: the server refuses.
    await page.getByRole("button", { name: "Editar «Diseñar formulario de alta»" }).click();
    dialog = page.getByRole("dialog", { name: "Editar tarea" });
    await dialog.getByRole("checkbox", { name: "Publicar portal" }).check();
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await dialog.getByRole("group", { name: "Depende de" }).getByText("La dependencia crearía un ciclo entre 2 tareas").waitFor();
    expect(await dialog.getByLabel("Título").inputValue()).toBe("Diseñar formulario de alta");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "detached" });

    // Completing a task moves the progress (it follows the tasks).
    await page.getByRole("button", { name: "Editar «Diseñar formulario de alta»" }).click();
    dialog = page.getByRole("dialog", { name: "Editar tarea" });
    await dialog.getByLabel("Estado").selectOption("Completada");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(/movió «Diseñar formulario de alta» de Pendiente a Completada/).waitFor();

    await page.getByRole("button", { name: "Eliminar «Mapear el flujo de trabajo actual»" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Eliminar esta tarea?" });
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await toastShown("Tarea eliminada correctamente");
    expect(await page.getByText("Mapear el flujo de trabajo actual", { exact: true }).count()).toBe(0);

    const exported = await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/export?format=csv`);
    expect(exported.ok()).toBe(true);
    expect(await exported.text()).toContain("Publicar portal");
    expect(await page.getByRole("button", { name: "Exportar" }).isEnabled()).toBe(true);
  });

  it("edits the project with the shared schema and keeps what was typed on an error", async () => {
    await page.getByRole("button", { name: "Editar proyecto" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar proyecto" });
    await dialog.getByLabel("Nombre", { exact: true }).fill("");
    await dialog.getByLabel("Descripción").fill("Portal de alta de proveedores, fase 2026.");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await dialog.getByText("Este campo es obligatorio.").waitFor();
    expect(await dialog.getByLabel("Descripción").inputValue()).toBe("Portal de alta de proveedores, fase 2026.");
    await dialog.getByLabel("Nombre", { exact: true }).fill("Portal de proveedores 2026");
    await dialog.getByLabel("Prioridad").selectOption("Alta");
    await dialog.getByLabel("Cálculo del avance").selectOption("manual");
    await dialog.getByLabel("Avance (%)").fill("35");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await dialog.waitFor({ state: "detached" });
    await toastShown("Proyecto actualizado correctamente");
    await heading("Portal de proveedores 2026");
    await page.getByText("Prioridad Alta").first().waitFor();
    await page.getByText("Fijado a mano").waitFor();
    await page.getByText("35%").first().waitFor();
  });

  it("closes the project formally only once the checklist is complete", async () => {
    await page.goto(`/project-management/${projectId}?tab=closure`);
    await heading("Cierre formal");
    await page.getByRole("button", { name: "Cerrar proyecto formalmente" }).click();
    await page.getByRole("alert").getByText("Faltan 7 puntos de la lista de cierre por completar.").waitFor();
    for (const item of ["Entregables aceptados", "Contratos cerrados", "Presupuesto conciliado", "Recursos liberados", "Lecciones aprendidas registradas", "Documentación archivada", "Interesados informados"]) {
      await page.getByRole("checkbox", { name: new RegExp(item) }).check();
    }
    await page.getByText("7 de 7 puntos completos").first().waitFor();
    await expectNoAxeViolations(page, "closure tab");
    await page.getByRole("button", { name: "Cerrar proyecto formalmente" }).click();
    await page.getByText(/Proyecto cerrado formalmente el/).waitFor();
    await page.getByRole("link", { name: "Volver al proyecto" }).click();
    await heading("Portal de proveedores 2026");
    await page.getByText("Cerrado formalmente", { exact: true }).waitFor();
    await page.locator("main").getByText("Completado", { exact: true }).first().waitFor();
  });

  it("deletes the project after confirmation, and never asks for it again", async () => {
    // Asked again = a request for the project sent once the server has answered its DELETE (a
    // refresh already on its way when the button was pressed was answered before it was gone).
    const askedAfter: string[] = [];
    let isGone = false;
    const noteDeletion = (response: Response) => {
      if (response.request().method() === "DELETE" && new URL(response.url()).pathname === `/api/v1/projects/${projectId}`) isGone = true;
    };
    const watch = (request: Request) => {
      if (isGone && request.url().includes(projectId) && request.method() === "GET") askedAfter.push(new URL(request.url()).pathname);
    };
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Eliminar este proyecto?" });
    page.on("response", noteDeletion);
    page.on("request", watch);
    await confirm.getByRole("button", { name: "Eliminar proyecto" }).click();
    await toastShown("Proyecto eliminado correctamente");
    await page.waitForURL("**/projects");
    await heading("Tu portafolio está listo para empezar");
    // The server's change event and the delayed insight refreshes have had their time.
    await page.waitForTimeout(2_500);
    page.off("response", noteDeletion);
    page.off("request", watch);
    expect(isGone).toBe(true);
    expect(askedAfter).toEqual([]);
    await page.goto(`/project/${projectId}`);
    await heading("No encontramos este proyecto");
    await expectNoAxeViolations(page, "project not found");
  });

  it("loads the sample portfolio, filters, searches and sorts it, remembers the view, and removes it", async () => {
    // A retry starts from the empty portfolio the first try expected, whatever that try left.
    await context.request.delete(`${server.baseUrl}/api/v1/sample-data`, { headers: { origin: server.baseUrl } });
    await page.goto("/projects");
    await page.getByRole("button", { name: "Cargar datos de ejemplo" }).click();
    await page.getByText("Estás viendo un portafolio de ejemplo").waitFor();
    await page.getByText("5 proyectos").waitFor();
    expect(await page.locator("main").getByText("Ejemplo", { exact: true }).count()).toBe(5);

    await page.getByLabel("Estado").selectOption("En pausa");
    await page.getByText("1 proyecto", { exact: true }).waitFor();
    await page.getByRole("link", { name: "App móvil de ventas" }).waitFor();
    expect(page.url()).toContain("status=En+pausa");
    await page.getByLabel("Estado").selectOption("");
    await page.getByLabel("Prioridad").selectOption("Alta");
    await page.getByText("2 proyectos").waitFor();
    await page.getByLabel("Prioridad").selectOption("");
    await page.getByLabel("Fase").selectOption("Cierre");
    await page.getByRole("link", { name: "Capacitación en metodologías ágiles" }).waitFor();
    await page.getByLabel("Fase").selectOption("");
    await page.getByLabel("Responsable").selectOption({ label: "Mis proyectos" });
    await page.getByText("5 proyectos").waitFor();
    await page.getByLabel("Responsable").selectOption("");

    await page.getByRole("searchbox", { name: "Buscar proyectos" }).fill("nube");
    await page.getByText("1 proyecto", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Migración a la nube" }).waitFor();
    await page.getByRole("searchbox", { name: "Buscar proyectos" }).fill("zzz inexistente");
    await heading("Ningún proyecto coincide con tu búsqueda");
    await page.getByRole("button", { name: "Quitar filtros" }).click();
    await page.getByText("5 proyectos").waitFor();

    await page.getByLabel("Ordenar por").selectOption("name");
    await page.waitForURL(/sort=name/);
    const first = page.locator("main ul li h2").first();
    await expect.poll(async () => first.textContent()).toBe("App móvil de ventas");

    await page.getByRole("button", { name: "Tabla" }).click();
    await page.getByRole("table").waitFor();
    await expectNoAxeViolations(page, "projects table");
    await page.reload();
    await page.getByRole("table").waitFor();
    await page.getByRole("button", { name: "Tarjetas" }).click();
    await expectNoAxeViolations(page, "projects cards");

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, "projects at 375 px");
    await page.setViewportSize({ width: 1280, height: 900 });

    const csv = await context.request.get(`${server.baseUrl}/api/v1/projects/export?format=csv`);
    expect(await csv.text()).toContain("Migración a la nube");

    await page.getByRole("button", { name: "Quitar datos de ejemplo" }).click();
    await toastShown("Datos de ejemplo eliminados");
    await heading("Tu portafolio está listo para empezar");
  });

  it("reloads the list when another member's change arrives", async () => {
    await context.request.delete(`${server.baseUrl}/api/v1/sample-data`, { headers: { origin: server.baseUrl } });
    await page.goto("/projects");
    await heading("Tu portafolio está listo para empezar");
    const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: "Creado desde otra pestaña" }, headers: { origin: server.baseUrl } });
    expect(res.status()).toBe(201);
    await page.getByRole("link", { name: "Creado desde otra pestaña" }).waitFor({ timeout: 15_000 });
  });

  // Screenshots only (nothing asserted beyond each page showing its title): for people to look at.
  it.runIf(screenshotsWanted)("takes screenshots of every page at 1280 and 375 px, light and dark", async () => {
    mkdirSync(".tmp", { recursive: true });
    await context.request.post(`${server.baseUrl}/api/v1/sample-data`, { headers: { origin: server.baseUrl } });
    const list = (await (await context.request.get(`${server.baseUrl}/api/v1/projects?sort=name`)).json()) as { items: { id: string; name: string }[] };
    const sample = list.items.find((p) => p.name === "Migración a la nube")?.id ?? "";
    const pages: [string, string][] = [
      ["list", "/projects"],
      ["planner", "/project-planner"],
      ["detail", `/project/${sample}`],
      ["management", `/project-management/${sample}?tab=stakeholders`],
      ["risks", `/project-management/${sample}?tab=risks`],
      ["closure", `/project-management/${sample}?tab=closure`],
    ];
    for (const scheme of ["light", "dark"] as const) {
      const ctx = await browser.newContext({ baseURL: server.baseUrl, locale: "es-MX", timezoneId: "America/Mexico_City" });
      await ctx.addCookies(await context.cookies());
      await ctx.addInitScript((s) => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: s })), scheme);
      const shot = await ctx.newPage();
      for (const width of [1280, 375]) {
        await shot.setViewportSize({ width, height: 900 });
        for (const [name, path] of pages) {
          await shot.goto(path);
          await shot.locator("main h1").first().waitFor();
          await shot.waitForLoadState("networkidle");
          await shot.screenshot({ path: `.tmp/projects-${name}-${width}-${scheme}.png`, fullPage: true });
        }
      }
      await ctx.close();
    }
  }, 180_000);
});
