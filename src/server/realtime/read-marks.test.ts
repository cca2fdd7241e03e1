import { describe, expect, it } from "vitest";
import { parseReadMark, readAfter } from "../../domain/http/read-marks";
import type { EventBus, EventListener, RealtimeEvent } from "./event-bus";
import { createReadMarks } from "./read-marks";

/** A bus that delivers what the test publishes, and a clock the test moves. */
function fakeBus() {
  const listeners = new Set<EventListener>();
  const bus: EventBus = {
    instanceId: "test",
    publish: async (event) => {
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => undefined,
  };
  return { bus, listeners };
}

describe("read marks on the server", () => {
  const setUp = () => {
    const { bus, listeners } = fakeBus();
    let now = 1000;
    const marks = createReadMarks(bus, () => now);
    const at = (ms: number) => {
      now = ms;
    };
    const publish = (event: RealtimeEvent) => void bus.publish(event);
    return { marks, at, publish, listeners };
  };
  const read = (mark: string) => parseReadMark(mark);

  it("moves a user's mark with their own events and their workspaces' events, not with anyone else's", () => {
    const { marks, at, publish } = setUp();
    at(1010);
    const before = read(marks.now());
    at(1020);
    publish({ type: "tasks.changed", workspaceId: "w1", projectId: "p" });
    at(1030);
    const after = read(marks.now());
    expect(readAfter(before, read(marks.lastEventFor("ana", ["w1"])))).toBe(false);
    expect(readAfter(after, read(marks.lastEventFor("ana", ["w1"])))).toBe(true);
    // Another workspace's member, and a user's own notification.
    expect(readAfter(before, read(marks.lastEventFor("eve", ["w2"])))).toBe(true);
    at(1040);
    publish({ type: "notification.created", userId: "eve", notificationId: "n" });
    expect(readAfter(after, read(marks.lastEventFor("eve", ["w2"])))).toBe(false);
    expect(readAfter(after, read(marks.lastEventFor("ana", ["w1"])))).toBe(true);
  });

  it("ignores the events browsers never receive, and forgets everything at once when it holds too many scopes", () => {
    const { marks, at, publish } = setUp();
    at(1010);
    const before = read(marks.now());
    at(1020);
    publish({ type: "credentials.changed", userId: "ana" });
    publish({ type: "task.event", workspaceId: "w1", projectId: "p", taskId: "t", kind: "created", changes: {}, actorId: null });
    expect(readAfter(before, read(marks.lastEventFor("ana", ["w1"])))).toBe(true);
    for (let i = 0; i <= 50_000; i++) publish({ type: "time.changed", userId: `u${i}` });
    // Forgotten scopes count as "just before the forgetting": never later than they were.
    expect(readAfter(before, read(marks.lastEventFor("ana", ["w1"])))).toBe(false);
    at(1030);
    expect(readAfter(read(marks.now()), read(marks.lastEventFor("ana", ["w1"])))).toBe(true);
  });

  it("stops listening when closed", () => {
    const { marks, listeners } = setUp();
    expect(listeners.size).toBe(1);
    marks.close();
    expect(listeners.size).toBe(0);
  });
});
