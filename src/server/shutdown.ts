import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { App } from "./app";

// SIGTERM without losing work (issue 16.4, decision 0411):
// 1. the listener stays open a moment (connections already in the kernel's backlog are taken,
//    not reset), then closes: no new connections;
// 2. the app drains (lifecycle.ts): event streams are told to reconnect elsewhere and closed, jobs
//    finish or are handed back to the durable queue, pending recomputations are queued;
// 3. every socket that has sent or is sending a request is answered (with Connection: close);
//    keep-alive sockets between requests are closed; a socket connected but not yet heard from
//    (its request on the way, behind a busy event loop) is given time before it is closed.
//    Node's own close() would drop every socket without a parsed request, so it is not used;
// 4. the app closes (its hooks), and main.ts closes the database and exits 0.

/** The listener stays open this long after the signal, to take the backlog. */
const ACCEPT_BACKLOG_MS = 300;
/** A socket that never sent a request is closed after this long (a client that will not speak). */
const SILENT_SOCKET_MS = 5_000;

type Tracked = { active: number; served: number; since: number };

export type ConnectionTracker = { sockets: Map<Socket, Tracked> };

/** Follows every socket from its start (call before listen): how many requests it has in flight and has served. */
export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<Socket, Tracked>();
  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { active: 0, served: 0, since: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (request, response) => {
    const tracked = sockets.get(request.socket);
    if (!tracked) return;
    tracked.active++;
    response.once("close", () => {
      tracked.active--;
      tracked.served++;
    });
  });
  return { sockets };
}

export async function drainAndClose(app: App, tracker: ConnectionTracker, options: { acceptMs?: number; silentMs?: number } = {}): Promise<void> {
  const server: Server = app.server;
  // Draining starts now (streams told, jobs handed back, answers carry Connection: close).
  const drained = app.lifecycle.drain();
  await new Promise((resolve) => setTimeout(resolve, options.acceptMs ?? ACCEPT_BACKLOG_MS));
  // A busy loop may not have polled the listener during that wait: one more turn through I/O.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setImmediate(resolve));
  // Node's close() also destroys sockets whose request is not parsed yet: only the listener closes here.
  server.closeIdleConnections = () => undefined;
  const closed = new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
  const silentMs = options.silentMs ?? SILENT_SOCKET_MS;
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
    sweep();
    await closed;
  } finally {
    clearInterval(sweeper);
  }
  await app.close();
}
