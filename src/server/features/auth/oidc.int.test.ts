import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { loginAtProvider, startTestOidc, type TestOidc } from "../../testing/oidc";
import { TestBrowser } from "../../testing/browser";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/accounts";

// Sign-in through a real OpenID Connect provider started on loopback: discovery from OIDC_ISSUER,
// authorization code with PKCE, ID token checked against the provider's keys, back to "/".

const engine = testEngine();

describe(`OpenID Connect sign-in on ${engine}`, () => {
  let t: TestApp;
  let oidc: TestOidc;

  beforeAll(async () => {
    oidc = await startTestOidc("http://localhost:3000/api/auth/callback/oidc");
    t = await createTestApp(
      { OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: oidc.clientId, OIDC_CLIENT_SECRET: oidc.clientSecret, OIDC_NAME: "SSO de prueba" },
      { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  it("lists the provider by its label", async () => {
    expect((await new TestBrowser(t.app).get("/api/v1/auth/providers")).json()).toEqual({ providers: [{ id: "oidc", name: "SSO de prueba", type: "oidc" }] });
  });

  it("signs a new person in, back to /, with a verified e-mail and a personal workspace", async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.post("/api/auth/sign-in/oauth2", { providerId: "oidc" });
    expect(start.statusCode).toBe(200);
    const authorization = new URL(start.json().url);
    expect(authorization.origin).toBe(oidc.issuer);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");

    const callback = new URL(await loginAtProvider(authorization.toString(), "lucia"));
    expect(callback.pathname).toBe("/api/auth/callback/oidc");
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/");
    expect([...browser.cookies.keys()]).toContain("rumbo.session_token");

    const me = (await browser.get("/api/v1/me")).json();
    expect(me.user).toMatchObject({ email: "lucia@oidc.example.mx", name: "Persona lucia", emailVerified: true });
    expect(me.workspaces).toHaveLength(1);
    expect(me.workspaces[0].role).toBe("owner");
    const events = (await browser.get("/api/v1/me/security-events")).json().items.map((e: { action: string; metadata: { method?: string } }) => [e.action, e.metadata.method]);
    expect(events).toContainEqual(["auth.sign_in", "oidc"]);
  });

  it("gives no session through the provider to an account with two-step verification (it would skip the code)", async () => {
    const first = new TestBrowser(t.app);
    const start = await first.post("/api/auth/sign-in/oauth2", { providerId: "oidc" });
    const callback = new URL(await loginAtProvider(start.json().url, "marta"));
    expect((await first.get(`${callback.pathname}${callback.search}`)).statusCode).toBe(302);
    const me = (await first.get("/api/v1/me")).json<{ user: { id: string } }>();
    await t.testDb.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, me.user.id));

    const browser = new TestBrowser(t.app);
    const again = await browser.post("/api/auth/sign-in/oauth2", { providerId: "oidc" });
    const back = new URL(await loginAtProvider(again.json().url, "marta"));
    const res = await browser.get(`${back.pathname}${back.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/auth\?.*error=/);
    expect([...browser.cookies.keys()]).not.toContain("rumbo.session_token");
    expect((await browser.get("/api/v1/me")).statusCode).toBe(401);
  });

  it("sends a failed provider sign-in back to /auth with the error", async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.get("/api/auth/callback/oidc?error=access_denied&state=nope");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/auth\?.*error=/);
  });
});
