// The rules engine (decision 0801) on PGlite and PostgreSQL: events per second it handles, and the
// time from an event published on the bus to its rule's action done (p50/p95; goal p95 < 1 s).
// Each event is a task created; the rule notifies its author, and the in-app notice arriving back on
// the bus marks the action done. The reference ratio divides the engine's rate by the rate of the
// plainest write it makes (one notification row, one at a time) on the same database and run, so the
// figure does not depend on the machine's speed.
import { randomUUID } from "node:crypto";
import { openDatabase, type Database } from "../src/db/client";
import { createPostgresDatabase } from "../src/db/test-database";
import { notifications } from "../src/db/schema/activity";
import { automationRules } from "../src/db/schema/automation";
import { projectTasks, projects } from "../src/db/schema/projects";
import { createMailer } from "../src/server/mail/mailer";
import { createEventBus } from "../src/server/realtime/event-bus";
import { createAutomationEngine } from "../src/server/features/automation/engine";
import { seedOwners } from "./support/accounts";

const SEQUENTIAL = 150;
const BURST = 400;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function measure(database: Database, label: string) {
  await database.migrate();
  const db = database.db;
  await seedOwners(db, [{ userId: "pm", workspaceId: "w" }]);
  const [project] = await db.insert(projects).values({ workspaceId: "w", ownerId: "pm", name: "Atlas" }).returning({ id: projects.id });
  await db.insert(automationRules).values({ workspaceId: "w", name: "Avisar", triggerType: "task.created", trigger: { type: "task.created" }, actions: [{ type: "notify", to: "author", message: "{task}", email: false }], createdBy: "pm", webhookToken: randomUUID(), signingSecret: randomUUID() });
  const taskIds = (await db.insert(projectTasks).values(Array.from({ length: SEQUENTIAL + BURST }, (_, i) => ({ projectId: project!.id, title: `T${i}` }))).returning({ id: projectTasks.id })).map((r) => r.id);

  const events = await createEventBus(database);
  const engine = createAutomationEngine({ db, events, mailer: createMailer({ from: "bench@rumbo.mx", db }), publicUrl: "http://localhost", allowPrivateTargets: false });
  let done = 0;
  let waiter: (() => void) | null = null;
  events.subscribe((e) => {
    if (e.type !== "notification.created") return;
    done++;
    waiter?.();
  });
  const until = (n: number) => new Promise<void>((resolve) => {
    const check = () => (done >= n ? resolve() : (waiter = check));
    check();
  });
  const publish = (taskId: string) => events.publish({ type: "task.event", workspaceId: "w", projectId: project!.id, taskId, kind: "created", changes: {}, actorId: "pm" });

  // Event to action, one at a time.
  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    await publish(taskIds[i]!);
    await until(i + 1);
    latencies.push(performance.now() - started);
  }
  // Throughput: a burst of events, handled as fast as the engine goes.
  const burstStart = performance.now();
  for (let i = 0; i < BURST; i++) void publish(taskIds[SEQUENTIAL + i]!);
  await until(SEQUENTIAL + BURST);
  const perSecond = BURST / ((performance.now() - burstStart) / 1000);
  engine.close();
  await engine.idle();
  await events.close();

  // Reference: the plainest write the action makes, one notification row at a time.
  const refStart = performance.now();
  for (let i = 0; i < BURST; i++) await db.insert(notifications).values({ userId: "pm", title: "ref", message: "ref", type: "info", kind: "automation", priority: "medium" });
  const refPerSecond = BURST / ((performance.now() - refStart) / 1000);
  return `automation rules, ${label}: ${perSecond.toFixed(0)} events/s (reference ratio ${(perSecond / refPerSecond).toFixed(2)} of ${refPerSecond.toFixed(0)} plain inserts/s); event → action p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms (goal < 1000 ms)`;
}

const rows: string[] = [];
const pglite = await openDatabase({ kind: "pglite" });
rows.push(await measure(pglite, "PGlite"));
await pglite.close();
try {
  const created = await createPostgresDatabase();
  const pg = await openDatabase({ kind: "postgresql", url: created.url });
  rows.push(await measure(pg, "PostgreSQL"));
  await pg.close();
  await created.drop();
} catch (error) {
  rows.push(`automation rules, PostgreSQL not measured: ${(error as Error).message}`);
}
for (const row of rows) console.log(row);
