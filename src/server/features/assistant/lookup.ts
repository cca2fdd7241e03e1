import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectTasks, projects } from "../../../db/schema/projects";
import type { Named } from "../../../domain/assistant/intents";
import type { Actor } from "../../actor";

// Records the assistant looks up by name across the caller's workspace (decision 0925).

/** The open tasks of the workspace's open projects, to find the one a request names when it names no project ('Reasigna «Migrar base de datos» a Jorge'). */
export function workspaceOpenTasks(db: Db, actor: Actor): Promise<(Named & { projectId: string })[]> {
  return db
    .select({ id: projectTasks.id, name: projectTasks.title, projectId: projectTasks.projectId })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projects.workspaceId, actor.workspaceId), notInArray(projects.status, ["Completado", "Cancelado"]), isNull(projectTasks.completedAt)))
    .orderBy(asc(projectTasks.position))
    .limit(5000);
}
