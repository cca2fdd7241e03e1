import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { signIn, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Decision 0603 in Chromium: a notification received in Spanish reads in English as soon as the
// interface switches (no reload, no new notification), and one whose condition ended shows
// 'Resuelta' / 'Resolved' and leaves the unread count. Each attempt uses a fresh browser context
// (Spanish, no stored language) and its own project, so a retry starts from a known state.

const email = `avisos-idioma-${Date.now()}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let first: BrowserContext;

beforeAll(async () => {
  ({ server, browser, context: first } = await startSignedInApp(email, "Idiomas"));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(ctx: BrowserContext, method: "POST" | "GET" | "DELETE", path: string, data?: unknown): Promise<T> {
  const res = await ctx.request.fetch(`${server.baseUrl}/api/v1${path}`, { method, data, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`${method} ${path} ${res.status()} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const bell = (p: Page) => p.getByTestId("notification-bell");
const panel = (p: Page) => p.getByRole("dialog", { name: /^(Notificaciones|Notifications)$/ });
const unreadCount = async (ctx: BrowserContext) => (await api<{ unreadCount: number }>(ctx, "GET", "/notifications")).unreadCount;

async function openPanel(p: Page) {
  if (await panel(p).isVisible()) return;
  await bell(p).click();
  await panel(p).waitFor();
}

describe("notifications follow the interface language", () => {
  it("receives a notification in Spanish, reads it in English after switching, and sees it resolved", async () => {
    // Reduced motion: axe reads the language buttons' colours after a switch, not halfway through a transition.
    const ctx = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
    await signIn(server, ctx, email);
    const page = await ctx.newPage();
    try {
      // A project of the user's own with 6 tasks 'Pendiente': the check reports it.
      const name = `Portal ${Date.now().toString(36)}`;
      const project = await api<{ id: string }>(ctx, "POST", "/projects", { name });
      const tasks: string[] = [];
      for (let i = 1; i <= 6; i++) tasks.push((await api<{ id: string }>(ctx, "POST", `/projects/${project.id}/tasks`, { title: `Tarea ${i}`, status: "Pendiente" })).id);

      await page.goto("/settings");
      await page.locator("main h1").first().waitFor();
      await openPanel(page);
      const dropdown = panel(page);
      // The load sequence's check (5 s) or 'Actualizar' brings it; clicking is harmless either way.
      await dropdown.getByRole("button", { name: "Actualizar" }).click();
      const item = dropdown.getByRole("listitem").filter({ hasText: name });
      await item.getByText(`Tienes 6 tareas pendientes en ${name}`).waitFor({ timeout: 20_000 });
      await item.getByText(/Tareas Pendientes$/).waitFor();
      const before = await dropdown.getByRole("listitem").count();
      await expectNoAxeViolations(page, "dropdown in Spanish");

      // Switch the interface to English from the header: the same notification, re-rendered.
      await page.keyboard.press("Escape");
      await panel(page).waitFor({ state: "detached" });
      await page.getByRole("group", { name: /^(Idioma|Language)$/ }).getByRole("button", { name: /EN/ }).click();
      await page.waitForFunction(() => document.documentElement.lang === "en");
      await openPanel(page);
      const english = panel(page).getByRole("listitem").filter({ hasText: name });
      await english.getByText(`You have 6 pending tasks in ${name}`).waitFor({ timeout: 15_000 });
      await english.getByText(/Pending Tasks$/).waitFor();
      expect(await panel(page).getByText(`Tienes 6 tareas pendientes en ${name}`).count()).toBe(0);
      expect(await panel(page).getByRole("listitem").count()).toBe(before);
      await expectNoAxeViolations(page, "dropdown in English");

      // One task fewer: 5 pending no longer trigger the reminder. The server resolves it on the
      // task event and tells the bell; it shows 'Resolved' and leaves the unread count.
      const unreadBefore = await unreadCount(ctx);
      await api(ctx, "DELETE", `/projects/${project.id}/tasks/${tasks[0]}`);
      await english.getByText("Resolved", { exact: true }).waitFor({ timeout: 20_000 });
      expect(await english.getAttribute("data-resolved")).toBe("true");
      expect(await english.getByRole("button", { name: /^Mark as read/ }).count()).toBe(0);
      expect(await unreadCount(ctx)).toBe(unreadBefore - 1);
      await expectNoAxeViolations(page, "dropdown with a resolved notification (en)");

      // Back to Spanish: the resolved one reads 'Resuelta'.
      await page.keyboard.press("Escape");
      await panel(page).waitFor({ state: "detached" });
      await page.getByRole("group", { name: /^(Idioma|Language)$/ }).getByRole("button", { name: /ES/ }).click();
      await page.waitForFunction(() => document.documentElement.lang.startsWith("es"));
      await openPanel(page);
      const spanish = panel(page).getByRole("listitem").filter({ hasText: name });
      await spanish.getByText(`Tienes 6 tareas pendientes en ${name}`).waitFor({ timeout: 15_000 });
      await spanish.getByText("Resuelta", { exact: true }).waitFor();
      await expectNoAxeViolations(page, "dropdown with a resolved notification (es)");
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it("shows the welcome after every load, one at a time (spec §4)", async () => {
    const page = await first.newPage();
    try {
      await page.goto("/settings");
      await page.locator("main h1").first().waitFor();
      // Read everything, then load again: the welcome is back at the top, unread, and only once.
      await api(first, "POST", "/notifications/read-all");
      const welcomeAnswered = page.waitForResponse((r) => r.url().endsWith("/api/v1/notifications/welcome"), { timeout: 20_000 });
      await page.reload();
      await welcomeAnswered;
      const list = await api<{ items: { title: string; read: boolean }[] }>(first, "GET", "/notifications");
      const welcomes = list.items.filter((n) => /^(Bienvenido a Rumbo|Welcome to Rumbo)$/.test(n.title));
      expect(welcomes).toHaveLength(1);
      expect(welcomes[0]!.read).toBe(false);
    } finally {
      await page.close();
    }
  }, 60_000);
});
