import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { apiTypesPath, generateApiTypes } from "../../../../scripts/api-types";

type Response = { content?: Record<string, { schema?: { $ref?: string } }> };
type Operation = { responses?: Record<string, Response>; security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> } };

const methods = ["get", "put", "post", "delete", "patch", "head", "options"];
const errorRef = "#/components/schemas/ErrorResponse";

// A client generated from the served document is only as good as the document: every operation
// says what it answers on success, how it fails (the one error shape) and who may call it.
describe(`the served OpenAPI document on ${testEngine()}`, () => {
  let t: TestApp;
  let doc: Document;
  const operations: { name: string; op: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json<Document>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) if (methods.includes(method)) operations.push({ name: `${method.toUpperCase()} ${path}`, op });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("declares the session cookie and the bearer API token", () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: "apiKey", in: "cookie", name: "rumbo.session_token" },
      bearerToken: { type: "http", scheme: "bearer" },
    });
    expect(doc.components?.schemas).toHaveProperty("ErrorResponse");
  });

  it("gives every operation a success schema, its 4xx in the error shape and its security", () => {
    const withoutSuccess: string[] = [];
    const withoutError: string[] = [];
    const withoutSecurity: string[] = [];
    let withSchema = 0;
    for (const { name, op } of operations) {
      const responses = Object.entries(op.responses ?? {});
      const hasSchema = responses.some(([status, r]) => /^2\d\d$/.test(status) && Object.values(r.content ?? {}).some((media) => media.schema));
      const hasEmpty = responses.some(([status, r]) => (status === "204" || /^3\d\d$/.test(status)) && !r.content);
      if (hasSchema) withSchema += 1;
      if (!hasSchema && !hasEmpty) withoutSuccess.push(name);
      const errors = responses.filter(([status]) => /^4\d\d$/.test(status));
      if (errors.length === 0 || !errors.every(([, r]) => r.content?.["application/json"]?.schema?.$ref === errorRef)) withoutError.push(name);
      if (!Array.isArray(op.security)) withoutSecurity.push(name);
    }
    // Quoted in the figures: operations with a response schema out of all operations.
    console.info(`OpenAPI: ${operations.length} operations, ${withSchema} with a response schema, ${operations.length - withoutSuccess.length} with a documented success, ${operations.length - withoutError.length} with documented 4xx, ${operations.length - withoutSecurity.length} with security`);
    expect(operations.length).toBeGreaterThan(100);
    expect(withoutSuccess).toEqual([]);
    expect(withoutError).toEqual([]);
    expect(withoutSecurity).toEqual([]);
  });

  it("says which operations are public", () => {
    const publicOps = operations.filter(({ op }) => op.security?.length === 0).map(({ name }) => name);
    expect(publicOps).toEqual(expect.arrayContaining(["GET /api/health", "GET /api/v1/public-config", "POST /api/v1/contact", "POST /api/auth/sign-in/email"]));
    const projects = operations.find(({ name }) => name === "GET /api/v1/projects");
    expect(projects?.op.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });

  it("describes the import upload as the file's bytes", () => {
    const upload = doc.paths["/api/v1/imports"]?.post as { requestBody?: { content?: Record<string, { schema?: { format?: string } }> } } | undefined;
    expect(upload?.requestBody?.content?.["text/csv"]?.schema?.format).toBe("binary");
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(expect.arrayContaining(["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream"]));
  });

  // The response schemas also serialise: a service answer outside its contract would be a 500.
  it("answers every read of the sample portfolio within its contract", async () => {
    await seedAccounts(t.testDb.database.db, { users: [{ id: "ana" }], workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } }] });
    const headers = { "x-test-user": "ana" };
    expect((await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers })).statusCode).toBe(201);
    const projectId = (await t.app.inject({ method: "GET", url: "/api/v1/projects", headers })).json<{ items: { id: string }[] }>().items[0]?.id;
    expect(projectId).toBeDefined();
    const project = `/api/v1/projects/${projectId}`;
    const reads = ["/api/v1/dashboard", "/api/v1/capacity", "/api/v1/resources", "/api/v1/analytics", "/api/v1/analytics/portfolio", "/api/v1/portfolio/insights", "/api/v1/notifications", "/api/v1/reports", project];
    for (const part of ["tasks", "milestones", "stakeholders", "risks", "change-requests", "communications", "closure", "allocations", "sprints", "insights", "forecast", "finance", "costs"]) reads.push(`${project}/${part}`);
    const failed: string[] = [];
    for (const url of reads) {
      const res = await t.app.inject({ method: "GET", url, headers });
      if (res.statusCode !== 200) failed.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failed).toEqual([]);
  });

  it("keeps the committed client types (src/web/api/openapi.d.ts) current: run npx tsx scripts/api-types.ts", async () => {
    const committed = await readFile(apiTypesPath, "utf8");
    expect(await generateApiTypes(doc), "src/web/api/openapi.d.ts is stale").toBe(committed);
  });
});
