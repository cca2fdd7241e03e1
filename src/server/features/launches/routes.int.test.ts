import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { outbox } from "../../../db/schema/security";
import { launchDrafts, launchSent } from "../../../db/schema/launches";
import { projectTasks } from "../../../db/schema/projects";
import { listen } from "../../testing/event-stream";

describe(`launches on ${testEngine()}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const as = (user: string) => ({ "x-test-user": user });
  const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body: unknown, user = "ana") =>
    method === "DELETE" ? t.app.inject({ method, url, headers: as(user) }) : t.app.inject({ method, url, headers: { ...as(user), "content-type": "application/json" }, payload: JSON.stringify(body) });
  const get = (url: string, user = "ana") => t.app.inject({ method: "GET", url, headers: as(user) });
  const plan = (extra: Record<string, unknown> = {}) => ({
    name: "Atlas 2.0",
    launchDate: "2031-03-14",
    segments: ["managers", "executives"],
    customAudiences: ["Socios"],
    channels: ["email", "project_channel"],
    steps: [
      { title: "Congelar alcance", dueDate: "2031-02-28" },
      { title: "Lanzamiento", dueDate: "2031-03-14" },
    ],
    ...extra,
  });
  let projectId = "";

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mo", name: "Mo" }, { id: "vic" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mo: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    projectId = (await send("POST", "/api/v1/projects", { name: "Portal Atlas", description: "Portal de autoservicio. Segunda frase." })).json().id;
    for (const title of ["Pago con tarjeta", "Inicio de sesión"]) expect((await send("POST", `/api/v1/projects/${projectId}/tasks`, { title, status: "Completada" })).statusCode).toBe(201);
    await send("POST", `/api/v1/projects/${projectId}/tasks`, { title: "Pendiente abierta" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("makes a plan whose steps are dated tasks, writes drafts from the project's data, approves by a second member and sends the e-mail", async () => {
    const created = await send("POST", `/api/v1/projects/${projectId}/launches`, plan(), "mo");
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ name: "Atlas 2.0", projectName: "Portal Atlas", segments: ["managers", "executives"], customAudiences: ["Socios"], engine: "template", drafts: [], sent: [] });
    expect(p.steps.map((s: { title: string; dueDate: string; taskStatus: string }) => [s.title, s.dueDate, s.taskStatus])).toEqual([
      ["Congelar alcance", "2031-02-28", "Pendiente"],
      ["Lanzamiento", "2031-03-14", "Pendiente"],
    ]);
    const tasks = (await get(`/api/v1/projects/${projectId}/tasks`)).json() as { id: string; title: string; startDate: string; endDate: string }[];
    const step = tasks.find((x) => x.id === p.steps[1].taskId);
    expect(step).toMatchObject({ title: "Lanzamiento", startDate: "2031-03-14", endDate: "2031-03-14" });
    expect((await get(`/api/v1/launches?projectId=${projectId}`)).json().items.map((i: { id: string }) => i.id)).toContain(p.id);

    const gen = await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "release_notes", lang: "es" }, "mo");
    expect(gen.statusCode, gen.body).toBe(201);
    const draft = gen.json();
    expect(draft).toMatchObject({ kind: "release_notes", lang: "es", engine: "template", status: "draft", authorName: "Mo", subject: "Notas de la versión: Atlas 2.0" });
    expect(draft.body).toContain("- Pago con tarjeta");
    // One task left open by hand, and the plan's two steps.
    expect(draft.body).toContain("Pendiente: 3 tareas abiertas en el proyecto.");

    // The author cannot approve their own draft; sending needs an approval.
    const own = await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {}, "mo");
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toContain("otro miembro");
    expect((await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "email", recipients: ["dir@example.mx"] }, "mo")).statusCode).toBe(409);

    // Ana edits it: she becomes the author, so Mo may approve now.
    const edited = await send("PUT", `/api/v1/launches/${p.id}/drafts/${draft.id}`, { subject: "Atlas 2.0 ya está aquí", body: `${draft.body}\n\nGracias.` });
    expect(edited.json()).toMatchObject({ engine: "edited", authorName: "Ana", status: "draft" });
    expect((await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {})).statusCode).toBe(403);
    const approved = await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {}, "mo");
    expect(approved.json()).toMatchObject({ status: "approved", approvedByName: "Mo" });
    expect((await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {}, "mo")).statusCode).toBe(409);

    const badMail = await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "email", recipients: ["no-es-correo"] });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().error.fields).toHaveProperty(["recipients.0"]);
    const sent = await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "email", recipients: ["Dir@Example.mx", "ceo@example.mx"] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ via: "email", recipients: ["dir@example.mx", "ceo@example.mx"], subject: "Atlas 2.0 ya está aquí", sentByName: "Ana" });
    const mail = await smtp.waitFor("dir@example.mx", (m) => m.subject === "Atlas 2.0 ya está aquí", 20_000);
    expect(mail.text).toContain("- Pago con tarjeta");
    await smtp.waitFor("ceo@example.mx", (m) => m.subject === "Atlas 2.0 ya está aquí", 20_000);
    const rows = await t.testDb.database.db.select().from(outbox).where(eq(outbox.kind, "launch"));
    expect(rows.map((r) => r.to).sort()).toEqual(["ceo@example.mx", "dir@example.mx"]);

    // Kept with its date; sent once; no longer editable.
    const after = (await get(`/api/v1/launches/${p.id}`, "vic")).json();
    expect(after.sent).toHaveLength(1);
    expect(after.sent[0]).toMatchObject({ kind: "release_notes", via: "email", subject: "Atlas 2.0 ya está aquí" });
    expect(Date.parse(after.sent[0].sentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(after.drafts[0].status).toBe("sent");
    expect((await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "project_channel" })).statusCode).toBe(409);
    expect((await send("PUT", `/api/v1/launches/${p.id}/drafts/${draft.id}`, { subject: "x", body: "y" })).statusCode).toBe(409);
  });

  it("counts launch e-mails against the sender's hourly mail limit: past it, 429 with the wait and nothing sent", async () => {
    const p = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [] }))).json();
    const recipients = Array.from({ length: 50 }, (_, i) => `persona${i}@example.mx`);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const draft = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "stakeholder_email", lang: "es" }, "mo")).json();
      await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {});
      const sent = await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "email", recipients }, "mo");
      answers.push(sent.statusCode);
      if (sent.statusCode === 429) expect(sent.headers["retry-after"]).toBeDefined();
    }
    // 150 mails an hour per sender: three sends of 50 pass, the fourth is refused.
    expect(answers).toEqual([201, 201, 201, 429]);
    const stored = await t.testDb.database.db.select().from(launchSent).where(eq(launchSent.planId, p.id));
    expect(stored).toHaveLength(3);
  });

  it("posts an approved draft to the project's channel and keeps it", async () => {
    const p = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [] }))).json();
    const draft = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "internal_announcement", lang: "en" })).json();
    expect(draft.body).toContain("Thanks to the whole team for the 2 completed tasks.");
    await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {}, "mo");
    const posted = await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "project_channel" }, "mo");
    expect(posted.statusCode, posted.body).toBe(201);
    const channels = (await get("/api/v1/channels")).json().items as { id: string; projectId: string | null }[];
    const channel = channels.find((c) => c.projectId === projectId)!;
    const messages = (await get(`/api/v1/channels/${channel.id}/messages`)).json().items as { body: string }[];
    expect(messages.some((m) => m.body.includes("Internal announcement: Atlas 2.0"))).toBe(true);
    const stored = await t.testDb.database.db.select().from(launchSent).where(eq(launchSent.planId, p.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ via: "project_channel", recipients: [] });
  });

  it("writes with the language model when LLM_BASE_URL is set, says so, and falls back to the templates when it fails", async () => {
    const prompts: string[] = [];
    let fail = false;
    const llm = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        prompts.push(`${req.url} ${body}`);
        if (fail) return void res.writeHead(503).end();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ message: { content: "Asunto: Llega Atlas 2.0\n\nHola equipo: Pago con tarjeta ya está listo." } }] }));
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
    const before = { url: process.env.LLM_BASE_URL, model: process.env.LLM_MODEL };
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
    process.env.LLM_MODEL = "modelo-local";
    try {
      const p = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [] }))).json();
      expect(p.engine).toBe("llm");
      const draft = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "stakeholder_email", lang: "es" })).json();
      expect(draft).toMatchObject({ engine: "llm", model: "modelo-local", subject: "Llega Atlas 2.0", body: "Hola equipo: Pago con tarjeta ya está listo." });
      expect(prompts[0]).toContain("/v1/chat/completions");
      expect(prompts[0]).toContain("Pago con tarjeta");
      fail = true;
      const fallback = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "stakeholder_email", lang: "es" })).json();
      expect(fallback).toMatchObject({ engine: "template", model: null });
      expect(fallback.subject).toContain("Lanzamiento: Atlas 2.0");
    } finally {
      if (before.url === undefined) delete process.env.LLM_BASE_URL;
      else process.env.LLM_BASE_URL = before.url;
      if (before.model === undefined) delete process.env.LLM_MODEL;
      else process.env.LLM_MODEL = before.model;
      await new Promise<void>((resolve) => llm.close(() => resolve()));
    }
  });

  it("edits a plan: moved steps move their task's dates, renamed steps rename an untouched task, new steps make tasks, removed steps delete unstarted tasks and keep started ones", async () => {
    const p = (
      await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [{ title: "Congelar alcance", dueDate: "2031-02-28" }, { title: "Ensayo", dueDate: "2031-03-07" }, { title: "Demo", dueDate: "2031-03-10" }, { title: "Lanzamiento", dueDate: "2031-03-14" }] }), "mo")
    ).json();
    const [freeze, rehearsal, demo, launch] = p.steps as { id: string; taskId: string }[];
    // On the board: the freeze task gets a start three days earlier; the demo is started; the launch renamed.
    await t.testDb.database.db.update(projectTasks).set({ startDate: "2031-02-25" }).where(eq(projectTasks.id, freeze!.taskId));
    expect((await send("PATCH", `/api/v1/projects/${projectId}/tasks/${demo!.taskId}`, { status: "En progreso" })).statusCode).toBe(200);
    expect((await send("PATCH", `/api/v1/projects/${projectId}/tasks/${launch!.taskId}`, { title: "Lanzamiento público" })).statusCode).toBe(200);

    const edited = await send("PUT", `/api/v1/launches/${p.id}`, {
      name: "Atlas 2.1",
      launchDate: "2031-03-21",
      segments: ["directors"],
      customAudiences: [],
      channels: ["email"],
      steps: [
        { id: freeze!.id, title: "Congelar alcance", dueDate: "2031-03-07" },
        { id: launch!.id, title: "Lanzamiento 2.1", dueDate: "2031-03-21" },
        { title: "Anuncio interno", dueDate: "2031-03-20" },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json();
    expect(after).toMatchObject({ name: "Atlas 2.1", launchDate: "2031-03-21", segments: ["directors"], customAudiences: [], channels: ["email"] });
    expect(after.steps.map((s: { title: string; dueDate: string }) => [s.title, s.dueDate])).toEqual([
      ["Congelar alcance", "2031-03-07"],
      ["Anuncio interno", "2031-03-20"],
      ["Lanzamiento 2.1", "2031-03-21"],
    ]);
    const tasks = (await get(`/api/v1/projects/${projectId}/tasks`)).json() as { id: string; title: string; status: string; startDate: string; endDate: string }[];
    const task = (id: string) => tasks.find((x) => x.id === id);
    // Moved by seven days, start and end alike.
    expect(task(freeze!.taskId)).toMatchObject({ startDate: "2031-03-04", endDate: "2031-03-07" });
    // Renamed on the board: the team's title stays, the date moves.
    expect(task(launch!.taskId)).toMatchObject({ title: "Lanzamiento público", endDate: "2031-03-21" });
    // The unstarted rehearsal is gone with its step; the started demo stays.
    expect(task(rehearsal!.taskId)).toBeUndefined();
    expect(task(demo!.taskId)).toMatchObject({ title: "Demo", status: "En progreso" });
    const added = after.steps.find((s: { title: string }) => s.title === "Anuncio interno");
    expect(task(added.taskId)).toMatchObject({ title: "Anuncio interno", status: "Pendiente", startDate: "2031-03-20", endDate: "2031-03-20" });

    // A step id of another plan, or bad fields: 400 per field and nothing written.
    const bad = await send("PUT", `/api/v1/launches/${p.id}`, { ...plan(), name: "", steps: [{ id: "00000000-0000-0000-0000-000000000000", title: "X", dueDate: "2031-01-01" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("name");
    const unknownStep = await send("PUT", `/api/v1/launches/${p.id}`, { ...plan(), steps: [{ id: "00000000-0000-0000-0000-000000000000", title: "X", dueDate: "2031-01-01" }] });
    expect(unknownStep.statusCode).toBe(400);
    expect(unknownStep.json().error.fields).toHaveProperty(["steps.0.id"]);
    expect((await get(`/api/v1/launches/${p.id}`)).json().name).toBe("Atlas 2.1");
  });

  it("deletes a plan with its steps and drafts: unstarted step tasks go, started ones stay; a plan that sent something is kept (409)", async () => {
    const p = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan(), "mo")).json();
    const [first, second] = p.steps as { taskId: string }[];
    await send("PATCH", `/api/v1/projects/${projectId}/tasks/${second!.taskId}`, { status: "Completada" });
    const draft = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "social_post", lang: "es" }, "mo")).json();
    const removed = await send("DELETE", `/api/v1/launches/${p.id}`, undefined);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ tasksDeleted: 1, tasksKept: 1 });
    expect((await get(`/api/v1/launches/${p.id}`)).statusCode).toBe(404);
    expect(await t.testDb.database.db.select().from(launchDrafts).where(eq(launchDrafts.id, draft.id))).toEqual([]);
    const ids = ((await get(`/api/v1/projects/${projectId}/tasks`)).json() as { id: string }[]).map((x) => x.id);
    expect(ids).not.toContain(first!.taskId);
    expect(ids).toContain(second!.taskId);

    const sentPlan = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [] }))).json();
    const d = (await send("POST", `/api/v1/launches/${sentPlan.id}/drafts`, { kind: "internal_announcement", lang: "es" })).json();
    await send("POST", `/api/v1/launches/${sentPlan.id}/drafts/${d.id}/approve`, {}, "mo");
    expect((await send("POST", `/api/v1/launches/${sentPlan.id}/drafts/${d.id}/send`, { via: "project_channel" }, "mo")).statusCode).toBe(201);
    const refused = await send("DELETE", `/api/v1/launches/${sentPlan.id}`, undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("1 comunicaciones");
    expect((await get(`/api/v1/launches/${sentPlan.id}`)).statusCode).toBe(200);
  });

  it("tells another member's open stream when a plan's draft is approved or sent, and no other workspace", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const p = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [] }), "mo")).json();
    const draft = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "stakeholder_email", lang: "es" }, "mo")).json();
    const mo = await listen(url, "mo");
    const eve = await listen(url, "eve");
    try {
      expect((await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, {})).statusCode).toBe(200);
      expect(await mo.waitFor("launch.changed")).toMatchObject({ workspaceId: "w", projectId, planId: p.id, action: "updated" });
      mo.events.length = 0;
      expect((await send("POST", `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, { via: "project_channel" })).statusCode).toBe(201);
      expect(await mo.waitFor("launch.changed")).toMatchObject({ planId: p.id });
      await new Promise((r) => setTimeout(r, 300));
      expect(eve.events.filter((e) => e.type === "launch.changed")).toEqual([]);
    } finally {
      mo.close();
      eve.close();
    }
  });

  it("refuses bad plans per field", async () => {
    const bad = await send("POST", `/api/v1/projects/${projectId}/launches`, { name: "", launchDate: "2031-02-30", segments: ["ceos"], channels: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(expect.arrayContaining(["channels", "launchDate", "name", "segments.0"]));
    const noAudience = await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ segments: [], customAudiences: [] }));
    expect(noAudience.statusCode).toBe(400);
    expect(noAudience.json().error.fields).toHaveProperty("segments");
  });

  it("authorisation: viewers read only, a stranger gets 404 on every route, nobody signed in 401", async () => {
    const p = (await send("POST", `/api/v1/projects/${projectId}/launches`, plan({ steps: [] }))).json();
    const draft = (await send("POST", `/api/v1/launches/${p.id}/drafts`, { kind: "social_post", lang: "es" })).json();
    const routes: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown; write: boolean }[] = [
      { method: "GET", url: `/api/v1/launches?projectId=${projectId}`, write: false },
      { method: "GET", url: `/api/v1/launches/${p.id}`, write: false },
      { method: "POST", url: `/api/v1/projects/${projectId}/launches`, body: plan({ steps: [] }), write: true },
      { method: "POST", url: `/api/v1/launches/${p.id}/drafts`, body: { kind: "social_post", lang: "en" }, write: true },
      { method: "PUT", url: `/api/v1/launches/${p.id}/drafts/${draft.id}`, body: { subject: "s", body: "b" }, write: true },
      { method: "POST", url: `/api/v1/launches/${p.id}/drafts/${draft.id}/approve`, body: {}, write: true },
      { method: "POST", url: `/api/v1/launches/${p.id}/drafts/${draft.id}/send`, body: { via: "project_channel" }, write: true },
      { method: "PUT", url: `/api/v1/launches/${p.id}`, body: plan({ steps: [] }), write: true },
      { method: "DELETE", url: `/api/v1/launches/${p.id}`, write: true },
    ];
    for (const r of routes) {
      const call = (user: string | null) =>
        t.app.inject({ method: r.method, url: r.url, headers: { ...(user ? as(user) : {}), ...(r.body === undefined ? {} : { "content-type": "application/json" }) }, ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body) }) });
      expect((await call("eve")).statusCode, `${r.method} ${r.url} as a stranger`).toBe(404);
      expect((await call(null)).statusCode, `${r.method} ${r.url} signed out`).toBe(401);
      const viewer = await call("vic");
      expect(viewer.statusCode, `${r.method} ${r.url} as a viewer`).toBe(r.write ? 403 : 200);
    }
    // Ids that do not exist, or of the wrong shape, are 404 too.
    expect((await get("/api/v1/launches/00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
    expect((await get("/api/v1/launches/nope")).statusCode).toBe(404);
    expect((await send("POST", `/api/v1/launches/${p.id}/drafts/00000000-0000-0000-0000-000000000000/approve`, {}, "mo")).statusCode).toBe(404);
    // The viewer's attempts changed nothing.
    const [row] = await t.testDb.database.db.select().from(launchDrafts).where(eq(launchDrafts.id, draft.id));
    expect(row).toMatchObject({ status: "draft", authorId: "ana" });
    expect((await get(`/api/v1/launches/${p.id}`)).json().name).toBe("Atlas 2.0");
  });
});
