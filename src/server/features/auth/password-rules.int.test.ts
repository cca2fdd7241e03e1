import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";

// ASVS 6.2 at every door a new password comes through (sign-up, change, reset): not blank, not the
// owner's e-mail or name, not a common one, and the reason said in the caller's language.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";
const texts = {
  es: { blank: "La contraseña no puede ser solo espacios.", email: "La contraseña no puede ser tu correo electrónico.", name: "La contraseña no puede ser tu nombre." },
  en: { blank: "The password cannot be only spaces.", email: "The password cannot be your email.", name: "The password cannot be your name." },
};

describe(`new password rules on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let address = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Rumbo <no-reply@rumbo.test>" }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const browser = (lang: "es" | "en") => new TestBrowser(t.app, lang, `127.0.9.${++address}`);

  it.each(["es", "en"] as const)("refuses at sign-up a blank password, the e-mail and the name, in %s", async (lang) => {
    const x = texts[lang];
    const email = `rosa-${lang}@example.mx`;
    const cases = [
      { password: " ".repeat(8), text: x.blank },
      { password: email, text: x.email },
      { password: email.toUpperCase(), text: x.email },
      { password: "Rosa Fernández", text: x.name },
    ];
    for (const { password, text } of cases) {
      const res = await browser(lang).post("/api/auth/sign-up/email", { email, password, name: "Rosa Fernández" });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields).toEqual({ password: text });
    }
    expect(smtp.mails.filter((m) => m.to === email)).toEqual([]);
  });

  it("refuses the e-mail and the name at a change of password and at a reset", async () => {
    const email = "tomas@example.mx";
    const tomas = await registerVerifiedUser(t.app, smtp, email, PASSWORD, { name: "Tomás Ruiz", lang: "en" });
    const byEmail = await tomas.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: email });
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json().error.fields).toEqual({ newPassword: texts.en.email });
    const byName = await tomas.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "tomás ruiz" });
    expect(byName.json().error.fields).toEqual({ newPassword: texts.en.name });
    const blank = await tomas.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: " ".repeat(10) });
    expect(blank.json().error.fields).toEqual({ newPassword: texts.en.blank });

    const anonymous = browser("es");
    expect((await anonymous.post("/api/auth/request-password-reset", { email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, (m) => /reset-password\?token=/.test(m.text));
    const token = new URL(linkIn(mail)).searchParams.get("token") ?? "";
    const reset = await anonymous.post("/api/auth/reset-password", { token, newPassword: email });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fields).toEqual({ newPassword: texts.es.email });
    // The refusal leaves the token usable for a good password.
    expect((await anonymous.post("/api/auth/reset-password", { token, newPassword: "una nueva contraseña" })).statusCode).toBe(200);
  });
});
