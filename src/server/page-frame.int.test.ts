import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaces } from "../db/schema/accounts";
import { projects } from "../db/schema/projects";
import { testEngine } from "../db/test-database";
import { createTestApp, type TestApp } from "./testing/app";
import { seedOwnerViewerAndStranger } from "./testing/accounts";

// The project page's frame carries the project's name when, and only when, whoever asks may read
// the project through the API (decision 1860). The web root here is a built app in miniature: an
// index.html and the frames file the prerenderer writes.

const frame = '<div inert=""><h1 class="text-3xl" data-frame-slot="project-name">Detalle del proyecto</h1></div>';
const genericHeading = '<h1 class="text-3xl" data-frame-slot="project-name">Detalle del proyecto</h1>';

describe(`the project page's frame on ${testEngine()}`, () => {
  let t: TestApp;
  let site: string;
  let projectId: string;
  const page = (path: string, user: string | null, { withCookie = true } = {}) =>
    t.app.inject({ method: "GET", url: path, headers: { ...(user ? { "x-test-user": user } : {}), ...(withCookie ? { cookie: "rumbo.session_token=hint" } : {}) } });

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), "rumbo-frame-"));
    mkdirSync(join(site, "web"));
    mkdirSync(join(site, "pages"));
    writeFileSync(join(site, "web", "index.html"), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(site, "pages", "app-frames.json"), JSON.stringify({ "/project/:projectId": { es: frame, en: frame } }));
    t = await createTestApp({}, { webRoot: join(site, "web") });
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    const [row] = await t.testDb.database.db
      .insert(projects)
      .values({ workspaceId: "w", ownerId: "ana", name: `Migración <ERP> & "nube" de O'Brien`, status: "En progreso" })
      .returning({ id: projects.id });
    projectId = row!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("shows a member the project's name, escaped, in a page kept out of shared caches", async () => {
    for (const user of ["ana", "vic"]) {
      const response = await page(`/project/${projectId}`, user);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1 class="text-3xl" data-frame-slot="project-name">Migración &lt;ERP&gt; &amp; &quot;nube&quot; de O&#39;Brien</h1>');
      expect(response.headers["cache-control"]).toBe("private, no-cache");
    }
  });

  it("shows anyone else the build's frame: a stranger, a visitor whose cookie is no session, an unknown or malformed id", async () => {
    for (const [path, user] of [[`/project/${projectId}`, "eve"], [`/project/${projectId}`, null], ["/project/00000000-0000-4000-8000-000000000000", "ana"], ["/project/not-an-id", "ana"]] as const) {
      const response = await page(path, user);
      expect(response.statusCode, `${path} as ${user}`).toBe(200);
      expect(response.body, `${path} as ${user}`).toContain(genericHeading);
      expect(response.body).not.toContain("Migración");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("keeps the name from a member of a workspace that requires a second factor they lack, as the API does", async () => {
    await t.testDb.database.db.update(workspaces).set({ requireMfa: true }).where(eq(workspaces.id, "w"));
    try {
      const response = await page(`/project/${projectId}`, "ana");
      expect(response.body).toContain(genericHeading);
    } finally {
      await t.testDb.database.db.update(workspaces).set({ requireMfa: false }).where(eq(workspaces.id, "w"));
    }
  });

  it("sends no frame at all without a session cookie: the app sends the visitor to sign in", async () => {
    const response = await page(`/project/${projectId}`, "ana", { withCookie: false });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain("Migración");
  });
});
