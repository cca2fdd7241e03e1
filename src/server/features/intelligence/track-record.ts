import { and, eq, gte, isNull, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { workspaces } from "../../../db/schema/accounts";
import { workspaceTrackRecords } from "../../../db/schema/intelligence";
import { projectTasks, projects } from "../../../db/schema/projects";
import type { WorkspaceTrackRecord } from "../../../domain/intelligence/contract";
import type { FinishedTask } from "../../../domain/intelligence/workspace-record";
import { computeTrackRecordInWorker } from "./track-record-in-worker";

// The workspace's track record on /ai-predictive (issue 22): both backtests replayed on the
// workspace's finished tasks of the last two years, stored, and refreshed by the daily job.
// A page that finds none (a new workspace, or before the first daily run) computes it once.
// The replay runs in a worker thread (track-record-in-worker.ts): a big history never holds the
// event loop that answers requests.

const TIME_ZONE = "America/Mexico_City";
const HISTORY_DAYS = 730;
const DAY_MS = 86_400_000;
/** A stored record older than this is recomputed on read (the daily job normally keeps it fresh). */
const STALE_MS = 26 * 3_600_000;

async function finishedTasks(db: Db, workspaceId: string, now: Date): Promise<FinishedTask[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: projectTasks.id,
      projectId: projectTasks.projectId,
      createdAt: projectTasks.createdAt,
      completedAt: projectTasks.completedAt,
      title: projectTasks.title,
      description: projectTasks.description,
      storyPoints: projectTasks.storyPoints,
      estimateHours: projectTasks.estimateHours,
      assigneeId: projectTasks.assigneeResourceId,
      type: projectTasks.type,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    // The tasks finished in the window and the ones opened in it that are still open: stale work
    // is part of what the forecasts had to answer for (decision 0110), so a checkpoint whose items
    // are not all done is scored as "not done by today", never left out.
    .where(and(eq(projects.workspaceId, workspaceId), or(gte(projectTasks.completedAt, since), and(isNull(projectTasks.completedAt), gte(projectTasks.createdAt, since)))));
  return rows;
}

export async function refreshTrackRecord(db: Db, workspaceId: string, now = new Date()): Promise<WorkspaceTrackRecord> {
  const record = await computeTrackRecordInWorker(await finishedTasks(db, workspaceId, now), { timeZone: TIME_ZONE, now });
  await db
    .insert(workspaceTrackRecords)
    .values({ workspaceId, computedAt: now, record })
    .onConflictDoUpdate({ target: workspaceTrackRecords.workspaceId, set: { computedAt: now, record } });
  return record;
}

export async function trackRecordOf(db: Db, workspaceId: string, now = new Date()): Promise<WorkspaceTrackRecord> {
  const [stored] = await db.select().from(workspaceTrackRecords).where(eq(workspaceTrackRecords.workspaceId, workspaceId));
  if (stored && now.getTime() - stored.computedAt.getTime() < STALE_MS) return stored.record;
  return refreshTrackRecord(db, workspaceId, now);
}

/** The daily job: every workspace's record, one after the other. */
export async function refreshAllTrackRecords(db: Db, now = new Date()): Promise<number> {
  const rows = await db.select({ id: workspaces.id }).from(workspaces);
  for (const { id } of rows) await refreshTrackRecord(db, id, now);
  return rows.length;
}
