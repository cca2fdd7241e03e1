import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { App } from "./app";

// SIGTERM without losing work (issue 16.4, decision 0411):
// 1. the app drains (lifecycle.ts): `/api/health` answers 503 so a balancer stops sending, event
//    streams are told to reconnect elsewhere and closed, jobs finish or are handed back to the durable
//    queue, pending recomputations are queued;
// 2. the listener stays OPEN while anything is in flight: a connection the kernel has completed sits
//    in the backlog until the event loop accepts it, and closing the listener then resets it. On a
//    busy machine (ten import commits, a loaded host) that wait was longer than any fixed delay, and
//    the uploads connected just before the signal were reset. So every connection that arrives is
//    accepted and answered (with Connection: close) until nothing is in flight and no new connection
//    has come for a quiet moment; only then does the listener close;
// 3. keep-alive sockets between requests are closed; a socket connected but not yet heard from (its
//    request on the way, behind a busy event loop) is given time before it is closed. Node's own
//    close() would drop every socket without a parsed request, so it is not used;
// 4. the app closes (its hooks), and main.ts closes the database and exits 0. The deadline
//    (SHUTDOWN_TIMEOUT_SECONDS) bounds all of it.

/** The listener closes after this long without a new connection (and not before, after the signal). */
const QUIET_MS = 300;
/** A socket that never sent a request is closed after this long (a client that will not speak). */
const SILENT_SOCKET_MS = 5_000;
const POLL_MS = 50;

type Tracked = { active: number; served: number; since: number };

export type ConnectionTracker = { sockets: Map<Socket, Tracked>; lastConnectionAt: number };

/** Follows every socket from its start (call before listen): how many requests it has in flight and has served. */
export function trackConnections(server: Server): ConnectionTracker {
  const tracker: ConnectionTracker = { sockets: new Map(), lastConnectionAt: 0 };
  server.on("connection", (socket: Socket) => {
    tracker.lastConnectionAt = Date.now();
    tracker.sockets.set(socket, { active: 0, served: 0, since: Date.now() });
    socket.once("close", () => tracker.sockets.delete(socket));
  });
  server.on("request", (request, response) => {
    const tracked = tracker.sockets.get(request.socket);
    if (!tracked) return;
    tracked.active++;
    response.once("close", () => {
      tracked.active--;
      tracked.served++;
    });
  });
  return tracker;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function drainAndClose(app: App, tracker: ConnectionTracker, options: { quietMs?: number; silentMs?: number } = {}): Promise<void> {
  const server: Server = app.server;
  const startedAt = Date.now();
  const quietMs = options.quietMs ?? QUIET_MS;
  const silentMs = options.silentMs ?? SILENT_SOCKET_MS;
  // Draining starts now (health 503, streams told, jobs handed back, answers carry Connection: close).
  const drained = app.lifecycle.drain();
  // Node's close() also destroys sockets whose request is not parsed yet: only the listener closes here.
  server.closeIdleConnections = () => undefined;
  const sweep = () => {
    const now = Date.now();
    for (const [socket, t] of tracker.sockets) {
      if (t.active > 0) continue;
      // Bytes read and no request yet: the request is on its way (or being parsed), so it waits.
      if (t.served > 0 || (socket.bytesRead === 0 && now - t.since > silentMs)) socket.destroy();
    }
  };
  const sweeper = setInterval(sweep, 100);
  try {
    await drained;
    // Wait until nothing is in flight and the listener has been quiet; then one more pass through
    // the loop's I/O (which accepts what the kernel holds) must bring no new connection.
    for (;;) {
      sweep();
      const now = Date.now();
      const quiet = tracker.sockets.size === 0 && now - Math.max(startedAt, tracker.lastConnectionAt) >= quietMs;
      if (quiet) {
        const seen = tracker.lastConnectionAt;
        await pause(0);
        await turn();
        if (tracker.lastConnectionAt === seen) break;
        continue;
      }
      await pause(POLL_MS);
    }
    const closed = new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
    sweep();
    await closed;
  } finally {
    clearInterval(sweeper);
  }
  await app.close();
}
