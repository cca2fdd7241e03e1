import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createTestDatabase, testEngine } from "../../../db/test-database";
import { openDatabase } from "../../../db/client";
import { seedAccounts } from "../../testing/accounts";
import { weeklyReports } from "../../../db/schema/reports";
import { outbox } from "../../../db/schema/security";
import { runDueJobs } from "../../jobs/scheduler";
import { serverJobs } from "../../jobs/jobs";

describe(`weekly reports on ${testEngine()}`, () => {
  let t: TestApp;
  let cloud = "";
  const as = (user: string, lang = "es") => ({ "x-test-user": user, "accept-language": lang });
  const post = (url: string, body: unknown, user = "ana") => t.app.inject({ method: "POST", url, headers: { ...as(user), "content-type": "application/json" }, payload: JSON.stringify(body) });
  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } },
        { id: "we", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: as("ana") });
    cloud = (await t.app.inject({ method: "GET", url: "/api/v1/projects?q=nube", headers: as("ana") })).json().items[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("generates a project report on demand, keeps its history, and downloads it as PDF", async () => {
    const res = await post("/api/v1/reports/generate", { projectId: cloud });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(report.content.kind).toBe("project");
    expect(report.content.project.name).toBe("Migración a la nube");
    expect(report.content.forecast.status).toBe("ok");
    expect(report.content.tasks.total).toBeGreaterThan(0);
    const again = (await post("/api/v1/reports/generate", { projectId: cloud })).json();
    expect(again.id).toBe(report.id);
    const history = (await t.app.inject({ method: "GET", url: `/api/v1/reports?projectId=${cloud}`, headers: as("ana") })).json();
    expect(history.items).toHaveLength(1);
    const pdf = await t.app.inject({ method: "GET", url: `/api/v1/reports/${report.id}/pdf`, headers: as("ana") });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toContain("rumbo-migracion-a-la-nube");
  });

  it("e-mails the report to chosen recipients and remembers them", async () => {
    const report = (await post("/api/v1/reports/generate", {})).json();
    expect(report.content.kind).toBe("portfolio");
    expect(report.content.totals.projects).toBe(5);
    const sent = await post(`/api/v1/reports/${report.id}/send`, { recipients: ["direccion@example.mx", "Direccion@example.mx", "pmo@example.mx"] });
    expect(sent.json()).toEqual({ sent: 2, sentTo: ["direccion@example.mx", "pmo@example.mx"] });
    const mails = await t.testDb.database.db.select().from(outbox);
    expect(mails.filter((m) => m.subject.includes(report.week))).toHaveLength(2);
    expect((await post(`/api/v1/reports/${report.id}/send`, { recipients: ["no-es-correo"] })).statusCode).toBe(400);
  });

  it("limits report mail per user with 429, the wait in words and Retry-After, and queues nothing past it (issue 16.5)", async () => {
    const report = (await post("/api/v1/reports/generate", {})).json();
    const before = (await t.testDb.database.db.select().from(outbox)).length;
    const many = Array.from({ length: 41 }, (_, i) => `dest${i}@example.mx`);
    const refused = await t.app.inject({ method: "POST", url: `/api/v1/reports/${report.id}/send`, headers: { ...as("ana", "en"), "content-type": "application/json" }, payload: JSON.stringify({ recipients: many }) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/Too many e-mails sent \(40 an hour\)\. Try again in \d+ min\./);
    expect((await t.testDb.database.db.select().from(outbox)).length).toBe(before);
  });

  it("answers 404 to another workspace and 401 to anonymous callers", async () => {
    const { items } = (await t.app.inject({ method: "GET", url: `/api/v1/reports?projectId=${cloud}`, headers: as("ana") })).json();
    const id = items[0].id;
    for (const url of [`/api/v1/reports/${id}`, `/api/v1/reports/${id}/pdf`]) {
      expect((await t.app.inject({ method: "GET", url, headers: as("eve") })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await post(`/api/v1/reports/${id}/send`, { recipients: ["x@example.mx"] }, "eve")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/reports?projectId=${cloud}`, headers: as("eve") })).statusCode).toBe(404);
  });
});

describe(`the Monday job on ${testEngine()}`, () => {
  it("generates the week's reports exactly once when two instances run it", async () => {
    const t = await createTestDatabase();
    try {
      const db = t.database.db;
      await seedAccounts(db, { users: [{ id: "ana" }], workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } }] });
      const { projects } = await import("../../../db/schema/projects");
      await db.insert(projects).values([{ workspaceId: "w", ownerId: "ana", name: "A" }, { workspaceId: "w", ownerId: "ana", name: "B" }]);
      const mailer = { mode: "outbox" as const, send: async () => undefined, deliver: async () => undefined, onQueued: () => undefined, close: async () => undefined };
      // Two instances: on PostgreSQL two connections pools to the same database; on PGlite one.
      const second = t.url ? await openDatabase({ kind: "postgresql", url: t.url, maxConnections: 2 }) : t.database;
      const monday = new Date("2026-11-23T15:00:00Z");
      const jobsA = serverJobs({ db, mailer, publicUrl: "http://x" }).filter((j) => j.name === "weekly-reports");
      const jobsB = serverJobs({ db: second.db, mailer, publicUrl: "http://x" }).filter((j) => j.name === "weekly-reports");
      const [a, b] = await Promise.all([runDueJobs(db, jobsA, monday), runDueJobs(second.db, jobsB, monday)]);
      expect([...a, ...b]).toEqual(["weekly-reports:2026-W48"]);
      const rows = await db.select().from(weeklyReports);
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.week === "2026-W48")).toBe(true);
      expect(await runDueJobs(db, jobsA, new Date("2026-11-24T15:00:00Z"))).toEqual([]);
      expect(jobsA[0]!.periodAt(new Date("2026-11-23T12:00:00Z"))).toBeNull();
      if (second !== t.database) await second.close();
    } finally {
      await t.drop();
    }
  });
});
