import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";

// The public contact form: per-field validation in the visitor's language, a saved message, the
// per-address limit, and the list only administrators may read.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";

const valid = {
  name: "Lucía Hernández",
  email: "lucia@constructora.mx",
  company: "Constructora del Bajío",
  topic: "demo",
  message: "Queremos ver cómo Rumbo pronostica fechas de entrega para 12 obras en paralelo.",
};

describe(`contact messages on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestBrowser;
  let plain: TestBrowser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
    // The first account of an installation is its administrator.
    admin = await registerVerifiedUser(t.app, smtp, "root@example.mx", PASSWORD, { name: "Raíz" });
    plain = await registerVerifiedUser(t.app, smtp, "ana@example.mx", PASSWORD, { name: "Ana" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("refuses an invalid message with one message per field, in the visitor's language", async () => {
    const visitor = new TestBrowser(t.app, "es", "10.0.0.1");
    const res = await visitor.post("/api/v1/contact", { name: "", email: "lucia@", message: "Hola", topic: "nada" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.fields).toEqual({
      name: "Input is required",
      email: "Formato de correo electrónico inválido.",
      topic: "Valor no válido.",
      message: "Debe tener al menos 10 caracteres.",
    });
    const english = await new TestBrowser(t.app, "en", "10.0.0.1").post("/api/v1/contact", { ...valid, message: "<script>alert(1)</script> hola" });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields.message).toMatch(/dangerous/i);
  });

  it("saves a valid message and answers 201", async () => {
    const res = await new TestBrowser(t.app, "es", "10.0.0.2").post("/api/v1/contact", valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
    const list = (await admin.get("/api/v1/admin/contact-messages")).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ ...valid, locale: "es" });
  });

  it("limits messages per client address (429 with Retry-After)", async () => {
    const visitor = new TestBrowser(t.app, "es", "10.0.0.3");
    for (let i = 0; i < 5; i++) {
      const res = await visitor.post("/api/v1/contact", { ...valid, email: `persona${i}@example.mx` });
      expect(res.statusCode).toBe(201);
    }
    const refused = await visitor.post("/api/v1/contact", { ...valid, email: "otra@example.mx" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await new TestBrowser(t.app, "es", "10.0.0.4").post("/api/v1/contact", { ...valid, email: "nueva@example.mx" })).statusCode).toBe(201);
    expect((await admin.get("/api/v1/admin/contact-messages")).json().total).toBe(7);
  });

  it("lists messages to administrators only, newest first", async () => {
    expect((await new TestBrowser(t.app).get("/api/v1/admin/contact-messages")).statusCode).toBe(401);
    const refused = await plain.get("/api/v1/admin/contact-messages");
    expect(refused.statusCode).toBe(403);
    const page = (await admin.get("/api/v1/admin/contact-messages?pageSize=2")).json();
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 2 });
    expect(page.items[0].email).toBe("nueva@example.mx");
  });
});
