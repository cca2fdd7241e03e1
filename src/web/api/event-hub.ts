import { STREAM_READY_EVENT } from "../../domain/http/read-marks";
import { pageReadLedger } from "../lib/read-marks";

// The app's one Server-Sent Events stream (GET /api/v1/events) per browser, shared by all its tabs;
// api/server-events.ts subscribes once per tab and turns its events into cache updates (0602). Over
// HTTP/1.1 a browser keeps at most 6 connections to a host; one stream per tab (the bell is on every
// signed-in page) would starve the seventh request of a user with a few tabs open. So the tabs elect
// a leader with the Web Locks API: the tab that holds the lock opens the stream and relays every
// event to the others over a BroadcastChannel. When it closes, the lock passes to another tab, which
// opens the stream and tells every tab to refetch (events are hints, docs/decisions/0004, so one
// missed during the hand-over costs nothing once the refetch is done). A page's first stream asks
// the read marks instead (decision 1820): it refetches only if an event may have slipped in since
// the page's data was read. Without Web Locks or BroadcastChannel each tab opens its own stream.

// A stream the browser gave up on is reopened after 1, 2, 5, then every 10 s (spec section 9).
const reconnectDelays = [1_000, 2_000, 5_000, 10_000] as const;

/** Milliseconds before reconnection attempt `attempt` (0-based). */
export function reconnectDelay(attempt: number): number {
  return reconnectDelays[Math.min(Math.max(0, Math.floor(attempt)), reconnectDelays.length - 1)]!;
}

/** Sent to every subscriber when the stream (re)opens after a gap: refetch what may have been missed. */
export const RECONNECTED = "stream.reconnected";

/**
 * Sent by a server that is stopping, just before it closes the stream (src/server/realtime/routes.ts):
 * the stream is reopened at once (the load balancer sends it to another instance), not after the
 * browser's own retry delay, and subscribers refetch what the gap may have hidden.
 */
export const SERVER_DRAINING = "server.draining";

/** The event types the server sends (src/server/realtime/event-bus.ts). */
export const streamEventTypes = ["notification.created", "notifications.changed", "project.changed", "tasks.changed", "membership.changed", "import.progress", "channel.message", "launch.changed", "time.changed", "task.timeline"] as const;

export type StreamEvent = { type: string; data: unknown };
export type StreamListener = (event: StreamEvent) => void;

type SourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};
type ChannelLike = { postMessage(message: StreamEvent): void; onmessage: ((event: MessageEvent<StreamEvent>) => void) | null; close(): void };
type LocksLike = { request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown> };

export type HubEnvironment = {
  openSource: () => SourceLike;
  /** EventSource.CLOSED */
  closedState: number;
  openChannel?: () => ChannelLike;
  locks?: LocksLike;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Given the first stream's ready message: calls `onMissed` if the page's data may predate its last event (lib/read-marks.ts). */
  resume?: (ready: unknown, onMissed: () => void) => void;
};

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export function createEventHub(env: HubEnvironment) {
  const listeners = new Set<StreamListener>();
  let stopCurrent: (() => void) | undefined;

  const emit = (event: StreamEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error("events: listener failed", error);
      }
    }
  };

  function start(): () => void {
    let stopped = false;
    let source: SourceLike | undefined;
    let timer: unknown;
    let attempt = 0;
    const channel = env.locks && env.openChannel ? env.openChannel() : undefined;
    const relay = (event: StreamEvent) => {
      emit(event);
      channel?.postMessage(event);
    };

    // The leader's stream; `gap` says whether events may have been missed before it opens. The
    // tab's first stream asks the read marks (decision 1820) rather than refetching everything the
    // page has just loaded; a stream reopened after a gap refetches.
    const lead = (gap: boolean) => {
      let missed = gap;
      let resumable = gap && env.resume !== undefined;
      const connect = () => {
        if (stopped) return;
        const current = env.openSource();
        source = current;
        current.addEventListener("open", () => {
          attempt = 0;
          if (missed && !resumable) relay({ type: RECONNECTED, data: null });
          missed = false;
        });
        current.addEventListener(STREAM_READY_EVENT, (event) => {
          if (!resumable) return;
          resumable = false;
          env.resume?.(parse(event.data), () => relay({ type: RECONNECTED, data: null }));
        });
        for (const type of streamEventTypes) current.addEventListener(type, (event) => relay({ type, data: parse(event.data) }));
        current.addEventListener(SERVER_DRAINING, () => {
          missed = true;
          resumable = false;
          current.close();
          env.clearTimer(timer);
          // A short jittered pause, so the streams of a stopping instance do not all land at once.
          timer = env.setTimer(connect, 250 + Math.floor(Math.random() * 750));
        });
        current.addEventListener("error", () => {
          // The browser retries a dropped stream by itself; one it gave up on is reopened here.
          missed = true;
          resumable = false;
          if (current.readyState !== env.closedState) return;
          current.close();
          timer = env.setTimer(connect, reconnectDelay(attempt++));
        });
      };
      connect();
    };

    const abort = new AbortController();
    if (channel && env.locks) {
      channel.onmessage = (message) => emit(message.data);
      // Held until this tab stops (or closes): then the next waiting tab leads.
      env.locks
        .request("rumbo.events-leader", { signal: abort.signal }, () => {
          if (stopped) return Promise.resolve();
          lead(true);
          return new Promise<void>((release) => abort.signal.addEventListener("abort", () => release()));
        })
        .catch(() => undefined);
    } else {
      lead(true);
    }

    return () => {
      stopped = true;
      env.clearTimer(timer);
      source?.close();
      abort.abort();
      channel?.close();
    };
  }

  return {
    subscribe(listener: StreamListener): () => void {
      listeners.add(listener);
      if (listeners.size === 1) stopCurrent = start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopCurrent?.();
          stopCurrent = undefined;
        }
      };
    },
  };
}

let browserHub: ReturnType<typeof createEventHub> | undefined;

/** The browser's hub (undefined where there is no EventSource, e.g. while prerendering). */
export function eventHub(): ReturnType<typeof createEventHub> | undefined {
  if (typeof EventSource === "undefined") return undefined;
  browserHub ??= createEventHub({
    openSource: () => new EventSource("/api/v1/events", { withCredentials: true }),
    closedState: EventSource.CLOSED,
    openChannel: typeof BroadcastChannel === "undefined" ? undefined : () => new BroadcastChannel("rumbo.events") as unknown as ChannelLike,
    locks: typeof navigator !== "undefined" && "locks" in navigator ? (navigator.locks as unknown as LocksLike) : undefined,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    resume: (ready, onMissed) => pageReadLedger.resume(ready, onMissed),
  });
  return browserHub;
}
