import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../db/test-database";
import { resolveSession } from "./auth";
import { createTestApp, type TestApp } from "../testing/app";
import { startTestSmtp, type TestSmtp } from "../testing/smtp";
import { registerVerifiedUser, type TestBrowser } from "../testing/browser";

// Issue 16, finding 9: only PUBLIC_URL's origin is trusted (not the Host header); every write
// authenticated by the session cookie needs a same-origin Origin, or Sec-Fetch-Site: same-origin
// when the browser sent no Origin; API-token requests are not cookie writes. Every documented
// write is tried with the cookie and no Origin, and with a foreign Origin: each is refused.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";
const fast = { hashParams: { ln: 12, r: 8, p: 1 } };
const WRITE_METHODS = ["post", "put", "patch", "delete"] as const;

type Operation = { method: string; url: string };

async function documentedWrites(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of WRITE_METHODS) {
      if (!item[method]) continue;
      operations.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000") });
    }
  }
  return operations;
}

describe(`origin checks on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let browser: TestBrowser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: fast });
    browser = await registerVerifiedUser(t.app, smtp, "origen@example.mx", PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const withCookie = (op: Operation, headers: Record<string, string>) =>
    t.app.inject({ method: op.method as "POST", url: op.url, headers: { cookie: browser.cookieHeader() ?? "", "content-type": "application/json", ...headers }, payload: "{}" });

  it("refuses every documented write carrying the session cookie without an Origin, or from another origin", async () => {
    const writes = await documentedWrites(t);
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.some((op) => op.url.startsWith("/api/auth/"))).toBe(true);
    const accepted: string[] = [];
    const forged: Record<string, string>[] = [{}, { origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const op of writes) {
      for (const headers of forged) {
        const res = await withCookie(op, headers);
        if (res.statusCode !== 403 || res.json<{ error?: { code?: string } }>().error?.code !== "forbidden_origin") accepted.push(`${op.method} ${op.url} ${JSON.stringify(headers)} → ${res.statusCode}`);
      }
    }
    console.info(`origin refusals on ${engine}: ${writes.length} documented writes × 5 forged header sets = ${writes.length * 5} requests refused`);
    expect(accepted).toEqual([]);
    // The session is intact: none of those writes happened (sign-out, account deletion among them).
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);
  });

  it("does not count the Host header as an allowed origin", async () => {
    const res = await browser.post("/api/v1/me/api-tokens", { name: "x", expiresInDays: null }, { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" });
    expect(res.statusCode).toBe(403);
    const signOut = await browser.post("/api/auth/sign-out", {}, { origin: "http://evil.example", host: "evil.example" });
    expect(signOut.statusCode).toBe(403);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);
  });

  it("accepts a cookie write from our own pages: same-origin Origin, or Sec-Fetch-Site: same-origin without one", async () => {
    const me = (await browser.get("/api/v1/me")).json<{ activeWorkspaceId: string }>();
    const viaOrigin = await browser.post("/api/v1/me/api-tokens", { name: "por origen", expiresInDays: null, workspaceId: me.activeWorkspaceId });
    expect(viaOrigin.statusCode).toBe(201);
    const viaFetchMetadata = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/api-tokens",
      headers: { cookie: browser.cookieHeader() ?? "", "sec-fetch-site": "same-origin", "content-type": "application/json" },
      payload: JSON.stringify({ name: "por metadatos", expiresInDays: null, workspaceId: me.activeWorkspaceId }),
    });
    expect(viaFetchMetadata.statusCode).toBe(201);
    // Better Auth's own endpoints too: a password change with Sec-Fetch-Site only (Better Auth hears our origin).
    const change = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: browser.cookieHeader() ?? "", "sec-fetch-site": "same-origin", "content-type": "application/json" },
      payload: JSON.stringify({ currentPassword: PASSWORD, newPassword: "otro caballo correcto batería", revokeOtherSessions: false }),
    });
    expect(change.statusCode).toBe(200);
  });

  it("lets an API token write without an Origin (not a cookie write), but not from another origin", async () => {
    const me = (await browser.get("/api/v1/me")).json<{ activeWorkspaceId: string }>();
    const token = (await browser.post("/api/v1/me/api-tokens", { name: "script", expiresInDays: null, workspaceId: me.activeWorkspaceId })).json<{ token: string }>().token;
    const bearer = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const created = await t.app.inject({ method: "POST", url: "/api/v1/projects", headers: bearer, payload: JSON.stringify({ name: "Desde un script" }) });
    expect(created.statusCode).toBe(201);
    const foreign = await t.app.inject({ method: "POST", url: "/api/v1/projects", headers: { ...bearer, origin: "https://evil.example" }, payload: JSON.stringify({ name: "Desde otro sitio" }) });
    expect(foreign.statusCode).toBe(403);
  });

  it("lets a request with neither cookie nor token through to its own checks", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { "content-type": "application/json" }, payload: JSON.stringify({ email: "nadie@example.mx", password: PASSWORD }) });
    expect(res.statusCode).toBe(401);
  });
});
