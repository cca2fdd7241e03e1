import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCourse } from "../../src/domain/learning/course-format";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, signUpAndSignIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Training in Chromium, in Spanish and in English (issue 21): take 'Primeros pasos' from the
// catalogue, read its lessons, pass the quiz (scored by the server), download the certificate and
// confirm it at its public address; the manual's accent- and case-insensitive search; the public
// user guides' deep links into the manual; a screen's help in a side panel; axe on each page.
// Each language has its own account, so each takes the course from the start.

type Language = "es" | "en";

const texts = {
  es: {
    locale: "es-MX",
    training: "Capacitación",
    recommended: "Recomendado para ti",
    start: (title: string) => `Empezar: ${title}`,
    complete: "Marcar como leída y seguir",
    quiz: "Cuestionario",
    question: (n: number) => `Pregunta ${n}`,
    submit: "Enviar respuestas",
    passed: "¡Aprobaste con 100 %!",
    certificate: "Tu certificado",
    download: "Descargar certificado (PDF)",
    verify: "Abrir la verificación pública",
    valid: "Certificado válido",
    invalid: "No encontramos un certificado con este código",
    manual: "Manual de usuario",
    search: "Buscar en el manual",
    // "Planificación" (a project's phase) is in the Projects section: found without its accent.
    query: "planificacion",
    found: "Proyectos",
    notFound: "Centro de capacidad",
    guides: "Aprende Rumbo paso a paso",
    guide: "Importar proyectos desde Excel",
    guideSection: { id: "bulkImport", title: "Importación masiva" },
    readManual: "Leer en el manual",
    help: "Ayuda de esta pantalla",
    helpText: "Cargar datos de ejemplo",
    openManual: "Abrir en el manual completo",
  },
  en: {
    locale: "en-US",
    training: "Training",
    recommended: "Recommended for you",
    start: (title: string) => `Start: ${title}`,
    complete: "Mark as read and continue",
    quiz: "Quiz",
    question: (n: number) => `Question ${n}`,
    submit: "Send answers",
    passed: "You passed with 100 %!",
    certificate: "Your certificate",
    download: "Download certificate (PDF)",
    verify: "Open the public verification",
    valid: "Valid certificate",
    invalid: "We found no certificate with this code",
    manual: "User manual",
    search: "Search the manual",
    // Case does not matter either: the planner's section speaks of the critical path.
    query: "CRITICAL PATH",
    found: "Project planner",
    notFound: "Capacity center",
    guides: "Learn Rumbo step by step",
    guide: "Importing projects from Excel",
    guideSection: { id: "bulkImport", title: "Bulk import" },
    readManual: "Read it in the manual",
    help: "Help for this screen",
    helpText: "Load sample data",
    openManual: "Open in the full manual",
  },
} satisfies Record<Language, unknown>;

let server: LoggingServer;
let browser: Browser;

beforeAll(async () => {
  server = await startLoggingServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function languageContext(language: Language, options: { width?: number; height?: number; dark?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, locale: texts[language].locale, timezoneId: "America/Mexico_City" });
  await context.addInitScript(
    ({ lang, dark }) => {
      localStorage.setItem("rumbo.language", lang);
      if (dark) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
    },
    { lang: language, dark: options.dark ?? false },
  );
  return context;
}

describe.each(["es", "en"] as const)("training in %s", (language) => {
  const t = texts[language];
  const course = parseCourse(readFileSync(`content/learning/courses/primeros-pasos/${language}.md`, "utf8"));
  const name = language === "es" ? "Lucía Ramírez" : "Lucy Ramsey";
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await languageContext(language);
    await signUpAndSignIn(server, context, `capacitacion-${language}-${Date.now()}@example.mx`, name);
    page = await context.newPage();
    errors = collectPageErrors(page);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it("takes a course to its certificate and verifies it", async () => {
    mkdirSync(".tmp", { recursive: true });
    await page.goto("/training");
    await page.getByRole("heading", { level: 1, name: t.training }).waitFor();
    await page.getByRole("heading", { name: t.recommended }).waitFor();
    await expectNoAxeViolations(page, `training (${language})`);
    await page.screenshot({ path: `.tmp/training-1280-light-${language}.png`, fullPage: true });

    await page.getByRole("link", { name: t.start(course.title) }).first().click();
    await page.getByRole("heading", { level: 1, name: course.title }).waitFor();
    for (const [index, lesson] of course.lessons.entries()) {
      await page.getByRole("heading", { level: 2, name: lesson.title }).waitFor();
      if (index === 0) {
        // The first lesson shows a screenshot of the app, served by the app.
        const image = page.locator("main img[src^='/media/manual/']").first();
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>("main img[src^='/media/manual/']")).some((i) => i.complete && i.naturalWidth > 0));
      }
      await page.getByRole("button", { name: t.complete }).click();
    }
    await page.getByRole("heading", { level: 2, name: t.quiz }).waitFor();
    // Resumed at the quiz after a reload: progress was saved per lesson.
    await page.reload();
    await page.getByRole("heading", { level: 2, name: t.quiz }).waitFor();
    for (const [i, question] of course.questions.entries()) {
      const group = page.getByRole("group", { name: t.question(i + 1) });
      for (const option of question.options.filter((o) => o.correct)) await group.getByLabel(option.text, { exact: true }).check();
    }
    await expectNoAxeViolations(page, `course quiz (${language})`);
    await page.getByRole("button", { name: t.submit }).click();
    await page.getByText(t.passed).waitFor();
    await page.getByRole("heading", { name: t.certificate }).waitFor();
    await expectNoAxeViolations(page, `course passed (${language})`);
    await page.screenshot({ path: `.tmp/course-1280-light-${language}.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.download }).click()]);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("link", { name: t.verify }).click();
    await page.getByRole("heading", { name: t.valid }).waitFor();
    await page.getByText(name).first().waitFor();
    await page.getByText(course.title).first().waitFor();
    await expectNoAxeViolations(page, `certificate verification (${language})`);
    // Anyone, signed out, sees the same confirmation; a code changed by one character is refused.
    const visitor = await languageContext(language);
    const anonymous = await visitor.newPage();
    await anonymous.goto(page.url());
    await anonymous.getByRole("heading", { name: t.valid }).waitFor();
    const code = decodeURIComponent(page.url().split("/certificates/")[1]!);
    const forged = `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`;
    await anonymous.goto(`/certificates/${forged}`);
    await anonymous.getByRole("heading", { name: t.invalid }).waitFor();
    expect(await anonymous.getByRole("heading", { name: t.valid }).count()).toBe(0);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it("finds a manual section by search, and the public user guides open their section", async () => {
    await page.goto("/user-manual");
    await page.getByRole("heading", { level: 1, name: t.manual }).waitFor();
    await page.getByLabel(t.search).fill(t.query);
    await page.getByRole("heading", { level: 2, name: t.found, exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: t.notFound }).count()).toBe(0);
    await expectNoAxeViolations(page, `user manual (${language})`);
    expect(errors).toEqual([]);

    // Signed out, from the public guides: the guide's manual link is a deep link to its section.
    const visitor = await languageContext(language);
    const anonymous = await visitor.newPage();
    const visitorErrors = collectPageErrors(anonymous);
    await anonymous.goto("/user-guides");
    await anonymous.getByRole("heading", { level: 1, name: t.guides }).waitFor();
    await expectNoAxeViolations(anonymous, `user guides (${language})`);
    // The guide's title is read after the link's text (an absolutely placed span: a space may come between).
    await anonymous.getByRole("link", { name: new RegExp(`^${t.readManual}\\s*:\\s*${t.guide}$`) }).click();
    await anonymous.waitForURL(`**/user-manual#${t.guideSection.id}`);
    const section = anonymous.locator(`section#${t.guideSection.id}`);
    await section.getByRole("heading", { level: 2, name: t.guideSection.title }).waitFor();
    // The deep link scrolled to its section and gave it focus.
    await anonymous.waitForFunction((id) => document.activeElement?.id === id, t.guideSection.id);
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });

  it("opens the current screen's help in a side panel", async () => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: t.help }).click();
    const panel = page.getByRole("dialog", { name: "Dashboard" });
    await panel.getByText(t.helpText).waitFor();
    expect(await panel.getByRole("link", { name: t.openManual }).getAttribute("href")).toBe("/user-manual#dashboard");
    await expectNoAxeViolations(page, `help panel (${language})`);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    // Focus goes back to the help button.
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "help-button");
    expect(errors).toEqual([]);
  });

  it("fits a 360 px phone in the dark theme", async () => {
    const phone = await languageContext(language, { width: 360, height: 800, dark: true });
    await phone.addCookies(await context.cookies());
    const small = await phone.newPage();
    for (const [path, heading] of [["/training", t.training], ["/course/primeros-pasos", course.title], ["/user-manual", t.manual]] as const) {
      await small.goto(path);
      await small.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await small.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await small.screenshot({ path: `.tmp/${path.split("/")[1]}-360-dark-${language}.png`, fullPage: true });
    }
    await expectNoAxeViolations(small, `course, dark, 360 px (${language})`);
    await phone.close();
  });
});
