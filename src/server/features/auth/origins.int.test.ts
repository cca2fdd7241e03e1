import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser } from "../../testing/browser";

// Issue 16, finding 9 (in part): the verification mail's callbackURL is a path of this site, never
// one the caller picks elsewhere, even with a Host header naming their own site.

const engine = testEngine();

describe(`callback URLs on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it.each(["http://evil.example/phish", "//evil.example/phish", "/\\evil.example/phish", "javascript:alert(1)"])("refuses the callbackURL %s with a 400 naming the field", async (callbackURL) => {
    // From the caller's own site, naming it in Host: refused before anything runs.
    const foreign = new TestBrowser(t.app, "en", "127.7.0.1", "http://evil.example");
    const spoofed = await foreign.post("/api/auth/sign-up/email", { email: `x${Math.random().toString(36).slice(2)}@example.mx`, password: "correcto caballo batería", name: "X", callbackURL }, { host: "evil.example" });
    expect(spoofed.statusCode).toBe(403);
    // From our own page: the callback itself is refused, naming the field.
    const browser = new TestBrowser(t.app, "en", "127.7.0.1");
    const res = await browser.post("/api/auth/sign-up/email", { email: `x${Math.random().toString(36).slice(2)}@example.mx`, password: "correcto caballo batería", name: "X", callbackURL });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.callbackURL).toBe("Use a path of this site, such as /settings.");
    const verify = await browser.get(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`);
    expect(verify.statusCode).toBe(400);
  });

  it("keeps a path of this site in the verification mail", async () => {
    const browser = new TestBrowser(t.app, "es", "127.7.0.2");
    const res = await browser.post("/api/auth/sign-up/email", { email: "ruta@example.mx", password: "correcto caballo batería", name: "R", callbackURL: "/settings" });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor("ruta@example.mx");
    expect(mail.text).toContain("callbackURL=%2Fsettings");
  });
});
