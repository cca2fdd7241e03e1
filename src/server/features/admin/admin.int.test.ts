import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";

// Administration: only administrators (the first account, or those granted later); role changes,
// bans that end sessions and block sign-in, revocation of sessions, and the audit log's filters.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";

type Who = { browser: TestBrowser; userId: string; email: string };

describe(`administration on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let root: Who;
  let ana: Who;
  let beto: Who;

  async function user(email: string, name: string): Promise<Who> {
    const browser = await registerVerifiedUser(t.app, smtp, email, PASSWORD, { name });
    return { browser, userId: (await browser.get("/api/v1/me")).json().user.id, email };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
    root = await user("root@example.mx", "Raíz");
    ana = await user("ana@example.mx", "Ana");
    beto = await user("beto@example.mx", "Beto");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe("only administrators", () => {
    const routes = [
      { name: "GET /admin/users", method: "GET" as const, url: () => "/api/v1/admin/users" },
      { name: "PATCH /admin/users/:userId", method: "PATCH" as const, url: () => `/api/v1/admin/users/${beto.userId}`, body: { role: "admin" } },
      { name: "POST /admin/users/:userId/ban", method: "POST" as const, url: () => `/api/v1/admin/users/${beto.userId}/ban`, body: { reason: "x" } },
      { name: "POST /admin/users/:userId/unban", method: "POST" as const, url: () => `/api/v1/admin/users/${beto.userId}/unban`, body: {} },
      { name: "POST /admin/users/:userId/revoke-sessions", method: "POST" as const, url: () => `/api/v1/admin/users/${beto.userId}/revoke-sessions`, body: {} },
      { name: "GET /admin/audit-log", method: "GET" as const, url: () => "/api/v1/admin/audit-log" },
    ];
    for (const route of routes) {
      it(`${route.name}: 401 anonymous, 403 for a user`, async () => {
        const anonymous = await new TestBrowser(t.app).request(route.method, route.url(), route.body);
        expect(anonymous.statusCode).toBe(401);
        const plain = await ana.browser.request(route.method, route.url(), route.body);
        expect(plain.statusCode).toBe(403);
        expect(plain.json().error).toEqual({ code: "forbidden", message: "Esta sección es solo para administradores." });
      });
    }
    it("nothing changed through the refused calls", async () => {
      expect((await beto.browser.get("/api/v1/me")).json().user.role).toBe("user");
      expect((await beto.browser.get("/api/v1/me")).statusCode).toBe(200);
    });
  });

  it("lists and searches users with pages", async () => {
    const all = await root.browser.get("/api/v1/admin/users?pageSize=2");
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.json().items).toHaveLength(2);
    const second = (await root.browser.get("/api/v1/admin/users?pageSize=2&page=2")).json();
    expect(second.items).toHaveLength(1);
    const found = (await root.browser.get("/api/v1/admin/users?q=BETO")).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ email: "beto@example.mx", name: "Beto", role: "user", banned: false, emailVerified: true, activeSessions: 1 });
    expect((await root.browser.get("/api/v1/admin/users?q=%25")).json().total).toBe(0);
    expect((await root.browser.get("/api/v1/admin/users?pageSize=1000")).statusCode).toBe(400);
  });

  it("grants and takes the administrator role, never leaving none", async () => {
    const grant = await root.browser.patch(`/api/v1/admin/users/${ana.userId}`, { role: "admin" });
    expect(grant.statusCode).toBe(200);
    expect((await ana.browser.get("/api/v1/me")).json()).toMatchObject({ isAdmin: true, user: { role: "admin" } });
    expect((await ana.browser.get("/api/v1/admin/users")).statusCode).toBe(200);
    expect((await ana.browser.patch(`/api/v1/admin/users/${ana.userId}`, { role: "user" })).statusCode).toBe(200);
    const last = await root.browser.patch(`/api/v1/admin/users/${root.userId}`, { role: "user" });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe("Debe quedar al menos un administrador.");
    expect((await root.browser.patch(`/api/v1/admin/users/${ana.userId}`, { role: "superuser" })).statusCode).toBe(400);
    expect((await root.browser.patch("/api/v1/admin/users/no-existe", { role: "admin" })).statusCode).toBe(404);
  });

  it("a ban ends the user's sessions and blocks sign-in until lifted", async () => {
    expect((await root.browser.post(`/api/v1/admin/users/${root.userId}/ban`, {})).json().error.code).toBe("cannot_ban_self");
    const ban = await root.browser.post(`/api/v1/admin/users/${beto.userId}/ban`, { reason: "spam" });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ banned: true, banReason: "spam", banExpires: null });
    expect((await beto.browser.get("/api/v1/me")).statusCode).toBe(401);

    for (const lang of ["es", "en"] as const) {
      const refused = await new TestBrowser(t.app, lang).post("/api/auth/sign-in/email", { email: "beto@example.mx", password: PASSWORD });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("BANNED_USER");
      expect(refused.json().message).toBe(
        lang === "es"
          ? "Tu cuenta está suspendida. Si crees que es un error, contacta al administrador."
          : "Your account is suspended. If you think this is a mistake, contact the administrator.",
      );
    }

    expect((await root.browser.post(`/api/v1/admin/users/${beto.userId}/unban`, {})).json()).toMatchObject({ banned: false });
    expect((await beto.browser.post("/api/auth/sign-in/email", { email: "beto@example.mx", password: PASSWORD })).statusCode).toBe(200);
    expect((await beto.browser.get("/api/v1/me")).statusCode).toBe(200);
  });

  it("a ban with an end date lapses by itself", async () => {
    const until = new Date(Date.now() + 1500).toISOString();
    expect((await root.browser.post(`/api/v1/admin/users/${beto.userId}/ban`, { expiresAt: until })).statusCode).toBe(200);
    expect((await new TestBrowser(t.app).post("/api/auth/sign-in/email", { email: "beto@example.mx", password: PASSWORD })).statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await beto.browser.post("/api/auth/sign-in/email", { email: "beto@example.mx", password: PASSWORD })).statusCode).toBe(200);
  });

  it("ends every session of a user", async () => {
    const other = new TestBrowser(t.app);
    await other.post("/api/auth/sign-in/email", { email: "ana@example.mx", password: PASSWORD });
    const res = await root.browser.post(`/api/v1/admin/users/${ana.userId}/revoke-sessions`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().revoked).toBeGreaterThanOrEqual(2);
    expect((await ana.browser.get("/api/v1/me")).statusCode).toBe(401);
    expect((await other.get("/api/v1/me")).statusCode).toBe(401);
  });

  it("shows the audit log with filters and pages", async () => {
    const banned = (await root.browser.get("/api/v1/admin/audit-log?action=admin.user_banned")).json();
    expect(banned.total).toBe(2);
    expect(banned.items[0]).toMatchObject({ action: "admin.user_banned", actor: { email: "root@example.mx" }, target: beto.userId, targetUser: { id: beto.userId, email: "beto@example.mx" }, ipAddress: expect.any(String) });
    expect(banned.items[1].metadata).toMatchObject({ reason: "spam", email: "beto@example.mx", sessionsEnded: 1 });

    const byActor = (await root.browser.get("/api/v1/admin/audit-log?actorEmail=ana@example")).json();
    expect(byActor.items.length).toBeGreaterThan(0);
    expect(byActor.items.every((i: { actor: { email: string } | null }) => i.actor?.email === "ana@example.mx")).toBe(true);

    const auth = (await root.browser.get("/api/v1/admin/audit-log?action=auth.&pageSize=5")).json();
    expect(auth.items).toHaveLength(5);
    expect(auth.total).toBeGreaterThan(5);
    expect(auth.items.every((i: { action: string }) => i.action.startsWith("auth."))).toBe(true);
    const actions = new Set((await root.browser.get("/api/v1/admin/audit-log?pageSize=100")).json().items.map((i: { action: string }) => i.action));
    for (const action of ["auth.sign_up", "auth.sign_in", "admin.role_changed", "admin.user_banned", "admin.user_unbanned", "admin.sessions_revoked"]) {
      expect(actions).toContain(action);
    }

    const today = new Date().toISOString().slice(0, 10);
    expect((await root.browser.get(`/api/v1/admin/audit-log?from=${today}&to=${today}`)).json().total).toBe(
      (await root.browser.get("/api/v1/admin/audit-log")).json().total,
    );
    expect((await root.browser.get("/api/v1/admin/audit-log?from=2999-01-01")).json().total).toBe(0);
    expect((await root.browser.get("/api/v1/admin/audit-log?from=ayer")).statusCode).toBe(400);
  });
});
