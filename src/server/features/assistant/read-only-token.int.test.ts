import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// Issue 19: a read-only API token (decision 0417) may ask the assistant (decision 0941): it gets
// the same answers, with their sources, but the assistant's actions are refused with 403 and a
// translated message, and nothing is kept or changed. A read-write token is the control.
describe(`assistant with a read-only token on ${testEngine()}`, () => {
  let t: TestApp;
  let atlas = "";
  let readOnly = "";
  let readWrite = "";
  let eveProject = "";
  const asToken = (token: string, method: "POST" | "GET", url: string, body?: Record<string, unknown>, lang = "es") =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, "accept-language": lang, ...(body ? { "content-type": "application/json" } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });
  const ask = (token: string, question: string, lang = "es") => asToken(token, "POST", "/api/v1/assistant/ask", { question }, lang);
  const tasksOfAtlas = async () => (await requestAs(t, "GET", `/api/v1/projects/${atlas}/tasks`, "ana")).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    atlas = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Atlas", dueDate: "2027-03-19" })).json().id;
    eveProject = (await requestAs(t, "POST", "/api/v1/projects", "eve", { name: "Ajeno", dueDate: "2027-03-19" })).json().id;
    const made = async (scope: string) => {
      const res = await requestAs(t, "POST", "/api/v1/me/api-tokens", "ana", { name: `Script ${scope}`, scope });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().token as string;
    };
    readOnly = await made("read");
    readWrite = await made("read-write");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a read-only token's questions with their sources, and keeps no conversation", async () => {
    const res = await ask(readOnly, "¿Cuándo vence Atlas?");
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.text).toContain("Atlas");
    expect(answer.citations).toEqual([expect.objectContaining({ href: `/project/${atlas}`, kind: "project" })]);
    expect(answer.conversationId).toBeUndefined();
    const en = await ask(readOnly, "When is Atlas due?", "en");
    expect(en.statusCode).toBe(200);
    expect(en.json().lang).toBe("en");
    // Its owner's conversations hold nothing it asked; a read-write token's question is kept.
    expect((await requestAs(t, "GET", "/api/v1/assistant/conversations", "ana")).json()).toEqual([]);
    expect((await ask(readWrite, "¿Cuándo vence Atlas?")).json().conversationId).toEqual(expect.any(String));
    expect((await requestAs(t, "GET", "/api/v1/assistant/conversations", "ana")).json()).toHaveLength(1);
  });

  it("refuses a read-only token the assistant's actions with 403 and a translated message; nothing changes", async () => {
    const before = await tasksOfAtlas();
    const question = "Crea la tarea «Revisar planos» en Atlas para el próximo viernes";
    const es = await ask(readOnly, question);
    expect(es.statusCode, es.body).toBe(403);
    expect(es.json().error).toMatchObject({ code: "token_read_only", message: expect.stringContaining("solo lectura: el asistente responde preguntas") });
    const en = await ask(readOnly, "Create the task 'Check plans' in Atlas for next Friday", "en");
    expect(en.statusCode).toBe(403);
    expect(en.json().error.message).toContain("read-only: the assistant answers questions");

    // The read-write token gets the preview; confirming it with the read-only token is refused too.
    const preview = await ask(readWrite, question);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().action).toMatchObject({ kind: "create_task", title: "Revisar planos" });
    const confirm = await asToken(readOnly, "POST", "/api/v1/assistant/actions", preview.json().action);
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error).toMatchObject({ code: "token_read_only", message: expect.stringContaining("solo lectura") });
    expect(await tasksOfAtlas()).toEqual(before);
  });

  it("still refuses the read-only token every other write, and another workspace's project is 404", async () => {
    const write = await asToken(readOnly, "POST", "/api/v1/projects", { name: "Nuevo", dueDate: "2027-01-01" });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe("token_read_only");
    expect((await asToken(readOnly, "POST", "/api/v1/assistant/ask", { question: "¿Cuándo vence?", projectId: eveProject })).statusCode).toBe(404);
  });
});
