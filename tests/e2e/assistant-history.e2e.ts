import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 19, decision 0907: on /virtual-agent each conversation is kept, listed in the history,
// reopened with its answers and their ratings, deleted one by one or all at once; each answer is
// rated helpful or not (with a reason), for questions asked in Spanish and in English.

const email = `history-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Gerente del Historial"));
  page = await context.newPage();
  errors.push(...collectPageErrors(page));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function ask(question: string) {
  await page.getByLabel("Tu pregunta").fill(question);
  await page.getByRole("button", { name: "Preguntar" }).click();
}

describe("the assistant's kept conversations", () => {
  it("keeps, rates, reopens and deletes conversations asked in es and en", async () => {
    const attempt = Date.now().toString(36);
    const name = `Orión Historial ${attempt}`;
    const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name, dueDate: "2031-03-14" }, headers: { origin: server.baseUrl } });
    expect(res.ok(), await res.text()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/virtual-agent");
    await page.getByRole("heading", { level: 1, name: "Asistente virtual" }).waitFor();
    const history = page.getByRole("navigation", { name: "Conversaciones" });
    const log = page.getByRole("log", { name: "Conversación con el asistente virtual" });

    // Spanish: the answer, then 'not helpful' with a reason.
    await ask(`¿Cuándo vence ${name}?`);
    await log.getByText(`${name} vence el 14 de marzo de 2031`, { exact: false }).waitFor();
    await log.getByRole("button", { name: "No me sirvió" }).click();
    await log.getByLabel("¿Qué faltó? (opcional)").fill("Quería las tareas también");
    await log.getByRole("button", { name: "Enviar" }).click();
    await log.getByRole("status").getByText("Gracias por tu opinión.").waitFor();
    await history.getByRole("button", { name: `Abrir «¿Cuándo vence ${name}?»` }).waitFor();

    // English, in a new conversation: 'helpful'.
    await page.getByRole("button", { name: "Nueva conversación" }).click();
    await ask(`When is ${name} due?`);
    await log.getByText(`${name} is due on March 14, 2031`, { exact: false }).waitFor();
    await log.getByRole("button", { name: "Sí, me sirvió" }).click();
    await log.getByRole("status").getByText("Gracias por tu opinión.").waitFor();
    await history.getByRole("button", { name: `Abrir «When is ${name} due?»` }).waitFor();
    expect(await history.getByTestId("assistant-history").getByRole("listitem").count()).toBe(2);
    await expectNoAxeViolations(page, "assistant history");

    // Reopen the Spanish one: its answer and its rating are kept.
    await history.getByRole("button", { name: `Abrir «¿Cuándo vence ${name}?»` }).click();
    await log.getByText(`${name} vence el 14 de marzo de 2031`, { exact: false }).waitFor();
    expect(await log.getByRole("button", { name: "No me sirvió" }).getAttribute("aria-pressed")).toBe("true");
    expect(await log.getByRole("button", { name: "Sí, me sirvió" }).getAttribute("aria-pressed")).toBe("false");
    expect(page.url()).toContain("c=");
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, "assistant history at 375 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete the open one; then all (after confirming).
    await history.getByRole("button", { name: `Borrar «¿Cuándo vence ${name}?»` }).click();
    await history.getByRole("button", { name: `Abrir «¿Cuándo vence ${name}?»` }).waitFor({ state: "detached" });
    await page.waitForURL((url) => !url.searchParams.has("c"));
    await history.getByRole("button", { name: "Borrar todas" }).click();
    await history.getByRole("button", { name: "Sí, borrar todas" }).click();
    await history.getByText("Aún no hay conversaciones guardadas", { exact: false }).waitFor();
    const left = await context.request.get(`${server.baseUrl}/api/v1/assistant/conversations`);
    expect(await left.json()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
