import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { notifications } from "../../../db/schema/activity";
import { users } from "../../../db/schema/accounts";
import { projectTasks, resources } from "../../../db/schema/projects";

describe(`work items on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  let eveProject: string;
  const as = (user: string, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => requestAs(t, method, url, user, body);
  const items = async (user = "ana") => (await as(user, "GET", `/api/v1/projects/${projectId}/work-items`)).json().items as { taskId: string; parentId: string | null; depth: number; labelIds: string[]; assigneeResourceIds: string[]; watcherUserIds: string[]; watching: boolean; rollup: { subtaskCount: number; completedCount: number; progress: number; estimateHours: number | null } | null }[];
  const item = async (taskId: string, user = "ana") => (await items(user)).find((i) => i.taskId === taskId)!;
  const newTask = async (title: string, extra: Record<string, unknown> = {}) => (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title, ...extra })).json().id as string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mia", name: "Mía", locale: "en" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mia: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    projectId = (await as("ana", "POST", "/api/v1/projects", { name: "Atlas" })).json().id;
    eveProject = (await as("eve", "POST", "/api/v1/projects", { name: "Ajeno" })).json().id;
  });
  afterAll(async () => t.close());

  it("subtasks: made from a task, rolled up (progress of the leaves, sum of estimates), cycles and a sixth level refused", async () => {
    const parent = await newTask("Lanzamiento", { estimateHours: 99 });
    const a = await as("ana", "POST", `/api/v1/projects/${projectId}/tasks/${parent}/subtasks`, { title: "Diseño", estimateHours: 4 });
    expect(a.statusCode, a.body).toBe(201);
    const b = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks/${parent}/subtasks`, { title: "Código", estimateHours: 6 })).json().id;
    const c = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks/${b}/subtasks`, { title: "Pruebas", estimateHours: 2 })).json().id;
    await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${a.json().id}`, { status: "Completada" });

    // Leaves: Diseño (done, 4 h), Pruebas (2 h); Código's own 6 h is replaced by its subtree's.
    expect((await item(parent)).rollup).toEqual({ subtaskCount: 2, completedCount: 1, progress: 50, estimateHours: 6 });
    expect((await item(b)).rollup).toEqual({ subtaskCount: 1, completedCount: 0, progress: 0, estimateHours: 2 });
    expect(await item(c)).toMatchObject({ parentId: b, depth: 3, rollup: null });

    const cycle = await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${parent}/parent`, { parentId: c });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().error.fields.parentId).toMatch(/sí misma/);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${parent}/parent`, { parentId: parent })).statusCode).toBe(422);

    let deepest = c;
    for (const level of [4, 5]) deepest = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks/${deepest}/subtasks`, { title: `Nivel ${level}` })).json().id;
    const sixth = await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks/${deepest}/subtasks?lang=en`, "ana", { title: "Nivel 6" });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error.message).toBe("Subtasks allow at most 5 levels.");
    // Moving a 2-level subtree under the level-4 task would make 6 levels.
    const loose = await newTask("Suelta");
    await as("ana", "POST", `/api/v1/projects/${projectId}/tasks/${loose}/subtasks`, { title: "Hija" });
    const level4 = (await items()).find((i) => i.depth === 4)!.taskId;
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${loose}/parent`, { parentId: level4 })).statusCode).toBe(422);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${loose}/parent`, { parentId: c })).statusCode).toBe(204);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${loose}/parent`, { parentId: null })).statusCode).toBe(204);

    // A parent from another project is a field error, not a 500.
    const foreign = (await as("eve", "POST", `/api/v1/projects/${eveProject}/tasks`, { title: "Ajena" })).json().id;
    const bad = await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${loose}/parent`, { parentId: foreign });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["parentId"]);

    // Deleting the parent leaves its subtasks at the top level.
    await as("ana", "DELETE", `/api/v1/projects/${projectId}/tasks/${b}`);
    expect(await item(c)).toMatchObject({ parentId: null, depth: 1 });
  });

  it("labels: admins manage them, names are unique per workspace, a task carries several", async () => {
    const made = await as("ana", "POST", "/api/v1/labels", { name: "Urgente", color: "red" });
    expect(made.statusCode, made.body).toBe(201);
    const ux = (await as("ana", "POST", "/api/v1/labels", { name: "UX", color: "violet" })).json();
    expect((await as("ana", "POST", "/api/v1/labels", { name: " urgente ", color: "blue" })).statusCode).toBe(409);
    const badColour = await as("ana", "POST", "/api/v1/labels", { name: "Gris", color: "#777" });
    expect(badColour.statusCode).toBe(400);
    expect(JSON.stringify(badColour.json().error.fields)).toContain("color");
    expect((await as("ana", "POST", "/api/v1/labels", { name: "", color: "red" })).statusCode).toBe(400);

    const task = await newTask("Etiquetada");
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/labels`, { labelIds: [made.json().id, ux.id] })).statusCode).toBe(204);
    // Listed by name: UX after Urgente.
    expect((await item(task)).labelIds).toEqual([made.json().id, ux.id]);
    expect((await as("ana", "PUT", `/api/v1/labels/${ux.id}`, { name: "Diseño", color: "teal" })).json()).toMatchObject({ name: "Diseño", color: "teal" });
    expect((await as("mia", "GET", "/api/v1/labels?workspaceId=w")).json().items.map((l: { name: string }) => l.name)).toEqual(["Diseño", "Urgente"]);

    // Eve's label cannot go on Ana's task; deleting a label takes it off every task.
    const eveLabel = (await as("eve", "POST", "/api/v1/labels", { name: "Suya", color: "green" })).json();
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/labels`, { labelIds: [eveLabel.id] })).statusCode).toBe(400);
    expect((await as("ana", "DELETE", `/api/v1/labels/${made.json().id}`)).statusCode).toBe(204);
    expect((await item(task)).labelIds).toEqual([ux.id]);
  });

  it("several assignees: the primary stays on the task row (capacity, exports), the rest are extra", async () => {
    const db = t.testDb.database.db;
    const post = async (name: string) => (await as("ana", "POST", "/api/v1/resources", { name, role: "Dev", availability: 40 })).json().id as string;
    const luis = await post("Luis");
    const mia = await post("Mía");
    await db.update(resources).set({ userId: "mia" }).where(eq(resources.id, mia));
    const task = await newTask("Entre dos", { assigneeResourceId: luis });
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/assignees`, { resourceIds: [mia, luis] })).statusCode).toBe(204);
    expect((await item(task)).assigneeResourceIds).toEqual([luis, mia]);
    const [row] = await db.select().from(projectTasks).where(eq(projectTasks.id, task));
    expect(row!.assigneeResourceId).toBe(luis);
    // Mía's account watches by default, as an assignee; Ana as the creator.
    expect((await item(task)).watcherUserIds).toEqual(["ana", "mia"]);

    // Without Luis, Mía becomes the primary.
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/assignees`, { resourceIds: [mia] });
    const [after] = await db.select().from(projectTasks).where(eq(projectTasks.id, task));
    expect(after!.assigneeResourceId).toBe(mia);
    const listed = (await as("ana", "GET", `/api/v1/projects/${projectId}/tasks`)).json().find((x: { id: string }) => x.id === task);
    expect(listed.assigneeResourceId).toBe(mia);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/assignees`, { resourceIds: ["nope"] })).statusCode).toBe(400);
  });

  it("watchers hear of changes in their language, in real time, never the one who made them; unwatching stops it", async () => {
    const db = t.testDb.database.db;
    await db.update(users).set({ locale: "en" }).where(eq(users.id, "mia"));
    const task = await newTask("Vigilada");
    // Vic, a viewer, may watch for himself; Ana adds Mía.
    expect((await as("vic", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/watchers`, { userId: "vic" })).statusCode).toBe(204);
    expect((await as("vic", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/watchers`, { userId: "mia" })).statusCode).toBe(403);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/watchers`, { userId: "mia" })).statusCode).toBe(204);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/watchers`, { userId: "eve" })).statusCode).toBe(400);
    expect(await item(task, "vic")).toMatchObject({ watching: true, watcherUserIds: ["ana", "mia", "vic"] });

    const published: string[] = [];
    const stop = t.app.events.subscribe((e) => {
      if (e.type === "notification.created") published.push(e.userId);
    });
    await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${task}`, { status: "En progreso", priority: "Alta" });
    const noticesOf = async (user: string) => (await db.select().from(notifications).where(eq(notifications.userId, user))).filter((n) => n.title.includes("Vigilada"));
    await expect.poll(async () => (await noticesOf("mia")).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => published.sort(), { timeout: 5000 }).toEqual(["mia", "vic"]);
    stop();
    expect((await noticesOf("mia"))[0]).toMatchObject({ title: "“Vigilada” changed", message: "Ana changed status, priority in Atlas.", kind: "task_watch" });
    expect((await noticesOf("vic"))[0]).toMatchObject({ title: "Cambió «Vigilada»", message: "Ana cambió estado, prioridad en Atlas." });
    expect(await noticesOf("ana")).toHaveLength(0);

    // Mía unwatches; Ana (the creator) opts out too: Mía's next change reaches only Vic.
    expect((await as("mia", "DELETE", `/api/v1/projects/${projectId}/tasks/${task}/watchers/mia`)).statusCode).toBe(204);
    expect((await as("ana", "DELETE", `/api/v1/projects/${projectId}/tasks/${task}/watchers/ana`)).statusCode).toBe(204);
    await as("mia", "PATCH", `/api/v1/projects/${projectId}/tasks/${task}`, { title: "Vigilada 2" });
    await expect.poll(async () => (await noticesOf("vic")).length, { timeout: 5000 }).toBe(2);
    expect(await noticesOf("ana")).toHaveLength(0);
    expect(await noticesOf("mia")).toHaveLength(1);
  });

  it("every route: a viewer cannot write, another workspace gets 404, nobody signed in 401", async () => {
    const task = await newTask("Protegida");
    const label = (await as("ana", "POST", "/api/v1/labels", { name: `L-${Date.now()}`, color: "blue" })).json().id;
    const writes: [string, string, unknown][] = [
      ["POST", `/api/v1/projects/${projectId}/tasks/${task}/subtasks`, { title: "x" }],
      ["PUT", `/api/v1/projects/${projectId}/tasks/${task}/parent`, { parentId: null }],
      ["PUT", `/api/v1/projects/${projectId}/tasks/${task}/labels`, { labelIds: [] }],
      ["PUT", `/api/v1/projects/${projectId}/tasks/${task}/assignees`, { resourceIds: [] }],
      ["PUT", `/api/v1/labels/${label}`, { name: "Otra", color: "red" }],
      ["DELETE", `/api/v1/labels/${label}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const m = method as "POST" | "PUT" | "DELETE";
      expect((await as("vic", m, url, body)).statusCode, `${method} ${url} as viewer`).toBe(403);
      expect((await as("eve", m, url, body)).statusCode, `${method} ${url} as stranger`).toBe(404);
      expect((await requestAs(t, m, url, null, body)).statusCode).toBe(401);
    }
    // Labels are managed by admins and owners: a member may not make one.
    expect((await as("mia", "POST", "/api/v1/labels?workspaceId=w", { name: "De Mía", color: "red" })).statusCode).toBe(403);
    expect((await as("vic", "POST", "/api/v1/labels?workspaceId=w", { name: "De Vic", color: "red" })).statusCode).toBe(403);
    expect((await as("eve", "GET", `/api/v1/projects/${projectId}/work-items`)).statusCode).toBe(404);
    expect((await as("eve", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/watchers`, { userId: "eve" })).statusCode).toBe(404);
    expect((await as("eve", "DELETE", `/api/v1/projects/${projectId}/tasks/${task}/watchers/eve`)).statusCode).toBe(404);
    // Eve's workspace lists only Eve's labels.
    expect((await as("eve", "GET", "/api/v1/labels")).json().items.every((l: { name: string }) => l.name === "Suya")).toBe(true);
    expect((await as("vic", "GET", `/api/v1/projects/${projectId}/work-items`)).statusCode).toBe(200);
    // A task of another project of the same workspace is not found under this one.
    const other = (await as("ana", "POST", "/api/v1/projects", { name: "Otro" })).json().id;
    expect((await as("ana", "PUT", `/api/v1/projects/${other}/tasks/${task}/labels`, { labelIds: [] })).statusCode).toBe(404);
  });

  it("the task export carries each task's parent and labels", async () => {
    const parent = await newTask("Exportable");
    const child = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks/${parent}/subtasks`, { title: "Hija exportada" })).json().id;
    const label = (await as("ana", "POST", "/api/v1/labels", { name: "Exportada", color: "amber" })).json().id;
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${child}/labels`, { labelIds: [label] });
    const csv = (await as("ana", "GET", `/api/v1/projects/${projectId}/tasks/export?format=csv`)).body.replace(/^\uFEFF/, "").split("\r\n");
    // The lossless export (decision 1210) names the parent by its key, the first column.
    expect(csv[0]).toMatch(/^Clave,.*,Tarea padre,Depende de,Etiquetas,Registro de tiempo,Observadores,Comentarios$/);
    expect(csv.find((l) => l.startsWith(`${child},Hija exportada,`))).toMatch(new RegExp(`,${parent},,Exportada,,,$`));
  });
});
