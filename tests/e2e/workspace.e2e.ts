import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, screenshotsWanted } from "./support/browser";
import { startSignedInApp, signIn, type LoggingServer } from "./support/planning-server";

// Issue 4 (workspace screens) in Chromium: the dashboard from empty to a portfolio with risk and
// forecasts, a bulk import with a bad row, resources and an allocation, a personal API token used
// and revoked, the API documentation, axe on every page, screenshots at 1280 and 375 px in both themes.

const email = `espacio-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function visit(target: Page, path: string) {
  await target.goto(path);
  await target.locator("main h1").first().waitFor();
}

/** The page as it is now, at 1280 px light and 375 px dark (the state is kept: only the class and viewport change). */
async function shoot(target: Page, name: string) {
  mkdirSync(".tmp", { recursive: true });
  await target.screenshot({ path: `.tmp/workspace-${name}-1280-light.png`, fullPage: true });
  await target.setViewportSize({ width: 375, height: 900 });
  await target.evaluate(() => document.documentElement.classList.add("dark"));
  await target.waitForTimeout(300);
  await target.screenshot({ path: `.tmp/workspace-${name}-375-dark.png`, fullPage: true });
  await target.evaluate(() => document.documentElement.classList.remove("dark"));
  await target.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Ana Pérez"));
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("workspace screens", () => {
  it("shows a new user's dashboard empty state, then the sample portfolio with risk and forecasts", async () => {
    await visit(page, "/dashboard");
    const empty = page.getByRole("region", { name: "Empieza con tu primer proyecto" });
    await empty.waitFor();
    await expect(empty.getByRole("button", { name: "Nuevo proyecto" }).isVisible()).resolves.toBe(true);
    await expect(empty.getByRole("button", { name: "Importar" }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "dashboard empty");
    await shoot(page, "dashboard-empty");

    await empty.getByRole("button", { name: "Cargar datos de ejemplo" }).click();
    await page.getByRole("region", { name: "Proyectos por estado" }).waitFor();
    const summary = page.getByRole("list", { name: "Resumen" }).or(page.locator("dl[aria-label='Resumen']"));
    await expect(summary.first().textContent()).resolves.toContain("5");
    // Risk and forecasts are computed by the server shortly after the change; the page follows.
    const risk = page.getByRole("region", { name: "Proyectos en riesgo" });
    await risk.getByTestId("at-risk-list").waitFor({ timeout: 30_000 });
    await expect(risk.getByText(/Riesgo \d+ de 100/).count()).resolves.toBeGreaterThan(0);
    await expect(risk.getByText(/pts$/).count()).resolves.toBeGreaterThan(0);
    const forecast = page.getByRole("region", { name: "Pronóstico de entrega de mis proyectos" });
    await forecast.getByTestId("forecast-list").waitFor();
    await forecast.getByText("P85").first().waitFor({ timeout: 30_000 });
    await expect(forecast.getByText("Probabilidad de cumplir la fecha").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole("region", { name: "Trabajo vencido" }).getByRole("listitem").count()).resolves.toBeGreaterThan(0);
    await expectNoAxeViolations(page, "dashboard with data");
    await shoot(page, "dashboard");
  });

  it("imports a CSV with one bad row: shows that row's error, imports the valid rows, links the projects", async () => {
    await visit(page, "/bulk-import");
    await expectNoAxeViolations(page, "bulk import start");
    const csv = [
      "Nombre,Descripción,Estado,Prioridad,Fecha de inicio,Fecha de entrega,Presupuesto",
      'Portal de proveedores,Autoservicio para proveedores,Planificado,Crítica,2026-01-15,2026-06-30,"$250,000.00"',
      "Tablero de ventas,,En progreso,Media,15/02/2026,30/07/2026,120000",
      "Migración contable,,En pausa,Alta,2026-03-01,fecha-mala,50000",
    ].join("\n");
    // Dropped on the drop zone, as a user drags it from the desktop.
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "cartera.csv", { type: "text/csv" }));
      return data;
    }, csv);
    await page.getByTestId("dropzone").dispatchEvent("drop", { dataTransfer: transfer });
    await page.getByText("cartera.csv: 3 filas y 7 columnas").waitFor();
    // The server's suggestions fill the mapping from the Spanish headers.
    await expect(page.getByLabel(/^Nombre/).inputValue()).resolves.toBe("Nombre");
    await expect(page.getByLabel("Fecha de entrega", { exact: true }).inputValue()).resolves.toBe("Fecha de entrega");
    await expectNoAxeViolations(page, "bulk import mapping");
    await page.getByRole("button", { name: "Revisar filas" }).click();
    const errors = page.getByTestId("row-errors");
    await errors.waitFor();
    const rows = errors.locator("tbody tr");
    await expect(rows.count()).resolves.toBe(1);
    const cells = await rows.first().locator("td").allTextContents();
    expect(cells[0]).toBe("4");
    expect(cells[1]).toBe("Fecha de entrega");
    expect(cells[2]?.length).toBeGreaterThan(3);
    const counts = await page.getByTestId("preview-counts").textContent();
    expect(counts).toContain("Válidas2");
    expect(counts).toContain("Con errores1");
    await expectNoAxeViolations(page, "bulk import review");
    await shoot(page, "bulk-import-review");

    // All or nothing refuses the file; the valid rows then go in.
    await page.getByRole("radio", { name: /Todo o nada/ }).click();
    await page.getByRole("button", { name: "Importar", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: /1/ }).first().waitFor();
    await page.getByRole("radio", { name: /Importar las filas válidas/ }).click();
    await page.getByRole("button", { name: "Importar", exact: true }).click();
    await page.getByRole("heading", { name: "Importación completa" }).waitFor();
    await expect(page.getByText("Se importaron 2 filas; se omitieron 1 con errores.").isVisible()).resolves.toBe(true);
    const links = page.getByTestId("imported-projects").getByRole("link");
    await links.nth(1).waitFor();
    await expect(links.allTextContents().then((t) => t.sort())).resolves.toEqual(["Portal de proveedores", "Tablero de ventas"]);
    await expectNoAxeViolations(page, "bulk import result");
    await shoot(page, "bulk-import-result");

    const list = await context.request.get(`${server.baseUrl}/api/v1/projects?q=proveedores`);
    const imported = (await list.json()) as { items: { name: string; status: string; priority: string; budget: number }[] };
    expect(imported.items[0]).toMatchObject({ name: "Portal de proveedores", status: "En progreso", priority: "Alta", budget: 250000 });
  });

  it("creates a resource, allocates it to a project, shows the overload, edits and deletes", async () => {
    await visit(page, "/resources");
    await page.getByTestId("utilisation").waitFor();
    await expectNoAxeViolations(page, "resources");
    await page.getByRole("button", { name: "Nuevo recurso" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nuevo recurso" });
    // The shared schema's messages, under the fields, before anything is sent.
    await dialog.getByLabel("Nombre", { exact: true }).fill("");
    await dialog.getByRole("button", { name: "Crear" }).click();
    await dialog.getByText("Este campo es obligatorio").or(dialog.locator("#resource-new-name-error")).first().waitFor();
    await dialog.getByLabel("Nombre", { exact: true }).fill("Lucía Ramos");
    await dialog.getByLabel("Rol").fill("Analista de datos");
    await dialog.getByLabel("Horas disponibles por semana").fill("20");
    await expectNoAxeViolations(page, "resource form");
    await dialog.getByRole("button", { name: "Crear" }).click();
    await dialog.waitFor({ state: "hidden" });
    const table = page.getByTestId("resources-table");
    await table.getByRole("rowheader", { name: /Lucía Ramos/ }).waitFor();

    // 30 h on one project against 20 h available: overloaded.
    await page.getByLabel("Proyecto", { exact: true }).selectOption({ label: "Tablero de ventas" });
    await page.getByText("Este proyecto no tiene asignaciones.").waitFor();
    await page.getByRole("button", { name: "Nueva asignación" }).click();
    const allocation = page.getByRole("dialog", { name: "Nueva asignación" });
    await allocation.getByLabel("Recurso").selectOption({ label: "Lucía Ramos · Analista de datos" });
    await allocation.getByLabel("Horas por semana").fill("30");
    await allocation.getByRole("button", { name: "Crear" }).click();
    await allocation.waitFor({ state: "hidden" });
    await page.getByTestId("allocations-table").getByRole("rowheader", { name: /Lucía Ramos/ }).waitFor();
    const bar = page.getByTestId("utilisation").getByRole("listitem").filter({ hasText: "Lucía Ramos" });
    await bar.getByText("Lucía Ramos: 30 h asignadas de 20 h disponibles. Sobrecargado.").waitFor();
    await expect(bar.getByText(/^150\s?%$/).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "resources with allocation");
    await shoot(page, "resources");

    // Edit the allocation down to 10 h, then delete the resource (its allocation goes with it).
    await page.getByTestId("allocations-table").getByRole("button", { name: "Editar Lucía Ramos" }).click();
    const edit = page.getByRole("dialog", { name: "Editar asignación" });
    await edit.getByLabel("Horas por semana").fill("10");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await edit.waitFor({ state: "hidden" });
    await bar.getByText("Lucía Ramos: 10 h asignadas de 20 h disponibles. Con capacidad.").waitFor();
    await table.getByRole("button", { name: "Eliminar Lucía Ramos" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Eliminar a Lucía Ramos?" });
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await confirm.waitFor({ state: "hidden" });
    await table.getByRole("rowheader", { name: /Lucía Ramos/ }).waitFor({ state: "detached" });
    await page.getByText("Este proyecto no tiene asignaciones.").waitFor();
  });

  it("creates a personal API token shown once, uses it as a Bearer token, revokes it (then 401)", async () => {
    await visit(page, "/settings");
    const section = page.getByRole("region", { name: "Tokens de API personales" });
    await section.getByText("Aún no has creado tokens.").waitFor();
    await section.getByRole("button", { name: "Nuevo token" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo token de API" });
    await dialog.getByRole("button", { name: "Crear token" }).click();
    await dialog.locator("#token-name-error").waitFor(); // the shared schema: a name is required
    await dialog.getByLabel("Nombre").fill("Script de reportes");
    await dialog.getByRole("button", { name: "Crear token" }).click();
    const shown = page.getByRole("dialog", { name: "Copia tu token ahora" });
    await shown.getByText("Esta es la única vez que verás el token completo.", { exact: false }).first().waitFor();
    const token = await shown.getByTestId("new-token").inputValue();
    expect(token).toMatch(/^rumbo_/);
    await expectNoAxeViolations(page, "token shown once");
    await shoot(page, "api-token-created");
    await shown.getByRole("button", { name: "Ya lo guardé" }).click();
    await section.getByTestId("api-tokens").getByText("Script de reportes").waitFor();
    // The secret is not on the page any more, only its prefix.
    await expect(page.content()).resolves.not.toContain(token);

    // A client without cookies: the token alone acts as its owner.
    const client = await browser.newContext();
    const withToken = () => client.request.get(`${server.baseUrl}/api/v1/projects`, { headers: { Authorization: `Bearer ${token}` } });
    const ok = await withToken();
    expect(ok.status()).toBe(200);
    const names = ((await ok.json()) as { items: { name: string }[] }).items.map((p) => p.name);
    expect(names).toContain("Portal de proveedores");

    await expectNoAxeViolations(page, "settings with tokens");
    await section.getByRole("button", { name: "Revocar Script de reportes" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Revocar «Script de reportes»?" });
    await confirm.getByRole("button", { name: "Revocar token" }).click();
    await confirm.waitFor({ state: "hidden" });
    await section.getByText("Aún no has creado tokens.").waitFor();
    expect((await withToken()).status()).toBe(401);
    await client.close();
  });

  it("shows the live OpenAPI document without a session: tags, operations, schemas, search, curl", async () => {
    const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX" });
    const docs = await visitor.newPage();
    await visit(docs, "/resources/api-docs");
    await docs.getByRole("heading", { name: "Documentación de la API", level: 1 }).waitFor();
    await docs.getByTestId("operation").first().waitFor();
    await expect(docs.getByTestId("curl-example").textContent()).resolves.toContain("Authorization: Bearer");
    await expect(docs.getByRole("heading", { name: /^resources/i, level: 2 }).isVisible()).resolves.toBe(true);
    const all = await docs.getByTestId("operation").count();
    expect(all).toBeGreaterThan(40);
    await expectNoAxeViolations(docs, "api docs");

    await docs.getByLabel("Buscar operaciones").fill("post /api/v1/resources");
    await expect.poll(() => docs.getByTestId("operation").count()).toBeLessThan(all);
    const create = docs.getByTestId("operation").filter({ hasText: "/api/v1/resources" }).filter({ hasText: "post" }).first();
    await create.locator("summary").click();
    // The request body from the shared schema: name required, availability with its bounds.
    const requestBody = create.getByTestId("request-body");
    await requestBody.getByText("name", { exact: true }).waitFor();
    await expect(requestBody.getByText("availability", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(requestBody.getByText("≤ 10000").first().isVisible()).resolves.toBe(true);
    // Its answers are documented too: the created resource, and the error shape of each 4xx.
    await expect(create.getByText("201", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(create.getByText("403", { exact: true }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(docs, "api docs operation open");
    await shoot(docs, "api-docs");
    await docs.getByLabel("Buscar operaciones").fill("zzz-nada");
    await docs.getByText("Ninguna operación coincide con «zzz-nada».").waitFor();
    await visitor.close();
  });

  it("takes screenshots of every page at 1280 and 375 px, light and dark", async () => {
    mkdirSync(".tmp", { recursive: true });
    for (const [width, scheme] of [
      [1280, "light"],
      [1280, "dark"],
      [375, "light"],
      [375, "dark"],
    ] as const) {
      // The light passes only take screenshots (axe runs on the dark ones).
      if (scheme === "light" && !screenshotsWanted) continue;
      const ctx = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City" });
      await ctx.addInitScript((s: string) => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: s })), scheme);
      await signIn(server, ctx, email);
      const shot = await ctx.newPage();
      for (const path of ["/dashboard", "/bulk-import", "/resources", "/resources/api-docs", "/settings"]) {
        await visit(shot, path);
        if (screenshotsWanted) await shot.waitForTimeout(1200);
        await shot.screenshot({ path: `.tmp/workspace-page${path.replace(/\W+/g, "-")}-${width}-${scheme}.png`, fullPage: true });
        if (scheme === "dark") await expectNoAxeViolations(shot, `${path} ${width} dark`);
      }
      await ctx.close();
    }
  }, 300_000);
});
