import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp, type TestMethod } from "../../testing/app";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { notifications } from "../../../db/schema/activity";
import { queuedJobs } from "../../../db/schema/jobs";
import { webhookSubscriptions } from "../../../db/schema/webhooks";
import { verifyWebhookSignature } from "../../shared/webhook-signature";

// Outgoing webhooks end to end on the server (decision 0806), with a receiver on loopback (which
// the guard lets through only under NODE_ENV=test, see shared/guarded-post.ts).

type Received = { headers: IncomingHttpHeaders; body: string };

describe(`outgoing webhooks on ${testEngine()}`, () => {
  let t: TestApp;
  let second: TestApp;
  let projectId: string;
  const received: Received[] = [];
  let answer = 200;
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end(answer === 200 ? "thanks" : "nope");
    });
  });
  let hookUrl = "";
  const db = () => t.testDb.database.db;

  const create = async (events: string[], name = `Hook ${randomUUID().slice(0, 6)}`) => {
    const response = await requestAs(t, "POST", "/api/v1/webhooks?workspaceId=w", "ana", { name, url: hookUrl, events });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; secret: string }>();
  };
  const drain = async () => {
    await t.app.webhooks.idle();
    await second.app.webhooks.idle();
    await t.app.webhooks.drain();
    await second.app.webhooks.drain();
  };
  /** Time passes: the queued retries are due now. */
  const retriesDue = () => db().update(queuedJobs).set({ runAt: new Date(Date.now() - 1000) }).where(and(eq(queuedJobs.kind, "webhook-delivery"), eq(queuedJobs.status, "queued")));
  const deliveries = async (id: string) => (await requestAs(t, "GET", `/api/v1/webhooks/${id}/deliveries`, "ana")).json().items;

  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({}, { shareDatabaseWith: t });
    await seedOwnerViewerAndStranger(db());
    await db().insert(users).values({ id: "mia", email: "mia@example.mx" });
    await db().insert(workspaceMembers).values({ id: randomUUID(), organizationId: "w", userId: "mia", role: "member" });
    projectId = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Atlas" })).json().id;
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    receiver.close();
    await second.app.close();
    await t.close();
  });

  it("shows the secret once, and signs a ping so that the documented recipe verifies it", async () => {
    const sub = await create(["task.created"]);
    expect(sub.secret).toMatch(/^whsec_[\w-]{20,}$/);
    const listed = (await requestAs(t, "GET", "/api/v1/webhooks?workspaceId=w", "ana")).json().items;
    expect(listed.find((s: { id: string }) => s.id === sub.id)).not.toHaveProperty("secret");
    received.length = 0;
    expect((await requestAs(t, "POST", `/api/v1/webhooks/${sub.id}/ping`, "ana")).statusCode).toBe(202);
    await drain();
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    // The recipe of the OpenAPI document, written out: HMAC-SHA256 over `timestamp.body`.
    const expected = `sha256=${createHmac("sha256", sub.secret).update(`${headers["x-rumbo-timestamp"]}.${body}`).digest("hex")}`;
    expect(headers["x-rumbo-signature"]).toBe(expected);
    expect(verifyWebhookSignature(sub.secret, { timestamp: headers["x-rumbo-timestamp"] as string, signature: headers["x-rumbo-signature"] as string }, body)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ type: "ping", workspaceId: "w" });
    const [log] = await deliveries(sub.id);
    expect(log).toMatchObject({ status: "succeeded", attempts: 1, responseStatus: 200, error: null });
    expect(log.latencyMs).toBeGreaterThanOrEqual(0);
    // The list carries each webhook's count and latest delivery.
    const again = (await requestAs(t, "GET", "/api/v1/webhooks?workspaceId=w", "ana")).json().items.find((s: { id: string }) => s.id === sub.id);
    expect(again).toMatchObject({ deliveries: 1, lastDelivery: { status: "succeeded", responseStatus: 200 } });
    await requestAs(t, "DELETE", `/api/v1/webhooks/${sub.id}`, "ana");
  });

  it("sends a task event once although two instances listen, with its payload", async () => {
    const sub = await create(["task.created", "task.completed"]);
    received.length = 0;
    const task = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Firmar contrato" })).json();
    await drain();
    await drain();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: "task.created", workspaceId: "w", data: { taskId: task.id, task: "Firmar contrato", projectId, project: "Atlas" } });
    expect(received[0]!.headers["x-rumbo-event"]).toBe("task.created");
    await requestAs(t, "DELETE", `/api/v1/webhooks/${sub.id}`, "ana");
  });

  it("a clock event (overdue) is sent once when both instances sweep, and not again while it lasts", async () => {
    const sub = await create(["task.overdue"]);
    await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Entregar informe", startDate: "2026-01-05", endDate: "2026-01-09" });
    const now = new Date();
    const [a, b] = await Promise.all([t.app.webhooks.sweep(now), second.app.webhooks.sweep(now)]);
    expect(a + b).toBe(1);
    expect(await t.app.webhooks.sweep(new Date(now.getTime() + 300_000))).toBe(0);
    await drain();
    const [one] = await deliveries(sub.id);
    expect(one).toMatchObject({ eventType: "task.overdue", status: "succeeded" });
    await requestAs(t, "DELETE", `/api/v1/webhooks/${sub.id}`, "ana");
  });

  it("retries a failing delivery with a doubling back-off, logs each attempt, and redelivers by hand", async () => {
    const sub = await create(["task.created"]);
    answer = 500;
    await requestAs(t, "POST", `/api/v1/webhooks/${sub.id}/ping`, "ana");
    await drain();
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [d] = await deliveries(sub.id);
      expect(d).toMatchObject({ status: "retrying", attempts: attempt, responseStatus: 500, error: "HTTP 500" });
      gaps.push(Date.parse(d.nextAttemptAt) - Date.parse(d.lastAttemptAt));
      if (attempt < 3) {
        await retriesDue();
        await drain();
      }
    }
    // One minute, two, four (±10 % jitter).
    expect(gaps[0]).toBeGreaterThanOrEqual(54_000);
    expect(gaps[0]).toBeLessThanOrEqual(66_000);
    expect(gaps[1]! / gaps[0]!).toBeGreaterThan(1.6);
    expect(gaps[2]! / gaps[1]!).toBeGreaterThan(1.6);
    const [failing] = await deliveries(sub.id);
    const detail = (await requestAs(t, "GET", `/api/v1/webhooks/deliveries/${failing.id}`, "ana")).json();
    expect(detail.log.map((a: { attempt: number; responseStatus: number }) => [a.attempt, a.responseStatus])).toEqual([[1, 500], [2, 500], [3, 500]]);
    expect(detail.responseBody).toBe("nope");

    answer = 200;
    await retriesDue();
    await drain();
    expect((await deliveries(sub.id))[0]).toMatchObject({ status: "succeeded", attempts: 4 });

    received.length = 0;
    const again = await requestAs(t, "POST", `/api/v1/webhooks/deliveries/${failing.id}/redeliver`, "ana");
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ redeliveryOf: failing.id, eventId: failing.eventId });
    await drain();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body).id).toBe(failing.eventId);
    expect(received[0]!.headers["x-rumbo-delivery"]).toBe(again.json().id);
    await requestAs(t, "DELETE", `/api/v1/webhooks/${sub.id}`, "ana");
  });

  it("turns a webhook off after 24 hours of failure and tells its owner; turning it on starts afresh", async () => {
    const sub = await create(["task.created"], "Siempre falla");
    answer = 503;
    await db().update(webhookSubscriptions).set({ failingSince: new Date(Date.now() - 25 * 3600_000) }).where(eq(webhookSubscriptions.id, sub.id));
    await requestAs(t, "POST", `/api/v1/webhooks/${sub.id}/ping`, "ana");
    await drain();
    answer = 200;
    const after = (await requestAs(t, "GET", "/api/v1/webhooks?workspaceId=w", "ana")).json().items.find((s: { id: string }) => s.id === sub.id);
    expect(after).toMatchObject({ enabled: false, disabledReason: "sustained_failure" });
    expect((await deliveries(sub.id))[0]).toMatchObject({ status: "failed", nextAttemptAt: null });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, "ana"));
    expect(notes.some((n) => n.title === "Webhook desactivado" && n.message.includes("Siempre falla"))).toBe(true);
    expect((await requestAs(t, "POST", `/api/v1/webhooks/${sub.id}/ping`, "ana")).statusCode).toBe(409);
    const on = (await requestAs(t, "PATCH", `/api/v1/webhooks/${sub.id}`, "ana", { enabled: true })).json();
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await requestAs(t, "DELETE", `/api/v1/webhooks/${sub.id}`, "ana");
  });

  it("validates per field and refuses private addresses written as such", async () => {
    const bad = await requestAs(t, "POST", "/api/v1/webhooks?workspaceId=w", "ana", { name: "", url: "ftp://x", events: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["name", "url", "events"]));
    for (const url of ["http://10.1.2.3/hook", "http://169.254.169.254/latest", "http://[fd00::1]/x"]) {
      const refused = await requestAs(t, "POST", "/api/v1/webhooks?workspaceId=w", "ana", { name: "Interna", url, events: ["task.created"] });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.fields.url).toBeTruthy();
    }
  });

  it("lets owners and admins only: members and viewers 403, other workspaces 404, nobody 401", async () => {
    const sub = await create(["task.created"]);
    await requestAs(t, "POST", `/api/v1/webhooks/${sub.id}/ping`, "ana");
    await drain();
    const [delivery] = await deliveries(sub.id);
    const body = { name: "x", url: hookUrl, events: ["task.created"] };
    const routes: [TestMethod, string, unknown?][] = [
      ["GET", "/api/v1/webhooks?workspaceId=w"],
      ["POST", "/api/v1/webhooks?workspaceId=w", body],
      ["PUT", `/api/v1/webhooks/${sub.id}`, body],
      ["PATCH", `/api/v1/webhooks/${sub.id}`, { enabled: false }],
      ["DELETE", `/api/v1/webhooks/${sub.id}`],
      ["POST", `/api/v1/webhooks/${sub.id}/secret`, {}],
      ["POST", `/api/v1/webhooks/${sub.id}/ping`, {}],
      ["GET", `/api/v1/webhooks/${sub.id}/deliveries`],
      ["GET", `/api/v1/webhooks/deliveries/${delivery.id}`],
      ["POST", `/api/v1/webhooks/deliveries/${delivery.id}/redeliver`, {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await requestAs(t, method, url, "vic", payload)).statusCode, `viewer ${method} ${url}`).toBe(403);
      expect((await requestAs(t, method, url, null, payload)).statusCode, `nobody ${method} ${url}`).toBe(401);
      expect((await requestAs(t, method, url, "mia", payload)).statusCode, `member ${method} ${url}`).toBe(403);
      // Eve owns w-eve only: from there, w's webhooks do not exist.
      const fromHers = url.includes("workspaceId=w") ? url.replace("workspaceId=w", "workspaceId=w-eve") : `${url}${url.includes("?") ? "&" : "?"}workspaceId=w-eve`;
      const stranger = await requestAs(t, method, fromHers, "eve", payload);
      if (url.includes("workspaceId=w")) expect(stranger.statusCode).toBeLessThan(300);
      else expect(stranger.statusCode, `other workspace ${method} ${url}`).toBe(404);
    }
    const eves = (await requestAs(t, "GET", "/api/v1/webhooks?workspaceId=w-eve", "eve")).json().items;
    expect(eves.some((s: { id: string }) => s.id === sub.id)).toBe(false);
    const rotated = await requestAs(t, "POST", `/api/v1/webhooks/${sub.id}/secret`, "ana", {});
    expect(rotated.json().secret).not.toBe(sub.secret);
    await db().execute(sql`delete from webhook_subscriptions where workspace_id = 'w-eve'`);
  });

  it("documents every event's payload in the OpenAPI 3.1 webhooks section", async () => {
    const doc = (await requestAs(t, "GET", "/api/v1/openapi.json", null)).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const type of ["task.created", "task.changed", "task.completed", "task.overdue", "milestone.due", "milestone.missed", "project.risk", "project.forecast_late", "person.overload", "sprint.started", "sprint.ended", "ping"]) {
      const op = doc.webhooks[type]?.post;
      expect(op, type).toBeTruthy();
      expect(op.requestBody.content["application/json"].schema.properties.type.const).toBe(type);
      expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["X-Rumbo-Signature", "X-Rumbo-Timestamp"]));
    }
  });
});
