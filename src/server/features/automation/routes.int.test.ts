import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { notifications } from "../../../db/schema/activity";
import { outbox } from "../../../db/schema/security";
import { projects } from "../../../db/schema/projects";
import { MAX_DEPTH } from "../../../domain/automation/engine";

describe(`automation on ${testEngine()}`, () => {
  let t: TestApp;
  let second: TestApp;
  let projectId: string;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  let hookUrl = "";

  const create = async (user: string, rule: unknown) => requestAs(t, "POST", "/api/v1/automation/rules?workspaceId=w", user, rule);
  const idle = async () => {
    await t.app.automation.idle();
    await second.app.automation.idle();
  };

  beforeAll(async () => {
    t = await createTestApp();
    // A second instance on the same database: an event must still be handled once.
    second = await createTestApp({}, { shareDatabaseWith: t });
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    projectId = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Atlas" })).json().id;
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    receiver.close();
    await second.app.close();
    await t.close();
  });

  it("a task completed fires the rule once: it notifies the owner (in-app and e-mail), sets a field and logs each step", async () => {
    const rule = await create("ana", {
      name: "Cerrar con aviso",
      trigger: { type: "task.completed" },
      conditions: [{ field: "project.name", op: "eq", value: "atlas" }],
      actions: [
        { type: "notify", to: "project_owner", message: "Se completó {task} en {project}", email: true },
        { type: "set_project_fields", priority: "Alta" },
      ],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const task = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Diseñar API" })).json();
    const done = await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${task.id}`, "ana", { status: "Completada" });
    expect(done.statusCode).toBe(200);
    await idle();
    // The task event reaches the engine through the bus: under load it can arrive after idle()
    // looked, so wait (bounded) until the run is no longer running.
    for (let i = 0; i < 100; i++) {
      const runs = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.json().id}/runs`, "ana")).json().items as { status: string }[];
      if (runs.length && runs.every((r) => r.status !== "running")) break;
      await new Promise((r) => setTimeout(r, 100));
      await idle();
    }

    const db = t.testDb.database.db;
    const notes = await db.select().from(notifications).where(eq(notifications.userId, "ana"));
    expect(notes.map((n) => n.message)).toEqual(["Se completó Diseñar API en Atlas"]);
    expect((await db.select().from(outbox)).filter((m) => m.kind === "automation").map((m) => m.subject)).toEqual(["Cerrar con aviso"]);
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.priority).toBe("Alta");

    const runs = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.json().id}/runs`, "ana")).json().items;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "succeeded", event: { type: "task.completed", taskId: task.id, depth: 0 }, conditions: [{ field: "project.name", actual: "Atlas", passed: true }] });
    expect(runs[0].actions.map((a: { type: string; status: string }) => [a.type, a.status])).toEqual([["notify", "done"], ["set_project_fields", "done"]]);
    const list = (await requestAs(t, "GET", "/api/v1/automation/rules?workspaceId=w", "vic")).json().items;
    expect(list[0]).toMatchObject({ runCount: 1, lastRunStatus: "succeeded", createdBy: "ana" });
  });

  it("a rule that changes what triggers it is cut at the loop depth, and the cut is in the log", async () => {
    const rule = (await create("ana", { name: "Ping-pong", trigger: { type: "task.changed", field: "priority" }, actions: [{ type: "set_task_fields", priority: "Baja" }, { type: "set_task_fields", priority: "Alta" }] })).json();
    const task = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Bucle" })).json();
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${task.id}`, "ana", { priority: "Alta" });
    for (let i = 0; i < 8; i++) await idle();
    const runs = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/runs`, "ana")).json().items as { status: string; event: { depth: number } }[];
    expect(runs.filter((r) => r.status === "loop_cut").every((r) => r.event.depth >= MAX_DEPTH)).toBe(true);
    expect(runs.some((r) => r.status === "loop_cut")).toBe(true);
    expect(Math.max(...runs.filter((r) => r.status === "succeeded").map((r) => r.event.depth))).toBe(MAX_DEPTH - 1);
    await requestAs(t, "PATCH", `/api/v1/automation/rules/${rule.id}`, "ana", { enabled: false });
  });

  it("calls a webhook signed with HMAC-SHA256 over the timestamp and body; an incoming webhook fires its rule", async () => {
    const rule = (await create("ana", { name: "Hook", trigger: { type: "webhook" }, actions: [{ type: "webhook", url: hookUrl }] })).json();
    expect(rule.webhookUrl).toMatch(/\/api\/v1\/automation\/hooks\/[\w-]{20,}$/);
    const token = rule.webhookUrl.split("/").pop();
    const fired = await requestAs(t, "POST", `/api/v1/automation/hooks/${token}`, null, { order: 42 });
    expect(fired.statusCode).toBe(202);
    expect(fired.json().accepted).toBe(true);
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    const expected = `sha256=${createHmac("sha256", rule.signingSecret).update(`${headers["x-rumbo-timestamp"]}.${body}`).digest("hex")}`;
    expect(headers["x-rumbo-signature"]).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({ rule: { id: rule.id }, event: { type: "webhook", summary: '{"order":42}' } });
    expect((await requestAs(t, "POST", "/api/v1/automation/hooks/not-a-real-token-at-all-xx", null, {})).statusCode).toBe(404);
  });

  it("a dry run replays the last 30 days and says what it would do, doing nothing", async () => {
    const before = (await t.testDb.database.db.select().from(notifications)).length;
    const res = await requestAs(t, "POST", "/api/v1/automation/dry-run", "ana", { rule: { name: "Prueba", trigger: { type: "task.completed" }, actions: [{ type: "notify", to: "author", message: "Hecho: {task}" }] } });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items[0]).toMatchObject({ matched: true, event: { type: "task.completed" }, actions: [{ type: "notify", status: "planned", detail: expect.stringContaining("Hecho: Diseñar API") }] });
    expect((await t.testDb.database.db.select().from(notifications)).length).toBe(before);
    const schedule = await requestAs(t, "POST", "/api/v1/automation/dry-run", "ana", { rule: { name: "Lunes", trigger: { type: "schedule", cron: "0 8 * * 1" }, actions: [{ type: "send_report", to: "admins" }] } });
    expect(schedule.json().nextRuns).toHaveLength(3);
  });

  it("an overdue task fires a clock rule once when it enters the state, not on every sweep", async () => {
    const rule = (await create("ana", { name: "Vencidas", trigger: { type: "task.overdue" }, actions: [{ type: "notify", to: "author", message: "{task} venció", email: false }] })).json();
    await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Entregar informe", startDate: "2026-01-05", endDate: "2026-01-09" });
    const now = new Date();
    const [a, b] = await Promise.all([t.app.automation.sweep(now), second.app.automation.sweep(now)]);
    expect((await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/runs`, "ana")).json().items.filter((r: { status: string }) => r.status === "succeeded")).toHaveLength(1);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await t.app.automation.sweep(new Date(now.getTime() + 300_000));
    const runs = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/runs`, "ana")).json().items;
    expect(runs.map((r: { event: { summary: string } }) => r.event.summary)).toEqual(["Entregar informe (2026-01-09)"]);
    await requestAs(t, "PATCH", `/api/v1/automation/rules/${rule.id}`, "ana", { enabled: false });
  });

  it("validates per field, and keeps rules to their workspace: viewers read, strangers get 404", async () => {
    const bad = await create("ana", { name: "", trigger: { type: "schedule", cron: "61 * * * *" }, actions: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["name", "actions"]));
    const cron = await create("ana", { name: "Mal cron", trigger: { type: "schedule", cron: "61 * * * *" }, actions: [{ type: "send_report", to: "admins" }] });
    expect(cron.statusCode).toBe(400);
    expect(cron.json().error.fields["trigger.cron"]).toBeTruthy();

    const rule = (await create("ana", { name: "Privada", trigger: { type: "task.created" }, actions: [{ type: "notify", to: "author", message: "x" }] })).json();
    expect((await create("vic", { name: "No", trigger: { type: "task.created" }, actions: [{ type: "notify", to: "author", message: "x" }] })).statusCode).toBe(403);
    expect((await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}`, "vic")).statusCode).toBe(200);
    expect((await requestAs(t, "PATCH", `/api/v1/automation/rules/${rule.id}`, "vic", { enabled: false })).statusCode).toBe(403);
    expect((await requestAs(t, "DELETE", `/api/v1/automation/rules/${rule.id}`, "vic")).statusCode).toBe(403);
    expect((await requestAs(t, "POST", "/api/v1/automation/dry-run?workspaceId=w", "vic", { rule: { name: "x", trigger: { type: "task.created" }, actions: [{ type: "notify", to: "author", message: "x" }] } })).statusCode).toBe(403);
    for (const [method, url] of [["GET", `/api/v1/automation/rules/${rule.id}`], ["GET", `/api/v1/automation/rules/${rule.id}/runs`], ["PATCH", `/api/v1/automation/rules/${rule.id}`], ["DELETE", `/api/v1/automation/rules/${rule.id}`]] as const) {
      expect((await requestAs(t, method, url, "eve", method === "PATCH" ? { enabled: false } : undefined)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await requestAs(t, "GET", "/api/v1/automation/runs", "eve")).json().items).toEqual([]);
    expect((await requestAs(t, "DELETE", `/api/v1/automation/rules/${rule.id}`, "ana")).statusCode).toBe(204);
  });

  it("a scheduled rule runs once for its minute even when both instances tick; a failing rule is paused and its author told", async () => {
    const rule = (await create("ana", { name: "Cada minuto", trigger: { type: "schedule", cron: "* * * * *" }, actions: [{ type: "webhook", url: "http://127.0.0.1:1/closed" }] })).json();
    const base = Date.parse("2026-11-30T14:00:00Z");
    for (let i = 0; i < 5; i++) {
      const now = new Date(base + i * 60_000);
      const [a, b] = await Promise.all([t.app.automation.runSchedules(now), second.app.automation.runSchedules(now)]);
      expect(a + b).toBe(1);
    }
    const after = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}`, "ana")).json();
    expect(after).toMatchObject({ enabled: false, pausedReason: "repeated_failures", runCount: 5, lastRunStatus: "failed" });
    const notes = await t.testDb.database.db.select().from(notifications).where(eq(notifications.kind, "automation"));
    expect(notes.some((n) => n.message.includes("Cada minuto"))).toBe(true);
  }, 60_000);
});
