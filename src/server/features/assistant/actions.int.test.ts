import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelMessages } from "../../../db/schema/communication";
import { projectRisks } from "../../../db/schema/management";
import { projectTasks } from "../../../db/schema/projects";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// The assistant's actions (decision 0903): a request is previewed (nothing written), then done
// through the normal API as the caller once confirmed. Viewers are refused, strangers get 404.
describe(`assistant actions on ${testEngine()}`, () => {
  let t: TestApp;
  let atlas: string;
  let eveProject: string;
  let ana: string;
  let design: string;
  const ask = (user: string, body: Record<string, unknown>) => requestAs(t, "POST", "/api/v1/assistant/ask", user, body);
  const confirm = (user: string | null, body: unknown) => requestAs(t, "POST", "/api/v1/assistant/actions", user, body);
  const tasksOf = (projectId: string) => t.testDb.database.db.select().from(projectTasks).where(eq(projectTasks.projectId, projectId));

  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    atlas = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Portal Atlas", dueDate: "2031-03-14" })).json().id;
    eveProject = (await requestAs(t, "POST", "/api/v1/projects", "eve", { name: "Secreto", dueDate: "2031-03-14" })).json().id;
    ana = (await requestAs(t, "POST", "/api/v1/resources", "ana", { name: "Ana Torres" })).json().id;
    await requestAs(t, "POST", "/api/v1/resources", "ana", { name: "Luis Pérez" });
    design = (await requestAs(t, "POST", `/api/v1/projects/${atlas}/tasks`, "ana", { title: "Diseño de pantallas", endDate: "2031-01-10" })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("previews a task from the screen's project without writing, and creates it once confirmed", async () => {
    const before = (await tasksOf(atlas)).length;
    const res = await ask("ana", { question: "Crea la tarea «Revisar contrato» para el 15 de diciembre asignada a Ana", projectId: atlas });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ lang: "es", intent: "action.create_task", action: { kind: "create_task", projectId: atlas, projectName: "Portal Atlas", title: "Revisar contrato", assigneeResourceId: ana, assigneeName: "Ana Torres" } });
    expect(preview.action.endDate).toMatch(/-12-15$/);
    expect((await tasksOf(atlas)).length).toBe(before);
    const done = await confirm("ana", preview.action);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ text: "Listo: creé la tarea «Revisar contrato» en Portal Atlas.", citations: [{ href: `/project/${atlas}` }] });
    const created = (await tasksOf(atlas)).find((x) => x.title === "Revisar contrato");
    expect(created).toMatchObject({ assigneeResourceId: ana, endDate: preview.action.endDate });
  });

  it("moves a due date and assigns, in English, through the task route", async () => {
    const move = (await ask("ana", { question: 'Move the due date of "Diseño de pantallas" in Atlas to December 20, 2031' })).json();
    expect(move.action).toMatchObject({ kind: "move_due", taskId: design, fromDate: "2031-01-10", endDate: "2031-12-20", lang: "en" });
    expect((await confirm("ana", move.action)).json().text).toBe("Done: “Diseño de pantallas” is now due on December 20, 2031.");
    const assign = (await ask("ana", { question: "Asigna «Diseño de pantallas» a Luis", projectId: atlas })).json();
    expect(assign.action).toMatchObject({ kind: "assign", taskId: design, resourceName: "Luis Pérez" });
    expect((await confirm("ana", assign.action)).statusCode).toBe(200);
    const [row] = await t.testDb.database.db.select().from(projectTasks).where(eq(projectTasks.id, design));
    expect(row).toMatchObject({ endDate: "2031-12-20", assigneeResourceId: assign.action.resourceId });
  });

  it("adds a risk and posts the drafted weekly update", async () => {
    const risk = (await ask("ana", { question: "Agrega el riesgo «Retraso del proveedor» con impacto alto en Atlas" })).json();
    expect(risk.action).toMatchObject({ kind: "add_risk", title: "Retraso del proveedor", impact: 4, probability: 3 });
    expect((await confirm("ana", risk.action)).statusCode).toBe(200);
    expect(await t.testDb.database.db.select().from(projectRisks).where(eq(projectRisks.projectId, atlas))).toEqual([expect.objectContaining({ title: "Retraso del proveedor", impact: 4 })]);
    const draft = (await ask("ana", { question: "Redacta la actualización semanal", projectId: atlas })).json();
    expect(draft.action).toMatchObject({ kind: "draft_update", projectId: atlas });
    expect(draft.action.text).toContain("Portal Atlas");
    const posted = await confirm("ana", { ...draft.action, text: `${draft.action.text}\n\nEditado por Ana.` });
    expect(posted.statusCode, posted.body).toBe(200);
    const messages = await t.testDb.database.db.select().from(channelMessages).where(eq(channelMessages.channelId, draft.action.channelId));
    expect(messages.map((m) => m.body)).toEqual([expect.stringContaining("Editado por Ana.")]);
  });

  it("reads the weekly draft when the browser accepts compressed answers", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/assistant/ask", headers: { "x-test-user": "ana", "content-type": "application/json", "accept-encoding": "br, gzip" }, payload: JSON.stringify({ question: "Draft the weekly update", projectId: atlas }) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(JSON.parse(res.body).action).toMatchObject({ kind: "draft_update", lang: "en", text: expect.stringContaining("Portal Atlas") });
  });

  it("asks for what is missing instead of guessing", async () => {
    expect((await ask("ana", { question: "Crea una tarea «Llamar al cliente»" })).json()).toMatchObject({ intent: "action.create_task", text: expect.stringContaining("¿En qué proyecto?") });
    expect((await ask("ana", { question: "Mueve «Tarea inexistente» al viernes", projectId: atlas })).json().action).toBeUndefined();
  });

  it("refuses a viewer's confirmed action with a clear message, and writes nothing", async () => {
    const preview = (await ask("vic", { question: "Crea la tarea «Intento de Vic»", projectId: atlas, workspaceId: "w" })).json();
    expect(preview.action).toMatchObject({ kind: "create_task", title: "Intento de Vic" });
    const res = await confirm("vic", preview.action);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: "read_only", message: expect.stringContaining("solo lectura") });
    const en = await requestAs(t, "POST", "/api/v1/assistant/actions?lang=en", "vic", preview.action);
    expect(en.json().error.message).toContain("read-only");
    expect((await tasksOf(atlas)).some((x) => x.title === "Intento de Vic")).toBe(false);
  });

  it("never touches another workspace: a stranger gets 404, and ids of another workspace are refused", async () => {
    const action = { kind: "create_task", projectId: atlas, projectName: "Portal Atlas", lang: "es", title: "De Eve", endDate: null, assigneeResourceId: null, assigneeName: null };
    expect((await confirm("eve", action)).statusCode).toBe(404);
    expect((await confirm(null, action)).statusCode).toBe(401);
    // Ana's own project, but a task id and a channel of Eve's workspace: nothing of Eve's moves.
    const [eveTask] = (await Promise.all([requestAs(t, "POST", `/api/v1/projects/${eveProject}/tasks`, "eve", { title: "Privada" })])).map((r) => r.json());
    const move = await confirm("ana", { kind: "move_due", projectId: atlas, projectName: "Portal Atlas", lang: "es", taskId: eveTask.id, taskTitle: "Privada", fromDate: null, endDate: "2031-05-05" });
    expect(move.statusCode).toBe(404);
    const [row] = await t.testDb.database.db.select().from(projectTasks).where(eq(projectTasks.id, eveTask.id));
    expect(row!.endDate).toBeNull();
    const foreignAssignee = await confirm("ana", { ...action, title: "Con recurso ajeno", assigneeResourceId: (await requestAs(t, "POST", "/api/v1/resources", "eve", { name: "Eva" })).json().id });
    expect(foreignAssignee.statusCode).toBe(400);
    expect((await tasksOf(atlas)).some((x) => x.title === "Con recurso ajeno")).toBe(false);
  });

  it("validates the confirmed action with the shared schema", async () => {
    const res = await confirm("ana", { kind: "create_task", projectId: atlas, projectName: "Portal Atlas", lang: "es", title: "", endDate: "2031-02-31", assigneeResourceId: null, assigneeName: null });
    expect(res.statusCode).toBe(400);
    expect((await confirm("ana", { kind: "delete_everything", projectId: atlas })).statusCode).toBe(400);
  });
});
