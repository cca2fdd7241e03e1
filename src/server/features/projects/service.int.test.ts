import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createProjectSchema, updateProjectSchema } from "../../../domain/projects/schemas";
import type { Actor } from "../../actor";
import { HttpError } from "../../errors";
import { createProject, deleteProject, getProjectOverview, listProjects, updateProject } from "./service";
import { createTask, updateTask } from "./tasks-service";
import { listTasks } from "../../shared/projects";

const engine = testEngine();

describe(`projects service on ${engine}`, () => {
  let t: TestDatabase;
  const owner: Actor = { userId: "u1", workspaceId: "w1", role: "owner", lang: "es" };
  const viewer: Actor = { userId: "u2", workspaceId: "w1", role: "viewer", lang: "es" };
  const stranger: Actor = { userId: "u3", workspaceId: "w2", role: "owner", lang: "en" };

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedAccounts(t.database.db, {
      users: [
        { id: "u1", email: "ana@example.mx", name: "Ana" },
        { id: "u2", email: "beto@example.mx", name: "Beto" },
        { id: "u3", email: "carla@example.mx", name: "Carla" },
      ],
      workspaces: [
        { id: "w1", name: "Ana", slug: "ana", members: { u1: "owner", u2: "viewer" } },
        { id: "w2", name: "Carla", slug: "carla", members: { u3: "owner" } },
      ],
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  const status = (e: unknown) => (e instanceof HttpError ? e.statusCode : 0);

  it("creates a project with its methodology's milestones and tasks, owned by the creator", async () => {
    const project = await createProject(
      t.database.db,
      owner,
      createProjectSchema.parse({ name: "Migración ERP", methodology: "scrum", startDate: "2026-01-05", budget: 150000.5, status: "Planificado" }),
    );
    expect(project).toMatchObject({ name: "Migración ERP", ownerId: "u1", status: "En progreso", budget: 150000.5, currency: "MXN", progress: 0 });
    const overview = await getProjectOverview(t.database.db, owner, project.id);
    expect(overview.milestones.map((m) => m.dueDate)).toEqual(["2026-01-12", "2026-01-26", "2026-02-16"]);
    expect(overview.milestones[0]?.name).toBe("Backlog inicial listo");
    expect(overview.tasks.total).toBe(5);
    expect(overview.activity).toHaveLength(5);
  });

  it("lists the workspace's projects newest first, filters and never shows another workspace's", async () => {
    const db = t.database.db;
    await createProject(db, owner, createProjectSchema.parse({ name: "Portal clientes", priority: "Crítica" }));
    await createProject(db, stranger, createProjectSchema.parse({ name: "Secreto" }));
    const all = await listProjects(db, owner, {});
    expect(all.items.map((p) => p.name)).toEqual(["Portal clientes", "Migración ERP"]);
    expect(all.total).toBe(2);
    expect((await listProjects(db, owner, { priority: ["Alta"] })).items.map((p) => p.name)).toEqual(["Portal clientes"]);
    expect((await listProjects(db, owner, { q: "erp" })).items.map((p) => p.name)).toEqual(["Migración ERP"]);
    expect((await listProjects(db, owner, { q: "100%_" })).items).toEqual([]);
    expect((await listProjects(db, stranger, {})).items.map((p) => p.name)).toEqual(["Secreto"]);
  });

  it("answers 404 to another workspace and 403 to a viewer who tries to write", async () => {
    const db = t.database.db;
    const [project] = (await listProjects(db, owner, { q: "Portal" })).items;
    const id = project!.id;
    await expect(getProjectOverview(db, stranger, id)).rejects.toSatisfy((e) => status(e) === 404);
    await expect(updateProject(db, stranger, id, updateProjectSchema.parse({ name: "x" }))).rejects.toSatisfy((e) => status(e) === 404);
    await expect(deleteProject(db, stranger, id)).rejects.toSatisfy((e) => status(e) === 404);
    await expect(getProjectOverview(db, viewer, id)).resolves.toBeDefined();
    await expect(updateProject(db, viewer, id, updateProjectSchema.parse({ name: "x" }))).rejects.toSatisfy((e) => status(e) === 403);
    await expect(createTask(db, viewer, id, { title: "x" })).rejects.toSatisfy((e) => status(e) === 403);
    await expect(getProjectOverview(db, owner, "not-a-uuid")).rejects.toSatisfy((e) => status(e) === 404);
  });

  it("records every status change, keeps completed_at and makes progress follow the tasks", async () => {
    const db = t.database.db;
    const project = await createProject(db, owner, createProjectSchema.parse({ name: "Progreso" }));
    const a = await createTask(db, owner, project.id, { title: "A" });
    const b = await createTask(db, owner, project.id, { title: "B" });
    await createTask(db, owner, project.id, { title: "C" });
    await createTask(db, owner, project.id, { title: "D" });
    const doneA = await updateTask(db, owner, project.id, a.id, { status: "Completada" });
    expect(doneA.completedAt).not.toBeNull();
    await updateTask(db, owner, project.id, b.id, { status: "En progreso" });
    let overview = await getProjectOverview(db, owner, project.id);
    expect(overview.project.progress).toBe(25);
    expect(overview.activity.map((e) => [e.taskTitle, e.fromStatus, e.toStatus]).slice(0, 2)).toEqual([
      ["B", "Pendiente", "En progreso"],
      ["A", "Pendiente", "Completada"],
    ]);
    const reopened = await updateTask(db, owner, project.id, a.id, { status: "Pendiente" });
    expect(reopened.completedAt).toBeNull();
    await updateProject(db, owner, project.id, updateProjectSchema.parse({ progress: 70 }));
    await updateTask(db, owner, project.id, b.id, { status: "Completada" });
    overview = await getProjectOverview(db, owner, project.id);
    expect(overview.project).toMatchObject({ progress: 70, progressMode: "manual" });
  });

  it("refuses a dependency that closes a cycle, and a dependency on another project's task", async () => {
    const db = t.database.db;
    const project = await createProject(db, owner, createProjectSchema.parse({ name: "Dependencias" }));
    const other = await createProject(db, owner, createProjectSchema.parse({ name: "Otro" }));
    const a = await createTask(db, owner, project.id, { title: "A" });
    const b = await createTask(db, owner, project.id, { title: "B", dependsOn: [a.id] });
    const c = await createTask(db, owner, project.id, { title: "C", dependsOn: [b.id] });
    await expect(updateTask(db, owner, project.id, a.id, { dependsOn: [c.id] })).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.statusCode === 422 && e.code === "dependency_cycle",
    );
    await expect(updateTask(db, owner, project.id, a.id, { dependsOn: [a.id] })).rejects.toSatisfy((e) => status(e) === 422);
    const foreign = await createTask(db, owner, other.id, { title: "X" });
    await expect(createTask(db, owner, project.id, { title: "D", dependsOn: [foreign.id] })).rejects.toSatisfy((e) => status(e) === 400);
    const tasks = await listTasks(db, owner, project.id);
    expect(tasks.find((x) => x.id === c.id)?.dependsOn).toEqual([b.id]);
    expect(tasks.find((x) => x.id === a.id)?.dependsOn).toEqual([]);
  });

  it("deletes with the project its milestones and tasks, for an owner only", async () => {
    const db = t.database.db;
    const project = await createProject(db, owner, createProjectSchema.parse({ name: "Borrar", methodology: "kanban" }));
    await deleteProject(db, owner, project.id);
    await expect(getProjectOverview(db, owner, project.id)).rejects.toSatisfy((e) => status(e) === 404);
  });
});
