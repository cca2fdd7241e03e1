import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { notifications } from "../../../db/schema/activity";
import { outbox } from "../../../db/schema/security";
import { projectTasks, projects } from "../../../db/schema/projects";
import { automationRules } from "../../../db/schema/automation";
import { channelMessages, channels } from "../../../db/schema/communication";
import { queuedJobs } from "../../../db/schema/jobs";
import { labelColors } from "../../../domain/work-items/colors";
import { verifyWebhookSignature } from "../../shared/webhook-signature";
import { MAX_DEPTH } from "../../../domain/automation/engine";

describe(`automation on ${testEngine()}`, () => {
  let t: TestApp;
  let second: TestApp;
  let projectId: string;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let answer = 200;
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end(answer === 200 ? "ok" : "nope");
    });
  });
  let hookUrl = "";

  const create = async (user: string, rule: unknown) => requestAs(t, "POST", "/api/v1/automation/rules?workspaceId=w", user, rule);
  const idle = async () => {
    await t.app.automation.idle();
    await second.app.automation.idle();
  };
  /** The webhooks' queue runs what is due, on both instances. */
  const drain = async () => {
    await t.app.webhooks.drain();
    await second.app.webhooks.drain();
  };
  /** Time passes: the queued retries are due now. */
  const retriesDue = () => t.testDb.database.db.update(queuedJobs).set({ runAt: new Date(Date.now() - 1000) }).where(and(eq(queuedJobs.kind, "webhook-delivery"), eq(queuedJobs.status, "queued")));
  /**
   * Waits (bounded) until the rule's runs are done: under load a bus event can arrive after idle()
   * looked. A run still going reads as failed and "interrupted" in the log (a crash looks the same).
   */
  const settled = async (ruleId: string, count = 1) => {
    for (let i = 0; i < 100; i++) {
      const runs = (await requestAs(t, "GET", `/api/v1/automation/rules/${ruleId}/runs`, "ana")).json().items as { status: string; error: string | null }[];
      if (runs.length >= count && runs.every((r) => r.error !== "interrupted")) return runs;
      await new Promise((r) => setTimeout(r, 100));
      await idle();
    }
    throw new Error("the rule did not run");
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
    await settled(rule.json().id);

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

  it("a webhook call goes through the webhooks' queue: signed with the rule's secret, in the rule's delivery log, retried with back-off; 24 hours of failure pause the rule", async () => {
    const rule = (await create("ana", { name: "Hook", trigger: { type: "webhook" }, actions: [{ type: "webhook", url: hookUrl }] })).json();
    expect(rule.webhookUrl).toMatch(/\/api\/v1\/automation\/hooks\/[\w-]{20,}$/);
    const token = rule.webhookUrl.split("/").pop();
    const fired = await requestAs(t, "POST", `/api/v1/automation/hooks/${token}`, null, { order: 42 });
    expect(fired.statusCode).toBe(202);
    expect(fired.json().accepted).toBe(true);
    // The run only queues the call: nothing is posted until the queue's worker runs it.
    const [run] = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/runs`, "ana")).json().items;
    expect(run.actions[0]).toMatchObject({ type: "webhook", status: "done", detail: expect.stringMatching(/^POST http:\/\/127\.0\.0\.1:\d+\/hook · delivery [0-9a-f-]{36}$/) });
    await drain();
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(verifyWebhookSignature(rule.signingSecret, { timestamp: headers["x-rumbo-timestamp"] as string, signature: headers["x-rumbo-signature"] as string }, body)).toBe(true);
    expect(verifyWebhookSignature("another-secret", { timestamp: headers["x-rumbo-timestamp"] as string, signature: headers["x-rumbo-signature"] as string }, body)).toBe(false);
    const expected = `sha256=${createHmac("sha256", rule.signingSecret).update(`${headers["x-rumbo-timestamp"]}.${body}`).digest("hex")}`;
    expect(headers["x-rumbo-signature"]).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({ type: "webhook", rule: { id: rule.id, name: "Hook" }, data: { summary: '{"order":42}' } });
    let log = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/deliveries`, "vic")).json().items;
    expect(log).toMatchObject([{ ruleId: rule.id, subscriptionId: null, status: "succeeded", attempts: 1, responseStatus: 200 }]);
    expect(headers["x-rumbo-delivery"]).toBe(log[0].id);

    // A failing receiver: retried one minute later, then twice as long.
    answer = 500;
    await requestAs(t, "POST", `/api/v1/automation/hooks/${token}`, null, { order: 43 });
    await drain();
    log = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/deliveries`, "ana")).json().items;
    expect(log[0]).toMatchObject({ status: "retrying", attempts: 1, responseStatus: 500, error: "HTTP 500" });
    const gap1 = Date.parse(log[0].nextAttemptAt) - Date.parse(log[0].lastAttemptAt);
    expect(gap1).toBeGreaterThanOrEqual(54_000);
    expect(gap1).toBeLessThanOrEqual(66_000);
    await retriesDue();
    await drain();
    log = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/deliveries`, "ana")).json().items;
    expect(log[0]).toMatchObject({ status: "retrying", attempts: 2 });
    expect((Date.parse(log[0].nextAttemptAt) - Date.parse(log[0].lastAttemptAt)) / gap1).toBeGreaterThan(1.6);

    // Failing since 25 hours ago: the next failure gives up and pauses the rule, telling its author.
    await t.testDb.database.db.update(automationRules).set({ webhookFailingSince: new Date(Date.now() - 25 * 3600_000) }).where(eq(automationRules.id, rule.id));
    await retriesDue();
    await drain();
    log = (await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/deliveries`, "ana")).json().items;
    expect(log[0]).toMatchObject({ status: "failed", attempts: 3, nextAttemptAt: null });
    expect((await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}`, "ana")).json()).toMatchObject({ enabled: false, pausedReason: "webhook_failing" });
    const notes = await t.testDb.database.db.select().from(notifications).where(eq(notifications.userId, "ana"));
    expect(notes.some((n) => n.subject === `automation:${rule.id}` && n.message.includes(hookUrl))).toBe(true);
    answer = 200;
    // Turned on again: an admin may send the failed delivery again by hand, through the webhooks' redelivery.
    await requestAs(t, "PATCH", `/api/v1/automation/rules/${rule.id}`, "ana", { enabled: true });
    received.length = 0;
    const again = await requestAs(t, "POST", `/api/v1/webhooks/deliveries/${log[0].id}/redeliver`, "ana");
    expect(again.statusCode, again.body).toBe(202);
    await drain();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body).id).toBe(log[0].eventId);
    expect((await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/deliveries`, "eve")).statusCode).toBe(404);
    await requestAs(t, "DELETE", `/api/v1/automation/rules/${rule.id}`, "ana");
  });

  it("renews an incoming webhook's secret address: the old one stops at once, the new one fires the rule", async () => {
    const rule = (await create("ana", { name: "Entrante", trigger: { type: "webhook" }, actions: [{ type: "notify", to: "author", message: "llegó", email: false }] })).json();
    const oldToken = rule.webhookUrl.split("/").pop();
    expect((await requestAs(t, "POST", `/api/v1/automation/rules/${rule.id}/webhook-url`, "vic")).statusCode).toBe(403);
    expect((await requestAs(t, "POST", `/api/v1/automation/rules/${rule.id}/webhook-url`, "eve")).statusCode).toBe(404);
    expect((await requestAs(t, "POST", `/api/v1/automation/rules/${rule.id}/webhook-url`, null)).statusCode).toBe(401);
    const rotated = await requestAs(t, "POST", `/api/v1/automation/rules/${rule.id}/webhook-url`, "ana");
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newToken = rotated.json().webhookUrl.split("/").pop();
    expect(newToken).not.toBe(oldToken);
    expect(newToken).toMatch(/^[\w-]{20,}$/);
    expect((await requestAs(t, "POST", `/api/v1/automation/hooks/${oldToken}`, null, {})).statusCode).toBe(404);
    // The other instance reads the same row: the old address is dead there too.
    expect((await requestAs(second, "POST", `/api/v1/automation/hooks/${oldToken}`, null, {})).statusCode).toBe(404);
    const fired = await requestAs(second, "POST", `/api/v1/automation/hooks/${newToken}`, null, { n: 1 });
    expect(fired.statusCode).toBe(202);
    expect(fired.json().accepted).toBe(true);
    expect((await requestAs(t, "GET", `/api/v1/automation/rules/${rule.id}/runs`, "ana")).json().items).toHaveLength(1);
    // Only a webhook rule has an address to renew.
    const other = (await create("ana", { name: "Sin dirección", trigger: { type: "task.created" }, actions: [{ type: "notify", to: "author", message: "x", email: false }] })).json();
    const refused = await requestAs(t, "POST", `/api/v1/automation/rules/${other.id}/webhook-url`, "ana");
    expect(refused.statusCode).toBe(409);
    for (const id of [rule.id, other.id]) await requestAs(t, "DELETE", `/api/v1/automation/rules/${id}`, "ana");
  });

  it("posts to the project's channel as its author, checks the task's labels, and e-mails this week's report as the reports' PDF", async () => {
    const db = t.testDb.database.db;
    const label = (await requestAs(t, "POST", "/api/v1/labels?workspaceId=w", "ana", { name: "Urgente", color: labelColors[0] })).json();
    const rule = (await create("ana", {
      name: "Urgentes al canal",
      trigger: { type: "task.changed", field: "priority" },
      conditions: [{ field: "task.labels", op: "eq", value: "urgente" }],
      actions: [{ type: "post_to_channel", message: "{task} cambió de prioridad en {project}" }],
    })).json();
    const plain = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Sin etiqueta" })).json();
    const tagged = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Con etiqueta" })).json();
    expect((await requestAs(t, "PUT", `/api/v1/projects/${projectId}/tasks/${tagged.id}/labels`, "ana", { labelIds: [label.id] })).statusCode).toBe(204);
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${plain.id}`, "ana", { priority: "Baja" });
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${tagged.id}`, "ana", { priority: "Baja" });
    await idle();
    const runs = await settled(rule.id, 2);
    expect(runs.map((r) => r.status).sort()).toEqual(["skipped", "succeeded"]);
    const [channel] = await db.select().from(channels).where(eq(channels.projectId, projectId));
    const messages = await db.select().from(channelMessages).where(eq(channelMessages.channelId, channel!.id));
    expect(messages.map((m) => [m.body, m.authorId])).toEqual([["Con etiqueta cambió de prioridad en Atlas", "ana"]]);
    await requestAs(t, "DELETE", `/api/v1/automation/rules/${rule.id}`, "ana");

    const report = (await create("ana", { name: "Reporte", projectId, trigger: { type: "schedule", cron: "0 8 * * 1" }, actions: [{ type: "send_report", to: "author" }] })).json();
    const before = (await db.select().from(outbox)).length;
    expect(await t.app.automation.runSchedules(new Date(report.nextRunAt))).toBe(1);
    const mails = (await db.select().from(outbox)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Atlas/);
    const [pdf] = mails[0]!.attachments ?? [];
    expect(pdf).toMatchObject({ contentType: "application/pdf", filename: expect.stringMatching(/^rumbo-\d{4}-W\d{2}\.pdf$/) });
    expect(Buffer.from(pdf!.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    await requestAs(t, "DELETE", `/api/v1/automation/rules/${report.id}`, "ana");
  });

  it("reads a task's custom field in its conditions, by the option's label; a malformed field is a 400", async () => {
    const impact = await requestAs(t, "POST", "/api/v1/custom-fields?workspaceId=w", "ana", { name: "Impacto", type: "single_choice", options: [{ label: "Alto" }, { label: "Bajo" }] });
    expect(impact.statusCode, impact.body).toBe(201);
    const field = impact.json() as { id: string; options: { id: string; label: string }[] };
    const optionId = (label: string) => field.options.find((o) => o.label === label)!.id;
    const rule = (await create("ana", {
      name: "Alto impacto",
      trigger: { type: "task.changed", field: "priority" },
      conditions: [{ field: `task.field.${field.id}`, op: "eq", value: "alto" }],
      actions: [{ type: "notify", to: "author", message: "{task}: alto impacto", email: false }],
    })).json();
    const high = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Migrar pagos" })).json();
    const low = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Cambiar logo" })).json();
    for (const [task, label] of [[high, "Alto"], [low, "Bajo"]] as const) {
      const put = await requestAs(t, "PUT", `/api/v1/projects/${projectId}/tasks/${task.id}/custom-values`, "ana", { values: { [field.id]: optionId(label) } });
      expect(put.statusCode, put.body).toBeLessThan(300);
    }
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${high.id}`, "ana", { priority: "Baja" });
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${low.id}`, "ana", { priority: "Baja" });
    await idle();
    const runs = await settled(rule.id, 2);
    expect(runs.map((r) => r.status).sort()).toEqual(["skipped", "succeeded"]);
    const actuals = runs.map((r) => (r as unknown as { conditions: { actual: string | null }[] }).conditions[0]!.actual).sort();
    expect(actuals).toEqual(["Alto", "Bajo"]);
    const malformed = await create("ana", { name: "Mal", trigger: { type: "task.created" }, conditions: [{ field: "task.field.impacto", op: "eq", value: "x" }], actions: [{ type: "notify", to: "author", message: "x", email: false }] });
    expect(malformed.statusCode).toBe(400);
    await requestAs(t, "DELETE", `/api/v1/automation/rules/${rule.id}`, "ana");
  });

  it("creates a task with its checklist, assigns it and moves it to the current sprint, each as its own logged action", async () => {
    const db = t.testDb.database.db;
    const other = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Orión" })).json().id as string;
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const sprint = await requestAs(t, "POST", `/api/v1/projects/${other}/sprints`, "ana", { name: "Sprint 1", startDate: today, endDate: later });
    expect(sprint.statusCode, sprint.body).toBe(201);
    const person = (await requestAs(t, "POST", "/api/v1/resources?workspaceId=w", "ana", { name: "María" })).json();
    const rule = (await create("ana", {
      name: "Nuevas tareas",
      projectId: other,
      trigger: { type: "task.created" },
      conditions: [{ field: "task.title", op: "eq", value: "alta de cliente" }],
      actions: [
        { type: "assign", resourceId: person.id },
        { type: "move_to_sprint", target: "current" },
        { type: "create_task", title: "Revisar {task}", checklist: ["Llamar al cliente", "Enviar minuta"] },
      ],
    })).json();
    const task = (await requestAs(t, "POST", `/api/v1/projects/${other}/tasks`, "ana", { title: "Alta de cliente" })).json();
    await idle();
    // Two runs: the task made by hand, and the one the rule created (an event one level deeper,
    // whose title does not meet the condition).
    const runs = (await settled(rule.id, 2)) as unknown as { status: string; event: { taskId: string; depth: number }; actions: { type: string; status: string }[] }[];
    const run = runs.find((r) => r.event.taskId === task.id)!;
    expect(run.status).toBe("succeeded");
    expect(run.actions.map((a: { type: string; status: string }) => [a.type, a.status])).toEqual([["assign", "done"], ["move_to_sprint", "done"], ["create_task", "done"]]);
    const tasks = await db.select().from(projectTasks).where(eq(projectTasks.projectId, other));
    const moved = tasks.find((x) => x.id === task.id)!;
    expect(moved.assigneeResourceId).toBe(person.id);
    expect(moved.sprintId).toBe(sprint.json().id);
    const created = tasks.find((x) => x.title === "Revisar Alta de cliente")!;
    expect(created.description).toBe("- [ ] Llamar al cliente\n- [ ] Enviar minuta");
    expect(runs.find((r) => r.event.taskId === created.id)).toMatchObject({ status: "skipped", event: { depth: 1 } });
    await requestAs(t, "DELETE", `/api/v1/automation/rules/${rule.id}`, "ana");
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

  it("a dry run of 'task changed' replays changes of any field, or of the chosen one, from the recorded field history", async () => {
    const task = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Historial" })).json();
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${task.id}`, "ana", { title: "Historial 2" });
    await requestAs(t, "PATCH", `/api/v1/projects/${projectId}/tasks/${task.id}`, "ana", { endDate: "2026-12-18" });
    await idle();
    const dry = async (trigger: unknown) => {
      const res = await requestAs(t, "POST", "/api/v1/automation/dry-run", "ana", { rule: { name: "Prueba", trigger, actions: [{ type: "notify", to: "author", message: "{task}" }] } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { event: { taskId: string; summary: string }; source: string; matched: boolean }[]).filter((i) => i.event.taskId === task.id);
    };
    const any = await dry({ type: "task.changed" });
    expect(any.map((i) => [i.source, i.event.summary])).toEqual([
      ["field_history", "Historial 2: endDate: — → 2026-12-18"],
      ["field_history", "Historial 2: title: Historial → Historial 2"],
    ]);
    const chosen = await dry({ type: "task.changed", field: "title", from: "Historial", to: "Historial 2" });
    expect(chosen.map((i) => [i.source, i.matched])).toEqual([["field_history", true]]);
    expect(await dry({ type: "task.changed", field: "priority" })).toEqual([]);
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
    // The author may write, but the person to tell is not a member: every run fails.
    const rule = (await create("ana", { name: "Cada minuto", trigger: { type: "schedule", cron: "* * * * *" }, actions: [{ type: "notify", to: "user", userId: "nobody-here", message: "x", email: false }] })).json();
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
