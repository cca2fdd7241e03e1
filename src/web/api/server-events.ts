import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { analyticsKeys } from "./analytics";
import { eventHub, RECONNECTED, type StreamEvent } from "./event-hub";
import {
  capacityKeys,
  communicationKeys,
  dashboardKeys,
  geneticsKeys,
  intelligenceKeys,
  launchKeys,
  meKeys,
  projectKeys,
  sprintKeys,
  taskActivityKeys,
  taskKeys,
  timeKeys,
  workspaceKeys,
} from "./query-keys";
import { notificationKeys } from "./notifications";

// The tab's one event stream (GET /api/v1/events, shared by the browser's tabs: api/event-hub.ts,
// decision 0601) feeds the query cache. Events are hints to refetch (decision 0004): each server
// event type invalidates key families through the key factories, in the table below. Features do
// not open streams; the few that react beyond the cache (import progress) use useServerEvent.
// docs/decisions/0602-one-web-data-layer-and-event-stream.md

export type ServerEventType = "project.changed" | "tasks.changed" | "notification.created" | "notifications.changed" | "membership.changed" | "import.progress" | "channel.message" | "launch.changed" | "time.changed" | "task.timeline" | typeof RECONNECTED;

/** Every active query but the session's: what may have been missed while the stream was away. */
export const EVERYTHING = "everything";

export type Invalidation = { queryKey: QueryKey | typeof EVERYTHING; delayMs: number };

/** The server recomputes a project's risk and forecast shortly after it or its tasks change. */
export const INSIGHTS_DELAY_MS = 2000;
/** Changes come in bursts (an import, the sample portfolio): the dashboard waits for a quiet second, then looks again once the insights are in. */
export const DASHBOARD_DELAYS_MS = [1000, 5000] as const;

function projectIdOf(data: unknown): string | undefined {
  const id = typeof data === "object" && data !== null ? (data as { projectId?: unknown }).projectId : undefined;
  return typeof id === "string" && id !== "*" ? id : undefined;
}

function actionOf(data: unknown): unknown {
  return typeof data === "object" && data !== null ? (data as { action?: unknown }).action : undefined;
}

const now = (...queryKeys: QueryKey[]): Invalidation[] => queryKeys.map((queryKey) => ({ queryKey, delayMs: 0 }));
const after = (delayMs: number, ...queryKeys: QueryKey[]): Invalidation[] => queryKeys.map((queryKey) => ({ queryKey, delayMs }));

/** What follows a change of a project or of its tasks, beyond the project's own keys. */
function derived(projectId: string | undefined): Invalidation[] {
  return [
    ...DASHBOARD_DELAYS_MS.flatMap((ms) => after(ms, dashboardKeys.all, intelligenceKeys.portfolio())),
    ...after(DASHBOARD_DELAYS_MS[0], capacityKeys.all, geneticsKeys.all),
    ...after(INSIGHTS_DELAY_MS, projectId ? intelligenceKeys.project(projectId) : intelligenceKeys.projects(), intelligenceKeys.portfolio(), analyticsKeys.all),
  ];
}

/** The table: which key families an event makes stale, and when. */
export function invalidationsFor(event: StreamEvent): Invalidation[] {
  switch (event.type) {
    case "notification.created":
    case "notifications.changed":
      return now(notificationKeys.list());
    case "project.changed": {
      const projectId = projectIdOf(event.data);
      // A deleted project's own queries are not asked again (each would answer 404): only the
      // lists and the portfolio views that counted it change.
      if (projectId && actionOf(event.data) === "deleted") return [...now(projectKeys.lists(), projectKeys.sampleData()), ...derived(undefined).filter((i) => JSON.stringify(i.queryKey) !== JSON.stringify(intelligenceKeys.projects()))];
      const own = projectId ? [projectKeys.detail(projectId), taskKeys.list(projectId), sprintKeys.project(projectId)] : [projectKeys.details(), taskKeys.all, sprintKeys.all];
      return [...now(projectKeys.lists(), projectKeys.sampleData(), ...own), ...derived(projectId)];
    }
    case "tasks.changed": {
      const projectId = projectIdOf(event.data);
      const own = projectId ? [taskKeys.list(projectId), projectKeys.detail(projectId), sprintKeys.project(projectId)] : [taskKeys.all, projectKeys.details(), sprintKeys.all];
      // Time logged on a project's tasks changes the open timesheets and the timer too (decision 1204).
      return [...now(...own, projectKeys.lists(), timeKeys.all, timeKeys.timer), ...derived(projectId)];
    }
    case "membership.changed":
      return now(meKeys.all, workspaceKeys.all);
    case "time.changed":
      // The timer started or stopped in another tab, or a timesheet week was decided (decision 1211).
      return now(timeKeys.all, timeKeys.timer);
    case "channel.message": {
      // A message posted, edited or deleted: the channel's messages and every unread count.
      const channelId = typeof event.data === "object" && event.data !== null ? (event.data as { channelId?: unknown }).channelId : undefined;
      return now(typeof channelId === "string" ? communicationKeys.messages(channelId) : communicationKeys.all, communicationKeys.channels());
    }
    case "task.timeline": {
      // A comment or a recorded field change of a task: its open timeline (decision 0917).
      const taskId = typeof event.data === "object" && event.data !== null ? (event.data as { taskId?: unknown }).taskId : undefined;
      return now(typeof taskId === "string" ? taskActivityKeys.timeline(taskId) : taskActivityKeys.all);
    }
    case "launch.changed": {
      // A plan made, edited or deleted, or a draft written, approved or sent by another member: the
      // project's plan list and the plan (a deleted plan is not asked again: it would answer 404).
      const projectId = projectIdOf(event.data);
      const planId = typeof event.data === "object" && event.data !== null ? (event.data as { planId?: unknown }).planId : undefined;
      if (!projectId || typeof planId !== "string") return now(launchKeys.all);
      return now(launchKeys.plans(projectId), ...(actionOf(event.data) === "deleted" ? [] : [launchKeys.plan(planId)]));
    }
    case RECONNECTED:
      return [{ queryKey: EVERYTHING, delayMs: 0 }];
    default:
      // import.progress and anything newer: for subscribers (useServerEvent), not the cache.
      return [];
  }
}

type Timers = { set: (callback: () => void, ms: number) => unknown; clear: (timer: unknown) => void };
const browserTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>) };

/**
 * Applies the table to a query client. A delayed invalidation is debounced per key and delay, so a
 * burst of events costs one refetch after it. Returns the listener and a stop that clears the timers.
 */
export function createCacheUpdater(queryClient: QueryClient, timers: Timers = browserTimers) {
  const pending = new Map<string, unknown>();
  const invalidate = (queryKey: Invalidation["queryKey"]) =>
    void queryClient.invalidateQueries(queryKey === EVERYTHING ? { predicate: (query) => query.queryKey[0] !== "session" } : { queryKey });
  const listener = (event: StreamEvent) => {
    for (const { queryKey, delayMs } of invalidationsFor(event)) {
      if (delayMs === 0) {
        invalidate(queryKey);
        continue;
      }
      const id = `${delayMs}:${JSON.stringify(queryKey)}`;
      if (pending.has(id)) timers.clear(pending.get(id));
      pending.set(
        id,
        timers.set(() => {
          pending.delete(id);
          invalidate(queryKey);
        }, delayMs),
      );
    }
  };
  const stop = () => {
    for (const timer of pending.values()) timers.clear(timer);
    pending.clear();
  };
  return { listener, stop };
}

/** Opens the tab's event stream and keeps the cache up to date. Mounted once, for signed-in users (app/providers.tsx). */
export function useServerEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const hub = eventHub();
    if (!enabled || !hub) return;
    const updater = createCacheUpdater(queryClient);
    const unsubscribe = hub.subscribe(updater.listener);
    return () => {
      unsubscribe();
      updater.stop();
    };
  }, [enabled, queryClient]);
}

/** Calls `handler` with the data of each `type` event on the tab's stream, while mounted. Opens no stream of its own. */
export function useServerEvent(type: ServerEventType, handler: (data: unknown) => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const hub = eventHub();
    if (!enabled || !hub) return;
    return hub.subscribe((event) => {
      if (event.type === type) latest.current(event.data);
    });
  }, [type, enabled]);
}
