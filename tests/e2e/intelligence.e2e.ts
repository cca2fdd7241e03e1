import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, screenshotsWanted } from "./support/browser";
import { startSignedInApp, signIn, signUpAndSignIn, type LoggingServer } from "./support/planning-server";

// Issue 8 in Chromium: the sample portfolio (tasks completed over past weeks) gives /ai-predictive
// its forecast and risk factors; what-if moves the dates; a chart on /analytics exports PNG and
// CSV; a weekly report is generated, downloaded as PDF and e-mailed; a workspace without any
// completed task is told what is missing instead of being shown dates. Axe on every page.

const email = `pronostico-${Date.now()}@example.mx`;
const thinEmail = `sin-historial-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let project: { id: string; name: string };
let thinProjectId: string;

type Insights = { forecast: { status: string; remaining: number; source?: { kind: string } }; risk: { status: string } };

async function api<T>(ctx: BrowserContext, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = method === "get" ? await ctx.request.get(`${server.baseUrl}/api/v1${path}`) : await ctx.request.post(`${server.baseUrl}/api/v1${path}`, { data: data ?? {}, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function newSignedInContext(who: string, width = 1280, colorScheme: "light" | "dark" = "light"): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", acceptDownloads: true });
  await ctx.addInitScript((scheme: string) => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: scheme })), colorScheme);
  await signIn(server, ctx, who);
  return ctx;
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Analista", { acceptDownloads: true }));
  // The labelled sample portfolio: five projects whose tasks were completed over past weeks.
  await api(context, "post", "/sample-data");
  const portfolio = await api<{ items: { projectId: string; name: string }[] }>(context, "get", "/portfolio/insights");
  for (const item of portfolio.items) {
    const insights = await api<Insights>(context, "get", `/projects/${item.projectId}/insights`);
    if (insights.forecast.status === "ok" && insights.forecast.remaining >= 5 && insights.risk.status === "ok") {
      project = { id: item.projectId, name: item.name };
      break;
    }
  }
  if (!project) throw new Error("no sample project with a forecast");

  // Another workspace with a project and open tasks but nothing ever completed.
  const thin = await browser.newContext({ baseURL: server.baseUrl });
  await signUpAndSignIn(server, thin, thinEmail, "Nueva");
  const created = await api<{ id: string }>(thin, "post", "/projects", { name: "Proyecto sin historial" });
  thinProjectId = created.id;
  for (const title of ["Levantamiento", "Diseño", "Construcción"]) await api(thin, "post", `/projects/${thinProjectId}/tasks`, { title });
  await thin.close();
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("IA Predictiva", () => {
  it("shows the portfolio by risk, the P50/P85/P95 forecast and the risk factors of a project with history", async () => {
    await page.goto("/ai-predictive");
    await page.getByRole("heading", { level: 1, name: "IA Predictiva" }).waitFor();
    const list = page.getByTestId("portfolio-risk");
    await list.getByRole("link").first().waitFor();
    // Riskiest first.
    const scores = (await list.getByRole("link").locator("> span:first-child").allInnerTexts()).map((s) => Number.parseInt(s, 10)).filter((n) => !Number.isNaN(n));
    expect(scores.length).toBeGreaterThan(1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // The workspace's own track record, measured on the sample portfolio's history: a
    // calibration chart when there are enough past weeks, otherwise how many more it needs.
    const record = page.getByRole("region", { name: "Historial de aciertos" });
    await record.getByText(/Medido el/).waitFor();
    await expect(record.innerText()).resolves.toMatch(/semanas pasadas/);
    await expectNoAxeViolations(page, "ai-predictive track record");

    await page.goto(`/ai-predictive?project=${project.id}`);
    await page.getByTestId("selected-project").filter({ hasText: project.name }).waitFor();
    for (const key of ["p50", "p85", "p95"]) await expect(page.getByTestId(`forecast-${key}`).innerText()).resolves.toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(page.getByTestId("forecast-sentence").innerText()).resolves.toMatch(/lo más probable es terminar hacia el/);
    await expect(page.getByTestId("forecast-source").innerText()).resolves.toMatch(/semanas/);
    await page.getByRole("heading", { name: "¿En qué semana terminará?" }).waitFor();
    await page.getByRole("heading", { name: "Curva S: probabilidad acumulada" }).waitFor();
    // The risk score with each factor, its weight and contribution.
    await page.getByTestId("risk-score").waitFor();
    const schedule = page.getByTestId("risk-factor-schedule");
    await expect(schedule.innerText()).resolves.toMatch(/Calendario[\s\S]*peso 25/);
    await page.getByTestId("risk-factor-budget").getByText("Presupuesto", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "ai-predictive forecast");
  });

  it("moves the dates when capacity is added in the what-if", async () => {
    await page.goto(`/ai-predictive?project=${project.id}`);
    const whatIf = page.getByTestId("what-if");
    await whatIf.waitFor();
    await expect(page.getByTestId("what-if-p85").innerText()).resolves.toBe("Igual que la base");
    const plus = whatIf.getByRole("button", { name: "Aumentar Capacidad del equipo" });
    for (let i = 0; i < 10; i++) await plus.click();
    await expect(page.getByTestId("what-if-capacity-value").innerText()).resolves.toBe("+100 %");
    // The server's what-if forecast arrives: double the capacity finishes earlier.
    const p85 = page.getByTestId("what-if-p85");
    await p85.getByText(/−\d+ días?/).waitFor({ timeout: 20_000 });
    await expect(p85.innerText()).resolves.toMatch(/\d{4}/);
    // Adding scope the other way makes it later.
    await whatIf.getByRole("button", { name: "Restablecer" }).click();
    await page.getByTestId("what-if-p85").getByText("Igual que la base").waitFor();
    const more = whatIf.getByRole("button", { name: "Aumentar Alcance" });
    for (let i = 0; i < 20; i++) await more.click();
    await page.getByTestId("what-if-p95").getByText(/\+\d+ días?/).waitFor({ timeout: 20_000 });
  });

  it("records a cost on the finance tab and shows earned value", async () => {
    await page.goto(`/ai-predictive?project=${project.id}&tab=finance`);
    await page.getByRole("heading", { name: "Finanzas y valor ganado" }).waitFor();
    await page.getByTestId("earned-value").getByText("CPI", { exact: true }).waitFor();
    await page.getByLabel("Descripción").fill("Licencias de prueba");
    await page.getByLabel("Monto (MXN)").fill("12500.50");
    await page.getByRole("button", { name: "Agregar costo" }).click();
    await page.getByTestId("cost-list").getByText("Licencias de prueba").waitFor();
    await page.getByTestId("cost-list").getByText("$12,500.50").first().waitFor();
    // A negative amount is refused by the shared schema before it reaches the server.
    await page.getByLabel("Monto (MXN)").fill("-3");
    await page.getByRole("button", { name: "Agregar costo" }).click();
    await page.getByText("Debe ser mayor o igual que 0.").waitFor();
    // A recorded cost can be corrected in place; the total follows.
    await page.getByRole("button", { name: "Editar el costo Licencias de prueba" }).click();
    const correction = page.getByRole("form", { name: "Corregir un costo" });
    await expect(correction.getByLabel("Descripción").inputValue()).resolves.toBe("Licencias de prueba");
    await correction.getByLabel("Monto (MXN)").fill("13000");
    await expectNoAxeViolations(page, "ai-predictive finance, correcting a cost");
    await correction.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByTestId("cost-list").getByText("$13,000.00").first().waitFor();
    await expect(page.getByTestId("cost-list").getByText("$12,500.50").count()).resolves.toBe(0);
    await page.getByRole("form", { name: "Registrar un costo" }).waitFor();
    await expectNoAxeViolations(page, "ai-predictive finance");
  });

  it("says what is missing when a project has no completed task", async () => {
    const thin = await newSignedInContext(thinEmail);
    const thinPage = await thin.newPage();
    await thinPage.goto(`/ai-predictive?project=${thinProjectId}`);
    const box = thinPage.getByTestId("forecast-insufficient");
    await box.waitFor();
    await expect(box.innerText()).resolves.toMatch(/No hay datos suficientes para pronosticar[\s\S]*Aún no hay tareas terminadas\./);
    await expect(thinPage.getByTestId("forecast-p50").count()).resolves.toBe(0);
    await expectNoAxeViolations(thinPage, "ai-predictive insufficient");
    await thinPage.goto("/analytics");
    await thinPage.getByTestId("chart-throughput").getByText(/No se terminó ninguna tarea/).waitFor();
    await expectNoAxeViolations(thinPage, "analytics thin");
    await thin.close();
  });
});

describe("Análisis Avanzado", () => {
  it("exports a chart as PNG and its data as CSV", async () => {
    await page.goto("/analytics");
    await page.getByRole("heading", { level: 1, name: "Análisis Avanzado" }).waitFor();
    const card = page.getByTestId("chart-throughput");
    await card.locator(".recharts-wrapper svg").first().waitFor();
    const [png] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Descargar Throughput semanal como PNG" }).click()]);
    expect(png.suggestedFilename()).toBe("throughput.png");
    const pngBytes = readFileSync((await png.path()) as string);
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngBytes.length).toBeGreaterThan(2000);

    const [csv] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Descargar los datos de Throughput semanal como CSV" }).click()]);
    const text = readFileSync((await csv.path()) as string, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split("\r\n")[0]).toBe("Semana (inicio),Tareas terminadas");
    expect(text.split("\r\n").length).toBeGreaterThan(5);

    // Filters live in the URL: a project narrows the charts and shows its earned value.
    await page.goto(`/analytics?project=${project.id}`);
    await page.getByTestId("chart-ev").getByRole("heading", { name: "Valor ganado en el tiempo" }).waitFor();
    await page.getByTestId("chart-heatmap").locator("svg[data-chart]").waitFor();
    await expectNoAxeViolations(page, "analytics");

    // A range that ends before it starts is refused by the server and explained beside the filters.
    await page.goto("/analytics?from=2026-06-01&to=2026-01-01");
    await page.getByText(/Revisa las fechas/).waitFor();
    await expect(page.getByLabel("Desde").inputValue()).resolves.toBe("2026-06-01");
  });
});

describe("Reportes semanales", () => {
  it("generates a project's weekly report, downloads it as PDF and e-mails it", async () => {
    await page.goto(`/reports?project=${project.id}`);
    await page.getByRole("heading", { level: 1, name: "Reportes semanales" }).waitFor();
    await page.getByTestId("generate-report").click();
    const view = page.getByTestId("report-view");
    await view.getByRole("heading", { name: new RegExp(`${project.name} · semana \\d{4}-W\\d{2}`) }).waitFor();
    await view.getByRole("heading", { name: "Pronóstico de entrega" }).waitFor();
    await page.getByTestId("report-history").getByRole("button").first().waitFor();

    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByTestId("report-pdf").click()]);
    const bytes = readFileSync((await pdf.path()) as string);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    await view.getByRole("button", { name: "Enviar por correo" }).click();
    const dialog = page.getByRole("dialog", { name: "Enviar el reporte por correo" });
    await dialog.getByLabel("Otras direcciones").fill("no es correo");
    await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
    await dialog.getByText(/correo/i).first().waitFor();
    const to = `patrocinador-${Date.now()}@example.mx`;
    await dialog.getByLabel("Otras direcciones").fill(to);
    await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
    await page.getByText("Reporte enviado a 1 persona").first().waitFor();
    // The server really mailed it, with the link back to the report.
    await expect(server.waitForLink(to)).resolves.toMatch(/\/reports\?report=/);
    // Axe looks once the dialog has finished closing (half-faded text fails the contrast rule).
    await dialog.waitFor({ state: "hidden" });
    await expectNoAxeViolations(page, "reports");
  });
});

describe("screenshots", () => {
  // Screenshots only (nothing asserted beyond each page showing its title): for people to look at.
  it.runIf(screenshotsWanted)("takes the pages at 1280 and 375 px, light and dark", async () => {
    mkdirSync(".tmp", { recursive: true });
    for (const [width, scheme] of [[1280, "light"], [1280, "dark"], [375, "light"], [375, "dark"]] as const) {
      const ctx = await newSignedInContext(email, width, scheme);
      const shot = await ctx.newPage();
      for (const [name, path] of [["ai-predictive", `/ai-predictive?project=${project.id}`], ["analytics", "/analytics"], ["reports", `/reports?project=${project.id}`]] as const) {
        await shot.goto(path);
        await shot.locator("main h1").first().waitFor();
        await shot.waitForLoadState("networkidle");
        await shot.screenshot({ path: `.tmp/e2e-${name}-${width}-${scheme}.png`, fullPage: true });
      }
      await ctx.close();
    }
  }, 120_000);
});
