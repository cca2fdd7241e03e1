import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 19, decisions 0903 and 0904: the assistant opens as a panel from a project's screen with
// that project as context, answers its due date in Spanish and in English, and a confirmed
// 'create a task' action makes the task, which the project's screen then lists.

const email = `panel-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Gerente del Panel"));
  page = await context.newPage();
  errors.push(...collectPageErrors(page));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh project for each attempt, so a retried attempt starts from a known state. */
async function newProject(name: string): Promise<string> {
  const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name, dueDate: "2031-03-14" }, headers: { origin: server.baseUrl } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function ask(question: string) {
  const panel = page.getByRole("dialog", { name: "Asistente virtual" });
  await panel.getByLabel("Tu pregunta").fill(question);
  await panel.getByRole("button", { name: "Preguntar" }).click();
}

describe("the assistant panel", () => {
  it("opens from a project's screen, answers its due date in es and en, and creates a confirmed task", async () => {
    const attempt = Date.now().toString(36);
    const name = `Atlas Panel ${attempt}`;
    const title = `Revisar contrato ${attempt}`;
    const projectId = await newProject(name);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/project/${projectId}`);
    await page.getByRole("heading", { level: 1, name }).waitFor();

    // Keyboard: focus the header's button and open it with Enter.
    const button = page.getByRole("button", { name: "Asistente virtual" });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Asistente virtual" });
    await panel.getByText(`Contexto: ${name}.`, { exact: false }).waitFor();
    const log = panel.getByRole("log", { name: "Conversación con el asistente virtual" });

    await ask("¿Cuándo vence?");
    await log.getByText(`${name} vence el 14 de marzo de 2031`, { exact: false }).waitFor();
    expect(await log.getByRole("link", { name }).first().getAttribute("href")).toBe(`/project/${projectId}`);
    await ask("When is it due?");
    await log.getByText(`${name} is due on March 14, 2031`, { exact: false }).waitFor();

    await ask(`Crea la tarea «${title}» para el 15 de diciembre`);
    const card = log.getByTestId("assistant-action").last();
    await card.getByText(title).waitFor();
    await card.getByText("Crear tarea").waitFor();
    await expectNoAxeViolations(page, "assistant panel with an action preview");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/assistant-panel-1280.png" });
    await card.getByRole("button", { name: "Confirmar" }).click();
    await log.getByText(`Listo: creé la tarea «${title}» en ${name}.`).waitFor();

    // The task exists: the API lists it, and the project's screen behind the panel shows it.
    await expect
      .poll(async () => {
        const res = await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`);
        return ((await res.json()) as { title: string }[]).map((x) => x.title);
      }, { timeout: 10_000 })
      .toContain(title);
    // The weekly update: drafted from the project's week, edited in the preview, posted on confirm.
    await ask("Redacta la actualización semanal");
    const draft = log.getByTestId("assistant-action").last();
    const message = draft.getByLabel("Mensaje para el canal del proyecto");
    await message.waitFor();
    expect(await message.inputValue()).toContain(name);
    await message.fill(`${await message.inputValue()}\n\nRevisado por la gerencia.`);
    await draft.getByRole("button", { name: "Confirmar" }).click();
    await log.getByText(`Listo: publiqué la actualización semanal en el canal de ${name}.`).waitFor();

    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page, "assistant panel at 375 px");
    await page.screenshot({ path: ".tmp/assistant-panel-375.png" });
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await page.getByText(title).first().waitFor();
    // On a phone the header holds the assistant button beside help and the bell; focus returned to it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("assistant-button");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Every header button, the bell last, is whole inside the viewport.
    const rightmost = await page.evaluate(() => Math.max(...[...document.querySelectorAll("header button")].map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => r.right)));
    expect(rightmost).toBeLessThanOrEqual(375);
    await page.screenshot({ path: ".tmp/assistant-header-375.png" });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});
