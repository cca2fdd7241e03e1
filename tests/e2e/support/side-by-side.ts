import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { linkIn, startTestSmtp, type TestSmtp } from "../../../src/server/testing/smtp";
import { launchBrowser } from "./browser";
import { collectPageErrors, e2ePassword, signIn, startLoggingServer, type LoggingServer } from "./planning-server";

// Several people of one workspace, each in their own browser context, side by side (issue 19): the
// first person registers and owns the workspace, the others register, are invited and accept, and
// every context they open works in the owner's workspace. For specs where one person's action shows
// up live in another's tab (messages, mentions, notifications).

export type Person = { email: string; name: string; role?: "admin" | "member" | "viewer" };
export type Lang = "es" | "en";
export type SideOptions = { width?: number; dark?: boolean };
export type Side = { context: BrowserContext; page: Page; errors: string[] };

export type Team = {
  server: LoggingServer;
  browser: Browser;
  workspaceId: string;
  /** A signed-in context of this person (by e-mail), in the owner's workspace, in `lang`. */
  contextFor(email: string, lang: Lang, options?: SideOptions): Promise<BrowserContext>;
  /** A new page of this person with its uncaught and console errors gathered. */
  open(email: string, lang: Lang, options?: SideOptions): Promise<Side>;
  close(): Promise<void>;
};

async function register(server: LoggingServer, smtp: TestSmtp, person: Person): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ email: person.email, password: e2ePassword, name: person.name }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  await fetch(linkIn(await smtp.waitFor(person.email, () => true, 30_000)), { redirect: "manual" });
}

/** Starts a built server, registers `people` (the first owns the workspace) and invites the others. */
export async function startTeam(people: readonly Person[]): Promise<Team> {
  const smtp = await startTestSmtp();
  const [server, browser] = await Promise.all([startLoggingServer({ SMTP_URL: smtp.url }), launchBrowser()]);
  const opened: BrowserContext[] = [];
  let workspaceId = "";
  const headers = { origin: server.baseUrl };

  const contextFor = async (email: string, lang: Lang, options: SideOptions = {}) => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: options.width ?? 1280, height: 900 }, locale: lang === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
    await context.addInitScript(
      (s: { lang: string; dark: boolean }) => {
        localStorage.setItem("rumbo.language", s.lang);
        if (s.dark) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
      },
      { lang, dark: options.dark ?? false },
    );
    await signIn(server, context, email);
    if (workspaceId) {
      const res = await context.request.post(`${server.baseUrl}/api/v1/me/active-workspace`, { data: { workspaceId }, headers });
      expect(res.ok(), await res.text()).toBe(true);
    }
    opened.push(context);
    return context;
  };

  for (const person of people) await register(server, smtp, person);
  const [owner, ...others] = people;
  if (!owner) throw new Error("a team needs someone");
  const ownerContext = await contextFor(owner.email, "es");
  workspaceId = ((await (await ownerContext.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
  for (const person of others) {
    const invited = await ownerContext.request.post(`${server.baseUrl}/api/v1/workspaces/${workspaceId}/invitations`, { data: { email: person.email, role: person.role ?? "member" }, headers });
    expect(invited.ok(), await invited.text()).toBe(true);
    const invitation = new URL(linkIn(await smtp.waitFor(person.email, () => true, 30_000))).pathname.split("/").pop() ?? "";
    const theirs = await browser.newContext({ baseURL: server.baseUrl });
    await signIn(server, theirs, person.email);
    const accepted = await theirs.request.post(`${server.baseUrl}/api/v1/invitations/${invitation}/accept`, { data: {}, headers });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await theirs.close();
  }

  return {
    server,
    browser,
    workspaceId,
    contextFor,
    async open(email, lang, options) {
      const page = await (await contextFor(email, lang, options)).newPage();
      return { context: page.context(), page, errors: collectPageErrors(page) };
    },
    async close() {
      for (const c of opened) await c.close().catch(() => undefined);
      await browser.close();
      await server.stop();
      await smtp.close();
    },
  };
}

/** Whether the page scrolls sideways (a phone-width layout must not). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
