import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectTasks, projects, taskDependencies } from "../../db/schema/projects";
import type { TaskDependency } from "../../domain/planning/critical-path";
import type { Actor } from "../actor";
import { notFound } from "../errors";

// A project as every server feature meets it: looked up in the caller's workspace, shown as the API
// shows it, with its tasks, and its progress kept in step with them. Features import this, never
// the projects feature's services (eslint.config.js, docs/architecture.md).

type TaskRow = typeof projectTasks.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ProjectRow = typeof projects.$inferSelect;

/** A project as the API shows it: money in major units, dates as ISO strings. */
export function toApiProject(row: ProjectRow) {
  const { budgetCents, benefitCents, workspaceId, ...rest } = row;
  return {
    ...rest,
    workspaceId,
    budget: budgetCents / 100,
    benefit: benefitCents / 100,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A project named by id, or the row the access plugin already loaded for this request (decision
 * 0009): services take either, so a route reads its project once.
 */
export type ProjectRef = string | ProjectRow;

/** The project if it belongs to the caller's workspace; 404 otherwise (never a hint it exists). */
export async function findProject(db: Db, actor: Actor, ref: ProjectRef): Promise<ProjectRow> {
  if (typeof ref !== "string") {
    if (ref.workspaceId !== actor.workspaceId) throw notFound();
    return ref;
  }
  const projectId = ref;
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) throw notFound();
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** Progress follows the tasks (share completed) unless the user set it by hand. */
export async function recomputeProgress(db: Pick<Db, "execute">, projectId: string) {
  await db.execute(sql`
    update ${projects} set progress = coalesce((
      select round(100.0 * count(*) filter (where ${projectTasks.status} = 'Completada') / nullif(count(*), 0))
      from ${projectTasks} where ${projectTasks.projectId} = ${projectId}
    ), 0), updated_at = now()
    where ${projects.id} = ${projectId} and ${projects.progressMode} = 'auto'`);
}

export function toApiTask(t: TaskRow, dependsOn: string[] = []) {
  return {
    ...t,
    dependsOn,
    completedAt: t.completedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export async function dependenciesOf(db: Db | Tx, projectId: string): Promise<TaskDependency[]> {
  return db
    .select({ taskId: taskDependencies.taskId, dependsOnTaskId: taskDependencies.dependsOnTaskId })
    .from(taskDependencies)
    .innerJoin(projectTasks, eq(projectTasks.id, taskDependencies.taskId))
    .where(eq(projectTasks.projectId, projectId));
}

export async function listTasks(db: Db, actor: Actor, project: ProjectRef) {
  const projectId = (await findProject(db, actor, project)).id;
  const [tasks, deps] = await Promise.all([
    db.select().from(projectTasks).where(eq(projectTasks.projectId, projectId)).orderBy(asc(projectTasks.position), asc(projectTasks.createdAt)),
    dependenciesOf(db, projectId),
  ]);
  const byTask = new Map<string, string[]>();
  for (const d of deps) byTask.set(d.taskId, [...(byTask.get(d.taskId) ?? []), d.dependsOnTaskId]);
  return tasks.map((t) => toApiTask(t, byTask.get(t.id) ?? []));
}
