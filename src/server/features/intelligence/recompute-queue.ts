import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projects } from "../../../db/schema/projects";
import type { EventBus } from "../../realtime/event-bus";
import { recomputeInsights } from "../../shared/intelligence";

// Insights follow their inputs: every project or task change published by this instance queues a
// recomputation of that project (or of the workspace, for bulk changes). Changes in quick
// succession collapse into one run; other instances recompute what they change themselves.

export type RecomputeQueue = { flush(): Promise<void>; close(): Promise<void> };

export function startRecomputeQueue(db: Db, events: EventBus, log: (error: unknown) => void, delayMs = 750): RecomputeQueue {
  const pendingProjects = new Set<string>();
  const pendingWorkspaces = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

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
    for (const id of new Set(ids)) {
      try {
        await recomputeInsights(db, id);
      } catch (error) {
        log(error);
      }
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
  };
}
