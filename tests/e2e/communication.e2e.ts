import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 19, decisions 0901 and 0902: a message posted in one browser arrives live in another
// through the one event stream; the assistant answers a due-date question citing the project.

const email = `canal-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let other: BrowserContext;
let page: Page;
let second: Page;
let projectId = "";
const errors: string[] = [];

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Coordinadora de Canal"));
  const res = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: "Atlas Norte", dueDate: "2031-03-14" }, headers: { origin: server.baseUrl } });
  expect(res.ok(), await res.text()).toBe(true);
  projectId = ((await res.json()) as { id: string }).id;
  page = await context.newPage();
  errors.push(...collectPageErrors(page));
  // A second browser (its own event stream), signed in as the same person.
  other = await browser.newContext({ baseURL: server.baseUrl, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
  second = await other.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("communication and the virtual agent", () => {
  it("delivers a message live to another browser, formatted and inert", async () => {
    await second.goto(`/communication?project=${projectId}`);
    await second.getByRole("heading", { level: 1, name: "Comunicación" }).waitFor();
    const log = second.getByRole("log", { name: "Mensajes de Atlas Norte" });
    await log.getByText("Aún no hay mensajes").waitFor();

    await page.goto(`/communication?project=${projectId}`);
    await page.getByRole("heading", { level: 2, name: "Atlas Norte" }).waitFor();
    await page.getByLabel("Mensaje para Atlas Norte").fill("Avance del **sprint**: <img src=x onerror=alert(1)>");
    await page.getByRole("button", { name: "Enviar" }).click();

    // It arrives in the other browser without a reload, bold where asked, the markup as text.
    await expect.poll(() => log.locator("strong", { hasText: "sprint" }).count(), { timeout: 10_000 }).toBe(1);
    expect(await log.getByText("<img src=x onerror=alert(1)>", { exact: false }).count()).toBe(1);
    expect(await log.locator("img").count()).toBe(0);
    await expectNoAxeViolations(second, "communication");
    mkdirSync(".tmp", { recursive: true });
    await second.screenshot({ path: ".tmp/communication-1280-light.png", fullPage: true });
  });

  it("answers a due-date question with a link to the project", async () => {
    await page.goto("/virtual-agent");
    await page.getByRole("heading", { level: 1, name: "Asistente virtual" }).waitFor();
    await page.getByLabel("Tu pregunta").fill("¿Cuándo vence Atlas?");
    await page.getByRole("button", { name: "Preguntar" }).click();
    const conversation = page.getByRole("log", { name: "Conversación con el asistente virtual" });
    await conversation.getByText(/Atlas Norte vence el 14 de marzo de 2031/).waitFor();
    expect(await conversation.getByRole("link", { name: "Atlas Norte" }).getAttribute("href")).toBe(`/project/${projectId}`);
    await expectNoAxeViolations(page, "virtual assistant");
    await page.screenshot({ path: ".tmp/virtual-agent-1280-light.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
