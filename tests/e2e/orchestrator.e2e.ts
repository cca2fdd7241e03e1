import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// The decision center in Chromium: two scenarios built and compared side by side, the optimiser's
// proposal with its reasons saved as a third, one scenario voted, applied with its reasons and
// undone; axe in light, and dark at 360 px. A fresh account each run, so a retry starts clean.

const email = `orquestador-${Date.now()}@example.mx`;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

async function api<T>(path: string, data?: unknown, method: "GET" | "POST" = "POST"): Promise<T> {
  const res = method === "GET" ? await context.request.get(`${server.baseUrl}/api/v1${path}`) : await context.request.post(`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Ana Directora"));
  page = await context.newPage();
  errors = collectPageErrors(page);
  const atlas = await api<{ id: string }>("/projects", { name: "Atlas", dueDate: future(42), priority: "Baja" });
  const orion = await api<{ id: string }>("/projects", { name: "Orión", dueDate: future(28), priority: "Alta" });
  const maria = await api<{ id: string }>("/resources", { name: "María", role: "Dev", availability: 40 });
  await api<{ id: string }>("/resources", { name: "Luis", role: "Dev", availability: 40 });
  await api(`/projects/${atlas.id}/allocations`, { resourceId: maria.id, hours: 20 });
  await api(`/projects/${orion.id}/allocations`, { resourceId: maria.id, hours: 20 });
  for (let k = 0; k < 6; k++) {
    await api(`/projects/${atlas.id}/tasks`, { title: `Atlas ${k}`, estimateHours: 40 });
    await api(`/projects/${orion.id}/tasks`, { title: `Orión ${k}`, estimateHours: 40 });
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("decision center", () => {
  it("builds two scenarios, optimises, applies one and undoes it", async () => {
    await page.goto("/orchestrator");
    await page.getByRole("heading", { level: 1, name: "Centro de decisiones" }).waitFor();
    await page.getByText("Todavía no hay escenarios").waitFor();
    await page.getByRole("button", { name: "Atlas" }).click();
    await page.getByRole("button", { name: "Orión" }).click();
    await page.getByText("2 proyectos elegidos").waitFor();

    // Scenario 1: Luis joins Orión for 30 h a week.
    await page.getByRole("button", { name: "Nuevo escenario" }).click();
    await page.getByLabel("Nombre").fill("Más manos para Orión");
    await page.getByLabel("Tipo de cambio").selectOption("allocation");
    await page.getByLabel("Proyecto", { exact: true }).selectOption({ label: "Orión" });
    await page.getByLabel("Persona").selectOption({ label: "Luis · Dev" });
    await page.getByLabel("Horas por semana (0 la quita)").fill("30");
    await page.getByRole("button", { name: "Agregar cambio" }).click();
    await page.getByText("Luis en Orión: 30 h/sem").waitFor();
    await page.getByRole("button", { name: "Guardar escenario" }).click();
    await page.getByTestId("scenario-card").filter({ hasText: "Más manos para Orión" }).waitFor();

    // Scenario 2: pause Atlas, simulated before saving.
    await page.getByRole("button", { name: "Nuevo escenario" }).click();
    await page.getByLabel("Nombre").fill("Pausar Atlas");
    await page.getByLabel("Tipo de cambio").selectOption("status");
    await page.getByLabel("Proyecto", { exact: true }).selectOption({ label: "Atlas" });
    await page.getByLabel("Estado").selectOption("paused");
    await page.getByRole("button", { name: "Agregar cambio" }).click();
    await page.getByRole("button", { name: "Simular" }).click();
    const simulated = page.getByRole("table", { name: "Comparación con el plan actual: Pausar Atlas" });
    await simulated.getByRole("row", { name: /Atlas/ }).getByText("En pausa").first().waitFor();
    await page.getByRole("button", { name: "Guardar escenario" }).click();
    await page.getByTestId("scenario-card").filter({ hasText: "Pausar Atlas" }).waitFor();

    // Side by side.
    for (const name of ["Más manos para Orión", "Pausar Atlas"]) await page.getByTestId("scenario-card").filter({ hasText: name }).getByRole("button", { name: "Comparar" }).click();
    await page.getByRole("table", { name: "Comparación con el plan actual: Más manos para Orión" }).waitFor();
    await page.getByRole("table", { name: "Comparación con el plan actual: Pausar Atlas" }).waitFor();
    await page.locator(".recharts-wrapper").first().waitFor();
    await expectNoAxeViolations(page, "orchestrator comparison, light");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/orchestrator-1280-light.png", fullPage: true });

    // Optimise: María and Luis are full; Orión (high priority) first.
    await page.getByRole("tab", { name: "Optimizar" }).click();
    await page.getByLabel("Objetivo").selectOption("on_time_value");
    await page.getByRole("button", { name: "Optimizar", exact: true }).click();
    await page.getByText(/de 2 proyectos a tiempo · resuelto en/).waitFor();
    await expect.poll(() => page.getByTestId("binding").innerText()).toMatch(/está al 100 %: cada hora extra para Atlas viene de Orión/);
    await expectNoAxeViolations(page, "orchestrator optimiser, light");
    await page.screenshot({ path: ".tmp/orchestrator-optimiser-1280-light.png", fullPage: true });
    await page.getByRole("button", { name: "Guardar como escenario" }).click();
    await page.getByTestId("scenario-card").filter({ hasText: "Propuesta del optimizador" }).waitFor();

    // Vote, comment and apply the first scenario.
    const card = page.getByTestId("scenario-card").filter({ hasText: "Más manos para Orión" });
    await card.getByRole("button", { name: /Votar/ }).click();
    await card.getByText("1 voto").waitFor();
    await card.getByRole("button", { name: /Comentarios/ }).click();
    await card.getByLabel("Tu comentario").fill("Orión vence primero");
    await card.getByRole("button", { name: "Comentar", exact: true }).click();
    await card.getByText("Orión vence primero").waitFor();
    await card.getByRole("button", { name: "Aplicar", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Razones de la decisión").fill("Orión vence antes y vale más");
    await dialog.getByRole("button", { name: "Aplicar escenario" }).click();
    await card.getByText("Aplicado").waitFor();
    type Portfolio = { people: { id: string; name: string }[]; allocations: { resourceId: string; hours: number }[] };
    const luisHours = async () => {
      const p = await api<Portfolio>("/orchestrator/portfolio", undefined, "GET");
      const luis = p.people.find((x) => x.name === "Luis")!.id;
      return p.allocations.filter((a) => a.resourceId === luis).reduce((s, a) => s + a.hours, 0);
    };
    expect(await luisHours()).toBe(30);

    // The decision, its reasons, and the undo.
    await page.getByRole("tab", { name: "Decisiones" }).click();
    const decisions = page.getByTestId("decisions");
    await decisions.getByText("Orión vence antes y vale más").waitFor();
    await decisions.getByRole("button", { name: "Deshacer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Deshacer" }).click();
    await decisions.getByText(/Deshecha por/).waitFor();
    expect(await luisHours()).toBe(0);
    await expectNoAxeViolations(page, "orchestrator decisions, light");
    expect(errors).toEqual([]);
  }, 240_000);

  it("reads well in the dark theme on a 360 px phone", async () => {
    const phone = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 360, height: 800 },
      locale: "es-MX",
      timezoneId: "America/Mexico_City",
      storageState: await context.storageState(),
    });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    await small.goto("/orchestrator");
    await small.getByTestId("scenario-card").first().waitFor();
    expect(await small.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await small.getByRole("button", { name: "Atlas" }).click();
    await small.getByTestId("scenario-card").filter({ hasText: "Pausar Atlas" }).getByRole("button", { name: "Comparar" }).click();
    await small.getByRole("table", { name: "Comparación con el plan actual: Pausar Atlas" }).waitFor();
    await small.locator(".recharts-wrapper").first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "orchestrator, dark, 360 px");
    await small.screenshot({ path: ".tmp/orchestrator-360-dark.png", fullPage: true });
    await phone.close();
  }, 120_000);
});
