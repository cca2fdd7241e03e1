import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startTestSmtp, type TestSmtp } from "../../src/server/testing/smtp";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, e2ePassword, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// /marketing-agent in Chromium, in Spanish and in English: Ana makes a launch plan (its steps become
// tasks of the project) and writes the stakeholder e-mail from the project's data; she cannot
// approve her own draft; Beto, a second member, approves it and sends it; the e-mail arrives at a
// real SMTP server on loopback (the app's SMTP_URL) and the sent piece is listed with its date.
// Each attempt makes its own plan and recipient, so a retried test starts from a known state.

const stamp = Date.now();
const ana = `ana-lanza-${stamp}@example.mx`;
const beto = `beto-lanza-${stamp}@example.mx`;

let smtp: TestSmtp;
let server: LoggingServer;
let browser: Browser;
let projectId = "";

async function register(email: string, name: string) {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, { method: "POST", headers: { "content-type": "application/json", origin: server.baseUrl }, body: JSON.stringify({ email, password: e2ePassword, name }) });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  // With SMTP_URL set the verification link is mailed, not logged: it is read from the test server.
  await fetch(linkIn(await smtp.waitFor(email, () => true, 30_000)), { redirect: "manual" });
}

async function contextFor(email: string, lang: "es" | "en", options: { width?: number; dark?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: options.width ?? 1280, height: 900 }, locale: lang === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript(
    (s: { lang: string; dark: boolean }) => {
      localStorage.setItem("rumbo.language", s.lang);
      if (s.dark) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
    },
    { lang, dark: options.dark ?? false },
  );
  await signIn(server, context, email);
  return context;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  [server, browser] = await Promise.all([startLoggingServer({ SMTP_URL: smtp.url }), launchBrowser()]);
  await register(ana, "Ana Torres");
  await register(beto, "Beto Ruiz");
  const anaContext = await contextFor(ana, "es");
  const betoContext = await contextFor(beto, "es");
  const headers = { origin: server.baseUrl };
  const post = async (context: BrowserContext, path: string, data: unknown) => {
    const res = await context.request.post(`${server.baseUrl}${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };
  // Beto joins Ana's workspace as a member (the invitation is mailed too).
  const workspaceId = ((await (await anaContext.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
  await post(anaContext, `/api/v1/workspaces/${workspaceId}/invitations`, { email: beto, role: "member" });
  const invitation = new URL(linkIn(await smtp.waitFor(beto, () => true, 30_000))).pathname.split("/").pop() ?? "";
  await post(betoContext, `/api/v1/invitations/${invitation}/accept`, {});
  projectId = (await post(anaContext, "/api/v1/projects", { name: "Portal Atlas", description: "Portal de autoservicio para clientes." })).id;
  await post(anaContext, `/api/v1/projects/${projectId}/tasks`, { title: "Pago con tarjeta", status: "Completada" });
  await post(anaContext, `/api/v1/projects/${projectId}/tasks`, { title: "Inicio de sesión con passkey", status: "Completada" });
  await anaContext.close();
  await betoContext.close();
  mkdirSync(".tmp", { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const texts = {
  es: { heading: "Agente de marketing", newPlan: "Nuevo plan de lanzamiento", name: "Nombre del lanzamiento", create: "Crear plan y tareas", kind: "Pieza", write: "Escribir borrador", draft: "Borrador: Correo a interesados (Español)", own: "Lo escribiste tú: debe aprobarlo otro miembro.", approve: "Aprobar", approved: "Aprobado", recipients: "Destinatarios (separados por comas)", send: "Enviar", sent: "Enviado", subject: (p: string) => `Lanzamiento: ${p}`, engine: "Motor: plantillas (sin modelo de lenguaje).", step: "Lanzamiento" },
  en: { heading: "Marketing agent", newPlan: "New launch plan", name: "Launch name", create: "Create plan and tasks", kind: "Piece", write: "Write draft", draft: "Draft: E-mail to stakeholders (English)", own: "You wrote it: another member must approve it.", approve: "Approve", approved: "Approved", recipients: "Recipients (comma separated)", send: "Send", sent: "Sent", subject: (p: string) => `Launch: ${p}`, engine: "Engine: templates (no language model).", step: "Launch" },
} as const;

async function launch(lang: "es" | "en"): Promise<void> {
  const x = texts[lang];
  const planName = `Atlas 2.0 ${lang} ${Date.now() % 100000}`;
  const recipient = `directora-${lang}-${Date.now()}@example.mx`;
  const anaContext = await contextFor(ana, lang);
  const page: Page = await anaContext.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/marketing-agent?project=${projectId}`);
  await page.getByRole("heading", { level: 1, name: x.heading }).waitFor();

  // A plan: default audience and channels, the suggested timeline (five dated steps).
  await page.getByRole("button", { name: x.newPlan }).click();
  await page.getByLabel(x.name).fill(planName);
  await expectNoAxeViolations(page, `launch plan form (${lang})`);
  await page.screenshot({ path: `.tmp/launches-1280-${lang}-form.png`, fullPage: true });
  await page.getByRole("button", { name: x.create }).click();
  await page.getByRole("heading", { level: 2, name: planName }).waitFor();
  expect(await page.getByTestId("plan-steps").locator("li").count()).toBe(5);
  const planId = new URL(page.url()).searchParams.get("plan") ?? "";
  expect(planId).toMatch(/^[0-9a-f-]{36}$/);
  // The steps are tasks of the project, dated (so the calendar shows them).
  const tasks = (await (await anaContext.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`)).json()) as { title: string; startDate: string | null }[];
  expect(tasks.filter((t) => t.title === x.step && t.startDate).length).toBeGreaterThan(0);

  // The stakeholder e-mail, written by the templates from the project's completed tasks.
  await page.getByLabel(x.kind).selectOption("stakeholder_email");
  await page.getByRole("button", { name: x.write }).click();
  const card = page.getByRole("article", { name: x.draft });
  await card.waitFor();
  expect(await page.getByTestId("draft-engine").textContent()).toBe(x.engine);
  expect(await card.locator("textarea").inputValue()).toContain("- Pago con tarjeta");
  await card.getByText(x.own).waitFor();
  expect(await card.getByRole("button", { name: x.approve }).isDisabled()).toBe(true);
  await expectNoAxeViolations(page, `launch plan with a draft (${lang})`);
  await page.screenshot({ path: `.tmp/launches-1280-${lang}-author.png`, fullPage: true });

  // Beto approves and sends it by e-mail.
  const betoContext = await contextFor(beto, lang);
  const second = await betoContext.newPage();
  errors.push(...collectPageErrors(second));
  await second.goto(`/marketing-agent?project=${projectId}&plan=${planId}`);
  const theirs = second.getByRole("article", { name: x.draft });
  await theirs.waitFor();
  await theirs.getByRole("button", { name: x.approve }).click();
  await theirs.getByTestId("draft-status").filter({ hasText: x.approved }).waitFor();
  // Ana's tab, open all along and never reloaded, shows Beto's approval from the event stream.
  await card.getByTestId("draft-status").filter({ hasText: x.approved }).waitFor({ timeout: 10_000 });
  await theirs.getByLabel(x.recipients).fill(recipient);
  await theirs.getByRole("button", { name: x.send, exact: true }).click();
  await theirs.getByTestId("draft-status").filter({ hasText: x.sent }).waitFor();
  await card.getByTestId("draft-status").filter({ hasText: x.sent }).waitFor({ timeout: 10_000 });
  const sent = second.getByTestId("sent-list").locator("li").filter({ hasText: x.subject(planName) });
  await sent.waitFor();
  expect(await sent.textContent()).toContain(recipient);
  expect(await sent.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await expectNoAxeViolations(second, `launch plan after sending (${lang})`);
  await second.screenshot({ path: `.tmp/launches-1280-${lang}-sent.png`, fullPage: true });

  // Received by the SMTP server, as written and approved.
  const mail = await smtp.waitFor(recipient, (m) => m.subject.startsWith(x.subject(planName)), 30_000);
  expect(mail.text).toContain("- Pago con tarjeta");
  expect(mail.text).toContain("Portal Atlas");
  expect(errors).toEqual([]);
  await anaContext.close();
  await betoContext.close();
}

describe("/marketing-agent: launching what a project delivers", () => {
  it("approve and send a launch e-mail (received by a local SMTP server), in Spanish", async () => {
    await launch("es");
  }, 180_000);

  it("approve and send a launch e-mail (received by a local SMTP server), in English", async () => {
    await launch("en");
  }, 180_000);

  it("edits a plan (a moved step moves its task) and deletes one, saying what happens to its tasks", async () => {
    const context = await contextFor(ana, "es");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const planName = `Beta ${Date.now() % 100000}`;
    await page.goto(`/marketing-agent?project=${projectId}`);
    await page.getByRole("button", { name: "Nuevo plan de lanzamiento" }).click();
    await page.getByLabel("Nombre del lanzamiento").fill(planName);
    await page.getByRole("button", { name: "Crear plan y tareas" }).click();
    await page.getByRole("heading", { level: 2, name: planName }).waitFor();
    const planId = new URL(page.url()).searchParams.get("plan") ?? "";
    const plan = async () => (await (await context.request.get(`${server.baseUrl}/api/v1/launches/${planId}`)).json()) as { steps: { title: string; dueDate: string; taskId: string }[] };
    const first = (await plan()).steps[0]!;

    await page.getByRole("button", { name: "Editar plan" }).click();
    await page.getByTestId("plan-edit-rule").waitFor();
    await expectNoAxeViolations(page, "launch plan edit form");
    await page.getByLabel("Fecha del paso 1").fill("2031-01-10");
    await page.getByRole("button", { name: "Quitar el paso 2" }).click();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByRole("button", { name: "Editar plan" }).waitFor();
    await expect.poll(() => page.getByTestId("plan-steps").locator("li").count()).toBe(4);
    const tasks = (await (await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks`)).json()) as { id: string; endDate: string }[];
    expect(tasks.find((t) => t.id === first.taskId)?.endDate).toBe("2031-01-10");

    await page.getByRole("button", { name: "Eliminar plan" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(/las que ya están en curso o completadas se quedan en el tablero/).waitFor();
    await expectNoAxeViolations(page, "launch plan delete confirmation");
    await dialog.getByRole("button", { name: "Eliminar plan" }).click();
    // The toast (its live region repeats the text, so the toast itself is named).
    await page.locator('[role="region"] li').filter({ hasText: "Tareas borradas: 4; tareas que se quedan en el tablero: 0." }).waitFor();
    expect((await context.request.get(`${server.baseUrl}/api/v1/launches/${planId}`)).status()).toBe(404);
    // The plan list is asked again after the deletion: the plan's button goes once it answers.
    await page.getByRole("button", { name: `Abrir el plan ${planName}` }).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("reads well at 375 px and in the dark theme", async () => {
    for (const [width, dark] of [[1280, true], [375, false], [375, true]] as const) {
      const context = await contextFor(ana, "es", { width, dark });
      const page = await context.newPage();
      await page.goto(`/marketing-agent?project=${projectId}`);
      await page.getByTestId("plan-view").waitFor();
      await page.getByTestId("draft-card").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `launches, ${width} px, ${dark ? "dark" : "light"}`);
      await page.screenshot({ path: `.tmp/launches-${width}-${dark ? "dark" : "light"}.png`, fullPage: true });
      await context.close();
    }
  }, 120_000);
});
