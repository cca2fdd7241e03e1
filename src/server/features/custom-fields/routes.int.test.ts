import { parseCsvRecords } from "../../../domain/intelligence/csv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { customFieldValues } from "../../../db/schema/custom-fields";

describe(`custom fields and saved views on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  let otherProject: string;
  let eveProject: string;
  const as = (user: string | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => requestAs(t, method, url, user, body);
  const newTask = async (title: string, project = projectId) => (await as("ana", "POST", `/api/v1/projects/${project}/tasks`, { title })).json().id as string;
  const field = async (body: Record<string, unknown>) => {
    const r = await as("ana", "POST", "/api/v1/custom-fields", body);
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string; options: { id: string; label: string }[] };
  };
  const valuesOf = async (taskId: string, user = "ana") => ((await as(user, "GET", `/api/v1/projects/${projectId}/custom-values`)).json().items as { taskId: string; values: Record<string, unknown> }[]).find((i) => i.taskId === taskId)?.values ?? {};
  const put = (taskId: string, values: Record<string, unknown>, user = "ana", lang = "es") => requestAs(t, "PUT", `/api/v1/projects/${projectId}/tasks/${taskId}/custom-values?lang=${lang}`, user, { values });

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
    otherProject = (await as("ana", "POST", "/api/v1/projects", { name: "Boreal" })).json().id;
    eveProject = (await as("eve", "POST", "/api/v1/projects", { name: "Ajeno" })).json().id;
  });
  afterAll(async () => t.close());

  it("each type is checked on the server with a message naming the field; nothing is half written", async () => {
    const cost = await field({ name: "Costo", type: "number" });
    const size = await field({ name: "Tamaño", type: "single_choice", options: [{ label: "S" }, { label: "M" }] });
    const topics = await field({ name: "Temas", type: "multi_choice", options: [{ label: "Web" }, { label: "Móvil" }] });
    const owner = await field({ name: "Responsable", type: "person" });
    const link = await field({ name: "Diseño", type: "url" });
    const when = await field({ name: "Firma", type: "date" });
    const only = await field({ name: "Solo Boreal", type: "text", projectId: otherProject });
    const task = await newTask("Con campos");

    const ok = await put(task, { [cost.id]: "1500.5", [size.id]: size.options[1]!.id, [topics.id]: [topics.options[1]!.id, topics.options[0]!.id], [owner.id]: "mia", [link.id]: "https://rumbo.mx/d", [when.id]: "2026-12-15" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await valuesOf(task, "vic")).toEqual({ [cost.id]: 1500.5, [size.id]: size.options[1]!.id, [topics.id]: [topics.options[0]!.id, topics.options[1]!.id], [owner.id]: "mia", [link.id]: "https://rumbo.mx/d", [when.id]: "2026-12-15" });

    // One bad value among good ones: a 400 per field, in the caller's language, and no value changes.
    const bad = await put(task, { [cost.id]: "abc", [size.id]: "xl", [owner.id]: "eve", [when.id]: "2026-02-30", [link.id]: "ftp://x" }, "ana", "en");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ [`values.${cost.id}`]: "“Costo” must be a number.", [`values.${size.id}`]: "“Tamaño” must be one of its options.", [`values.${when.id}`]: expect.stringContaining("Firma"), [`values.${link.id}`]: expect.stringContaining("http") });
    const spanish = await put(task, { [cost.id]: "abc" });
    expect(spanish.json().error.fields[`values.${cost.id}`]).toBe("«Costo» debe ser un número.");
    const stranger = await put(task, { [owner.id]: "eve", [cost.id]: 2 });
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json().error.fields)).toEqual([`values.${owner.id}`]);
    expect((await valuesOf(task))[cost.id]).toBe(1500.5);

    // Unknown ids, another project's field and malformed ids are 4xx, never 500.
    for (const id of ["ghost", "00000000-0000-0000-0000-000000000000", only.id]) {
      const r = await put(task, { [id]: "x" });
      expect(r.statusCode, id).toBe(400);
      expect(Object.keys(r.json().error.fields)).toEqual([`values.${id}`]);
    }
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/not-a-uuid/custom-values`, { values: {} })).statusCode).toBe(404);
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/custom-values`, { values: { [cost.id]: { n: 1 } } })).statusCode).toBe(400);

    // null clears; a required field cannot be cleared.
    expect((await put(task, { [link.id]: null })).statusCode).toBe(200);
    expect(await valuesOf(task)).not.toHaveProperty(link.id);
    expect((await as("ana", "PUT", `/api/v1/custom-fields/${cost.id}`, { name: "Costo", required: true })).statusCode).toBe(200);
    expect((await put(task, { [cost.id]: null })).json().error.fields[`values.${cost.id}`]).toBe("«Costo» es obligatorio.");
  });

  it("the task's own create and update body carries custom values, checked first; a bad one writes neither the task nor a value", async () => {
    const points = await field({ name: "Puntos extra", type: "number" });
    const area = await field({ name: "Área", type: "single_choice", options: [{ label: "Ventas" }, { label: "Soporte" }] });
    const made = await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title: "Con cuerpo", customFields: { [points.id]: "8", [area.id]: area.options[0]!.id } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().customFields).toEqual({ [points.id]: 8, [area.id]: area.options[0]!.id });
    expect(await valuesOf(made.json().id)).toEqual({ [points.id]: 8, [area.id]: area.options[0]!.id });

    const count = async () => ((await as("ana", "GET", `/api/v1/projects/${projectId}/tasks`)).json() as { title: string }[]).filter((x) => x.title === "Mala").length;
    const bad = await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks?lang=en`, "ana", { title: "Mala", customFields: { [points.id]: "ocho" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ [`customFields.${points.id}`]: "“Puntos extra” must be a number." });
    expect(await count()).toBe(0);

    // An update changes the task and its values together, or neither.
    const id = made.json().id as string;
    const refused = await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${id}`, { title: "Renombrada", customFields: { [area.id]: "nope" } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual([`customFields.${area.id}`]);
    expect(((await as("ana", "GET", `/api/v1/projects/${projectId}/tasks`)).json() as { id: string; title: string }[]).find((x) => x.id === id)?.title).toBe("Con cuerpo");
    const changed = await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${id}`, { title: "Renombrada", customFields: { [area.id]: area.options[1]!.id, [points.id]: null } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: "Renombrada", customFields: { [area.id]: area.options[1]!.id } });
    expect(await valuesOf(id)).toEqual({ [area.id]: area.options[1]!.id });
    // Another workspace's field is unknown here; a viewer cannot write through the body either.
    expect((await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${id}`, { customFields: { ghost: 1 } })).statusCode).toBe(400);
    expect((await as("vic", "PATCH", `/api/v1/projects/${projectId}/tasks/${id}`, { customFields: { [points.id]: 1 } })).statusCode).toBe(403);
  });

  it("definitions: admins define them per workspace or project; removing an option or the field removes its values", async () => {
    expect((await as("ana", "POST", "/api/v1/custom-fields", { name: "X", type: "single_choice", options: [] })).json().error.fields).toHaveProperty("options");
    expect((await as("ana", "POST", "/api/v1/custom-fields", { name: "X", type: "colour" })).statusCode).toBe(400);
    expect((await as("ana", "POST", "/api/v1/custom-fields", { name: "X", type: "text", projectId: eveProject })).json().error.fields).toHaveProperty("projectId");
    expect((await as("ana", "POST", "/api/v1/custom-fields", { name: "X", type: "text", projectId: "nope" })).statusCode).toBe(400);

    const phase = await field({ name: "Fase", type: "multi_choice", options: [{ label: "Uno" }, { label: "Dos" }] });
    const local = await field({ name: "Local", type: "text", projectId: projectId });
    const names = async (query: string) => ((await as("mia", "GET", `/api/v1/custom-fields${query}`)).json().items as { name: string }[]).map((f) => f.name);
    expect(await names(`?projectId=${projectId}`)).toContain("Local");
    expect(await names(`?projectId=${otherProject}`)).not.toContain("Local");
    expect(await names("?workspaceId=w")).not.toContain("Local");

    const task = await newTask("Fases");
    await put(task, { [phase.id]: [phase.options[0]!.id, phase.options[1]!.id], [local.id]: "aquí" });
    // Dropping "Uno" and reordering keeps ids; the task keeps only "Dos".
    const updated = await as("ana", "PUT", `/api/v1/custom-fields/${phase.id}`, { name: "Etapa", options: [{ label: "Tres" }, { id: phase.options[1]!.id, label: "Dos" }] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().options.map((o: { label: string }) => o.label)).toEqual(["Tres", "Dos"]);
    expect((await valuesOf(task))[phase.id]).toEqual([phase.options[1]!.id]);
    expect((await as("ana", "PUT", `/api/v1/custom-fields/${phase.id}`, { name: "Etapa", options: [{ id: "invented", label: "Cuatro" }] })).statusCode).toBe(400);

    expect((await as("ana", "GET", `/api/v1/custom-fields/${local.id}/usage`)).json()).toEqual({ taskCount: 1, optionCounts: {} });
    expect((await as("ana", "DELETE", `/api/v1/custom-fields/${local.id}`)).statusCode).toBe(204);
    const left = await t.testDb.database.db.select().from(customFieldValues).where(eq(customFieldValues.fieldId, local.id));
    expect(left).toHaveLength(0);
  });

  it("options edited in place: renamed, recoloured, reordered, added; a removed one is counted first and leaves its tasks", async () => {
    const stage = await field({ name: "Estado cliente", type: "single_choice", options: [{ label: "Nuevo", color: "blue" }, { label: "Activo" }, { label: "Perdido", color: "red" }] });
    expect(stage.options.map((o) => (o as { color?: string }).color)).toEqual(["blue", undefined, "red"]);
    const [nuevo, activo, perdido] = stage.options as unknown as [{ id: string }, { id: string }, { id: string }];
    const a = await newTask("Cliente A");
    const b = await newTask("Cliente B");
    const c = await newTask("Cliente C");
    await put(a, { [stage.id]: perdido.id });
    await put(b, { [stage.id]: perdido.id });
    await put(c, { [stage.id]: activo.id });
    expect((await as("ana", "GET", `/api/v1/custom-fields/${stage.id}/usage`)).json()).toEqual({ taskCount: 3, optionCounts: { [perdido.id]: 2, [activo.id]: 1 } });

    // Colours come from the label palette; a repeated label is refused by the update as by the creation.
    expect((await as("ana", "PUT", `/api/v1/custom-fields/${stage.id}`, { name: "Estado cliente", options: [{ id: nuevo.id, label: "Nuevo", color: "#ff0000" }] })).json().error.fields).toHaveProperty("options.0.color");
    expect((await as("ana", "PUT", `/api/v1/custom-fields/${stage.id}`, { name: "Estado cliente", options: [{ id: nuevo.id, label: "Igual" }, { id: activo.id, label: "igual" }] })).json().error.fields).toHaveProperty("options.1.label");

    const edited = await as("ana", "PUT", `/api/v1/custom-fields/${stage.id}`, { name: "Etapa del cliente", options: [{ id: activo.id, label: "En curso", color: "green" }, { id: nuevo.id, label: "Nuevo", color: "violet" }, { label: "Ganado", color: "teal" }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Etapa del cliente", options: [{ id: activo.id, label: "En curso", color: "green" }, { id: nuevo.id, label: "Nuevo", color: "violet" }, { label: "Ganado", color: "teal" }] });
    // "Perdido" is gone: its two tasks have no value now; C keeps its renamed option.
    expect(await valuesOf(a)).not.toHaveProperty(stage.id);
    expect(await valuesOf(b)).not.toHaveProperty(stage.id);
    expect((await valuesOf(c))[stage.id]).toBe(activo.id);
    expect((await as("ana", "GET", `/api/v1/custom-fields/${stage.id}/usage`)).json()).toEqual({ taskCount: 1, optionCounts: { [activo.id]: 1 } });
    // A member cannot edit a definition.
    expect((await as("mia", "PUT", `/api/v1/custom-fields/${stage.id}`, { name: "No" })).statusCode).toBe(403);
  });

  it("the export carries a column per field, choices by label and people by name", async () => {
    const kind = await field({ name: "Clase", type: "single_choice", options: [{ label: "Interna" }, { label: "Cliente" }] });
    const who = await field({ name: "Revisa", type: "person" });
    const task = await newTask("Exportada con campos");
    await put(task, { [kind.id]: kind.options[1]!.id, [who.id]: "mia" });
    // Read as CSV (a header holding a definition with commas is quoted).
    const { records } = parseCsvRecords((await as("ana", "GET", `/api/v1/projects/${projectId}/tasks/export?format=csv`)).body.replace(/^\uFEFF/, ""));
    const header = records[0]!;
    const row = records.find((r) => r[1] === "Exportada con campos")!;
    // Each field's column says its definition in the header (decision 1230).
    expect(header).toContain("Clase [opción única: Interna | Cliente]");
    expect(header).toContain("Revisa [persona]");
    expect(row[header.indexOf("Clase [opción única: Interna | Cliente]")]).toBe("Cliente");
    expect(row[header.indexOf("Revisa [persona]")]).toBe("Mía");
    const xlsx = await as("ana", "GET", `/api/v1/projects/${projectId}/tasks/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
  });

  it("saved views: kept for oneself or shared; someone else's private view does not exist for you", async () => {
    const state = { swimlane: "assignee", fieldFilters: [{ fieldId: "x", op: "empty" }], columns: ["field:x"] };
    const mine = await as("mia", "POST", `/api/v1/projects/${projectId}/views`, { name: "Las mías", kind: "board", state });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ shared: false, canManage: true, state: { swimlane: "assignee", sortDir: "asc" } });
    const viewerOwn = await as("vic", "POST", `/api/v1/projects/${projectId}/views`, { name: "De Vic", kind: "list", state: {} });
    expect(viewerOwn.statusCode).toBe(201);
    expect((await as("vic", "POST", `/api/v1/projects/${projectId}/views`, { name: "Para todos", kind: "list", shared: true, state: {} })).statusCode).toBe(403);
    expect((await as("vic", "PATCH", `/api/v1/views/${viewerOwn.json().id}`, { shared: true })).statusCode).toBe(403);

    const listed = async (user: string) => ((await as(user, "GET", `/api/v1/projects/${projectId}/views`)).json().items as { name: string }[]).map((v) => v.name);
    expect(await listed("ana")).not.toContain("Las mías");
    expect((await as("ana", "PATCH", `/api/v1/views/${mine.json().id}`, { name: "Robada" })).statusCode).toBe(404);

    // Shared: everyone sees it; an owner (admin) may manage it, another member may not.
    expect((await as("mia", "PATCH", `/api/v1/views/${mine.json().id}`, { shared: true, name: "Del equipo" })).json()).toMatchObject({ shared: true, name: "Del equipo" });
    expect(await listed("ana")).toContain("Del equipo");
    expect(await listed("vic")).toEqual(["De Vic", "Del equipo"]);
    expect((await as("vic", "PATCH", `/api/v1/views/${mine.json().id}`, { name: "No" })).statusCode).toBe(403);
    expect((await as("mia", "PATCH", `/api/v1/views/${mine.json().id}`, { state: { swimlane: "moon" } })).statusCode).toBe(400);
    expect((await as("mia", "POST", `/api/v1/projects/${projectId}/views`, { name: "", kind: "list", state: {} })).json().error.fields).toHaveProperty("name");
    expect((await as("ana", "DELETE", `/api/v1/views/${mine.json().id}`)).statusCode).toBe(204);
    expect(await listed("mia")).toEqual([]);
  });

  it("every route: signed-out 401, another workspace 404, a viewer 403 on writes", async () => {
    const f = await field({ name: `Matriz ${Date.now()}`, type: "text" });
    const task = await newTask("Protegida");
    const view = (await as("ana", "POST", `/api/v1/projects/${projectId}/views`, { name: "Compartida", kind: "list", shared: true, state: {} })).json().id;
    const writes: [string, string, unknown][] = [
      ["PUT", `/api/v1/custom-fields/${f.id}`, { name: "Otra" }],
      ["DELETE", `/api/v1/custom-fields/${f.id}`, undefined],
      ["GET", `/api/v1/custom-fields/${f.id}/usage`, undefined],
      ["PUT", `/api/v1/projects/${projectId}/tasks/${task}/custom-values`, { values: { [f.id]: "x" } }],
      ["PATCH", `/api/v1/views/${view}`, { name: "x" }],
      ["DELETE", `/api/v1/views/${view}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const m = method as "GET" | "PUT" | "PATCH" | "DELETE";
      expect((await as("vic", m, url, body)).statusCode, `${method} ${url} as viewer`).toBe(403);
      expect((await as("eve", m, url, body)).statusCode, `${method} ${url} as stranger`).toBe(404);
      expect((await as(null, m, url, body)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    // Defining fields is for admins and owners, not members; a stranger sees none of Ana's.
    expect((await as("mia", "POST", "/api/v1/custom-fields?workspaceId=w", { name: "De Mía", type: "text" })).statusCode).toBe(403);
    expect((await as("vic", "POST", "/api/v1/custom-fields?workspaceId=w", { name: "De Vic", type: "text" })).statusCode).toBe(403);
    expect((await as(null, "POST", "/api/v1/custom-fields", { name: "X", type: "text" })).statusCode).toBe(401);
    for (const url of [`/api/v1/projects/${projectId}/custom-values`, `/api/v1/projects/${projectId}/views`, `/api/v1/custom-fields?projectId=${projectId}`]) {
      expect((await as("eve", "GET", url)).statusCode, url).toBe(404);
      expect((await as(null, "GET", url)).statusCode, url).toBe(401);
      expect((await as("vic", "GET", url)).statusCode, url).toBe(200);
    }
    expect((await as("eve", "POST", `/api/v1/projects/${projectId}/views`, { name: "x", kind: "list", state: {} })).statusCode).toBe(404);
    expect((await as("eve", "GET", "/api/v1/custom-fields")).json().items).toEqual([]);
    // A task of another project is not found under this one.
    expect((await as("ana", "PUT", `/api/v1/projects/${otherProject}/tasks/${task}/custom-values`, { values: {} })).statusCode).toBe(404);
  });
});
