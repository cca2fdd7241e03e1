import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startTestSmtp, type TestSmtp } from "../../src/server/testing/smtp";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, e2ePassword, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 19, decisions 0910–0912, two people side by side: Ana writes to Beto directly and the
// message appears in Beto's tab without a reload (the tab's one event stream); Beto's unread count
// shows in the sidebar; search finds a message with its accents ignored and opens it in its place.
// In Spanish and English, at 1280 and 360 px, light and dark, with axe on every screen.

const stamp = Date.now();
const ana = `ana-dm-${stamp}@example.mx`;
const beto = `beto-dm-${stamp}@example.mx`;

let smtp: TestSmtp;
let server: LoggingServer;
let browser: Browser;
let workspaceId = "";
const opened: BrowserContext[] = [];

async function register(email: string, name: string) {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, { method: "POST", headers: { "content-type": "application/json", origin: server.baseUrl }, body: JSON.stringify({ email, password: e2ePassword, name }) });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
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
  // Each session works in Ana's workspace (Beto's own is active after signing in).
  if (workspaceId) {
    const res = await context.request.post(`${server.baseUrl}/api/v1/me/active-workspace`, { data: { workspaceId }, headers: { origin: server.baseUrl } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  opened.push(context);
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
  workspaceId = ((await (await anaContext.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
  await post(anaContext, `/api/v1/workspaces/${workspaceId}/invitations`, { email: beto, role: "member" });
  const invitation = new URL(linkIn(await smtp.waitFor(beto, () => true, 30_000))).pathname.split("/").pop() ?? "";
  await post(betoContext, `/api/v1/invitations/${invitation}/accept`, {});
  mkdirSync(".tmp", { recursive: true });
}, 240_000);

afterAll(async () => {
  for (const c of opened) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const texts = {
  es: { heading: "Comunicación", newDirect: "Nuevo mensaje directo", start: "Abrir conversación", composer: (n: string) => `Mensaje para ${n}`, send: "Enviar", log: (n: string) => `Mensajes de ${n}`, unread: "1 sin leer", search: "Buscar mensajes", submit: "Buscar", found: "1 mensaje encontrado", open: (n: string) => `Ver en ${n}`, body: "¿Revisamos la migración del catálogo hoy?", query: "migracion catalogo" },
  en: { heading: "Communication", newDirect: "New direct message", start: "Open conversation", composer: (n: string) => `Message for ${n}`, send: "Send", log: (n: string) => `Messages in ${n}`, unread: "1 unread", search: "Search messages", submit: "Search", found: "1 message found", open: (n: string) => `View in ${n}`, body: "Can we review the invoicing rollout today?", query: "INVOICING" },
} as const;

async function sideBySide(lang: "es" | "en", options: { width?: number; dark?: boolean }, shot: string) {
  const tx = texts[lang];
  const anaPage = await (await contextFor(ana, lang, options)).newPage();
  const betoPage = await (await contextFor(beto, lang, options)).newPage();
  const errors = [...collectPageErrors(anaPage), ...collectPageErrors(betoPage)];
  await betoPage.goto("/communication");
  await betoPage.getByRole("heading", { level: 1, name: tx.heading }).waitFor();

  await anaPage.goto("/communication");
  await anaPage.getByRole("heading", { level: 1, name: tx.heading }).waitFor();
  await anaPage.getByLabel(tx.newDirect).selectOption({ label: "Beto Ruiz" });
  await anaPage.getByRole("button", { name: tx.start }).click();
  await anaPage.getByRole("heading", { level: 2, name: "Beto Ruiz" }).waitFor();
  const body = `${tx.body} ${options.width ?? 1280}${options.dark ? " dark" : ""}`;
  await anaPage.getByLabel(tx.composer("Beto Ruiz")).fill(body);
  await anaPage.getByRole("button", { name: tx.send }).click();

  // Beto's tab, untouched: the conversation appears in the sidebar with its unread count.
  const nav = betoPage.getByRole("navigation", { name: lang === "es" ? "Canales" : "Channels" });
  const conversation = nav.getByRole("button", { name: /Ana Torres/ });
  await conversation.waitFor({ timeout: 10_000 });
  await conversation.getByText(tx.unread).waitFor({ timeout: 10_000 });
  await conversation.click();
  const log = betoPage.getByRole("log", { name: tx.log("Ana Torres") });
  await log
    .getByText(body)
    .waitFor()
    .catch(async (error: unknown) => {
      await betoPage.screenshot({ path: `.tmp/communication-dm-${shot}-failed.png`, fullPage: true });
      throw error;
    });
  // While Beto looks at it, Ana's next message arrives live.
  const live = `${body} (2)`;
  await anaPage.getByLabel(tx.composer("Beto Ruiz")).fill(live);
  await anaPage.getByRole("button", { name: tx.send }).click();
  await log.getByText(live).waitFor({ timeout: 10_000 });
  await expectNoAxeViolations(betoPage, `direct message ${shot}`);
  await betoPage.screenshot({ path: `.tmp/communication-dm-${shot}.png`, fullPage: true });

  // Search, accents and case ignored, opens the message in its conversation.
  await betoPage.getByLabel(tx.search).fill(tx.query);
  await betoPage.getByRole("button", { name: tx.submit, exact: true }).click();
  const results = betoPage.getByRole("status").filter({ hasText: tx.found === "1 mensaje encontrado" ? /mensajes? encontrados?/ : /messages? found/ });
  await results.waitFor();
  await betoPage.getByText(live).first().waitFor();
  await expectNoAxeViolations(betoPage, `search ${shot}`);
  await betoPage.screenshot({ path: `.tmp/communication-search-${shot}.png`, fullPage: true });
  await betoPage.getByRole("link", { name: tx.open("Ana Torres") }).first().click();
  await betoPage.getByRole("log", { name: tx.log("Ana Torres") }).waitFor();
  expect(new URL(betoPage.url()).searchParams.get("message")).toBeTruthy();
  if ((options.width ?? 1280) <= 360) {
    const overflow = await betoPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
}

describe("direct messages and search, two people side by side", () => {
  it("in Spanish, light, 1280 px", () => sideBySide("es", {}, "es-1280-light"), 120_000);
  it("in English, dark, 360 px", () => sideBySide("en", { width: 360, dark: true }, "en-360-dark"), 120_000);
});
