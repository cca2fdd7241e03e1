import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { formatReadMark } from "../../domain/http/read-marks";
import type { EventBus, RealtimeEvent } from "./event-bus";

// A page's first requests are answered before its event stream opens, so an event could fall in
// between. The web used to refetch everything it had just loaded when the stream opened, in case;
// now it asks only when something happened (decision 1820). Each API answer carries a read mark:
// this instance's clock when the request arrived. Each stream starts with the clock of the last
// event its user could see on this instance. Data read after that event has seen its change (an
// event is published after its change commits, and received here after it is published).
// Marks from another instance are not comparable: the web refetches then, as before.

/** Scopes remembered before they are forgotten together (their events count as "just before"). */
const MAX_SCOPES = 50_000;

export type ReadMarks = {
  /** This instance's clock now, as a mark. */
  now(): string;
  /** The mark of the last event a user could see: theirs, or their workspaces'. */
  lastEventFor(userId: string, workspaceIds: Iterable<string>): string;
  close(): void;
};

/** The scopes whose streams may carry an event (as the stream route's `visible`), none for internal ones. */
function scopesOf(event: RealtimeEvent): string[] {
  switch (event.type) {
    case "project.changed":
    case "tasks.changed":
    case "launch.changed":
    case "task.timeline":
    case "channel.message":
      return [`w:${event.workspaceId}`];
    case "notification.created":
    case "notifications.changed":
    case "membership.changed":
    case "import.progress":
    case "time.changed":
      return [`u:${event.userId}`];
    case "credentials.changed":
    case "task.event":
      return [];
  }
}

export function createReadMarks(events: EventBus, clock: () => number = () => performance.now()): ReadMarks {
  // The instance's name in its marks, and an offset so that a mark says nothing about its uptime.
  const instance = randomBytes(6).toString("hex");
  const offset = randomBytes(4).readUInt32BE() / 1000;
  const at = () => clock() + offset;
  const format = (at: number) => formatReadMark({ instance, at });
  const lastByScope = new Map<string, number>();
  // Every event before `floor` is forgotten; a scope not found had its last event before it.
  let floor = at();
  const unsubscribe = events.subscribe((event) => {
    const scopes = scopesOf(event);
    if (scopes.length === 0) return;
    if (lastByScope.size >= MAX_SCOPES) {
      lastByScope.clear();
      floor = at();
    }
    const when = at();
    for (const scope of scopes) lastByScope.set(scope, when);
  });
  return {
    now: () => format(at()),
    lastEventFor(userId, workspaceIds) {
      let last = Math.max(floor, lastByScope.get(`u:${userId}`) ?? floor);
      for (const id of workspaceIds) last = Math.max(last, lastByScope.get(`w:${id}`) ?? floor);
      return format(last);
    },
    close: unsubscribe,
  };
}
