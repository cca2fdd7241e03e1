import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { projectTasks, projects } from "../../../db/schema/projects";
import { buildEstimatorIndex, estimateWithIndex, type EstimateHistoryItem, type EstimatorIndex } from "../../../domain/intelligence/estimate";
import { buildEstimatorIndexInWorker } from "./estimator-index-in-worker";

// Suggested estimates from the workspace's completed tasks. The index (TF-IDF over titles and
// descriptions, checked on the history's own later rows) is built once per workspace and kept a
// few minutes: building is the costly part. A large history is indexed in a worker thread, and
// requests that arrive meanwhile wait for that one build instead of starting their own. When the
// worker fails (its time or memory budget ran out), the suggestion still comes: from an index of
// the most recent tasks built here, kept only a minute so that the full index is tried again.

const TTL_MS = 5 * 60_000;
const FALLBACK_TTL_MS = 60_000;
/** From this many tasks the index is built in a worker: below it, building takes about 100 ms or less (decision 0123). */
export const WORKER_FROM_TASKS = 250;
type IndexEntry = { at: number; ttl: number; unit: "points" | "hours"; index: EstimatorIndex };
const cache = new Map<string, IndexEntry>();
const building = new Map<string, Promise<IndexEntry>>();
type WorkerBuild = (history: EstimateHistoryItem[]) => Promise<EstimatorIndex>;

async function indexFor(db: Db, workspaceId: string, deps: EstimateDeps): Promise<IndexEntry> {
  const hit = cache.get(workspaceId);
  if (hit && Date.now() - hit.at < hit.ttl) return hit;
  let pending = building.get(workspaceId);
  if (!pending) {
    pending = buildEntry(db, workspaceId, deps).finally(() => building.delete(workspaceId));
    building.set(workspaceId, pending);
  }
  return pending;
}

/** The index and how long to keep it: a fallback index is kept a minute only. */
async function indexHistory(history: EstimateHistoryItem[], deps: EstimateDeps): Promise<{ index: EstimatorIndex; ttl: number }> {
  if (history.length < WORKER_FROM_TASKS) return { index: buildEstimatorIndex(history), ttl: TTL_MS };
  try {
    return { index: await (deps.buildInWorker ?? buildEstimatorIndexInWorker)(history), ttl: TTL_MS };
  } catch (error) {
    deps.log?.warn({ err: error, tasks: history.length }, "estimator index worker failed; suggesting from the most recent tasks");
    return { index: buildEstimatorIndex(history.slice(-(WORKER_FROM_TASKS - 1))), ttl: FALLBACK_TTL_MS };
  }
}

async function buildEntry(db: Db, workspaceId: string, deps: EstimateDeps): Promise<IndexEntry> {
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
  const entry = { at: Date.now(), unit, ...(await indexHistory(history, deps)) };
  cache.set(workspaceId, entry);
  return entry;
}

export type EstimateDeps = { log?: FastifyBaseLogger; /** Tests stand in a failing worker. */ buildInWorker?: WorkerBuild };

export async function suggestTaskEstimate(db: Db, workspaceId: string, query: { title: string; description?: string; assigneeResourceId?: string | null; type?: string | null }, deps: EstimateDeps = {}) {
  const { unit, index } = await indexFor(db, workspaceId, deps);
  return { unit, result: estimateWithIndex(index, { title: query.title, description: query.description ?? "", assigneeId: query.assigneeResourceId ?? null, type: query.type ?? null }) };
}
