import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { workspaceMembers } from "../../../db/schema/accounts";
import { projectTasks, projects, resources } from "../../../db/schema/projects";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";

// Revoked means revoked (issue 16, finding 1): a ban, a password reset or change, a sign-out, a
// revoked token and a removal from a workspace end every credential they cover, within a second:
// the session, the API tokens, the calendar feed and the open event streams (closed by the server).
// Finding 10: a completed password reset lifts the sign-in lock of the e-mail.
// Each check records how long the credential took to be refused; the figures are printed at the end.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";
const WITHIN_MS = 1000;
const figures: { event: string; credential: string; ms: number }[] = [];

type Stream = { ended: Promise<number> };

describe(`revoked means revoked on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let baseUrl = "";
  let admin: TestBrowser;
  let users = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    // The first account administers the installation.
    admin = await registerVerifiedUser(t.app, smtp, "admin@example.mx", PASSWORD);
  });
  afterAll(async () => {
    console.info(`revocation on ${engine}: time from the revoking request's answer to the first refusal\n${figures.map((f) => `  ${f.event.padEnd(22)} ${f.credential.padEnd(14)} ${f.ms} ms`).join("\n")}`);
    await t?.close();
    await smtp?.close();
  });

  const newUser = async (prefix: string) => {
    const email = `${prefix}${++users}@example.mx`;
    const browser = await registerVerifiedUser(t.app, smtp, email, PASSWORD);
    const me = (await browser.get("/api/v1/me")).json<{ user: { id: string }; activeWorkspaceId: string }>();
    return { browser, email, userId: me.user.id, workspaceId: me.activeWorkspaceId };
  };
  const makeToken = async (browser: TestBrowser) => {
    const created = await browser.post("/api/v1/me/api-tokens", { name: "script", expiresInDays: null });
    expect(created.statusCode).toBe(201);
    return created.json<{ token: string }>().token;
  };
  const makeFeed = async (browser: TestBrowser) => {
    const created = await browser.post("/api/v1/me/calendar-feed");
    expect(created.statusCode).toBe(201);
    return new URL(created.json<{ url: string }>().url).pathname;
  };
  /** Opens an event stream over real HTTP; `ended` resolves with the time the server closed it. */
  const openStream = async (headers: Record<string, string>): Promise<Stream> => {
    const res = await fetch(`${baseUrl}/api/v1/events`, { headers });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const ended = (async () => {
      try {
        for (;;) if ((await reader.read()).done) break;
      } catch {
        // a reset connection is an end too
      }
      return Date.now();
    })();
    return { ended };
  };
  const cookieOf = (browser: TestBrowser) => ({ cookie: browser.cookieHeader()! });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenStatus = async (token: string) => (await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: bearer(token) })).statusCode;
  const feedStatus = async (path: string) => (await t.app.inject({ method: "GET", url: path })).statusCode;

  /** Polls until the check answers `refused`, then records the time since `from`. */
  const refusedWithin = async (event: string, credential: string, from: number, check: () => Promise<boolean>) => {
    for (;;) {
      if (await check()) break;
      if (Date.now() - from > WITHIN_MS) throw new Error(`${credential} still accepted ${WITHIN_MS} ms after ${event}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = Date.now() - from;
    figures.push({ event, credential, ms });
    expect(ms).toBeLessThanOrEqual(WITHIN_MS);
  };
  const streamEndsWithin = async (event: string, credential: string, from: number, stream: Stream) => {
    const ended = await Promise.race([stream.ended, new Promise<undefined>((r) => setTimeout(() => r(undefined), WITHIN_MS + 500))]);
    if (ended === undefined) throw new Error(`${credential} stream still open after ${event}`);
    const ms = Math.max(0, ended - from);
    figures.push({ event, credential, ms });
    expect(ms).toBeLessThanOrEqual(WITHIN_MS);
  };

  it("a ban ends the session, the API tokens, the calendar feed and the event streams, and lifting it gives none back", async () => {
    const bob = await newUser("ban");
    const token = await makeToken(bob.browser);
    const feed = await makeFeed(bob.browser);
    const byCookie = await openStream(cookieOf(bob.browser));
    const byToken = await openStream(bearer(token));
    expect(await tokenStatus(token)).toBe(200);
    expect(await feedStatus(feed)).toBe(200);

    const banned = await admin.post(`/api/v1/admin/users/${bob.userId}/ban`, { reason: "abuse" });
    expect(banned.statusCode).toBe(200);
    const at = Date.now();
    await refusedWithin("ban", "session", at, async () => (await bob.browser.get("/api/v1/me")).statusCode === 401);
    await refusedWithin("ban", "API token", at, async () => (await tokenStatus(token)) === 401);
    await refusedWithin("ban", "calendar feed", at, async () => (await feedStatus(feed)) === 404);
    await streamEndsWithin("ban", "stream/cookie", at, byCookie);
    await streamEndsWithin("ban", "stream/token", at, byToken);

    expect((await admin.post(`/api/v1/admin/users/${bob.userId}/unban`, {})).statusCode).toBe(200);
    expect(await tokenStatus(token)).toBe(401);
    expect(await feedStatus(feed)).toBe(404);
  });

  it("a password reset ends every session, token, feed and stream, and lifts the sign-in lock of the e-mail", async () => {
    const carol = await newUser("reset");
    const token = await makeToken(carol.browser);
    const feed = await makeFeed(carol.browser);
    const stream = await openStream(cookieOf(carol.browser));

    // Five wrong passwords lock the e-mail (spec §5); the owner is locked out too.
    const intruder = new TestBrowser(t.app, "es", "127.9.9.9");
    for (let i = 0; i < 5; i++) expect((await intruder.post("/api/auth/sign-in/email", { email: carol.email, password: "no es la clave" })).statusCode).toBe(401);
    expect((await intruder.post("/api/auth/sign-in/email", { email: carol.email, password: PASSWORD })).statusCode).toBe(429);
    // The owner is told, in their language, and how to lift the lock; once per lock, not per attempt.
    const lockMail = await smtp.waitFor(carol.email, (m) => m.subject.includes("bloqueado"));
    expect(lockMail.subject).toBe("El inicio de sesión en Rumbo está bloqueado por 15 minutos");
    expect(lockMail.text).toContain("al completar el restablecimiento, el bloqueo se levanta de inmediato");
    expect(linkIn(lockMail)).toBe("http://localhost:3000/auth");
    expect((await intruder.post("/api/auth/sign-in/email", { email: carol.email, password: PASSWORD })).statusCode).toBe(429);

    expect((await intruder.post("/api/auth/request-password-reset", { email: carol.email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(carol.email, (m) => m.text.includes("reset-password"));
    const resetToken = new URL(linkIn(mail)).searchParams.get("token")!;
    const reset = await intruder.post("/api/auth/reset-password", { token: resetToken, newPassword: "una nueva contraseña larga" });
    expect(reset.statusCode).toBe(200);
    const at = Date.now();
    await refusedWithin("password reset", "session", at, async () => (await carol.browser.get("/api/v1/me")).statusCode === 401);
    await refusedWithin("password reset", "API token", at, async () => (await tokenStatus(token)) === 401);
    await refusedWithin("password reset", "calendar feed", at, async () => (await feedStatus(feed)) === 404);
    await streamEndsWithin("password reset", "stream/cookie", at, stream);

    // The reset proved the owner holds the mailbox: the lock is lifted at once.
    const owner = new TestBrowser(t.app, "es", "127.9.9.10");
    expect((await owner.post("/api/auth/sign-in/email", { email: carol.email, password: "una nueva contraseña larga" })).statusCode).toBe(200);
  });

  it("a password change closes the other sessions by default, with their streams, and ends the tokens and the feed", async () => {
    const dave = await newUser("change");
    const other = await registerVerifiedUserAgain(dave.email);
    const token = await makeToken(dave.browser);
    const feed = await makeFeed(dave.browser);
    const otherStream = await openStream(cookieOf(other));
    const ownStream = await openStream(cookieOf(dave.browser));

    const changed = await dave.browser.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "otra contraseña distinta" });
    expect(changed.statusCode).toBe(200);
    const at = Date.now();
    await refusedWithin("password change", "other session", at, async () => (await other.get("/api/v1/me")).statusCode === 401);
    await refusedWithin("password change", "API token", at, async () => (await tokenStatus(token)) === 401);
    await refusedWithin("password change", "calendar feed", at, async () => (await feedStatus(feed)) === 404);
    await streamEndsWithin("password change", "other stream", at, otherStream);
    // The session that changed the password goes on (Better Auth gives it a new cookie).
    expect((await dave.browser.get("/api/v1/me")).statusCode).toBe(200);
    void ownStream;
  });

  it("a sign-out closes the session's stream; revoking a token closes the stream it opened", async () => {
    const erin = await newUser("signout");
    const token = await makeToken(erin.browser);
    const byToken = await openStream(bearer(token));
    const byCookie = await openStream(cookieOf(erin.browser));

    expect((await erin.browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    const signedOut = Date.now();
    await streamEndsWithin("sign-out", "stream/cookie", signedOut, byCookie);

    const again = await registerVerifiedUserAgain(erin.email);
    const list = (await again.get("/api/v1/me/api-tokens")).json<{ items: { id: string }[] }>();
    expect((await again.delete(`/api/v1/me/api-tokens/${list.items[0]!.id}`)).statusCode).toBe(204);
    const revoked = Date.now();
    await refusedWithin("token revocation", "API token", revoked, async () => (await tokenStatus(token)) === 401);
    await streamEndsWithin("token revocation", "stream/token", revoked, byToken);
  });

  it("a member removed from a workspace no longer sees its tasks in their calendar feed", async () => {
    const owner = await newUser("owner");
    const fay = await newUser("member");
    const db = t.testDb.database.db;
    await db.insert(workspaceMembers).values({ id: `m-${fay.userId}`, organizationId: owner.workspaceId, userId: fay.userId, role: "member" });
    const [project] = await db.insert(projects).values({ workspaceId: owner.workspaceId, ownerId: owner.userId, name: "ERP" }).returning({ id: projects.id });
    const [resource] = await db.insert(resources).values({ workspaceId: owner.workspaceId, userId: fay.userId, name: "Fay" }).returning({ id: resources.id });
    await db.insert(projectTasks).values({ projectId: project!.id, title: "Cierre contable", endDate: "2026-12-15", assigneeResourceId: resource!.id });
    const feed = await makeFeed(fay.browser);
    expect((await t.app.inject({ method: "GET", url: feed })).body).toContain("Cierre contable");

    expect((await owner.browser.delete(`/api/v1/workspaces/${owner.workspaceId}/members/m-${fay.userId}`)).statusCode).toBe(204);
    const at = Date.now();
    await refusedWithin("membership removal", "calendar feed", at, async () => !(await t.app.inject({ method: "GET", url: feed })).body.includes("Cierre contable"));
  });

  /** A second browser signed in to the same account (another device). */
  async function registerVerifiedUserAgain(email: string): Promise<TestBrowser> {
    const device = new TestBrowser(t.app, "es", `127.8.0.${++users}`);
    const signIn = await device.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    return device;
  }
});
