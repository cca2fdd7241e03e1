import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { users } from "../../../db/schema/accounts";
import { customFieldValues, customFields } from "../../../db/schema/custom-fields";
import { projectTasks } from "../../../db/schema/projects";
import { todayIn } from "../../../domain/planning/calendar";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// The assistant's language-model engine (decision 0920) against a fake OpenAI-compatible server
// started here (no network): the model calls the offline engine's tools as the caller, answers
// with the records they used as sources, loses any link it invents, never reaches another
// workspace, still needs the user's confirmation to act, and gives way to the offline engine,
// labelled, when it fails or takes too long.

type Body = { model: string; messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[]; tools?: { function: { name: string } }[] };
type Reply = { status?: number; delayMs?: number; message?: { content?: string | null; tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[] } };

const call = (name: string, args: Record<string, unknown>, id = `c-${name}`) => ({ id, type: "function" as const, function: { name, arguments: JSON.stringify(args) } });
const toolResults = (body: Body) => body.messages.filter((m) => m.role === "tool").map((m) => m.content ?? "");

describe(`assistant language-model engine on ${testEngine()}`, () => {
  let t: TestApp;
  let server: Server;
  let atlas: string;
  let eveProject: string;
  const requests: Body[] = [];
  let script: (body: Body, round: number) => Reply = () => ({ message: { content: "—" } });
  const ask = (user: string, body: Record<string, unknown>) => requestAs(t, "POST", "/api/v1/assistant/ask", user, { ...body, ...(user === "vic" ? { workspaceId: "w" } : {}) });
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const body = JSON.parse(raw) as Body;
        requests.push(body);
        const reply = script(body, requests.length - 1);
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
          res.end(JSON.stringify(reply.status && reply.status >= 300 ? { error: "boom" } : { id: "x", choices: [{ index: 0, message: { role: "assistant", ...reply.message } }] }));
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.LLM_MODEL = "fake-model";
    process.env.LLM_API_KEY = "test-key";
    process.env.LLM_TIMEOUT_MS = "3000";
    process.env.LLM_MAX_TOOL_ROUNDS = "3";
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    atlas = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Portal Atlas", dueDate: "2031-03-14" })).json().id;
    eveProject = (await requestAs(t, "POST", "/api/v1/projects", "eve", { name: "Secreto", dueDate: "2032-07-01" })).json().id;
  });
  afterAll(async () => {
    process.env = saved;
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it("calls a tool as the caller, answers from its result and cites the records it used", async () => {
    script = (_body, round) => (round === 0 ? { message: { content: null, tool_calls: [call("due_dates", { project: "Atlas" })] } } : { message: { content: `Portal Atlas vence el 14 de marzo de 2031 ([Portal Atlas](/project/${atlas})).` } });
    const res = await ask("ana", { question: "¿Cuándo vence Atlas?" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ engine: "llm", model: "fake-model", lang: "es", intent: "due_date", understood: true, citations: [{ label: "Portal Atlas", href: `/project/${atlas}`, kind: "project" }] });
    expect(answer.text).toBe(`Portal Atlas vence el 14 de marzo de 2031 ([Portal Atlas](/project/${atlas})).`);
    expect(answer.fallback).toBeUndefined();
    expect(answer.turnId).toBeTruthy();
    // What the model was told: its only knowledge is the tools' results, the tools, and then the result itself.
    expect(requests).toHaveLength(2);
    expect(requests[0]!.model).toBe("fake-model");
    expect(requests[0]!.messages[0]!.content).toContain("Tu único conocimiento son los resultados de las herramientas");
    expect(requests[0]!.tools!.map((x) => x.function.name)).toEqual(expect.arrayContaining(["due_dates", "project_risks", "overloaded_people", "overdue_tasks", "delivery_forecast", "what_changed", "budget_vs_spend", "search_memory", "create_task"]));
    const [result] = toolResults(requests[1]!);
    expect(JSON.parse(result!)).toMatchObject({ answer: expect.stringContaining("14 de marzo de 2031"), sources: [{ label: "Portal Atlas", link: `/project/${atlas}` }] });
    // The kept conversation shows the engine too.
    const kept = (await requestAs(t, "GET", `/api/v1/assistant/conversations/${answer.conversationId}`, "ana")).json();
    expect(kept.turnList[0].answer).toMatchObject({ engine: "llm", model: "fake-model" });
  });

  it("strips a link the model invents, keeping the ones its tools gave", async () => {
    script = (_body, round) =>
      round === 0
        ? { message: { content: null, tool_calls: [call("due_dates", { project: atlas })] } }
        : { message: { content: `Vence pronto: [Portal Atlas](/project/${atlas}), ver [el plan](/project/inventado) y https://evil.example/phish o /project/otro. <a href="/admin/users">usuarios</a>` } };
    const answer = (await ask("ana", { question: "¿Cuándo vence Atlas?" })).json();
    expect(answer.engine).toBe("llm");
    expect(answer.text).toContain(`[Portal Atlas](/project/${atlas})`);
    expect(answer.text).toContain("el plan");
    for (const invented of ["/project/inventado", "evil.example", "/project/otro", "/admin/users", "<a"]) expect(answer.text).not.toContain(invented);
    expect(answer.citations.map((c: { href: string }) => c.href)).toEqual([`/project/${atlas}`]);
  });

  it("gives the model nothing of another workspace's project, by id or by name", async () => {
    script = (_body, round) =>
      round === 0
        ? { message: { content: null, tool_calls: [call("due_dates", { project: eveProject }, "a"), call("budget_vs_spend", { project: "Secreto" }, "b"), call("create_task", { project: eveProject, title: "Espiar" }, "c")] } }
        : { message: { content: `No encontré ese proyecto. [Secreto](/project/${eveProject})` } };
    const res = await ask("ana", { question: `¿Cuándo vence el proyecto ${eveProject}?` });
    const answer = res.json();
    const results = toolResults(requests[1]!);
    expect(results).toHaveLength(3);
    for (const r of results) {
      expect(JSON.parse(r)).toMatchObject({ error: "not_found" });
      expect(r).not.toContain("2032");
    }
    expect(answer.engine).toBe("llm");
    expect(answer.action).toBeUndefined();
    expect(answer.citations).toEqual([]);
    expect(answer.text).not.toContain(`/project/${eveProject}`);
    expect(answer.text).not.toContain("2032");
  });

  it("falls back to the offline engine, labelled, when the model fails or takes too long", async () => {
    script = () => ({ status: 500 });
    const failed = (await ask("ana", { question: "¿Cuándo vence Atlas?" })).json();
    expect(failed).toMatchObject({ engine: "offline", fallback: { model: "fake-model", reason: "error" }, intent: "due_date", citations: [{ href: `/project/${atlas}` }] });
    expect(failed.text).toContain("14 de marzo de 2031");

    script = () => ({ delayMs: 4000, message: { content: "tarde" } });
    const started = Date.now();
    const slow = (await ask("ana", { question: "When is Atlas due?" })).json();
    expect(Date.now() - started).toBeLessThan(3900);
    expect(slow).toMatchObject({ engine: "offline", lang: "en", fallback: { model: "fake-model", reason: "timeout" }, intent: "due_date" });

    // A model that never stops calling tools gets a last round without them, then the offline engine answers.
    script = () => ({ message: { content: null, tool_calls: [call("project_risks", {})] } });
    requests.length = 0;
    const looping = (await ask("ana", { question: "¿Qué proyectos están en riesgo?" })).json();
    expect(requests.at(-1)!.tools).toBeUndefined();
    expect(requests).toHaveLength(4);
    expect(looping).toMatchObject({ engine: "offline", fallback: { reason: "error" }, intent: "at_risk" });
  });

  it("still needs the user's confirmation for an action the model prepares", async () => {
    const tasksOf = () => t.testDb.database.db.select().from(projectTasks).where(eq(projectTasks.projectId, atlas));
    const before = (await tasksOf()).length;
    script = (_body, round) =>
      round % 2 === 0
        ? { message: { content: null, tool_calls: [call("create_task", { title: "Revisar contrato", due: "2031-01-20" })] } }
        : { message: { content: "Preparé la tarea «Revisar contrato»; confírmala para crearla." } };
    const res = await ask("ana", { question: "Crea la tarea Revisar contrato para el 20 de enero", projectId: atlas });
    const answer = res.json();
    expect(answer).toMatchObject({ engine: "llm", intent: "action.create_task", action: { kind: "create_task", projectId: atlas, title: "Revisar contrato", endDate: "2031-01-20" } });
    expect(JSON.parse(toolResults(requests[1]!)[0]!)).toMatchObject({ status: "awaiting_confirmation" });
    expect((await tasksOf()).length).toBe(before);
    // Confirmed, it is done through the normal API as the caller; a viewer gets the preview but cannot do it.
    expect((await requestAs(t, "POST", "/api/v1/assistant/actions", "ana", answer.action)).statusCode).toBe(200);
    expect((await tasksOf()).map((x) => x.title)).toContain("Revisar contrato");
    const viewer = (await ask("vic", { question: "Crea la tarea Otra", projectId: atlas })).json();
    expect(viewer.action).toMatchObject({ kind: "create_task" });
    expect((await requestAs(t, "POST", "/api/v1/assistant/actions?workspaceId=w", "vic", viewer.action)).statusCode).toBe(403);
    expect((await tasksOf()).length).toBe(before + 1);
  });

  it("states today in the reader's own time zone, and answers custom fields and a task's details through its tools (decision 0930)", async () => {
    const db = t.testDb.database.db;
    await db.update(users).set({ timeZone: "Pacific/Kiritimati" }).where(eq(users.id, "ana"));
    const task = randomUUID();
    const field = randomUUID();
    await db.insert(projectTasks).values({ id: task, projectId: atlas, title: "Validar catálogos", status: "En progreso", endDate: "2031-02-03" });
    await db.insert(customFields).values({ id: field, workspaceId: "w", name: "Cliente", type: "text" });
    await db.insert(customFieldValues).values({ taskId: task, fieldId: field, textValue: "Pemex" });
    script = (_body, round) =>
      round === 0
        ? { message: { content: null, tool_calls: [call("tasks_by_field", { field: "cliente", value: "Pemex" }, "f"), call("task_details", { task: "validar catalogos" }, "d"), call("task_details", { task: "Secreto de Eve" }, "x")] } }
        : { message: { content: "Validar catálogos es de Pemex." } };
    try {
      const answer = (await ask("ana", { question: "¿Qué tareas son de Pemex?" })).json();
      expect(answer.engine).toBe("llm");
      const prompt = requests[0]!.messages[0]!.content!;
      expect(prompt).toContain("Pacific/Kiritimati");
      expect(prompt).toContain(`Hoy es ${todayIn("Pacific/Kiritimati", new Date())}`);
      expect(requests[0]!.tools!.map((x) => x.function.name)).toEqual(expect.arrayContaining(["tasks_by_field", "task_details"]));
      const [byField, details, missing] = toolResults(requests[1]!).map((r) => JSON.parse(r));
      expect(byField).toMatchObject({ items: [{ text: expect.stringContaining("Validar catálogos"), link: `/project/${atlas}` }] });
      expect(details.answer).toContain("3 de febrero de 2031");
      expect(missing).toMatchObject({ error: "not_found" });
      expect(answer.citations.map((c: { href: string }) => c.href)).toContain(`/project/${atlas}`);
    } finally {
      await db.update(users).set({ timeZone: "America/Mexico_City" }).where(eq(users.id, "ana"));
      await db.delete(customFieldValues).where(eq(customFieldValues.taskId, task));
      await db.delete(customFields).where(eq(customFields.id, field));
      await db.delete(projectTasks).where(eq(projectTasks.id, task));
    }
  });

  it("keeps a screen project of another workspace out, as the offline engine does", async () => {
    script = () => ({ message: { content: "x" } });
    expect((await ask("ana", { question: "¿Cuándo vence?", projectId: eveProject })).statusCode).toBe(404);
    expect(requests).toHaveLength(0);
  });
});
