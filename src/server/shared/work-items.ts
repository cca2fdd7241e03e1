import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectTasks } from "../../db/schema/projects";
import { labels, taskLabels, taskParents } from "../../db/schema/work-items";

// What the task export adds for work items (decision 1202): each task's parent's title and its
// labels' names, for a project, in two queries.

export async function exportedWorkItems(db: Db, projectId: string): Promise<Map<string, { parent: string | null; labels: string }>> {
  const [parents, named] = await Promise.all([
    db
      .select({ taskId: taskParents.taskId, parent: sql<string>`(select p.title from ${projectTasks} p where p.id = ${taskParents.parentTaskId})` })
      .from(taskParents)
      .innerJoin(projectTasks, eq(projectTasks.id, taskParents.taskId))
      .where(eq(projectTasks.projectId, projectId)),
    db
      .select({ taskId: taskLabels.taskId, name: labels.name })
      .from(taskLabels)
      .innerJoin(labels, eq(labels.id, taskLabels.labelId))
      .innerJoin(projectTasks, eq(projectTasks.id, taskLabels.taskId))
      .where(eq(projectTasks.projectId, projectId))
      .orderBy(asc(sql`lower(${labels.name})`)),
  ]);
  const out = new Map<string, { parent: string | null; labels: string }>();
  const entry = (id: string) => out.get(id) ?? out.set(id, { parent: null, labels: "" }).get(id)!;
  for (const p of parents) entry(p.taskId).parent = p.parent;
  for (const l of named) {
    const e = entry(l.taskId);
    e.labels = e.labels ? `${e.labels}, ${l.name}` : l.name;
  }
  return out;
}
