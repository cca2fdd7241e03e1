import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// /innovation in Chromium, in Spanish and in English: propose an idea (the duplicate warning shows
// while typing), score it with RICE, vote, approve it, turn it into a project and land in the
// planner prefilled; the project links back to its idea. Dark at 360 px too.

const email = `innovacion-${Date.now()}@example.mx`;
// Radix's dialog scroll lock inserts a <style> the strict CSP blocks, harmlessly (see accounts-team-admin.e2e.ts).
const isScrollLockStyle = (text: string) => text.includes("Applying inline style violates") && text.includes("style-src");

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const texts = {
  es: {
    heading: "Innovación", newIdea: "Nueva idea", title: "Título", problem: "Problema que resuelve", benefit: "Beneficio esperado", reach: "Alcance", impact: "Impacto", confidence: "Confianza", effort: "Esfuerzo", save: "Guardar idea", cancel: "Cancelar",
    open: (t: string) => `Ver «${t}»`, vote: (t: string) => `Votar por «${t}»`, unvote: (t: string) => `Quitar mi voto de «${t}»`, evaluating: "Mover a «En evaluación»", approved: "Mover a «Aprobada»", convert: "Convertir en proyecto",
    next: "Siguiente", create: "Crear proyecto", objectives: "Objetivo", born: (t: string) => `Nació de la idea «${t}»`, projectLink: (t: string) => `Proyecto: ${t}`, similar: "Posible duplicado de", effortText: "2 meses-persona", milestone: "Validar el problema con usuarios",
    idea: "Exportar reportes del tablero a Excel", similarTitle: "exportar los reportes a excel",
  },
  en: {
    heading: "Innovation", newIdea: "New idea", title: "Title", problem: "Problem it solves", benefit: "Expected benefit", reach: "Reach", impact: "Impact", confidence: "Confidence", effort: "Effort", save: "Save idea", cancel: "Cancel",
    open: (t: string) => `Open “${t}”`, vote: (t: string) => `Vote for “${t}”`, unvote: (t: string) => `Take back my vote for “${t}”`, evaluating: "Move to “Evaluating”", approved: "Move to “Approved”", convert: "Turn into a project",
    next: "Next", create: "Create project", objectives: "Objective", born: (t: string) => `Born from the idea “${t}”`, projectLink: (t: string) => `Project: ${t}`, similar: "Possible duplicate of", effortText: "2 person-months", milestone: "Validate the problem with users",
    idea: "Mobile app to log working hours", similarTitle: "mobile application for logging hours",
  },
} as const;

async function ideaToProject(page: Page, lang: "es" | "en") {
  const x = texts[lang];
  const title = `${x.idea} ${Date.now() % 100000}`;
  await page.goto("/innovation");
  await page.getByRole("heading", { level: 1, name: x.heading }).waitFor();
  await page.getByRole("button", { name: x.newIdea }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(x.title, { exact: true }).fill(title);
  await dialog.getByLabel(x.problem).fill(lang === "es" ? "Los reportes se copian a mano cada semana" : "Hours are written on paper and typed later");
  await dialog.getByLabel(x.benefit).fill(lang === "es" ? "Ahorra cinco horas por semana" : "Saves a day a month per team");
  await dialog.getByLabel(x.reach, { exact: true }).fill("500");
  await dialog.getByLabel(x.impact, { exact: true }).selectOption("2");
  await dialog.getByLabel(x.confidence, { exact: true }).fill("80");
  await dialog.getByLabel(x.effort, { exact: true }).fill("2");
  expect(await dialog.getByTestId("idea-score").textContent()).toBe("400");
  await dialog.getByRole("button", { name: x.save }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("button", { name: x.open(title) }).waitFor();

  // A second idea saying the same thing is flagged while it is typed (accents and case aside).
  await page.getByRole("button", { name: x.newIdea }).first().click();
  await page.getByRole("dialog").getByLabel(x.title, { exact: true }).fill(x.similarTitle);
  await page.getByTestId("similar-ideas").filter({ hasText: title }).waitFor();
  expect(await page.getByTestId("similar-ideas").textContent()).toContain(x.similar);
  await page.getByRole("dialog").getByRole("button", { name: x.cancel }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });

  await page.getByRole("button", { name: x.vote(title) }).click();
  await page.getByRole("button", { name: x.unvote(title) }).waitFor();
  await page.getByRole("button", { name: x.open(title) }).click();
  const detail = page.getByRole("dialog");
  await detail.getByRole("button", { name: x.evaluating }).click();
  await detail.getByRole("button", { name: x.approved }).click();
  await detail.getByRole("button", { name: x.convert }).click();

  await page.waitForURL(/\/project-planner\?idea=/);
  await page.getByTestId("planner-idea").waitFor();
  expect(await page.getByTestId("planner-idea").textContent()).toContain(x.effortText);
  expect(await page.getByTestId("planner-idea").textContent()).toContain(x.milestone);
  await page.waitForFunction((t) => (document.querySelector("#planner-name") as HTMLInputElement | null)?.value === t, title);
  expect(await page.getByLabel(x.objectives).inputValue()).toContain(lang === "es" ? "se copian a mano" : "written on paper");
  await page.screenshot({ path: `.tmp/innovation-planner-${lang}.png`, fullPage: true });
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: x.next }).click();
  await page.getByRole("button", { name: x.create }).click();
  await page.waitForURL(/\/project\/[0-9a-f-]{36}$/);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await page.getByRole("link", { name: x.born(title) }).waitFor();

  // The link back opens the idea, now converted, with its project.
  await page.getByRole("link", { name: x.born(title) }).click();
  const back = page.getByRole("dialog");
  await back.getByRole("heading", { name: title }).waitFor();
  await back.getByRole("link", { name: x.projectLink(title) }).waitFor();
  await page.keyboard.press("Escape");
  await back.waitFor({ state: "detached" });
  await page.getByRole("button", { name: x.open(title) }).waitFor();
}

describe("innovation: from idea to project", () => {
  it("takes an idea to a project in Spanish", async () => {
    mkdirSync(".tmp", { recursive: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page, isScrollLockStyle);
    await ideaToProject(page, "es");
    await expectNoAxeViolations(page, "innovation board, light");
    await page.screenshot({ path: ".tmp/innovation-1280-es.png", fullPage: true });
    expect(errors).toEqual([]);
  }, 180_000);

  it("takes an idea to a project in English", async () => {
    const en = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await en.addInitScript(() => localStorage.setItem("rumbo.language", "en"));
    const page = await en.newPage();
    const errors = collectPageErrors(page, isScrollLockStyle);
    await ideaToProject(page, "en");
    await page.screenshot({ path: ".tmp/innovation-1280-en.png", fullPage: true });
    expect(errors).toEqual([]);
    await en.close();
  }, 180_000);

  it("reads well in the dark theme on a phone", async () => {
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 800 }, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    await small.goto("/innovation");
    await small.getByTestId("idea-card").first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "innovation, dark, 360 px");
    await small.screenshot({ path: ".tmp/innovation-360-dark.png", fullPage: true });
    await phone.close();
  }, 60_000);
});
