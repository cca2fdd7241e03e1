import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testEngine } from "../../../db/test-database";
import { accounts, users, workspaces } from "../../../db/schema/accounts";
import { auditLog } from "../../../db/schema/activity";
import { outbox } from "../../../db/schema/security";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";

// The accounts flows end to end over HTTP, with a real SMTP server receiving the mails and the
// tests following their links. scrypt runs at a lower cost here (ln=12) to keep the suite fast;
// the production parameters are checked once below and by the hasher's unit test.

const engine = testEngine();
const fast = { hashParams: { ln: 12, r: 8, p: 1 } };
const PASSWORD = "correcto caballo batería";

const texts = {
  es: {
    invalidCredentials: "Credenciales incorrectas. Verifica tu email y contraseña.",
    notVerified: "Por favor confirma tu email antes de iniciar sesión.",
    exists: "Este email ya está registrado. Intenta iniciar sesión.",
    shortPassword: "La contraseña debe tener al menos 8 caracteres para mayor seguridad.",
    invalidEmail: "Formato de correo electrónico inválido.",
    dangerous: "El texto contiene contenido potencialmente peligroso.",
    signInLimit: "Has excedido el límite de intentos. Intenta de nuevo en 15 minutos.",
    signUpLimit: "Intenta de nuevo en 1 hora.",
    commonPassword: "Esta contraseña es de las más usadas y fáciles de adivinar. Elige otra.",
    wrongPassword: "La contraseña no es correcta.",
    sessionMissing: "No hay una sesión activa (Auth session missing!). Inicia sesión de nuevo.",
  },
  en: {
    invalidCredentials: "Invalid credentials. Check your email and password.",
    notVerified: "Please confirm your email before signing in.",
    exists: "This email is already registered. Try signing in.",
    shortPassword: "The password must be at least 8 characters long for better security.",
    invalidEmail: "Invalid email format",
    dangerous: "Input contains potentially dangerous content",
    signInLimit: "You have exceeded the number of attempts. Try again in 15 minutes.",
    signUpLimit: "Try again in 1 hour.",
    commonPassword: "This password is one of the most used and easiest to guess. Choose another one.",
    wrongPassword: "The password is not correct.",
    sessionMissing: "Auth session missing!",
  },
} as const;

describe(`accounts over HTTP on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: fast });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const auditActions = async (userId: string) =>
    (await t.testDb.database.db.select().from(auditLog)).filter((r) => r.actorId === userId || r.target === userId).map((r) => r.action);

  it("registers, mails a verification link, refuses sign-in until verified, then signs in (the first account administers)", async () => {
    const browser = new TestBrowser(t.app, "es");
    const signUp = await browser.post("/api/auth/sign-up/email", { email: "  Ana.Lopez@Example.MX ", password: PASSWORD, name: "Ana" });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().user).toMatchObject({ email: "ana.lopez@example.mx", name: "Ana", emailVerified: false });
    expect(signUp.headers["set-cookie"]).toBeUndefined();

    const mail = await smtp.waitFor("ana.lopez@example.mx");
    expect(mail.subject).toBe("Confirma tu email en Rumbo");
    expect(mail.from).toContain("no-reply@rumbo.test");
    expect(mail.html).toContain("Confirmar mi email");
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const early = await browser.post("/api/auth/sign-in/email", { email: "ana.lopez@example.mx", password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: texts.es.notVerified, error: { code: "EMAIL_NOT_VERIFIED", message: texts.es.notVerified } });

    const verified = await browser.follow(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/auth?verified=1");

    const signIn = await browser.post("/api/auth/sign-in/email", { email: "ANA.LOPEZ@example.mx", password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers["set-cookie"]);
    expect(cookie).toMatch(/rumbo\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const session = await browser.get("/api/auth/get-session");
    expect(session.json().user.email).toBe("ana.lopez@example.mx");

    const me = await browser.get("/api/v1/me");
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.isAdmin).toBe(true);
    expect(body.user).toMatchObject({ email: "ana.lopez@example.mx", name: "Ana", emailVerified: true, role: "admin", locale: "es" });
    expect(body.workspaces).toHaveLength(1);
    expect(body.workspaces[0]).toMatchObject({ name: "Espacio de Ana", role: "owner" });
    expect(body.activeWorkspaceId).toBe(body.workspaces[0].id);

    const actions = await auditActions(body.user.id);
    expect(actions).toEqual(expect.arrayContaining(["auth.sign_up", "auth.verification_sent", "auth.sign_in_failed", "auth.email_verified", "auth.sign_in"]));
  });

  it("makes later accounts plain users, each with a personal workspace, in their language", async () => {
    const browser = await registerVerifiedUser(t.app, smtp, "john@example.com", PASSWORD, { name: "John", lang: "en" });
    const me = (await browser.get("/api/v1/me")).json();
    expect(me.isAdmin).toBe(false);
    expect(me.user).toMatchObject({ role: "user", locale: "en" });
    expect(me.workspaces[0]).toMatchObject({ name: "John's workspace", role: "owner" });
    expect(smtp.mails.find((m) => m.to === "john@example.com")?.subject).toBe("Confirm your email for Rumbo");
  });

  describe.each(["es", "en"] as const)("error texts in %s", (lang) => {
    const x = texts[lang];
    const b = () => new TestBrowser(t.app, lang);

    it("wrong password and unknown e-mail: 401 with the same text", async () => {
      const wrong = await b().post("/api/auth/sign-in/email", { email: "ana.lopez@example.mx", password: "no es esta" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD", message: x.invalidCredentials, error: { message: x.invalidCredentials } });
      const unknown = await b().post("/api/auth/sign-in/email", { email: `nadie-${lang}@example.mx`, password: "lo que sea" });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe(x.invalidCredentials);
    });

    it("unverified e-mail: 403", async () => {
      const email = `pendiente-${lang}@example.mx`;
      expect((await b().post("/api/auth/sign-up/email", { email, password: PASSWORD })).statusCode).toBe(200);
      const res = await b().post("/api/auth/sign-in/email", { email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(x.notVerified);
    });

    it("existing e-mail: 422 USER_ALREADY_EXISTS", async () => {
      const res = await b().post("/api/auth/sign-up/email", { email: "Ana.Lopez@example.mx", password: PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "USER_ALREADY_EXISTS", message: x.exists, error: { code: "USER_ALREADY_EXISTS", message: x.exists } });
    });

    it("validation: 400 validation_failed with one text per field", async () => {
      const short = await b().post("/api/auth/sign-up/email", { email: "nuevo@example.mx", password: "corta" });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({ code: "validation_failed", fields: { password: x.shortPassword } });

      const format = await b().post("/api/auth/sign-in/email", { email: "no-es-un-email", password: "x" });
      expect(format.statusCode).toBe(400);
      expect(format.json().error.fields).toEqual({ email: x.invalidEmail });

      const dangerous = await b().post("/api/auth/sign-up/email", { email: "<script>alert(1)</script>@x.mx", password: PASSWORD });
      expect(dangerous.json().error.fields.email).toBe(x.dangerous);

      const common = await b().post("/api/auth/sign-up/email", { email: `comun-${lang}@example.mx`, password: "password123" });
      expect(common.statusCode).toBe(400);
      expect(common.json().error.fields).toEqual({ password: x.commonPassword });
    });

    it("no session: 401 'Auth session missing!'", async () => {
      const res = await b().post("/api/auth/change-password", { currentPassword: "x", newPassword: "otra contraseña larga" });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(x.sessionMissing);
    });

    it("the sign-in limit: the 6th attempt in 15 minutes answers 429 with Retry-After", async () => {
      const email = `limite-${lang}@example.mx`;
      for (let i = 0; i < 5; i++) {
        expect((await b().post("/api/auth/sign-in/email", { email, password: `intento ${i}` })).statusCode).toBe(401);
      }
      const sixth = await b().post("/api/auth/sign-in/email", { email: email.toUpperCase(), password: "intento 6" });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: "RATE_LIMITED", message: x.signInLimit, error: { message: x.signInLimit } });
      const retryAfter = Number(sixth.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
    });

    it("the sign-up limit: the 4th attempt in an hour answers 429", async () => {
      const email = `registro-${lang}@example.mx`;
      expect((await b().post("/api/auth/sign-up/email", { email, password: PASSWORD })).statusCode).toBe(200);
      expect((await b().post("/api/auth/sign-up/email", { email, password: PASSWORD })).statusCode).toBe(422);
      expect((await b().post("/api/auth/sign-up/email", { email, password: PASSWORD })).statusCode).toBe(422);
      const fourth = await b().post("/api/auth/sign-up/email", { email, password: PASSWORD });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(x.signUpLimit);
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(3500);
    });
  });

  it("audits every limit hit, without passwords", async () => {
    const rows = await t.testDb.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.rate_limited"));
    expect(rows.map((r) => r.metadata.rule).sort()).toEqual(["sign-in:email", "sign-in:email", "sign-up:email", "sign-up:email"]);
    expect(rows[0]?.ipAddress).toBe("127.0.0.1");
    const everything = JSON.stringify(await t.testDb.database.db.select().from(auditLog));
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain("intento 6");
  });

  it("resends the verification mail", async () => {
    const email = "reenvio@example.mx";
    const browser = new TestBrowser(t.app);
    await browser.post("/api/auth/sign-up/email", { email, password: PASSWORD });
    await smtp.waitFor(email);
    const res = await browser.post("/api/auth/send-verification-email", { email });
    expect(res.statusCode).toBe(200);
    const again = await smtp.waitFor(email);
    expect((await browser.follow(linkIn(again))).headers.location).toBe("/auth?verified=1");
    expect((await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("ends the session at sign-out, and a new sign-in replaces the session the browser held", async () => {
    const browser = await registerVerifiedUser(t.app, smtp, "salida@example.mx", PASSWORD);
    const firstCookie = browser.cookieHeader() ?? "";
    expect((await browser.post("/api/auth/sign-in/email", { email: "salida@example.mx", password: PASSWORD })).statusCode).toBe(200);
    const oldSession = await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: firstCookie } });
    expect(oldSession.statusCode).toBe(401);

    const cookieBefore = browser.cookieHeader() ?? "";
    const out = await browser.post("/api/auth/sign-out", {});
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/rumbo\.session_token=;/);
    expect((await browser.get("/api/auth/get-session")).json()).toBeNull();
    // The cookie is dead on the server too, not only forgotten by the browser.
    const replay = await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: cookieBefore } });
    expect(replay.statusCode).toBe(401);
  });

  it("resets a forgotten password by e-mail link, ending every session; the link works once", async () => {
    const email = "olvido@example.mx";
    const other = await registerVerifiedUser(t.app, smtp, email, PASSWORD);
    const browser = new TestBrowser(t.app);
    const request = await browser.post("/api/auth/request-password-reset", { email });
    expect(request.statusCode).toBe(200);
    // The same answer for an address that has no account.
    expect((await browser.post("/api/auth/request-password-reset", { email: "nadie@example.mx" })).json()).toEqual(request.json());

    const mail = await smtp.waitFor(email, (m) => m.subject === "Restablece tu contraseña de Rumbo");
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]+$/);
    const token = new URL(link).searchParams.get("token") ?? "";

    const common = await browser.post("/api/auth/reset-password", { token, newPassword: "qwertyuiop" });
    expect(common.statusCode).toBe(400);
    const reset = await browser.post("/api/auth/reset-password", { token, newPassword: "una nueva contraseña" });
    expect(reset.statusCode).toBe(200);
    expect((await other.get("/api/v1/me")).statusCode).toBe(401);
    expect((await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await browser.post("/api/auth/sign-in/email", { email, password: "una nueva contraseña" })).statusCode).toBe(200);

    const reused = await browser.post("/api/auth/reset-password", { token, newPassword: "otra contraseña más" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe("El enlace no es válido o ya se usó. Solicita uno nuevo.");
    const userId = (await browser.get("/api/v1/me")).json().user.id;
    expect(await auditActions(userId)).toEqual(expect.arrayContaining(["auth.password_reset_requested", "auth.password_reset"]));
  });

  it("changes the password, ending the other sessions unless told not to", async () => {
    const email = "cambio@example.mx";
    const a = await registerVerifiedUser(t.app, smtp, email, PASSWORD);
    const b = new TestBrowser(t.app);
    expect((await b.post("/api/auth/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);

    const wrong = await a.post("/api/auth/change-password", { currentPassword: "no es", newPassword: "segunda contraseña" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(texts.es.wrongPassword);

    const keep = await a.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "segunda contraseña", revokeOtherSessions: false });
    expect(keep.statusCode).toBe(200);
    expect((await b.get("/api/v1/me")).statusCode).toBe(200);

    // Closing the other sessions is the default (issue 16, finding 1).
    const revoke = await a.post("/api/auth/change-password", { currentPassword: "segunda contraseña", newPassword: "tercera contraseña" });
    expect(revoke.statusCode).toBe(200);
    expect((await b.get("/api/v1/me")).statusCode).toBe(401);
    expect((await a.get("/api/v1/me")).statusCode).toBe(200);
    const userId = (await a.get("/api/v1/me")).json().user.id;
    const events = (await a.get("/api/v1/me/security-events")).json().items;
    expect(events.filter((e: { action: string }) => e.action === "auth.password_changed")).toHaveLength(2);
    expect(events[0].metadata).toEqual({ revokedOtherSessions: true, apiKeysRevoked: 0, calendarFeedsRevoked: 0 });
    expect(JSON.stringify(events)).not.toMatch(/contraseña/);
    expect(await auditActions(userId)).toContain("auth.password_changed");
  });

  it("changes the e-mail only after the password, through a link sent to the new address", async () => {
    const a = await registerVerifiedUser(t.app, smtp, "viejo@example.mx", PASSWORD);
    const wrong = await a.post("/api/auth/change-email", { newEmail: "nuevo@example.mx", password: "no es" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(texts.es.wrongPassword);
    const missing = await a.post("/api/auth/change-email", { newEmail: "nuevo@example.mx" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.password).toBe("Este campo es obligatorio.");

    const ok = await a.post("/api/auth/change-email", { newEmail: "Nuevo@Example.mx", password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    const mail = await smtp.waitFor("nuevo@example.mx");
    expect(mail.subject).toBe("Confirma tu nuevo email en Rumbo");
    const done = await a.follow(linkIn(mail));
    expect(done.statusCode).toBe(302);
    expect((await a.get("/api/v1/me")).json().user).toMatchObject({ email: "nuevo@example.mx", emailVerified: true });
    const fresh = new TestBrowser(t.app);
    expect((await fresh.post("/api/auth/sign-in/email", { email: "nuevo@example.mx", password: PASSWORD })).statusCode).toBe(200);
    expect((await fresh.post("/api/auth/sign-in/email", { email: "viejo@example.mx", password: PASSWORD })).statusCode).toBe(401);
    const events = (await a.get("/api/v1/me/security-events")).json().items.map((e: { action: string }) => e.action);
    expect(events).toEqual(expect.arrayContaining(["auth.email_change_requested", "auth.email_changed"]));
  });

  it("lists the caller's sessions and ends one", async () => {
    const email = "sesiones@example.mx";
    const a = await registerVerifiedUser(t.app, smtp, email, PASSWORD);
    const b = new TestBrowser(t.app);
    await b.post("/api/auth/sign-in/email", { email, password: PASSWORD }, { "user-agent": "Firefox de prueba" });
    const list = await a.get("/api/auth/list-sessions");
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { token: string; userAgent: string }[];
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => s.userAgent === "Firefox de prueba");
    expect(other).toBeDefined();
    expect((await a.post("/api/auth/revoke-session", { token: other?.token })).statusCode).toBe(200);
    expect((await b.get("/api/v1/me")).statusCode).toBe(401);
    expect((await a.get("/api/v1/me")).statusCode).toBe(200);
    expect((await a.get("/api/v1/me/security-events")).json().items[0].action).toBe("auth.session_revoked");
  });

  it("deletes the account with its password, its personal workspace and its sessions", async () => {
    const email = "adios@example.mx";
    const a = await registerVerifiedUser(t.app, smtp, email, PASSWORD);
    const me = (await a.get("/api/v1/me")).json();
    expect((await a.post("/api/auth/delete-user", {})).json().error.fields.password).toBe("Este campo es obligatorio.");
    const wrong = await a.post("/api/auth/delete-user", { password: "no es" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(texts.es.wrongPassword);

    const ok = await a.post("/api/auth/delete-user", { password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await a.get("/api/v1/me")).statusCode).toBe(401);
    const db = t.testDb.database.db;
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(0);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, me.activeWorkspaceId))).toHaveLength(0);
    expect((await new TestBrowser(t.app).post("/api/auth/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(401);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "auth.account_deleted"));
    expect(audit.map((r) => r.target)).toContain(me.user.id);
  });

  it("updates the profile and preferences, and refuses fields that are not its own", async () => {
    const a = await registerVerifiedUser(t.app, smtp, "perfil@example.mx", PASSWORD);
    const res = await a.patch("/api/v1/me", { name: "  Perla  ", locale: "en", timeZone: "America/Monterrey", preferences: { colorScheme: "dark" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: "Perla", locale: "en", timeZone: "America/Monterrey", preferences: { colorScheme: "dark" } });
    const bad = await a.patch("/api/v1/me", { role: "admin" });
    expect(bad.statusCode).toBe(400);
    expect((await a.get("/api/v1/me")).json().user.role).toBe("user");
    expect((await new TestBrowser(t.app).get("/api/v1/me")).statusCode).toBe(401);
  });

  it("lists no external providers when none is configured", async () => {
    expect((await new TestBrowser(t.app).get("/api/v1/auth/providers")).json()).toEqual({ providers: [] });
  });

  it("exposes only the Better Auth endpoints it lists (no admin or impersonation endpoints)", async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.post("/api/auth/admin/impersonate-user", { userId: "x" })).statusCode).toBe(404);
    expect((await browser.post("/api/auth/update-user", { name: "x" })).statusCode).toBe(404);
    expect((await browser.get("/api/auth/admin/list-users")).statusCode).toBe(404);
  });

  it("trusts only PUBLIC_URL's origin, not the address the Host header names, and refuses another site", async () => {
    const browser = await registerVerifiedUser(t.app, smtp, "origen@example.mx", PASSWORD);
    // The same server reached as 127.0.0.1:3000 while PUBLIC_URL says localhost:3000 (issue 16, finding 9).
    const sameHost = await browser.post("/api/auth/sign-in/email", { email: "origen@example.mx", password: PASSWORD }, { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" });
    expect(sameHost.statusCode).toBe(403);
    const evil = await browser.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(evil.statusCode).toBe(403);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);
  });
});

describe(`production wiring on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const origin = "https://rumbo.example.mx";

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL: origin,
        GITHUB_CLIENT_ID: "gh-id",
        GITHUB_CLIENT_SECRET: "gh-secret",
        GOOGLE_CLIENT_ID: "g-id",
        GOOGLE_CLIENT_SECRET: "g-secret",
      },
      { resolveSession },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("hashes with scrypt N=2^17, r=8, p=1 and sets Secure, __Host- cookies under https", async () => {
    const browser = await registerVerifiedUser(t.app, smtp, "segura@example.mx", PASSWORD, { origin });
    const [account] = await t.testDb.database.db.select().from(accounts).where(eq(accounts.providerId, "credential"));
    expect(account?.password).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect([...browser.cookies.keys()]).toContain("__Host-rumbo.session_token");
    const signIn = await browser.post("/api/auth/sign-in/email", { email: "segura@example.mx", password: PASSWORD });
    const cookie = [signIn.headers["set-cookie"]].flat().find((line) => String(line).startsWith("__Host-rumbo.session_token="));
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("lists GitHub and Google, and starts their sign-in towards the provider with our callback", async () => {
    const browser = new TestBrowser(t.app, "es", "127.0.0.1", origin);
    expect((await browser.get("/api/v1/auth/providers")).json()).toEqual({
      providers: [
        { id: "github", name: "GitHub", type: "social" },
        { id: "google", name: "Google", type: "social" },
      ],
    });
    const start = await browser.post("/api/auth/sign-in/social", { provider: "github" });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().url);
    expect(url.origin).toBe("https://github.com");
    expect(url.searchParams.get("redirect_uri")).toBe(`${origin}/api/auth/callback/github`);
    expect(url.searchParams.get("client_id")).toBe("gh-id");
    const unknown = await browser.post("/api/auth/sign-in/social", { provider: "myspace" });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.json().message).toBe("Ese proveedor de acceso no está configurado.");
  });
});

describe(`mail without SMTP_URL on ${engine}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { resolveSession, accounts: fast });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes the verification mail to the outbox, and its link works", async () => {
    expect(t.app.accounts.mailer.mode).toBe("outbox");
    const browser = new TestBrowser(t.app);
    expect((await browser.post("/api/auth/sign-up/email", { email: "offline@example.mx", password: PASSWORD })).statusCode).toBe(200);
    const rows = await t.testDb.database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "verify-email", to: "offline@example.mx", subject: "Confirma tu email en Rumbo" });
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(rows[0]?.text ?? "")?.[0] ?? "";
    expect((await browser.follow(link)).headers.location).toBe("/auth?verified=1");
    expect((await browser.post("/api/auth/sign-in/email", { email: "offline@example.mx", password: PASSWORD })).statusCode).toBe(200);
  });
});

