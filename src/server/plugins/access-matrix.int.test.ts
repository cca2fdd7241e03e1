import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema/projects";
import { testEngine } from "../../db/test-database";
import { can } from "../../domain/authorization";
import { seedAccounts } from "../testing/accounts";
import { createTestApp, requestAs, type TestApp, type TestMethod } from "../testing/app";

// The authorisation matrix over every API route the app declares (decision 0009), not a chosen few:
// nobody unsigned passes a non-public route, a stranger never reaches another workspace's project or
// workspace (404, as if it did not exist), and a viewer never reaches a write (403). Access is
// checked before validation, so an empty body is enough to ask.

const engine = testEngine();

describe(`authorisation matrix on ${engine}`, () => {
  let t: TestApp;
  const projectId = randomUUID();
  const workspaceId = "w-owner";

  // The owner's project and workspace wherever a path names them; anything else, an id nobody has.
  const urlFor = (url: string) =>
    url
      .replace(":projectId", projectId)
      .replace(":workspaceId", workspaceId)
      .replace(/:[A-Za-z]+/g, () => randomUUID());
  async function call(method: string, url: string, user: string | null, query: Record<string, string> = {}, body?: object) {
    const search = new URLSearchParams(query).toString();
    const hasBody = method !== "GET" && method !== "DELETE";
    return requestAs(t, method as TestMethod, `${url}${search ? `${url.includes("?") ? "&" : "?"}${search}` : ""}`, user, hasBody ? (body ?? {}) : undefined);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await seedAccounts(db, {
      users: [
        { id: "owner", name: "Olga" },
        { id: "viewer", name: "Víctor" },
        { id: "stranger", name: "Sergio" },
      ],
      workspaces: [
        { id: workspaceId, name: "Olga", slug: "personal-owner", members: { owner: "owner", viewer: "viewer" } },
        { id: "w-stranger", name: "Sergio", slug: "personal-stranger", members: { stranger: "owner" } },
      ],
    });
    await db.insert(projects).values({ id: projectId, workspaceId, name: "Atlas", ownerId: "owner" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("declares access on every documented operation, public exactly where the document needs no credential", () => {
    // The OpenAPI document lists the operations independently of the access plugin: an operation
    // the plugin did not record would escape every check below.
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> }).paths;
    const failures: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      if (!path.startsWith("/api/v1/")) continue;
      const url = path.replace(/\{([^}]+)\}/g, ":$1");
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const declared = t.app.declaredAccess.find((r) => r.method === method.toUpperCase() && r.url === url);
        if (!declared) {
          failures.push(`${method.toUpperCase()} ${url}: no declared access`);
          continue;
        }
        const security = operation.security ?? [];
        const open = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
        if (open !== (declared.access.level === "public")) failures.push(`${method.toUpperCase()} ${url}: ${declared.access.level}, documented ${JSON.stringify(security)}`);
      }
    }
    // The whole API, not a sample: the app has more than a hundred operations.
    expect(operations).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it("answers 401 to a caller without a session on every route that is not public", async () => {
    const failures: string[] = [];
    for (const { method, url, access } of t.app.declaredAccess) {
      if (access.level === "public") continue;
      const answer = await call(method, urlFor(url), null);
      if (answer.statusCode !== 401) failures.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("hides another workspace's projects and workspace from a stranger (404) on every project and workspace route", async () => {
    const failures: string[] = [];
    for (const { method, url, access } of t.app.declaredAccess) {
      if (access.level === "project" && access.in === undefined) {
        const answer = await call(method, urlFor(url), "stranger");
        if (answer.statusCode !== 404) failures.push(`${method} ${url}: ${answer.statusCode}`);
      } else if (access.level === "project" || access.level === "workspace") {
        const viaBody = access.level === "workspace" ? access.from === "body" : access.in === "body";
        const answer = viaBody ? await call(method, urlFor(url), "stranger", {}, { workspaceId }) : await call(method, urlFor(url), "stranger", { workspaceId });
        if (answer.statusCode !== 404) failures.push(`${method} ${url} (workspace asked): ${answer.statusCode}`);
        if (access.level === "project") {
          const named = viaBody ? await call(method, urlFor(url), "stranger", {}, { projectId }) : await call(method, urlFor(url), "stranger", { projectId });
          if (named.statusCode !== 404) failures.push(`${method} ${url} (project named): ${named.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses every write to a viewer (403)", async () => {
    const failures: string[] = [];
    let writes = 0;
    for (const { method, url, access } of t.app.declaredAccess) {
      if ((access.level !== "project" && access.level !== "workspace") || can("viewer", access.action)) continue;
      writes += 1;
      const viaBody = access.level === "workspace" ? access.from === "body" : access.in === "body";
      const answer = viaBody ? await call(method, urlFor(url), "viewer", {}, { workspaceId }) : await call(method, urlFor(url), "viewer", { workspaceId });
      if (answer.statusCode !== 403) failures.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(writes).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it("refuses administration to a member who is not an administrator (403)", async () => {
    const failures: string[] = [];
    for (const { method, url, access } of t.app.declaredAccess) {
      if (access.level !== "admin") continue;
      const answer = await call(method, urlFor(url), "owner");
      if (answer.statusCode !== 403) failures.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
