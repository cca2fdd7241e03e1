import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context";
import { access } from "../plugins/access";
import { listUserWorkspaces } from "../workspaces";
import type { EventBus, RealtimeEvent } from "./event-bus";
import { credentialHolds, streamCredential } from "./credential";
import type { Lifecycle } from "../lifecycle";
import type { ReadMarks } from "./read-marks";
import { STREAM_READY_EVENT } from "../../domain/http/read-marks";

type Options = { context: AppContext; events: EventBus; lifecycle?: Lifecycle; readMarks?: ReadMarks };

/** Sent to every open stream when the instance stops: the web reconnects (elsewhere) at once. */
export const DRAIN_EVENT = "server.draining";

const HEARTBEAT_MS = 25_000;

// GET /api/v1/events: a Server-Sent Events stream of what the signed-in user may see: changes in
// the workspaces they belong to and their own notifications, never another user's. The stream
// lasts only as long as the credential that opened it: when the user's credentials change (a
// sign-out, a ban, a password reset, a revoked token) it checks again and the server closes it.
export const realtimeRoutes: FastifyPluginAsync<Options> = async (app, { context, events, lifecycle, readMarks }) => {
  const db = context.database.db;
  const open = new Set<(notice?: string) => void>();
  // Streams end before the server waits for its connections (a stream would hold it open).
  const endAll = (notice?: string) => {
    for (const end of open) end(notice);
  };
  lifecycle?.onDrain(() => endAll(`event: ${DRAIN_EVENT}\ndata: {"type":"${DRAIN_EVENT}"}\n\n`));
  app.addHook("preClose", async () => endAll());

  app.get("/api/v1/events", { schema: { tags: ["realtime"], summary: "Server-Sent Events for the signed-in user", response: { 200: { description: "An event stream: one JSON event per message", content: { "text/event-stream": { schema: z.string() } } } } }, config: { rateLimit: false, access: { ...access.signedIn, projectScoped: true } } }, async (request, reply) => {
    const principal = request.caller;
    const credential = await streamCredential(request);
    // A token reaches its own workspace only, and a project-limited one only its projects (decision 0417).
    const tokenWorkspace = principal.via === "token" ? principal.workspaceId : undefined;
    const tokenProjects = principal.token?.projectIds ? new Set(principal.token.projectIds) : null;
    const reachable = (ws: { id: string }[]) => new Set(ws.map((w) => w.id).filter((id) => !tokenWorkspace || id === tokenWorkspace));
    let workspaceIds = reachable(await listUserWorkspaces(db, principal.userId));

    const visible = (event: RealtimeEvent): boolean => {
      switch (event.type) {
        case "project.changed":
        case "tasks.changed":
        case "launch.changed":
        case "task.timeline":
          return workspaceIds.has(event.workspaceId) && (!tokenProjects || tokenProjects.has(event.projectId));
        case "channel.message":
          return workspaceIds.has(event.workspaceId) && !tokenProjects && (!event.userIds || event.userIds.includes(principal.userId));
        case "notification.created":
        case "notifications.changed":
        case "membership.changed":
        case "import.progress":
        case "time.changed":
          return event.userId === principal.userId;
        case "credentials.changed":
        case "task.event":
          return false;
      }
    };

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "x-request-id": String(request.id),
    });
    res.write("retry: 2000\n\n");
    const send = (event: RealtimeEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

    const recheck = () => {
      void credentialHolds(db, principal.userId, credential)
        .then((holds) => {
          if (!holds) end();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, "could not check the stream's credential"));
    };
    const unsubscribe = events.subscribe((event) => {
      if (event.type === "credentials.changed" && event.userId === principal.userId) recheck();
      if (event.type === "membership.changed" && event.userId === principal.userId) {
        void listUserWorkspaces(db, principal.userId).then((ws) => {
          workspaceIds = reachable(ws);
        });
      }
      if (visible(event)) send(event);
    });
    // After subscribing: an event from here on is sent; one before is in the mark, and the web
    // refetches what it read before it (decision 1820).
    if (readMarks) res.write(`event: ${STREAM_READY_EVENT}\ndata: ${JSON.stringify({ mark: readMarks.lastEventFor(principal.userId, workspaceIds) })}\n\n`);
    // The heartbeat also rechecks the credential: a notice lost between instances still ends the stream.
    const heartbeat = setInterval(() => {
      res.write(": ping\n\n");
      recheck();
    }, HEARTBEAT_MS);
    const end = (notice?: string) => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end(notice);
    };
    open.add(end);
    request.raw.on("close", () => end());
  });
};
