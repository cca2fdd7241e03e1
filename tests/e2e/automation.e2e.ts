import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// /automation in Chromium: a rule made from the gallery, dry-run in the editor, fired by a real task
// completion on the server, and its run in the log with each condition and action; axe in light
// and dark, at 1280 and 360 px.

const email = `automatiza-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

async function api<T>(method: "post" | "patch", path: string, data: unknown): Promise<T> {
  const res = await context.request[method](`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${path} ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Deletes the account's rules, so that a retried attempt meets the empty state again. */
async function removeRules(): Promise<void> {
  const res = await context.request.get(`${server.baseUrl}/api/v1/automation/rules`);
  if (!res.ok()) throw new Error(`rules ${res.status()}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  for (const rule of items) {
    const removed = await context.request.delete(`${server.baseUrl}/api/v1/automation/rules/${rule.id}`, { headers: { origin: server.baseUrl } });
    if (!removed.ok()) throw new Error(`delete rule ${removed.status()}`);
  }
}

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
  page = await context.newPage();
  errors = collectPageErrors(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("automation", () => {
  it("creates a rule from the gallery, dry-runs it, fires it with a real event and shows its log", { timeout: 120_000 }, async () => {
    // A retried attempt starts from no rules again, as the first one did.
    await removeRules();
    const project = await api<{ id: string }>("post", "/projects", { name: "Atlas" });
    await page.goto("/automation");
    await page.getByRole("heading", { level: 1, name: "Automatización" }).waitFor();
    await page.getByText("Aún no hay reglas").waitFor();
    await page.getByRole("button", { name: "Ver la galería" }).click();
    await page.getByRole("button", { name: /Usar esta regla: Cuando se completa una tarea de prioridad alta/ }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva regla" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Nombre").inputValue()).toBe("Cuando se completa una tarea de prioridad alta, avisa al líder");
    await dialog.getByRole("button", { name: "Probar (simulación)" }).click();
    await dialog.getByText("No hubo eventos de este tipo en los últimos 30 días.").waitFor();
    await expectNoAxeViolations(page, "automation editor");
    await dialog.getByRole("button", { name: "Guardar regla" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("switch", { name: /Activar «Cuando se completa una tarea de prioridad alta/ }).waitFor();

    // A real event: a high-priority task is completed through the API; the server runs the rule.
    const task = await api<{ id: string }>("post", `/projects/${project.id}/tasks`, { title: "Firmar contrato", priority: "Alta" });
    await api("patch", `/projects/${project.id}/tasks/${task.id}`, { status: "Completada" });
    await expect.poll(async () => (await page.getByText("1 ejecución").count()) > 0, { timeout: 15_000 }).toBe(true);

    await page.getByRole("tab", { name: "Registro de ejecuciones" }).click();
    const run = page.getByRole("listitem").filter({ hasText: "Cuando se completa una tarea de prioridad alta" }).first();
    await run.getByText("Correcta").waitFor();
    await run.locator("summary").click();
    await run.getByText("se cumple").waitFor();
    expect(await run.innerText()).toContain("Se completó «Firmar contrato» en Atlas.");
    await expectNoAxeViolations(page, "automation log, light");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/automation-1280-light.png", fullPage: true });
    await page.getByRole("tab", { name: "Reglas" }).click();
    await page.screenshot({ path: ".tmp/automation-rules-1280-light.png", fullPage: true });

    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 800 }, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    await small.goto("/automation");
    await small.getByRole("switch").first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "automation, dark, 360 px");
    await small.screenshot({ path: ".tmp/automation-360-dark.png", fullPage: true });
    await small.getByRole("tab", { name: "Galería" }).click();
    await small.getByRole("button", { name: /Usar esta regla: Cuando una tarea vence/ }).click();
    await small.getByRole("dialog").waitFor();
    await expectNoAxeViolations(small, "automation editor, dark, 360 px");
    await small.screenshot({ path: ".tmp/automation-editor-360-dark.png" });
    await phone.close();
    expect(errors).toEqual([]);
  });
  it("renews an incoming webhook's secret address from the rule's card: the old one stops at once", { timeout: 90_000 }, async () => {
    const rule = await api<{ id: string; webhookUrl: string }>("post", "/automation/rules", { name: "Pedido entrante", trigger: { type: "webhook" }, actions: [{ type: "webhook", url: "https://example.com/rumbo" }] });
    await page.goto("/automation");
    const card = page.getByRole("listitem").filter({ hasText: "Pedido entrante" });
    await card.getByTestId("webhook-url").waitFor();
    expect(await card.getByTestId("webhook-url").innerText()).toBe(rule.webhookUrl);
    await card.locator("summary", { hasText: "Entregas del webhook" }).click();
    await card.getByText("Aún no hay entregas.").waitFor();
    await card.getByRole("button", { name: "Cambiar dirección" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("La dirección actual dejará de funcionar en el acto. ¿Crear una nueva?").waitFor();
    await expectNoAxeViolations(page, "automation rotate webhook address");
    await confirm.getByRole("button", { name: "Sí, cambiarla" }).click();
    await page.getByText("Nueva dirección lista: la anterior ya no funciona", { exact: true }).waitFor();
    await expect.poll(async () => card.getByTestId("webhook-url").innerText(), { timeout: 10_000 }).not.toBe(rule.webhookUrl);
    const renewed = await card.getByTestId("webhook-url").innerText();
    // Called like another system would, without the signed-in session.
    const outsider = await browser.newContext();
    const oldCall = await outsider.request.post(rule.webhookUrl, { data: {} });
    expect(oldCall.status()).toBe(404);
    const newCall = await outsider.request.post(renewed, { data: { pedido: 7 } });
    await outsider.close();
    expect(newCall.status()).toBe(202);
    await page.screenshot({ path: ".tmp/automation-webhook-rule-1280-light.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: ".tmp/automation-webhook-rule-375-light.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});
