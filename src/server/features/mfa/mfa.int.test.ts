import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { testEngine } from "../../../db/test-database";
import { workspaceMembers } from "../../../db/schema/accounts";
import { auditLog } from "../../../db/schema/activity";
import { twoFactors } from "../../../db/schema/two-factor";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";
import { totpFromUri } from "../../testing/totp";

// Two-step verification through Better Auth's two-factor plugin (issue 16, "New"; decision 0415):
// enabling needs the password and a first code, a sign-in then needs a code (computed here as a phone
// would), a recovery code works once, wrong codes are limited like passwords, a workspace can require
// MFA of its members, every step is audited, and nobody can touch another account's MFA.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";

describe(`MFA on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let n = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const newUser = async (prefix: string, lang: "es" | "en" = "es") => {
    const email = `${prefix}${++n}@example.mx`;
    const browser = await registerVerifiedUser(t.app, smtp, email, PASSWORD, { lang });
    const me = (await browser.get("/api/v1/me")).json<{ user: { id: string }; activeWorkspaceId: string }>();
    return { browser, email, userId: me.user.id, workspaceId: me.activeWorkspaceId };
  };
  type User = Awaited<ReturnType<typeof newUser>>;

  /** Enables MFA with the app's first code; returns the otpauth URI and the recovery codes. */
  const enableMfa = async (user: User) => {
    const started = await user.browser.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
    const confirmed = await user.browser.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    expect(confirmed.statusCode).toBe(200);
    return { uri: totpURI, codes: backupCodes };
  };
  /** A fresh browser that passes the password step; the second step is up to the test. */
  const passwordStep = async (user: User, ip?: string) => {
    const browser = new TestBrowser(t.app, user.browser.lang, ip ?? user.browser.ip);
    const res = await browser.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return { browser, res };
  };
  const actions = async (userId: string) =>
    (await t.testDb.database.db.select({ action: auditLog.action, metadata: auditLog.metadata }).from(auditLog).where(eq(auditLog.target, userId)).orderBy(auditLog.id)).map((r) => r.action);

  it("enables TOTP with the password and a first code, then asks for a code at sign-in", async () => {
    const ana = await newUser("ana");
    // The password is required, and must be right.
    expect((await ana.browser.post("/api/auth/two-factor/enable", {})).statusCode).toBe(400);
    const wrong = await ana.browser.post("/api/auth/two-factor/enable", { password: "otra cosa" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("La contraseña no es correcta.");

    const started = await ana.browser.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Rumbo:.*secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a first code confirms it: a sign-in now needs no code.
    expect((await ana.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ enabled: false, recoveryCodesLeft: null });
    const bad = await ana.browser.post("/api/auth/two-factor/verify-totp", { code: "000000" === totpFromUri(totpURI) ? "111111" : "000000" });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/^El código no es correcto/);
    expect((await ana.browser.post("/api/auth/two-factor/verify-totp", { code: "12a456" })).statusCode).toBe(400);
    const ok = await ana.browser.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    expect(ok.statusCode).toBe(200);
    // The set-up renewed the session; the browser goes on signed in.
    expect((await ana.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, requiredBy: [] });

    // Sign-in: the password alone gives no session.
    const { browser, res } = await passwordStep(ana);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect((await browser.get("/api/v1/me")).statusCode).toBe(401);
    const second = await browser.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI), trustDevice: true });
    expect(second.statusCode).toBe(200);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);
    // Trusted for 30 days: the next sign-in from this browser skips the code.
    await browser.post("/api/auth/sign-out", {});
    const trusted = await browser.post("/api/auth/sign-in/email", { email: ana.email, password: PASSWORD });
    expect(trusted.json().twoFactorRedirect).toBeUndefined();
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);

    const log = await actions(ana.userId);
    expect(log).toEqual(expect.arrayContaining(["auth.mfa_failed", "auth.mfa_enabled", "auth.mfa_challenged", "auth.sign_in"]));
    // The secret and the recovery codes are stored encrypted, never as shown.
    const [row] = await t.testDb.database.db.select().from(twoFactors).where(eq(twoFactors.userId, ana.userId));
    expect(row!.secret).not.toContain(new URL(totpURI).searchParams.get("secret")!);
    expect(row!.backupCodes).not.toContain(backupCodes[0]!);
  });

  it("takes a recovery code once, regenerates them (the old ones stop) and turns off with the password", async () => {
    const bea = await newUser("bea");
    const { codes } = await enableMfa(bea);

    const first = await passwordStep(bea);
    const used = await first.browser.post("/api/auth/two-factor/verify-backup-code", { code: ` ${codes[0]} ` });
    expect(used.statusCode).toBe(200);
    expect((await first.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await passwordStep(bea);
    const reused = await again.browser.post("/api/auth/two-factor/verify-backup-code", { code: codes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe("El código de recuperación no es correcto o ya se usó.");

    // New codes: password needed; the old ones no longer open a sign-in.
    expect((await bea.browser.post("/api/auth/two-factor/generate-backup-codes", { password: "nope nope" })).statusCode).toBe(400);
    const renewed = await bea.browser.post("/api/auth/two-factor/generate-backup-codes", { password: PASSWORD });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ backupCodes: string[] }>().backupCodes;
    expect(fresh).toHaveLength(10);
    const withOld = await passwordStep(bea);
    expect((await withOld.browser.post("/api/auth/two-factor/verify-backup-code", { code: codes[1] })).statusCode).toBe(401);
    expect((await withOld.browser.post("/api/auth/two-factor/verify-backup-code", { code: fresh[0] })).statusCode).toBe(200);

    // Off, with the password; the next sign-in needs no code.
    expect((await bea.browser.post("/api/auth/two-factor/disable", { password: "nope nope" })).statusCode).toBe(400);
    expect((await bea.browser.post("/api/auth/two-factor/disable", { password: PASSWORD })).statusCode).toBe(200);
    expect((await bea.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ enabled: false });
    const plain = await passwordStep(bea);
    expect(plain.res.json().twoFactorRedirect).toBeUndefined();

    const log = await actions(bea.userId);
    expect(log).toEqual(expect.arrayContaining(["auth.mfa_recovery_code_used", "auth.mfa_recovery_codes_regenerated", "auth.mfa_disabled"]));
    expect(log.filter((a) => a === "auth.mfa_failed").length).toBeGreaterThanOrEqual(2);
    const [usedRow] = await t.testDb.database.db
      .select({ metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.target, bea.userId), eq(auditLog.action, "auth.mfa_recovery_code_used")))
      .orderBy(auditLog.id)
      .limit(1);
    expect(usedRow!.metadata).toEqual({ codesLeft: 9 });
  });

  it("limits wrong codes like passwords: the sixth attempt in 15 minutes is refused, even with the right code", async () => {
    const cai = await newUser("cai", "en");
    const { uri } = await enableMfa(cai);
    const right = totpFromUri(uri);
    const wrongCode = right === "123456" ? "654321" : "123456";
    const statuses: number[] = [];
    // New challenges each time, from new addresses: the count follows the account, not the cookie or the address.
    for (let i = 0; i < 5; i++) {
      const { browser } = await passwordStep(cai, `10.9.${n}.${i + 1}`);
      statuses.push((await browser.post("/api/auth/two-factor/verify-totp", { code: wrongCode })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const { browser } = await passwordStep(cai, "10.9.99.1");
    const refused = await browser.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(uri) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many wrong codes/);
    expect((await browser.post("/api/auth/two-factor/verify-backup-code", { code: "AAAAA-BBBBB" })).statusCode).toBe(429);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(401);
    const limited = await t.testDb.database.db
      .select({ metadata: auditLog.metadata })
      .from(auditLog)
      .where(eq(auditLog.action, "auth.rate_limited"));
    expect(limited.some((r) => (r.metadata as { rule?: string }).rule === "two-factor:user")).toBe(true);
  });

  it("a workspace that requires MFA refuses members without it (403, translated) until they turn it on", async () => {
    const owner = await newUser("own");
    const member = await newUser("mem");
    const viewer = await newUser("vie");
    const stranger = await newUser("str");
    const db = t.testDb.database.db;
    await db.insert(workspaceMembers).values([
      { id: randomUUID(), organizationId: owner.workspaceId, userId: member.userId, role: "member" },
      { id: randomUUID(), organizationId: owner.workspaceId, userId: viewer.userId, role: "viewer" },
    ]);
    const projects = (who: User) => who.browser.get(`/api/v1/projects?workspaceId=${owner.workspaceId}`);
    const tokenRes = await member.browser.post("/api/v1/me/api-tokens", { name: "script", expiresInDays: null, workspaceId: owner.workspaceId });
    expect(tokenRes.statusCode).toBe(201);
    const token = tokenRes.json<{ token: string }>().token;
    expect((await projects(member)).statusCode).toBe(200);

    const url = `/api/v1/workspaces/${owner.workspaceId}/mfa-requirement`;
    // Who may not: a stranger learns nothing, a viewer and a member are refused.
    expect((await stranger.browser.request("PUT", url, { required: true })).statusCode).toBe(404);
    expect((await stranger.browser.get(url)).statusCode).toBe(404);
    expect((await viewer.browser.request("PUT", url, { required: true })).statusCode).toBe(403);
    expect((await member.browser.request("PUT", url, { required: true })).statusCode).toBe(403);
    expect((await owner.browser.request("PUT", url, { required: "yes" })).statusCode).toBe(400);
    // The owner must have MFA first, or they would shut themselves out.
    const early = await owner.browser.request("PUT", url, { required: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^Activa primero tu propia verificación/);
    await enableMfa(owner);
    const set = await owner.browser.request("PUT", url, { required: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ required: true, members: 3, membersWithMfa: 1 });

    const refused = await projects(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "mfa_required", message: expect.stringMatching(/^Este espacio de trabajo exige la verificación en dos pasos/) });
    const inEnglish = await member.browser.get(`/api/v1/projects?workspaceId=${owner.workspaceId}`, { "accept-language": "en" });
    expect(inEnglish.json().error.message).toMatch(/^This workspace requires two-step verification/);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    expect((await member.browser.get(`/api/v1/workspaces/${owner.workspaceId}/members`)).statusCode).toBe(403);
    // Their own workspace and their account are not behind it; the set-up is reachable.
    expect((await member.browser.get(`/api/v1/projects?workspaceId=${member.workspaceId}`)).statusCode).toBe(200);
    expect((await member.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ enabled: false, requiredBy: [{ id: owner.workspaceId }] });
    expect((await projects(owner)).statusCode).toBe(200);

    await enableMfa(member);
    expect((await projects(member)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    const [changed] = await db.select().from(auditLog).where(and(eq(auditLog.action, "workspace.mfa_requirement_changed"), eq(auditLog.workspaceId, owner.workspaceId)));
    expect(changed).toMatchObject({ actorId: owner.userId, metadata: { required: true, membersWithoutMfa: 2 } });
    expect((await owner.browser.request("PUT", url, { required: false })).json()).toMatchObject({ required: false });
    expect((await projects(viewer)).statusCode).toBe(200);
  });

  it("nobody can touch another account's MFA", async () => {
    const dan = await newUser("dan");
    const eve = await newUser("eve");
    const { codes, uri } = await enableMfa(dan);
    // Every endpoint acts on the caller's own account; Dan's password does not work for Eve's.
    expect((await eve.browser.post("/api/auth/two-factor/disable", { password: "not eve's" })).statusCode).toBe(400);
    expect((await eve.browser.post("/api/auth/two-factor/generate-backup-codes", { password: PASSWORD })).statusCode).toBe(400);
    // Eve signed in typing Dan's code confirms nothing of Dan's.
    expect((await eve.browser.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(uri) })).statusCode).toBe(400);
    // A recovery code without Dan's password step opens nothing.
    const outsider = new TestBrowser(t.app);
    expect((await outsider.post("/api/auth/two-factor/verify-backup-code", { code: codes[0] })).statusCode).toBe(401);
    expect((await outsider.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(uri) })).statusCode).toBe(401);
    expect((await outsider.post("/api/auth/two-factor/enable", { password: PASSWORD })).statusCode).toBe(401);
    expect((await outsider.get("/api/v1/me/mfa")).statusCode).toBe(401);
    // Dan's MFA is as it was.
    expect((await dan.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const rows = await t.testDb.database.db.select({ userId: twoFactors.userId }).from(twoFactors).where(inArray(twoFactors.userId, [dan.userId, eve.userId]));
    expect(rows.map((r) => r.userId)).toEqual([dan.userId]);
  });
});
