import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { meKeys, workspaceKeys } from "./account";
import { analyticsKeys } from "./analytics";
import { capacityKeys } from "./capacity";
import { communicationKeys } from "./communication";
import { dashboardKeys } from "./dashboard";
import { RECONNECTED } from "./event-hub";
import { geneticsKeys } from "./genetics";
import { intelligenceKeys } from "./intelligence";
import { launchKeys } from "./launches";
import { notificationKeys } from "./notifications";
import { projectKeys } from "./projects";
import { createCacheUpdater, EVERYTHING, invalidationsFor, type Invalidation } from "./server-events";
import { sprintKeys } from "./sprints";
import { taskKeys } from "./tasks";

const immediate = (list: Invalidation[]) => list.filter((i) => i.delayMs === 0).map((i) => i.queryKey);
const delayed = (list: Invalidation[]) => list.filter((i) => i.delayMs > 0);

/** A client holding one cached query per key, all fresh. */
function cacheWith(keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { client, stale };
}

function manualTimers() {
  const due: { callback: () => void; ms: number; cleared: boolean }[] = [];
  return {
    timers: {
      set: (callback: () => void, ms: number) => {
        const timer = { callback, ms, cleared: false };
        due.push(timer);
        return timer;
      },
      clear: (timer: unknown) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    },
    /** Runs every live timer of at most `ms`. */
    run(ms: number) {
      for (const timer of due.filter((t) => !t.cleared && t.ms <= ms)) {
        timer.cleared = true;
        timer.callback();
      }
    },
    live: () => due.filter((t) => !t.cleared).length,
  };
}

describe("the event → key families table", () => {
  it("refreshes the bell on notification events", () => {
    for (const type of ["notification.created", "notifications.changed"]) {
      expect(invalidationsFor({ type, data: { userId: "u" } })).toEqual([{ queryKey: notificationKeys.list(), delayMs: 0 }]);
    }
  });

  it("never asks again for a deleted project's own data, which would answer 404", () => {
    const plan = invalidationsFor({ type: "project.changed", data: { projectId: "p1", action: "deleted" } });
    const keys = plan.map((i) => JSON.stringify(i.queryKey));
    expect(immediate(plan)).toEqual(expect.arrayContaining([projectKeys.lists(), projectKeys.sampleData()]));
    expect(keys.some((k) => k.includes("p1"))).toBe(false);
    expect(keys).not.toContain(JSON.stringify(intelligenceKeys.projects()));
    expect(keys).toContain(JSON.stringify(intelligenceKeys.portfolio()));
  });

  it("refreshes a changed project's lists, record, tasks and sprints at once, and what derives from it later", () => {
    const plan = invalidationsFor({ type: "project.changed", data: { projectId: "p1", action: "updated" } });
    expect(immediate(plan)).toEqual(
      expect.arrayContaining([projectKeys.lists(), projectKeys.sampleData(), projectKeys.detail("p1"), taskKeys.list("p1"), sprintKeys.project("p1")]),
    );
    expect(delayed(plan)).toEqual(
      expect.arrayContaining([
        { queryKey: intelligenceKeys.project("p1"), delayMs: 2000 },
        { queryKey: intelligenceKeys.portfolio(), delayMs: 2000 },
        { queryKey: analyticsKeys.all, delayMs: 2000 },
        { queryKey: dashboardKeys.all, delayMs: 1000 },
        { queryKey: dashboardKeys.all, delayMs: 5000 },
        { queryKey: capacityKeys.all, delayMs: 1000 },
        { queryKey: geneticsKeys.all, delayMs: 1000 },
      ]),
    );
  });

  it("refreshes the project's tasks, record and the lists' counts on a task change", () => {
    const plan = invalidationsFor({ type: "tasks.changed", data: { projectId: "p1" } });
    expect(immediate(plan)).toEqual(expect.arrayContaining([taskKeys.list("p1"), projectKeys.detail("p1"), projectKeys.lists(), sprintKeys.project("p1")]));
    expect(immediate(plan)).not.toContainEqual(taskKeys.all);
  });

  it("falls back to every project when the event names none", () => {
    const plan = invalidationsFor({ type: "tasks.changed", data: null });
    expect(immediate(plan)).toEqual(expect.arrayContaining([taskKeys.all, projectKeys.details()]));
    expect(delayed(plan)).toContainEqual({ queryKey: intelligenceKeys.projects(), delayMs: 2000 });
  });

  it("refreshes the user's workspaces on a membership change, everything after a gap, nothing on import progress", () => {
    expect(immediate(invalidationsFor({ type: "membership.changed", data: { userId: "u" } }))).toEqual([meKeys.all, workspaceKeys.all]);
    expect(invalidationsFor({ type: RECONNECTED, data: null })).toEqual([{ queryKey: EVERYTHING, delayMs: 0 }]);
    expect(invalidationsFor({ type: "import.progress", data: { importId: "i", done: 1, total: 2 } })).toEqual([]);
  });

  it("refetches a channel's messages and the unread counts when a message arrives (decision 0901)", () => {
    expect(immediate(invalidationsFor({ type: "channel.message", data: { workspaceId: "w", channelId: "c1" } }))).toEqual([communicationKeys.messages("c1"), communicationKeys.channels()]);
  });

  it("refetches a launch plan and its project's plan list when another member approves or sends (a deleted plan only the list)", () => {
    expect(immediate(invalidationsFor({ type: "launch.changed", data: { workspaceId: "w", projectId: "p1", planId: "l1", action: "updated" } }))).toEqual([launchKeys.plans("p1"), launchKeys.plan("l1")]);
    expect(immediate(invalidationsFor({ type: "launch.changed", data: { workspaceId: "w", projectId: "p1", planId: "l1", action: "deleted" } }))).toEqual([launchKeys.plans("p1")]);
  });
});

describe("the cache updater", () => {
  const keys: QueryKey[] = [
    projectKeys.list({ sort: "name", pageSize: 200 }),
    projectKeys.list({ page: 2 }),
    projectKeys.detail("p1"),
    [...projectKeys.detail("p1"), "closure"],
    projectKeys.detail("p2"),
    taskKeys.list("p1"),
    taskKeys.list("p2"),
    sprintKeys.burndown("p1", "s1"),
    intelligenceKeys.detail("p1"),
    intelligenceKeys.detail("p2"),
    dashboardKeys.home(),
    notificationKeys.list(),
    ["session"],
  ];

  it("makes stale exactly the families of the event, the derived ones after their delay", () => {
    const { client, stale } = cacheWith(keys);
    const clock = manualTimers();
    const updater = createCacheUpdater(client, clock.timers);
    updater.listener({ type: "tasks.changed", data: { projectId: "p1" } });
    expect(stale()).toEqual(
      [
        projectKeys.list({ sort: "name", pageSize: 200 }),
        projectKeys.list({ page: 2 }),
        projectKeys.detail("p1"),
        [...projectKeys.detail("p1"), "closure"],
        taskKeys.list("p1"),
        sprintKeys.burndown("p1", "s1"),
      ].map((k) => JSON.stringify(k)),
    );
    clock.run(2000);
    expect(stale()).toContain(JSON.stringify(intelligenceKeys.detail("p1")));
    expect(stale()).toContain(JSON.stringify(dashboardKeys.home()));
    expect(stale()).not.toContain(JSON.stringify(intelligenceKeys.detail("p2")));
    expect(stale()).not.toContain(JSON.stringify(notificationKeys.list()));
  });

  it("waits for the end of a burst before the delayed refetches", () => {
    const { client } = cacheWith(keys);
    const clock = manualTimers();
    const updater = createCacheUpdater(client, clock.timers);
    for (let i = 0; i < 50; i++) updater.listener({ type: "tasks.changed", data: { projectId: "p1" } });
    const oneBurst = clock.live();
    updater.listener({ type: "tasks.changed", data: { projectId: "p1" } });
    expect(clock.live()).toBe(oneBurst);
    updater.stop();
    expect(clock.live()).toBe(0);
  });

  it("refreshes everything but the session after a gap in the stream", () => {
    const { client, stale } = cacheWith(keys);
    createCacheUpdater(client, manualTimers().timers).listener({ type: RECONNECTED, data: null });
    expect(stale()).toHaveLength(keys.length - 1);
    expect(stale()).not.toContain(JSON.stringify(["session"]));
  });
});
