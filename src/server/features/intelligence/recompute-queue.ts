import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projects } from "../../../db/schema/projects";
import type { EventBus } from "../../realtime/event-bus";
import { queuedJobs } from "../../../db/schema/jobs";
import { recomputeInsights } from "../../shared/intelligence";
import { yieldToEventLoop } from "../../shared/yield";

// Insights follow their inputs: every project or task change published by this instance queues a
// recomputation of that project (or of the workspace, for bulk changes). Changes in quick
// succession collapse into one run; other instances recompute what they change themselves.

export type RecomputeQueue = {
  flush(): Promise<void>;
  close(): Promise<void>;
  /** At a drain: finish the project in hand, queue the rest durably for whichever instance runs jobs next. */
  handBack(): Promise<void>;
};

/** The durable job another instance runs with what a stopping one did not recompute (jobs/jobs.ts). */
const HANDED_BACK_JOB = "insights-recompute";

export function startRecomputeQueue(db: Db, events: EventBus, log: (error: unknown) => void, delayMs = 750): RecomputeQueue {
  const pendingProjects = new Set<string>();
  const pendingWorkspaces = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopping = false;
  let leftOver: string[] = [];

  const run = async () => {
    timer = undefined;
    const ids = [...pendingProjects];
    const workspaces = [...pendingWorkspaces];
    pendingProjects.clear();
    pendingWorkspaces.clear();
    for (const workspaceId of workspaces) {
      const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, workspaceId));
      ids.push(...rows.map((r) => r.id));
    }
    const unique = [...new Set(ids)];
    for (const [i, id] of unique.entries()) {
      // Stopping: what is left goes to the durable queue (handBack) rather than holding the exit.
      if (stopping) {
        leftOver.push(...unique.slice(i));
        return;
      }
      try {
        await recomputeInsights(db, id);
      } catch (error) {
        log(error);
      }
      // Each project's model runs on this thread: let health checks and signals through between them.
      await yieldToEventLoop();
    }
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      running = running.then(run);
    }, delayMs);
    timer.unref();
  };
  const unsubscribe = events.subscribe((event) => {
    if (event.origin !== events.instanceId) return;
    if (event.type === "project.changed" || event.type === "tasks.changed") {
      if (event.type === "project.changed" && event.action === "deleted") return;
      if (event.projectId === "*") pendingWorkspaces.add(event.workspaceId);
      else pendingProjects.add(event.projectId);
      schedule();
    }
  });
  return {
    async flush() {
      if (timer) {
        clearTimeout(timer);
        running = running.then(run);
      }
      await running;
    },
    async close() {
      unsubscribe();
      await this.flush();
    },
    async handBack() {
      unsubscribe();
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      const ids = [...new Set([...leftOver, ...pendingProjects])];
      leftOver = [];
      pendingProjects.clear();
      for (const workspaceId of pendingWorkspaces) {
        const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, workspaceId));
        ids.push(...rows.map((r) => r.id));
      }
      pendingWorkspaces.clear();
      if (ids.length) await db.insert(queuedJobs).values({ kind: HANDED_BACK_JOB, payload: { projectIds: [...new Set(ids)] }, maxAttempts: 5 });
    },
  };
}
