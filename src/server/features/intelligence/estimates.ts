import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectTasks, projects } from "../../../db/schema/projects";
import { buildEstimatorIndex, estimateWithIndex, type EstimatorIndex } from "../../../domain/intelligence/estimate";

// Suggested estimates from the workspace's completed tasks. The index (TF-IDF over titles and
// descriptions) is built once per workspace and kept a few minutes: building is the costly part.

const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; unit: "points" | "hours"; index: EstimatorIndex }>();

async function indexFor(db: Db, workspaceId: string) {
  const hit = cache.get(workspaceId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  const done = await db
    .select({ id: projectTasks.id, title: projectTasks.title, description: projectTasks.description, points: projectTasks.storyPoints, hours: projectTasks.estimateHours, assignee: projectTasks.assigneeResourceId, type: projectTasks.type })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projects.workspaceId, workspaceId), isNotNull(projectTasks.completedAt)))
    .orderBy(asc(projectTasks.completedAt));
  // Story points when the team sizes in points, hours otherwise: whichever most finished tasks carry.
  const withPoints = done.filter((t) => (t.points ?? 0) > 0).length;
  const withHours = done.filter((t) => (t.hours ?? 0) > 0).length;
  const unit: "points" | "hours" = withPoints >= withHours ? "points" : "hours";
  const history = done
    .map((t) => ({ id: t.id, title: t.title, description: t.description, estimate: (unit === "points" ? t.points : t.hours) ?? 0, assigneeId: t.assignee, type: t.type }))
    .filter((t) => t.estimate > 0);
  const entry = { at: Date.now(), unit, index: buildEstimatorIndex(history) };
  cache.set(workspaceId, entry);
  return entry;
}

export async function suggestTaskEstimate(db: Db, workspaceId: string, query: { title: string; description?: string; assigneeResourceId?: string | null; type?: string | null }) {
  const { unit, index } = await indexFor(db, workspaceId);
  return { unit, result: estimateWithIndex(index, { title: query.title, description: query.description ?? "", assigneeId: query.assigneeResourceId ?? null, type: query.type ?? null }) };
}
