import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCourse } from "../../src/domain/learning/course-format";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Training in Chromium: take 'Primeros pasos' from the catalogue, read its lessons, pass the quiz
// (scored by the server), download the certificate and confirm it at its public address; the
// manual's accent-insensitive search; axe on each page.

const email = `capacitacion-${Date.now()}@example.mx`;
const course = parseCourse(readFileSync("content/learning/courses/primeros-pasos/es.md", "utf8"));

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Lucía Ramírez"));
  page = await context.newPage();
  errors = collectPageErrors(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("training", () => {
  it("takes a course to its certificate and verifies it", async () => {
    mkdirSync(".tmp", { recursive: true });
    await page.goto("/training");
    await page.getByRole("heading", { level: 1, name: "Capacitación" }).waitFor();
    await page.getByRole("heading", { name: "Recomendado para ti" }).waitFor();
    await expectNoAxeViolations(page, "training");
    await page.screenshot({ path: ".tmp/training-1280-light.png", fullPage: true });

    await page.getByRole("link", { name: "Empezar: Primeros pasos en Rumbo" }).first().click();
    await page.getByRole("heading", { level: 1, name: course.title }).waitFor();
    for (const lesson of course.lessons) {
      await page.getByRole("heading", { level: 2, name: lesson.title }).waitFor();
      await page.getByRole("button", { name: "Marcar como leída y seguir" }).click();
    }
    await page.getByRole("heading", { level: 2, name: "Cuestionario" }).waitFor();
    // Resumed at the quiz after a reload: progress was saved per lesson.
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Cuestionario" }).waitFor();
    for (const [i, question] of course.questions.entries()) {
      const group = page.getByRole("group", { name: `Pregunta ${i + 1}` });
      for (const option of question.options.filter((o) => o.correct)) await group.getByLabel(option.text, { exact: true }).check();
    }
    await expectNoAxeViolations(page, "course quiz");
    await page.getByRole("button", { name: "Enviar respuestas" }).click();
    await page.getByText("¡Aprobaste con 100 %!").waitFor();
    await page.getByRole("heading", { name: "Tu certificado" }).waitFor();
    await expectNoAxeViolations(page, "course passed");
    await page.screenshot({ path: ".tmp/course-1280-light.png", fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Descargar certificado (PDF)" }).click()]);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("link", { name: "Abrir la verificación pública" }).click();
    await page.getByRole("heading", { name: "Certificado válido" }).waitFor();
    await page.getByText("Lucía Ramírez").first().waitFor();
    await expectNoAxeViolations(page, "certificate verification");
    // Anyone, signed out, sees the same confirmation.
    const visitor = await browser.newContext({ baseURL: server.baseUrl, locale: "es-MX" });
    const anonymous = await visitor.newPage();
    await anonymous.goto(page.url());
    await anonymous.getByRole("heading", { name: "Certificado válido" }).waitFor();
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it("finds a manual section without accents", async () => {
    await page.goto("/user-manual");
    await page.getByRole("heading", { level: 1, name: "Manual de usuario" }).waitFor();
    await page.getByLabel("Buscar en el manual").fill("planificacion");
    // "Planificación" (a project's phase) is in the Projects section.
    await page.getByRole("heading", { level: 2, name: "Proyectos", exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Centro de capacidad" }).count()).toBe(0);
    await expectNoAxeViolations(page, "user manual");
    expect(errors).toEqual([]);

    // On a phone, in the dark theme: nothing scrolls sideways.
    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 800 }, locale: "es-MX", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    for (const [path, heading] of [["/training", "Capacitación"], ["/course/primeros-pasos", course.title], ["/user-manual", "Manual de usuario"]] as const) {
      await small.goto(path);
      await small.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await small.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await small.screenshot({ path: `.tmp/${path.split("/")[1]}-360-dark.png`, fullPage: true });
    }
    await expectNoAxeViolations(small, "course, dark, 360 px");
    await phone.close();
  });

  it("opens the current screen's help in a side panel", async () => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Ayuda de esta pantalla" }).click();
    const panel = page.getByRole("dialog", { name: "Dashboard" });
    await panel.getByText("Cargar datos de ejemplo").waitFor();
    expect(await panel.getByRole("link", { name: "Abrir en el manual completo" }).getAttribute("href")).toBe("/user-manual#dashboard");
    await expectNoAxeViolations(page, "help panel");
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    // Focus goes back to the help button.
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "help-button");
    expect(errors).toEqual([]);
  });
});
