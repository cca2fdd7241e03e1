import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, signIn, signUpAndSignIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 19, decisions 0920 and 0921: with LLM_BASE_URL and LLM_MODEL set (here a fake
// OpenAI-compatible server started by the test, no network) the language model answers through
// the assistant's tools, its answer links only its sources and says which model answered; when it
// fails the offline engine answers, labelled. The answers are rated, and the workspace's admin
// sees them on the ratings tab (question, answer, topic, engine, counts), in es and en, at 360 px.

const email = `ratings-${Date.now()}@example.mx`;
const MODEL = "fake-e2e";

let llm: Server;
let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
let projectName = "";
let failNext = false;

type Message = { role: string; content: string | null };

function fakeModel(body: { messages: Message[] }): { status: number; json: unknown } {
  if (failNext) {
    failNext = false;
    return { status: 500, json: { error: "down" } };
  }
  const last = body.messages.at(-1)!;
  if (last.role !== "tool") {
    return { status: 200, json: { choices: [{ message: { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "due_dates", arguments: JSON.stringify({ project: projectName }) } }] } }] } };
  }
  const result = JSON.parse(last.content ?? "{}") as { answer?: string; sources?: { label: string; link: string }[] };
  const source = result.sources?.[0];
  const content = `${result.answer ?? ""} Fuente: [${source?.label ?? "?"}](${source?.link ?? "/"}). Ver también [un plan inventado](/project/inventado).`;
  return { status: 200, json: { choices: [{ message: { role: "assistant", content } }] } };
}

beforeAll(async () => {
  llm = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const out = fakeModel(JSON.parse(raw) as { messages: Message[] });
      res.writeHead(out.status, { "content-type": "application/json" });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
  server = await startLoggingServer({ LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`, LLM_MODEL: MODEL, LLM_TIMEOUT_MS: "10000" });
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City" });
  await signUpAndSignIn(server, context, email, "Dueña de las Calificaciones");
  page = await context.newPage();
  errors.push(...collectPageErrors(page));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  llm?.closeAllConnections();
  await new Promise((resolve) => llm?.close(resolve));
});

async function ask(question: string) {
  await page.getByLabel("Tu pregunta").fill(question);
  await page.getByRole("button", { name: "Preguntar" }).click();
}

describe("the language-model engine and the ratings screen", () => {
  it("answers through the model with its sources, falls back labelled, and shows the ratings to the admin", async () => {
    projectName = `Vega Calificada ${Date.now().toString(36)}`;
    const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: projectName, dueDate: "2031-03-14" }, headers: { origin: server.baseUrl } });
    expect(res.ok(), await res.text()).toBe(true);
    const projectId = ((await res.json()) as { id: string }).id;

    await page.goto("/virtual-agent");
    await page.getByRole("heading", { level: 1, name: "Asistente virtual" }).waitFor();
    const log = page.getByRole("log", { name: "Conversación con el asistente virtual" });

    // The model's answer: its source is a link, the link it invented is plain text, the model is named.
    await ask(`¿Cuándo vence ${projectName}?`);
    await log.getByTestId("assistant-engine").getByText(`Respondió el modelo de lenguaje ${MODEL}`, { exact: false }).waitFor();
    const answer = log.locator("p.whitespace-pre-wrap").first();
    expect(await answer.getByRole("link", { name: projectName }).getAttribute("href")).toBe(`/project/${projectId}`);
    expect(await answer.textContent()).toContain("un plan inventado");
    expect(await log.locator('a[href="/project/inventado"]').count()).toBe(0);
    await log.getByRole("button", { name: "No me sirvió" }).click();
    await log.getByLabel("¿Qué faltó? (opcional)").fill("Quería también las tareas");
    await log.getByRole("button", { name: "Enviar" }).click();
    await log.getByRole("status").getByText("Gracias por tu opinión.", { exact: false }).waitFor();

    // The model fails: the offline engine answers, and says so.
    failNext = true;
    await ask("¿Qué proyectos están en riesgo y por qué?");
    await log.locator('[data-engine="fallback"]').getByText(`El modelo de lenguaje ${MODEL} no respondió`, { exact: false }).waitFor();
    await log.getByRole("button", { name: "Sí, me sirvió" }).last().click();
    await log.getByRole("status").last().getByText("Gracias por tu opinión.", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "assistant answered by a language model");

    // The ratings tab: each rated answer with its question, topic and engine; the counts per topic.
    await page.getByRole("tab", { name: "Calificaciones" }).click();
    await page.getByRole("heading", { level: 2, name: "Calificaciones de las respuestas" }).waitFor();
    const list = page.getByRole("list", { name: "Respuestas calificadas" });
    await list.getByTestId("rated-answer").nth(1).waitFor();
    expect(await list.getByTestId("rated-answer").count()).toBe(2);
    const modelCard = list.getByTestId("rated-answer").filter({ hasText: `¿Cuándo vence ${projectName}?` });
    for (const text of ["No útil", "Fechas de vencimiento", `Modelo ${MODEL}`, "Quería también las tareas"]) await modelCard.getByText(text, { exact: false }).first().waitFor();
    const fallbackCard = list.getByTestId("rated-answer").filter({ hasText: "¿Qué proyectos están en riesgo y por qué?" });
    for (const text of ["Útil", "Proyectos en riesgo", `Sin conexión (${MODEL} falló)`]) await fallbackCard.getByText(text, { exact: true }).first().waitFor();
    const byTopic = page.getByRole("table", { name: "Por tema" });
    const cells = async (name: RegExp) => (await byTopic.getByRole("row", { name }).getByRole("cell").allTextContents()).map((c) => c.replace(/\s/g, ""));
    expect(await cells(/Fechas de vencimiento/)).toEqual(["1", "0", "1", "0%"]);
    expect(await cells(/Total/)).toEqual(["2", "1", "1", "50%"]);
    expect(page.url()).toContain("tab=ratings");
    await expectNoAxeViolations(page, "assistant ratings");

    // Only the answers that were not helpful.
    await page.getByLabel("Calificación").selectOption("down");
    await list.getByTestId("rated-answer").filter({ hasText: "¿Qué proyectos están en riesgo" }).waitFor({ state: "detached" });
    await modelCard.waitFor();
    expect(await list.getByTestId("rated-answer").count()).toBe(1);

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, "assistant ratings at 360 px");
    await page.screenshot({ path: ".tmp/assistant-ratings-360-es.png", fullPage: true });

    // English.
    const en = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 }, locale: "en-US", timezoneId: "America/Mexico_City" });
    await en.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
    await signIn(server, en, email);
    const enPage = await en.newPage();
    errors.push(...collectPageErrors(enPage));
    await enPage.goto("/virtual-agent?tab=ratings");
    await enPage.getByRole("heading", { level: 2, name: "Answer ratings" }).waitFor();
    const enList = enPage.getByRole("list", { name: "Rated answers" });
    await enList.getByText(`Model ${MODEL}`).waitFor();
    await enList.getByText(`Offline (${MODEL} failed)`).waitFor();
    await enPage.getByRole("table", { name: "By topic" }).getByRole("row", { name: /Projects at risk/ }).waitFor();
    expect(await enPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(enPage, "assistant ratings in English at 360 px");
    await enPage.screenshot({ path: ".tmp/assistant-ratings-360-en.png", fullPage: true });
    await en.close();

    expect(errors).toEqual([]);
  });
});
