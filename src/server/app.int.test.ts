import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/app";
import { testEngine } from "../db/test-database";

const engine = testEngine();

describe(`HTTP basics on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers health with status, version and the database in use", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: engine });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("answers an unknown API route with the error shape, in Spanish by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "No encontramos lo que buscas." } });
  });

  it("answers in English when the caller asks for it", async () => {
    const viaHeader = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(viaHeader.json().error.message).toBe("We could not find what you are looking for.");
    const viaCookie = await t.app.inject({ method: "GET", url: "/api/nope", headers: { cookie: "rumbo_lang=en" } });
    expect(viaCookie.json().error.message).toBe("We could not find what you are looking for.");
  });

  it("answers a malformed JSON body with 400, not 500, and no internals", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("bad_json");
    expect(body.error.message).toBe("El cuerpo de la petición no es JSON válido.");
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.js|SyntaxError/);
  });

  it("sends a strict content security policy and other security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("refuses a state-changing request sent by a browser from another site", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden_origin");
  });

  it("publishes an OpenAPI 3.1 document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/health"]).toBeDefined();
  });

  it("compresses large JSON answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json", headers: { "accept-encoding": "br, gzip" } });
    if (res.rawPayload.length > 1024 || res.headers["content-encoding"]) {
      expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
    }
  });
});
