import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { testEngine } from "../../../db/test-database";
import { workspaceMembers } from "../../../db/schema/accounts";
import { auditLog } from "../../../db/schema/activity";
import { passkeyChallenges, passkeys } from "../../../db/schema/passkeys";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";
import { SoftwarePasskey } from "../../testing/webauthn";

// Passkeys (issue 16 "New", decision 0416), with a software authenticator that builds its answers by
// hand: added from the settings, listed, renamed, deleted; a sign-in makes Better Auth's own session
// (a ban ends it); challenges work once and expire; the wrong origin, another account's passkey and
// a forged answer are refused; a passkey meets a workspace's MFA requirement; every event is audited.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";

describe(`passkeys on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestBrowser;
  let n = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
    admin = await registerVerifiedUser(t.app, smtp, "admin-pk@example.mx", PASSWORD);
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
  const db = () => t.testDb.database.db;

  const addPasskey = async (user: User, key = new SoftwarePasskey(), name = "Laptop") => {
    const options = await user.browser.post("/api/v1/me/passkeys/registration-options");
    expect(options.statusCode).toBe(200);
    const res = await user.browser.post("/api/v1/me/passkeys", { name, credential: key.register(options.json()) });
    expect(res.statusCode).toBe(201);
    return { key, passkey: res.json<{ id: string; name: string }>() };
  };
  const signInOptions = async (browser: TestBrowser) => {
    const res = await browser.post("/api/auth/passkey/sign-in-options");
    expect(res.statusCode).toBe(200);
    return res.json<{ challenge: string; rpId: string; userVerification: string }>();
  };
  const actions = async (userId: string) =>
    (await db().select({ action: auditLog.action, metadata: auditLog.metadata }).from(auditLog).where(eq(auditLog.target, userId)).orderBy(auditLog.id)).map((r) => r.action);

  it("adds a passkey in the settings, signs in with it into Better Auth's session, and a ban ends that session", async () => {
    const ana = await newUser("ana");
    const { key, passkey } = await addPasskey(ana);
    expect(passkey.name).toBe("Laptop");
    const list = (await ana.browser.get("/api/v1/me/passkeys")).json<{ passkeys: { id: string; name: string; lastUsedAt: string | null }[] }>();
    expect(list.passkeys).toEqual([expect.objectContaining({ id: passkey.id, name: "Laptop", lastUsedAt: null })]);

    const fresh = new TestBrowser(t.app);
    const options = await signInOptions(fresh);
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    const signedIn = await fresh.post("/api/auth/passkey/sign-in", { credential: key.authenticate(options) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ user: { id: ana.userId, email: ana.email, name: expect.any(String) } });
    // The same cookie as a password sign-in, and a session Better Auth knows.
    expect([...fresh.cookies.keys()]).toContain("rumbo.session_token");
    const session = (await fresh.get("/api/auth/get-session")).json<{ user: { id: string } } | null>();
    expect(session?.user.id).toBe(ana.userId);
    expect((await fresh.get("/api/v1/me")).statusCode).toBe(200);
    expect((await ana.browser.get("/api/v1/me/passkeys")).json<{ passkeys: { lastUsedAt: string | null }[] }>().passkeys[0]?.lastUsedAt).not.toBeNull();

    expect((await admin.post(`/api/v1/admin/users/${ana.userId}/ban`, { reason: "abuse" })).statusCode).toBe(200);
    expect((await fresh.get("/api/v1/me")).statusCode).toBe(401);
    // Banned: no new session either.
    const again = new TestBrowser(t.app);
    const refused = await again.post("/api/auth/passkey/sign-in", { credential: key.authenticate(await signInOptions(again)) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/suspendid|bloquead|prohib/i);
    expect((await again.get("/api/v1/me")).statusCode).toBe(401);
    expect((await admin.post(`/api/v1/admin/users/${ana.userId}/unban`, {})).statusCode).toBe(200);

    expect(await actions(ana.userId)).toEqual(expect.arrayContaining(["auth.passkey_registered", "auth.sign_in", "auth.passkey_failed"]));
    const signIns = await db().select({ metadata: auditLog.metadata }).from(auditLog).where(and(eq(auditLog.target, ana.userId), eq(auditLog.action, "auth.sign_in")));
    expect(signIns.map((r) => r.metadata)).toContainEqual({ method: "passkey", keyId: passkey.id });
  });

  it("a challenge works once and expires; the wrong origin, an unverified user and a forged signature are refused", async () => {
    const bea = await newUser("bea", "en");
    const { key } = await addPasskey(bea);
    const browser = new TestBrowser(t.app, "en");
    const options = await signInOptions(browser);
    const answer = key.authenticate(options);
    expect((await browser.post("/api/auth/passkey/sign-in", { credential: answer })).statusCode).toBe(200);
    // The same answer again: its challenge is spent.
    const replay = await new TestBrowser(t.app, "en").post("/api/auth/passkey/sign-in", { credential: answer });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/expired or was already used/);

    const other = new TestBrowser(t.app, "en");
    const wrongOrigin = await other.post("/api/auth/passkey/sign-in", { credential: key.authenticate(await signInOptions(other), { origin: "https://evil.example" }) });
    expect(wrongOrigin.statusCode).toBe(401);
    expect(wrongOrigin.json().message).toMatch(/could not be verified/);
    const unverified = await other.post("/api/auth/passkey/sign-in", { credential: key.authenticate(await signInOptions(other), { userVerified: false }) });
    expect(unverified.statusCode).toBe(401);
    // Another authenticator's signature over Bea's credential id.
    const forger = new SoftwarePasskey();
    forger.userHandle = key.userHandle;
    const forged = await other.post("/api/auth/passkey/sign-in", { credential: forger.authenticate(await signInOptions(other), { credentialId: key.id }) });
    expect(forged.statusCode).toBe(401);
    // A challenge nobody issued, and one that expired.
    expect((await other.post("/api/auth/passkey/sign-in", { credential: key.authenticate({ challenge: randomBytes(32).toString("base64url") }) })).statusCode).toBe(401);
    const old = await signInOptions(other);
    await db().update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passkeyChallenges.challenge, old.challenge));
    const expired = await other.post("/api/auth/passkey/sign-in", { credential: key.authenticate(old) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
    expect((await other.get("/api/v1/me")).statusCode).toBe(401);

    // Registration: a wrong origin, a replayed registration, a challenge of another account.
    const regOptions = (await bea.browser.post("/api/v1/me/passkeys/registration-options")).json<{ challenge: string }>();
    const badOrigin = await bea.browser.post("/api/v1/me/passkeys", { name: "Phone", credential: new SoftwarePasskey().register(regOptions, { origin: "http://127.0.0.1:3000" }) });
    expect(badOrigin.statusCode).toBe(400);
    const spent = await bea.browser.post("/api/v1/me/passkeys", { name: "Phone", credential: new SoftwarePasskey().register(regOptions) });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.message).toMatch(/expired or was already used/);
    const cai = await newUser("cai");
    const caisOptions = (await cai.browser.post("/api/v1/me/passkeys/registration-options")).json<{ challenge: string }>();
    expect((await bea.browser.post("/api/v1/me/passkeys", { name: "Phone", credential: new SoftwarePasskey().register(caisOptions) })).statusCode).toBe(400);
    // Bad input: a 400 naming the field, nothing stored.
    const blank = await bea.browser.post("/api/v1/me/passkeys", { name: "  ", credential: {} });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields ?? {})).toEqual(expect.arrayContaining(["name"]));
    expect((await db().select().from(passkeys).where(eq(passkeys.userId, bea.userId))).length).toBe(1);
    expect((await actions(bea.userId)).filter((a) => a === "auth.passkey_failed").length).toBeGreaterThanOrEqual(7);
  });

  it("another account's passkey cannot be renamed, deleted, registered again or used with a foreign user handle", async () => {
    const dan = await newUser("dan");
    const eve = await newUser("eve");
    const { key, passkey } = await addPasskey(dan);
    expect((await eve.browser.request("PATCH", `/api/v1/me/passkeys/${passkey.id}`, { name: "mine" })).statusCode).toBe(404);
    expect((await eve.browser.request("DELETE", `/api/v1/me/passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await eve.browser.request("DELETE", `/api/v1/me/passkeys/not-a-uuid`)).statusCode).toBe(400);
    // The same credential id for Eve's account: refused, Dan's row untouched.
    const eveOptions = (await eve.browser.post("/api/v1/me/passkeys/registration-options")).json<{ challenge: string; user: { id: string } }>();
    const stolen = await eve.browser.post("/api/v1/me/passkeys", { name: "Dan's", credential: new SoftwarePasskey().register(eveOptions, { credentialId: Buffer.from(key.id, "base64url") }) });
    expect(stolen.statusCode).toBe(409);
    // Dan's key answering with Eve's user handle.
    const browser = new TestBrowser(t.app);
    const mixed = await browser.post("/api/auth/passkey/sign-in", { credential: key.authenticate(await signInOptions(browser), { userHandle: eveOptions.user.id }) });
    expect(mixed.statusCode).toBe(401);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(401);
    // Without a session nothing is reachable.
    expect((await browser.get("/api/v1/me/passkeys")).statusCode).toBe(401);
    expect((await browser.post("/api/v1/me/passkeys/registration-options")).statusCode).toBe(401);

    // Dan renames and deletes his own; the deleted one no longer signs in.
    const renamed = await dan.browser.request("PATCH", `/api/v1/me/passkeys/${passkey.id}`, { name: "  Llave USB  " });
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: "Llave USB" });
    expect((await dan.browser.request("DELETE", `/api/v1/me/passkeys/${passkey.id}`)).statusCode).toBe(200);
    expect((await dan.browser.get("/api/v1/me/passkeys")).json()).toEqual({ passkeys: [] });
    const gone = await browser.post("/api/auth/passkey/sign-in", { credential: key.authenticate(await signInOptions(browser)) });
    expect(gone.statusCode).toBe(401);
    expect(await actions(dan.userId)).toEqual(expect.arrayContaining(["auth.passkey_registered", "auth.passkey_renamed", "auth.passkey_deleted"]));
  });

  it("a passkey meets a workspace's MFA requirement: a password-only session of the same account does not; viewers and other workspaces as before", async () => {
    const owner = await newUser("own");
    const viewer = await newUser("vie");
    const stranger = await newUser("str");
    await db().insert(workspaceMembers).values({ id: randomUUID(), organizationId: owner.workspaceId, userId: viewer.userId, role: "viewer" });
    const url = `/api/v1/workspaces/${owner.workspaceId}/mfa-requirement`;
    expect((await owner.browser.request("PUT", url, { required: true })).statusCode).toBe(409);
    // Adding a passkey (password session + verified passkey) counts: the owner may now require MFA.
    await addPasskey(owner);
    expect((await owner.browser.get("/api/v1/me/mfa")).json()).toMatchObject({ enabled: false, passkeys: 1, sessionWithPasskey: true });
    expect((await owner.browser.request("PUT", url, { required: true })).json()).toMatchObject({ required: true, members: 2, membersWithMfa: 1 });

    const projects = (browser: TestBrowser) => browser.get(`/api/v1/projects?workspaceId=${owner.workspaceId}`);
    expect((await projects(viewer.browser)).statusCode).toBe(403);
    const { key } = await addPasskey(viewer, new SoftwarePasskey(), "Teléfono");
    expect((await projects(viewer.browser)).statusCode).toBe(200);
    // A viewer still cannot write there.
    expect((await viewer.browser.post(`/api/v1/projects?workspaceId=${owner.workspaceId}`, { workspaceId: owner.workspaceId, name: "No" })).statusCode).toBe(403);

    // The viewer's password alone, in another browser: one factor, refused.
    const passwordOnly = new TestBrowser(t.app);
    expect((await passwordOnly.post("/api/auth/sign-in/email", { email: viewer.email, password: PASSWORD })).statusCode).toBe(200);
    const refused = await projects(passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("mfa_required");
    expect((await passwordOnly.get("/api/v1/me/mfa")).json()).toMatchObject({ passkeys: 1, sessionWithPasskey: false });
    // The passkey in that browser: two factors.
    expect((await passwordOnly.post("/api/auth/passkey/sign-in", { credential: key.authenticate(await signInOptions(passwordOnly)) })).statusCode).toBe(200);
    expect((await projects(passwordOnly)).statusCode).toBe(200);

    // A stranger with a passkey learns nothing of the workspace.
    await addPasskey(stranger);
    expect((await projects(stranger.browser)).statusCode).toBe(404);
    expect((await stranger.browser.get(url)).statusCode).toBe(404);
  });
});
