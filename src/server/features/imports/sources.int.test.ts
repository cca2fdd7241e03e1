import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { projectMilestones, projectTasks, resources, sprints, taskDependencies } from "../../../db/schema/projects";
import { labels, taskAssignees, taskLabels, taskParents, taskWatchers } from "../../../db/schema/work-items";
import { taskComments } from "../../../db/schema/task-activity";
import { timeEntries } from "../../../db/schema/time-tracking";
import { notifications } from "../../../db/schema/activity";

// Issue 23, imports and exports: other tools' files end to end through HTTP, Mexican numbers,
// remembered mappings, and the lossless export's round trip in CSV, XLSX and JSON.

const fixture = (name: string) => readFileSync(join(__dirname, "../../../../tests/fixtures/imports", name));

describe(`imports from Jira, Trello, Linear and Plane, and lossless exports, on ${testEngine()}`, () => {
  let t: TestApp;
  const as = (user: string | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => requestAs(t, method, url, user, body);
  const db = () => t.testDb.database.db;
  const upload = (payload: Buffer | string, filename: string, user = "ana") =>
    t.app.inject({ method: "POST", url: `/api/v1/imports?filename=${encodeURIComponent(filename)}`, headers: { "x-test-user": user, "content-type": "application/octet-stream" }, payload });
  const newProject = async (name: string, user = "ana") => (await as(user, "POST", "/api/v1/projects", { name })).json().id as string;
  const importInto = async (file: Buffer | string, filename: string, projectId: string, extra: Record<string, unknown> = {}) => {
    const up = await upload(file, filename);
    expect(up.statusCode, up.body).toBe(201);
    const body = up.json();
    const res = await as("ana", "POST", `/api/v1/imports/${body.id}/commit`, { entity: "tasks", projectId, mapping: body.suggestions.tasks, mode: "all_or_nothing", ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return { upload: body, result: res.json() };
  };
  const tasksOf = async (projectId: string) => db().select().from(projectTasks).where(eq(projectTasks.projectId, projectId)).orderBy(asc(projectTasks.title));

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(db(), {
      users: [
        { id: "ana", name: "Ana López", email: "ana@example.mx" },
        { id: "beto", name: "Beto Ramírez", email: "beto@example.mx" },
        { id: "vic", name: "Vic", email: "vic@example.mx" },
        { id: "eve", name: "Eve", email: "eve@example.mx" },
      ],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", beto: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
  });
  afterAll(async () => t.close());

  it("imports a Jira CSV: epics become milestones, subtasks keep their parent, links become dependencies, estimates in seconds become hours", async () => {
    const projectId = await newProject("Portal CFDI");
    const { upload: up, result } = await importInto(fixture("jira-export.csv"), "Jira.csv", projectId);
    expect(up.source).toBe("jira");
    expect(up.suggestions.tasks).toMatchObject({
      title: "Summary",
      key: "Issue key",
      externalId: "Issue id",
      type: "Issue Type",
      status: "Status",
      priority: "Priority",
      assignees: "Assignee",
      endDate: "Due Date",
      estimateSeconds: "Original Estimate",
      sprint: "Sprint",
      labels: "Labels",
      parent: "Parent",
      epic: "Custom field (Epic Link)",
      dependsOn: "Inward issue link (Blocks)",
      blocks: "Outward issue link (Blocks)",
      storyPoints: "Custom field (Story Points)",
    });
    expect(up.suggestions.tasks.estimateHours).toBeUndefined();
    expect(result).toMatchObject({ imported: 4, skipped: 0, milestones: 1, dependencies: 1, unresolved: 0 });

    const tasks = await tasksOf(projectId);
    const byTitle = Object.fromEntries(tasks.map((x) => [x.title, x]));
    expect(tasks.map((x) => [x.title, x.type, x.status, x.priority, x.endDate, x.estimateHours, x.storyPoints])).toEqual([
      ["Acentos rotos en la razón social (Ñ)", "bug", "En progreso", "Baja", "2027-01-02", 1, 1],
      ["Cancelación de CFDI con acuse", "task", "Pendiente", "Alta", "2026-12-20", 4, 3],
      ["Timbrado de facturas con el PAC", "feature", "En progreso", "Alta", "2026-12-15", 8, 5],
      ["Validar RFC del receptor", "task", "Completada", "Media", null, 1.5, null],
    ]);
    expect(byTitle["Acentos rotos en la razón social (Ñ)"]!.description).toBe('El PDF muestra "RAZON SOCIAL" en lugar de "Razón Social".\nPasa con Ñ, á, é.');
    const [milestone] = await db().select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId));
    expect(milestone).toMatchObject({ name: "Facturación electrónica 4.0", dueDate: "2027-06-30" });
    expect(tasks.filter((x) => x.milestoneId === milestone!.id).map((x) => x.title)).toEqual(["Cancelación de CFDI con acuse", "Timbrado de facturas con el PAC"]);
    const [parent] = await db().select().from(taskParents).where(eq(taskParents.taskId, byTitle["Validar RFC del receptor"]!.id));
    expect(parent!.parentTaskId).toBe(byTitle["Timbrado de facturas con el PAC"]!.id);
    const deps = await db().select().from(taskDependencies).where(eq(taskDependencies.taskId, byTitle["Cancelación de CFDI con acuse"]!.id));
    expect(deps.map((d) => d.dependsOnTaskId)).toEqual([byTitle["Timbrado de facturas con el PAC"]!.id]);
    // The last of the repeated Sprint columns is where the issue is now.
    const sprintRows = await db().select().from(sprints).where(eq(sprints.projectId, projectId)).orderBy(asc(sprints.name));
    expect(sprintRows.map((s) => s.name)).toEqual(["Sprint 1", "Sprint 2"]);
    expect(byTitle["Timbrado de facturas con el PAC"]!.sprintId).toBe(sprintRows[1]!.id);
    const taskLabelNames = await db().select({ name: labels.name }).from(taskLabels).innerJoin(labels, eq(labels.id, taskLabels.labelId)).where(eq(taskLabels.taskId, byTitle["Timbrado de facturas con el PAC"]!.id)).orderBy(asc(labels.name));
    expect(taskLabelNames.map((l) => l.name)).toEqual(["backend", "sat"]);
    // People are the workspace's members by name: their resource is made once and linked to the account.
    const people = await db().select().from(resources).where(eq(resources.workspaceId, "w")).orderBy(asc(resources.name));
    expect(people.map((p) => [p.name, p.userId])).toEqual([["Ana López", "ana"], ["Beto Ramírez", "beto"]]);
    expect(byTitle["Cancelación de CFDI con acuse"]!.assigneeResourceId).toBe(people[1]!.id);

    // The mapping is remembered for the next Jira file of the workspace, with the reading chosen.
    const mapping = { ...up.suggestions.tasks };
    delete mapping.priority;
    const again = (await upload(fixture("jira-export.csv"), "Jira (2).csv")).json();
    await as("ana", "POST", `/api/v1/imports/${again.id}/commit`, { entity: "tasks", projectId: await newProject("Portal CFDI 2"), mapping, numberLocale: "point", mode: "valid_rows" });
    const third = (await upload(fixture("jira-export.csv"), "Jira (3).csv")).json();
    expect(third.remembered.tasks).toMatchObject({ numberLocale: "point", dateOrder: "auto" });
    expect(third.suggestions.tasks.priority).toBeUndefined();
    expect(third.suggestions.tasks.title).toBe("Summary");
    // Another workspace does not see it.
    const eve = (await upload(fixture("jira-export.csv"), "Jira.csv", "eve")).json();
    expect(eve.remembered.tasks).toBeNull();
    expect(eve.suggestions.tasks.priority).toBe("Priority");
  });

  it("imports Jira's activity: work logs as time entries, comments with their dates, the reporter and the watchers who are members (decision 1221)", async () => {
    const projectId = await newProject("Nómina");
    const { upload: up, result } = await importInto(fixture("jira-actividad.csv"), "Jira.csv", projectId);
    expect(up.source).toBe("jira");
    expect(up.suggestions.tasks).toMatchObject({ reporter: "Reporter", watchers: "Watchers", comments: "Comment", worklogs: "Log Work" });
    // The third watcher and the outside commenter are no members: left out, and counted as such for time.
    expect(result).toMatchObject({ imported: 2, skipped: 0, comments: 3, watchers: 2, unknownPeople: 0 });
    const [spei, nomina] = await tasksOf(projectId).then((ts) => [ts.find((x) => x.title.startsWith("Conciliación"))!, ts.find((x) => x.title.startsWith("Timbrado"))!]);
    expect(spei!.createdBy).toBe("beto");
    expect(nomina!.createdBy).toBe("ana");
    const logged = await db().select().from(timeEntries).where(eq(timeEntries.taskId, spei!.id)).orderBy(asc(timeEntries.date));
    expect(logged.map((e) => [e.userId, e.date, e.minutes, e.note])).toEqual([
      ["beto", "2026-12-02", 90, "Layout del banco; versión 2"],
      ["ana", "2026-12-03", 60, "Ajuste de montos con decimales (1,500.50 MXN)"],
    ]);
    expect((await db().select().from(taskWatchers).where(eq(taskWatchers.taskId, spei!.id))).map((w) => w.userId).sort()).toEqual(["ana", "beto"]);
    const said = await db().select().from(taskComments).where(eq(taskComments.projectId, projectId)).orderBy(asc(taskComments.createdAt));
    expect(said.map((c) => [c.taskId === spei!.id ? "NOM-7" : "NOM-8", c.authorId, c.createdAt.toISOString(), c.body])).toEqual([
      ["NOM-7", "beto", "2026-12-02T16:15:00.000Z", "Revisé el layout del banco; faltan las claves de rastreo."],
      ["NOM-7", "ana", "2026-12-03T22:30:00.000Z", "De acuerdo, lo ajusto mañana. ¿Ya llegó el archivo de Banorte?"],
      ["NOM-8", "ana", "2026-12-04T17:00:00.000Z", "557058:cliente-externo escribió en Jira:\n\nPor favor incluyan el aguinaldo en la segunda quincena."],
    ]);
    // The comments are the tasks' own: the timeline lists them.
    const timeline = (await as("ana", "GET", `/api/v1/projects/${projectId}/tasks/${spei!.id}/timeline`)).json();
    expect(timeline.items.filter((i: { kind: string }) => i.kind === "comment")).toHaveLength(2);
  });

  it("matches Jira Cloud's account ids (comments, work logs) to members through the file's name and id columns (decision 1233)", async () => {
    const projectId = await newProject("Tesorería");
    const { upload: up, result } = await importInto(fixture("jira-cloud-ids.csv"), "Jira Cloud.csv", projectId);
    expect(up.source).toBe("jira");
    expect(result).toMatchObject({ imported: 2, skipped: 0, comments: 4, watchers: 2, unknownPeople: 0 });
    const tasks = await tasksOf(projectId);
    const spei = tasks.find((x) => x.title.startsWith("Conciliación"))!;
    const nomina = tasks.find((x) => x.title.startsWith("Timbrado"))!;
    expect(spei.createdBy).toBe("beto");
    // Work logs by account id are the members' time.
    const logged = await db().select().from(timeEntries).where(eq(timeEntries.taskId, spei.id)).orderBy(asc(timeEntries.date));
    expect(logged.map((e) => [e.userId, e.date, e.minutes])).toEqual([
      ["beto", "2026-12-02", 90],
      ["ana", "2026-12-03", 60],
    ]);
    const said = await db().select().from(taskComments).where(eq(taskComments.projectId, projectId)).orderBy(asc(taskComments.createdAt));
    expect(said.map((c) => [c.taskId === spei.id ? "TES-12" : "TES-13", c.authorId, c.body])).toEqual([
      ["TES-12", "beto", "Revisé el layout del banco; faltan las claves de rastreo."],
      ["TES-12", "ana", "De acuerdo, lo ajusto mañana. ¿Ya llegó el archivo de Banorte?"],
      // Someone the file names but who is no member: the importer's comment, by their name rather than their id.
      ["TES-13", "ana", "Mariana Ext escribió en Jira:\n\nPor favor incluyan el aguinaldo en la segunda quincena."],
      // An id the file never pairs with a name stays as written.
      ["TES-13", "ana", "557058:f58131cb-b67d-43c7-b30d-6b58d40bd077 escribió en Jira:\n\nAutomation for Jira movió la incidencia."],
    ]);
    expect(nomina.createdBy).toBe("ana");
  }, 60_000);

  it("imports Jira's REST answer (API v3, rich text) as its CSV: people by e-mail, sprint, points, links, comments and work logs", async () => {
    const projectId = await newProject("Facturación REP");
    const up = (await upload(fixture("jira-search.json"), "busqueda-jira.json")).json();
    expect(up.source).toBe("jira");
    // The remembered Jira mapping (the first test declined Priority) applies to the REST answer too.
    expect(up.suggestions.tasks.priority).toBeUndefined();
    const committed = await as("ana", "POST", `/api/v1/imports/${up.id}/commit`, { entity: "tasks", projectId, mapping: { ...up.suggestions.tasks, priority: "Priority" }, mode: "all_or_nothing" });
    expect(committed.statusCode, committed.body).toBe(200);
    const result = committed.json();
    expect(result).toMatchObject({ imported: 2, skipped: 0, dependencies: 1, comments: 1, watchers: 1, unknownPeople: 0 });
    const tasks = await tasksOf(projectId);
    expect(tasks.map((x) => [x.title, x.type, x.status, x.priority, x.endDate, x.estimateHours, x.storyPoints, x.createdBy])).toEqual([
      ["Cancelar el REP cuando se anula el pago", "task", "Pendiente", "Media", null, null, null, "ana"],
      ["Complemento de pago en facturas a crédito", "feature", "En progreso", "Alta", "2026-12-18", 8, 5, "beto"],
    ]);
    const rep = tasks[1]!;
    expect(rep.description).toBe("Emitir el REP cuando el cliente paga en parcialidades.\nMontos como 1,500.50 MXN.");
    const [sprint] = await db().select().from(sprints).where(eq(sprints.projectId, projectId));
    expect(sprint!.name).toBe("Sprint 4");
    const [dep] = await db().select().from(taskDependencies).where(eq(taskDependencies.taskId, tasks[0]!.id));
    expect(dep!.dependsOnTaskId).toBe(rep.id);
    const [comment] = await db().select().from(taskComments).where(eq(taskComments.taskId, rep.id));
    expect([comment!.authorId, comment!.createdAt.toISOString(), comment!.body]).toEqual(["beto", "2026-12-02T16:15:00.000Z", "¿Incluimos el UUID relacionado? Sí; es obligatorio."]);
    const [logged] = await db().select().from(timeEntries).where(eq(timeEntries.taskId, rep.id));
    expect([logged!.userId, logged!.date, logged!.minutes, logged!.note]).toEqual(["ana", "2026-12-03", 120, "Pruebas con el PAC"]);
    expect((await db().select().from(taskWatchers).where(eq(taskWatchers.taskId, rep.id))).map((w) => w.userId)).toEqual(["beto"]);
  });

  it("refuses a Jira file whose work log falls in a person's approved week, writing nothing, and names a bad work log's row and column", async () => {
    // Beto's week of 30 Nov 2026 is submitted and approved: locked.
    const submitted = await as("beto", "POST", "/api/v1/timesheet-weeks/2026-11-30/submit?workspaceId=w");
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await as("ana", "POST", `/api/v1/timesheet-weeks/${submitted.json().id}/approve?workspaceId=w`);
    expect(approved.statusCode, approved.body).toBe(200);
    const projectId = await newProject("Nómina cerrada");
    const up = (await upload(fixture("jira-actividad.csv"), "Jira.csv")).json();
    const locked = await as("ana", "POST", `/api/v1/imports/${up.id}/commit`, { entity: "tasks", projectId, mapping: up.suggestions.tasks, mode: "valid_rows" });
    expect(locked.statusCode, locked.body).toBe(423);
    expect(await tasksOf(projectId)).toEqual([]);

    const bad = Buffer.from("Summary,Issue key,Log Work\nConciliación,NOM-9,Sin segundos;02/Dec/26 9:00 AM;beto;mucho\n");
    const upBad = (await upload(bad, "Jira.csv")).json();
    const preview = (await as("ana", "POST", `/api/v1/imports/${upBad.id}/preview`, { entity: "tasks", projectId, mapping: upBad.suggestions.tasks })).json();
    expect(preview.errors).toEqual([{ row: 2, column: "Log Work", field: "worklogs", message: expect.stringContaining("comentario;fecha;autor;segundos") }]);
    // Reopened, the week takes the file.
    expect((await as("ana", "POST", `/api/v1/timesheet-weeks/${submitted.json().id}/reopen?workspaceId=w`)).statusCode).toBe(200);
    const reopened = (await upload(fixture("jira-actividad.csv"), "Jira.csv")).json();
    const ok = await as("ana", "POST", `/api/v1/imports/${reopened.id}/commit`, { entity: "tasks", projectId, mapping: reopened.suggestions.tasks, mode: "valid_rows" });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("imports a Trello board: lists become statuses, checklist items subtasks, archived cards are left out", async () => {
    const projectId = await newProject("Tienda en línea");
    const { upload: up, result } = await importInto(fixture("trello-board.json"), "trello.json", projectId);
    expect(up.source).toBe("trello");
    expect(result).toMatchObject({ imported: 5, skipped: 0 });
    const tasks = await tasksOf(projectId);
    expect(tasks.map((x) => [x.title, x.status, x.startDate, x.endDate])).toEqual([
      ["Dar de alta el dominio .mx", "Completada", null, "2026-11-10"],
      ["Diseñar la página de pago", "En progreso", "2026-12-01", "2026-12-15"],
      ["Fotografías del catálogo", "Pendiente", null, null],
      ["Probar pago con tarjeta de débito", "Pendiente", null, "2026-12-12"],
      ["Revisar textos en español", "Completada", null, null],
    ]);
    const byTitle = Object.fromEntries(tasks.map((x) => [x.title, x]));
    const parents = await db().select().from(taskParents).innerJoin(projectTasks, eq(projectTasks.id, taskParents.taskId)).where(eq(projectTasks.projectId, projectId));
    expect(parents.map((p) => p.task_parents.parentTaskId)).toEqual([byTitle["Diseñar la página de pago"]!.id, byTitle["Diseñar la página de pago"]!.id]);
    const extra = await db().select({ name: resources.name }).from(taskAssignees).innerJoin(resources, eq(resources.id, taskAssignees.resourceId)).where(eq(taskAssignees.taskId, byTitle["Diseñar la página de pago"]!.id));
    const primary = await db().select({ name: resources.name }).from(resources).where(eq(resources.id, byTitle["Diseñar la página de pago"]!.assigneeResourceId!));
    expect([...primary, ...extra].map((r) => r.name)).toEqual(["María Fernández", "José Núñez"]);
  });

  it("imports Linear and Plane CSV exports", async () => {
    const linear = await newProject("Nómina");
    const l = await importInto(fixture("linear-issues.csv"), "Export Linear.csv", linear);
    expect(l.upload.source).toBe("linear");
    expect(l.upload.suggestions.tasks).toMatchObject({ key: "ID", title: "Title", storyPoints: "Estimate", sprint: "Cycle Name", milestone: "Project Milestone", parent: "Parent issue" });
    const lt = await tasksOf(linear);
    expect(lt.map((x) => [x.title, x.status, x.priority, x.storyPoints, x.endDate])).toEqual([
      ["Aguinaldo proporcional", "Completada", "Media", 1, null],
      ["Cálculo del ISR mensual", "En progreso", "Alta", 5, "2026-12-10"],
      ["Recibo de nómina en PDF", "Pendiente", "Media", 2, "2026-12-12"],
    ]);
    const [cycle] = await db().select().from(sprints).where(eq(sprints.projectId, linear));
    expect(cycle).toMatchObject({ name: "Ciclo 4", startDate: "2026-12-01", endDate: "2026-12-14" });
    const [sub] = await db().select().from(taskParents).where(eq(taskParents.taskId, lt[2]!.id));
    expect(sub!.parentTaskId).toBe(lt[1]!.id);

    const plane = await newProject("Almacén");
    const p = await importInto(fixture("plane-issues.csv"), "issues.csv", plane);
    expect(p.upload.source).toBe("plane");
    const pt = await tasksOf(plane);
    expect(pt.map((x) => [x.title, x.status, x.priority, x.startDate, x.endDate, x.storyPoints])).toEqual([
      ["Etiquetas con código de barras", "Pendiente", "Media", null, "2026-12-20", null],
      ["Inventario cíclico de refacciones", "En progreso", "Alta", "2026-12-01", "2026-12-18", 3],
    ]);
    expect((await db().select().from(projectMilestones).where(eq(projectMilestones.projectId, plane))).map((m) => m.name)).toEqual(["Arranque del almacén"]);
    expect(await db().select().from(taskAssignees).where(eq(taskAssignees.taskId, pt[1]!.id))).toHaveLength(1);
  });

  it("reads numbers and dates as a Mexican spreadsheet writes them, by column or by the locale chosen", async () => {
    const projectId = await newProject("Números");
    const { upload: up } = await importInto(fixture("tareas-es-mx.csv"), "tareas.csv", projectId);
    expect(up.reading).toEqual({ numberLocale: "comma", dateOrder: "dmy" });
    const tasks = await tasksOf(projectId);
    expect(tasks.map((x) => [x.title, x.estimateHours, x.storyPoints, x.endDate])).toEqual([
      ["Levantamiento de requisitos", 1500.5, 3, "2026-12-15"],
      ["Migración de catálogos", 2000, 1.5, "2027-01-31"],
      ["Pruebas de aceptación", 12.5, 8, "2027-02-01"],
    ]);
    // Chosen by hand: the same file read as point-decimal makes 1.500,50 an error naming row and column.
    const again = (await upload(fixture("tareas-es-mx.csv"), "tareas.csv")).json();
    const preview = (await as("ana", "POST", `/api/v1/imports/${again.id}/preview`, { entity: "tasks", projectId, mapping: again.suggestions.tasks, numberLocale: "point" })).json();
    expect(preview.errors[0]).toEqual({ row: 2, column: "Horas", field: "estimateHours", message: "Valor no válido." });
    const bad = await as("ana", "POST", `/api/v1/imports/${again.id}/preview`, { entity: "tasks", projectId, mapping: again.suggestions.tasks, numberLocale: "decimal" });
    expect(bad.statusCode).toBe(400);
  });

  // ---- Lossless export

  async function buildProject() {
    const projectId = await newProject("Origen");
    const post = async (url: string, body: unknown) => {
      const r = await as("ana", "POST", url, body);
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json();
    };
    const ana = await post("/api/v1/resources", { name: "Ana López", email: "ana@example.mx", userId: "ana" });
    const beto = await post("/api/v1/resources", { name: "Beto Ramírez", email: "beto@example.mx", userId: "beto" });
    const milestone = await post(`/api/v1/projects/${projectId}/milestones`, { name: "Salida a producción", dueDate: "2027-03-31" });
    const sprint = await post(`/api/v1/projects/${projectId}/sprints`, { name: "Sprint de diciembre", startDate: "2026-12-01", endDate: "2026-12-14" });
    const cost = await post("/api/v1/custom-fields", { name: "Costo estimado", type: "number" });
    const area = await post("/api/v1/custom-fields", { name: "Área", type: "single_choice", options: [{ label: "Finanzas" }, { label: "Operación, logística" }] });
    const canales = await post("/api/v1/custom-fields", { name: "Canales", type: "multi_choice", options: [{ label: "Web" }, { label: "Móvil" }, { label: "Sucursal" }] });
    const revision = await post("/api/v1/custom-fields", { name: "Revisión", type: "date" });
    const revisor = await post("/api/v1/custom-fields", { name: "Revisor", type: "person" });
    const enlace = await post("/api/v1/custom-fields", { name: "Enlace", type: "url" });
    const nota = await post("/api/v1/custom-fields", { name: "Nota", type: "text" });
    const urgente = await post("/api/v1/labels", { name: "Bloqueante", color: "red" });
    const fiscal = await post("/api/v1/labels", { name: "Impuestos", color: "green" });
    const a = await post(`/api/v1/projects/${projectId}/tasks`, { title: "Diseño del esquema fiscal", type: "feature", status: "En progreso", priority: "Alta", startDate: "2026-12-01", endDate: "2026-12-10", estimateHours: 12.125, storyPoints: 5, milestoneId: milestone.id, sprintId: sprint.id, description: "- Revisar «RFC»; incluye Ñ y acentos" });
    const b = await post(`/api/v1/projects/${projectId}/tasks`, { title: "=Cálculo de retenciones", type: "bug", status: "Pendiente", priority: "Baja", startDate: "2026-12-11", endDate: "2026-12-12", estimateHours: 1500, dependsOn: [a.id], milestoneId: milestone.id });
    const c = await post(`/api/v1/projects/${projectId}/tasks`, { title: "Validar con el SAT", type: "research", status: "Completada", sprintId: sprint.id });
    const d = await post(`/api/v1/projects/${projectId}/tasks`, { title: "Tarea suelta", type: "chore" });
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${a.id}/assignees`, { resourceIds: [ana.id, beto.id] });
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${b.id}/assignees`, { resourceIds: [beto.id] });
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${c.id}/parent`, { parentId: a.id })).statusCode).toBe(204);
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${a.id}/labels`, { labelIds: [urgente.id, fiscal.id] });
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${c.id}/labels`, { labelIds: [fiscal.id] });
    const values = await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${a.id}/custom-values`, {
      values: { [cost.id]: 1500.75, [area.id]: area.options[1].id, [canales.id]: [canales.options[0].id, canales.options[2].id], [revision.id]: "2026-12-20", [revisor.id]: "beto", [enlace.id]: "https://sat.gob.mx/cfdi", [nota.id]: "Con «comillas», y comas" },
    });
    expect(values.statusCode, values.body).toBe(200);
    await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${b.id}/custom-values`, { values: { [cost.id]: 1.125 } });
    for (const [task, user, entry] of [
      [a.id, "ana", { date: "2026-12-02", minutes: 90, note: "Revisión; con acentos", billable: true }],
      [a.id, "beto", { date: "2026-12-03", minutes: 45, note: "", billable: false }],
      [c.id, "ana", { date: "2026-12-04", minutes: 30, note: "Llamada \"SAT\"", billable: true }],
    ] as const) {
      const r = await as(user, "POST", `/api/v1/projects/${projectId}/tasks/${task}/time-entries`, entry);
      expect(r.statusCode, r.body).toBe(201);
    }
    // Comments (by two members) and watchers travel too (decision 1231).
    for (const [user, task, body] of [
      ["ana", a.id, "Primer comentario; con «comillas», y comas"],
      ["beto", a.id, "Respuesta de Beto\n\nen dos párrafos"],
      ["beto", c.id, "=SUMA(A1) no es una fórmula"],
    ] as const) {
      const r = await as(user, "POST", `/api/v1/projects/${projectId}/tasks/${task}/comments`, { body });
      expect(r.statusCode, r.body).toBe(201);
    }
    for (const [task, userId] of [[a.id, "beto"], [c.id, "ana"], [c.id, "vic"]] as const) expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/watchers`, { userId })).statusCode).toBe(204);
    expect(d.id).toBeTruthy();
    return projectId;
  }

  /** Everything the export must keep, by names and titles (ids differ between the projects). */
  async function snapshot(projectId: string) {
    const res = await as("ana", "GET", `/api/v1/projects/${projectId}/tasks/export?format=json`);
    expect(res.statusCode).toBe(200);
    const data = res.json() as { tasks: { key: string; title: string; parent: string | null; dependsOn: string[]; completedAt: unknown; assignees: string[]; timeEntries: unknown[]; watchers: string[]; comments: { author: string; at: string; body: string }[]; customFields: Record<string, string | number> }[] };
    const title = new Map(data.tasks.map((x) => [x.key, x.title]));
    return data.tasks
      .map(({ key: _key, completedAt: _c, ...x }) => ({ ...x, parent: x.parent ? title.get(x.parent) : null, dependsOn: x.dependsOn.map((k) => title.get(k)).sort(), assignees: [...x.assignees].sort() }))
      .sort((p, q) => p.title.localeCompare(q.title));
  }

  let original: Awaited<ReturnType<typeof snapshot>>;
  let originalId: string;

  it("the source project's snapshot holds every kind of value (so the round trips below compare something)", async () => {
    originalId = await buildProject();
    original = await snapshot(originalId);
    const a = original.find((x) => x.title === "Diseño del esquema fiscal")!;
    expect(a).toMatchObject({
      type: "feature",
      assignees: ["ana@example.mx", "beto@example.mx"],
      milestone: "Salida a producción",
      milestoneDue: "2027-03-31",
      sprint: "Sprint de diciembre",
      sprintStart: "2026-12-01",
      labels: ["Bloqueante", "Impuestos"],
      estimateHours: 12.125,
      customFields: { "Costo estimado": 1500.75, Área: "Operación, logística", Canales: "Web, Sucursal", Revisión: "2026-12-20", Revisor: "Beto Ramírez", Enlace: "https://sat.gob.mx/cfdi", Nota: "Con «comillas», y comas" },
    });
    expect(a.timeEntries).toHaveLength(2);
    expect(a.comments.map((c) => [c.author, c.body])).toEqual([
      ["ana@example.mx", "Primer comentario; con «comillas», y comas"],
      ["beto@example.mx", "Respuesta de Beto\n\nen dos párrafos"],
    ]);
    expect(a.watchers).toContain("beto@example.mx");
    expect(original.find((x) => x.title === "Validar con el SAT")!.watchers).toEqual(expect.arrayContaining(["ana@example.mx", "vic@example.mx"]));
    expect(original.find((x) => x.title === "Validar con el SAT")).toMatchObject({ parent: "Diseño del esquema fiscal", type: "research", labels: ["Impuestos"] });
    expect(original.find((x) => x.title === "=Cálculo de retenciones")).toMatchObject({ dependsOn: ["Diseño del esquema fiscal"], estimateHours: 1500, customFields: { "Costo estimado": 1.125 } });
  });

  it.each(["csv", "xlsx", "json"] as const)("exports a project's tasks as %s and imports them into a new project unchanged", async (format) => {
    const file = await as("ana", "GET", `/api/v1/projects/${originalId}/tasks/export?format=${format}`);
    expect(file.statusCode).toBe(200);
    const target = await newProject(`Copia ${format}`);
    const notices = async () => (await db().select().from(notifications).where(inArray(notifications.userId, ["ana", "beto", "vic"]))).length;
    const before = await notices();
    const { upload: up, result } = await importInto(Buffer.from(file.rawPayload), `rumbo-tasks.${format}`, target);
    expect(up.source).toBe("rumbo");
    expect(result).toMatchObject({ imported: 4, skipped: 0, unresolved: 0, unknownPeople: 0, comments: 3 });
    // Comments keep their author and time, watchers watch, and nobody is notified (decision 1231).
    expect(await snapshot(target)).toEqual(original);
    expect(await notices()).toBe(before);
  });

  it.each(["json", "csv", "xlsx"] as const)("creates a project's own custom fields the new project lacks from a %s export, with their options, and keeps their values (decisions 1220, 1230)", async (format) => {
    const source = await newProject(`Con campos propios ${format}`);
    const post = async (url: string, body: unknown, user = "ana") => {
      const r = await as(user, "POST", url, body);
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json();
    };
    const etapa = await post("/api/v1/custom-fields", { projectId: source, name: "Etapa del trámite", type: "single_choice", required: true, options: [{ label: "Recepción", color: "blue" }, { label: "Revisión fiscal", color: "amber" }, { label: "Firmado" }] });
    const sedes = await post("/api/v1/custom-fields", { projectId: source, name: "Sedes", type: "multi_choice", options: [{ label: "Monterrey", color: "green" }, { label: "Guadalajara" }, { label: "Mérida", color: "violet" }] });
    const monto = await post("/api/v1/custom-fields", { projectId: source, name: "Monto (MXN)", type: "number" });
    const gestor = await post("/api/v1/custom-fields", { projectId: source, name: "Gestor", type: "person" });
    const x = await post(`/api/v1/projects/${source}/tasks`, { title: "Alta en el SAT", customFields: { [etapa.id]: etapa.options[1].id, [sedes.id]: [sedes.options[0].id, sedes.options[2].id], [monto.id]: 1500.5, [gestor.id]: "beto" } });
    await post(`/api/v1/projects/${source}/tasks`, { title: "Firma de la e.firma", customFields: { [etapa.id]: etapa.options[2].id } });
    expect(x.customFields).toBeTruthy();

    const definitions = async (projectId: string) =>
      ((await as("ana", "GET", `/api/v1/custom-fields?projectId=${projectId}`)).json().items as { projectId: string | null; name: string; type: string; required: boolean; options: { label: string; color?: string }[] }[])
        .filter((f) => f.projectId === projectId)
        .map((f) => ({ name: f.name, type: f.type, required: f.required, options: f.options.map((o) => ({ label: o.label, color: o.color ?? null })) }));
    const before = await snapshot(source);
    expect(before.find((t) => t.title === "Alta en el SAT")!.customFields).toMatchObject({ "Etapa del trámite": "Revisión fiscal", Sedes: "Monterrey, Mérida", "Monto (MXN)": 1500.5, Gestor: "Beto Ramírez" });

    const file = await as("ana", "GET", `/api/v1/projects/${source}/tasks/export?format=${format}`);
    const filename = `rumbo-tasks.${format}`;
    if (format === "json") expect(file.json().customFields).toContainEqual({ name: "Etapa del trámite", type: "single_choice", options: ["Recepción", "Revisión fiscal", "Firmado"], scope: "project", required: true, optionColors: ["blue", "amber", null] });
    // CSV and XLSX say each field's definition in its header, in words a reader understands (decision 1230).
    if (format === "csv") {
      const header = file.body.split("\r\n")[0];
      expect(header).toContain('"Etapa del trámite [opción única, obligatorio: Recepción (azul) | Revisión fiscal (ámbar) | Firmado]"');
      expect(header).toContain("Monto (MXN) [número]");
      expect(header).toContain("Gestor [persona]");
    }
    if (format === "xlsx") {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toContain("Sedes [opción múltiple: Monterrey (verde) | Guadalajara | Mérida (violeta)]");
    }
    const target = await newProject(`Copia con campos ${format}`);
    expect(await definitions(target)).toEqual([]);
    const { upload: up, result } = await importInto(Buffer.from(file.rawPayload), filename, target);
    expect(up.suggestions.tasks).toMatchObject({ "custom:Etapa del trámite": "Etapa del trámite", "custom:Sedes": "Sedes" });
    expect(result).toMatchObject({ imported: 2, skipped: 0, fieldsCreated: 4 });
    expect(await definitions(target)).toEqual(await definitions(source));
    expect(await snapshot(target)).toEqual(before);

    // A second import into the same project reuses the fields it now has.
    const again = await importInto(Buffer.from(file.rawPayload), filename, target);
    expect(again.result.fieldsCreated).toBe(0);
    expect(await definitions(target)).toHaveLength(4);

    // A member may import tasks but not define fields (as with labels): the values are left out.
    const memberTarget = await newProject(`Copia de un miembro ${format}`);
    const upB = await t.app.inject({ method: "POST", url: `/api/v1/imports?filename=${filename}&workspaceId=w`, headers: { "x-test-user": "beto", "content-type": "application/octet-stream" }, payload: Buffer.from(file.rawPayload) });
    expect(upB.statusCode, upB.body).toBe(201);
    const commitB = await as("beto", "POST", `/api/v1/imports/${upB.json().id}/commit?workspaceId=w`, { entity: "tasks", projectId: memberTarget, mapping: upB.json().suggestions.tasks, mode: "valid_rows" });
    expect(commitB.statusCode, commitB.body).toBe(200);
    expect(commitB.json()).toMatchObject({ imported: 2, fieldsCreated: 0 });
    expect(await definitions(memberTarget)).toEqual([]);
  }, 90_000);

  it("an export in English imports the same way", async () => {
    const file = await t.app.inject({ method: "GET", url: `/api/v1/projects/${originalId}/tasks/export?format=csv`, headers: { "x-test-user": "ana", "accept-language": "en" } });
    expect(file.body.split("\r\n")[0]).toContain("Key,Title,Type,Description");
    const target = await newProject("Copy en");
    await importInto(Buffer.from(file.rawPayload), "tasks.csv", target);
    expect(await snapshot(target)).toEqual(original);
  });

  it("keeps exports and imports to the workspace and its writers", async () => {
    expect((await as("eve", "GET", `/api/v1/projects/${originalId}/tasks/export?format=json`)).statusCode).toBe(404);
    expect((await as("vic", "GET", `/api/v1/projects/${originalId}/tasks/export?format=json`)).statusCode).toBe(200);
    const up = (await upload(fixture("jira-export.csv"), "Jira.csv")).json();
    const vic = await as("vic", "POST", `/api/v1/imports/${up.id}/commit?workspaceId=w`, { entity: "tasks", projectId: originalId, mapping: up.suggestions.tasks, mode: "valid_rows" });
    expect(vic.statusCode, vic.body).toBe(403);
    const vicUpload = await t.app.inject({ method: "POST", url: "/api/v1/imports?filename=Jira.csv&workspaceId=w", headers: { "x-test-user": "vic", "content-type": "text/csv" }, payload: fixture("jira-export.csv") });
    expect(vicUpload.statusCode, vicUpload.body).toBe(403);
    expect((await as("eve", "POST", `/api/v1/imports/${up.id}/commit`, { entity: "tasks", projectId: originalId, mapping: up.suggestions.tasks, mode: "valid_rows" })).statusCode).toBe(404);
    // A member may import, but labels new to the workspace are only made by those who manage them.
    const before = await db().select().from(labels).where(and(eq(labels.workspaceId, "w"), eq(labels.name, "backend")));
    expect(before).toHaveLength(1);
  });

  it("reads an XLSX export's cells as written (numbers stay numbers)", async () => {
    const file = await as("ana", "GET", `/api/v1/projects/${originalId}/tasks/export?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["Clave", "Título", "Tipo", "Descripción"]);
    expect(header).toContain("Registro de tiempo");
  });
});
