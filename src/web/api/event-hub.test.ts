import { describe, expect, it } from "vitest";
import { createEventHub, reconnectDelay, RECONNECTED, SERVER_DRAINING, type HubEnvironment, type StreamEvent } from "./event-hub";

const CLOSED = 2;

class FakeSource {
  readyState = 0;
  closed = false;
  private handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  fire(type: string, data = "") {
    for (const h of this.handlers.get(type) ?? []) h({ data } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }
}

/** A browser: tabs share one lock manager and one broadcast bus. */
function browser() {
  const bus = new Set<{ onmessage: ((event: MessageEvent<StreamEvent>) => void) | null; closed: boolean }>();
  const queue: { callback: () => Promise<void>; signal: AbortSignal; resolve: () => void }[] = [];
  let held = false;
  const grant = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = true;
    void next.callback().then(() => {
      held = false;
      next.resolve();
      grant();
    });
  };
  const timers: { callback: () => void; ms: number }[] = [];
  const tab = (resume?: HubEnvironment["resume"]) => {
    const sources: FakeSource[] = [];
    const env: HubEnvironment = {
      openSource: () => {
        const s = new FakeSource();
        sources.push(s);
        return s;
      },
      closedState: CLOSED,
      openChannel: () => {
        const channel = {
          onmessage: null as ((event: MessageEvent<StreamEvent>) => void) | null,
          closed: false,
          postMessage(message: StreamEvent) {
            for (const other of bus) if (other !== channel && !other.closed) other.onmessage?.({ data: message } as MessageEvent<StreamEvent>);
          },
          close() {
            channel.closed = true;
            bus.delete(channel);
          },
        };
        bus.add(channel);
        return channel;
      },
      locks: {
        request(_name, { signal }, callback) {
          return new Promise<void>((resolve, reject) => {
            const entry = { callback, signal, resolve };
            queue.push(entry);
            signal.addEventListener("abort", () => {
              const index = queue.indexOf(entry);
              if (index >= 0) {
                queue.splice(index, 1);
                reject(new Error("AbortError"));
              }
            });
            grant();
          });
        },
      },
      setTimer: (callback, ms) => timers.push({ callback, ms }),
      clearTimer: () => undefined,
      resume,
    };
    const received: string[] = [];
    const hub = createEventHub(env);
    return { hub, sources, received, listen: () => hub.subscribe((e) => received.push(e.type)) };
  };
  return { tab, timers };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("event hub", () => {
  it("opens one stream for all tabs and relays its events to every tab", async () => {
    const b = browser();
    const a = b.tab();
    const c = b.tab();
    a.listen();
    c.listen();
    await tick();
    expect(a.sources).toHaveLength(1);
    expect(c.sources).toHaveLength(0);
    a.sources[0]!.fire("open");
    a.sources[0]!.fire("notification.created", '{"userId":"u"}');
    expect(a.received).toEqual([RECONNECTED, "notification.created"]);
    expect(c.received).toEqual([RECONNECTED, "notification.created"]);
  });

  it("lets the first stream ask the read marks instead of refetching everything, and refetches after any later gap (decision 1820)", async () => {
    const b = browser();
    const asked: unknown[] = [];
    let answer = false;
    const a = b.tab((ready, onMissed) => {
      asked.push(ready);
      if (answer) onMissed();
    });
    a.listen();
    await tick();
    a.sources[0]!.fire("open");
    expect(a.received).toEqual([]);
    a.sources[0]!.fire("stream.ready", '{"mark":"i:1.000"}');
    expect(asked).toEqual([{ mark: "i:1.000" }]);
    expect(a.received).toEqual([]);
    // The browser reopens the same stream after a drop: a gap, refetched without asking.
    answer = true;
    a.sources[0]!.fire("error");
    a.sources[0]!.fire("open");
    a.sources[0]!.fire("stream.ready", '{"mark":"i:2.000"}');
    expect(asked).toHaveLength(1);
    expect(a.received).toEqual([RECONNECTED]);
  });

  it("refetches on the first stream when the read marks say the page may have missed an event", async () => {
    const b = browser();
    const a = b.tab((_ready, onMissed) => onMissed());
    a.listen();
    await tick();
    a.sources[0]!.fire("open");
    a.sources[0]!.fire("stream.ready", '{"mark":"i:1.000"}');
    expect(a.received).toEqual([RECONNECTED]);
  });

  it("hands the stream to another tab when the leader stops, which asks everyone to refetch", async () => {
    const b = browser();
    const a = b.tab();
    const c = b.tab();
    const stopA = a.listen();
    c.listen();
    await tick();
    stopA();
    await tick();
    expect(a.sources[0]!.closed).toBe(true);
    expect(c.sources).toHaveLength(1);
    c.sources[0]!.fire("open");
    expect(c.received).toContain(RECONNECTED);
  });

  it("reopens a stream the browser gave up on, backing off 1, 2, 5 s", async () => {
    const b = browser();
    const a = b.tab();
    a.listen();
    await tick();
    for (let i = 0; i < 3; i++) {
      const current = a.sources.at(-1)!;
      current.readyState = CLOSED;
      current.fire("error");
      b.timers.at(-1)!.callback();
    }
    expect(b.timers.map((t) => t.ms)).toEqual([1000, 2000, 5000]);
    expect(a.sources).toHaveLength(4);
    // A dropped stream the browser retries by itself is left to it, and refetched on reopening.
    a.sources[3]!.fire("open");
    a.sources[3]!.fire("error");
    expect(b.timers).toHaveLength(3);
    a.sources[3]!.fire("open");
    expect(a.received.filter((t) => t === RECONNECTED)).toHaveLength(2);
  });

  it("reopens at once, within a second, when a stopping server says so, and asks for a refetch", async () => {
    const b = browser();
    const a = b.tab();
    a.listen();
    await tick();
    a.sources[0]!.fire("open");
    a.sources[0]!.fire(SERVER_DRAINING, '{"type":"server.draining"}');
    expect(a.sources[0]!.closed).toBe(true);
    expect(b.timers).toHaveLength(1);
    expect(b.timers[0]!.ms).toBeLessThan(1000);
    b.timers[0]!.callback();
    expect(a.sources).toHaveLength(2);
    a.sources[1]!.fire("open");
    expect(a.received.filter((t) => t === RECONNECTED)).toHaveLength(2);
    expect(a.received).not.toContain(SERVER_DRAINING);
  });

  it("opens its own stream without Web Locks, and closes it when the last subscriber leaves", () => {
    const sources: FakeSource[] = [];
    const hub = createEventHub({
      openSource: () => {
        const s = new FakeSource();
        sources.push(s);
        return s;
      },
      closedState: CLOSED,
      setTimer: () => undefined,
      clearTimer: () => undefined,
    });
    const got: StreamEvent[] = [];
    const one = hub.subscribe((e) => got.push(e));
    const two = hub.subscribe(() => undefined);
    expect(sources).toHaveLength(1);
    sources[0]!.fire("notifications.changed", '{"userId":"u"}');
    expect(got).toEqual([{ type: "notifications.changed", data: { userId: "u" } }]);
    one();
    expect(sources[0]!.closed).toBe(false);
    two();
    expect(sources[0]!.closed).toBe(true);
  });
  it("backs off 1, 2, 5, then 10 s between reconnections", () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(reconnectDelay(-1)).toBe(1000);
  });
});
