import type { Notification as PgNotification, PoolClient } from "pg";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";

// Events that other users, tabs or devices must see. Published through PostgreSQL NOTIFY so every
// instance of the server receives them (and, on the embedded database, through PGlite's own
// LISTEN/NOTIFY), then pushed by the SSE route to the connections allowed to see them.

export type RealtimeEvent =
  | { type: "project.changed"; workspaceId: string; projectId: string; action: "created" | "updated" | "deleted" }
  | { type: "tasks.changed"; workspaceId: string; projectId: string }
  /** A message was posted, edited or deleted in a channel of the workspace (decision 0901); a direct conversation's names its participants, the only ones who hear of it (0910). */
  | { type: "channel.message"; workspaceId: string; channelId: string; userIds?: string[] }
  /** A task's timeline changed: a comment posted, edited or deleted, or a field change recorded (decision 0917). */
  | { type: "task.timeline"; workspaceId: string; projectId: string; taskId: string }
  /** A launch plan, its drafts or its sent pieces changed (decision 1004): approvals show live in other tabs. */
  | { type: "launch.changed"; workspaceId: string; projectId: string; planId: string; action: "created" | "updated" | "deleted" }
  | { type: "notification.created"; userId: string; notificationId: string }
  | { type: "notifications.changed"; userId: string }
  | { type: "membership.changed"; userId: string }
  /** The user's sessions, tokens or ban changed: their open streams check their credential again. Never sent to browsers. */
  | { type: "credentials.changed"; userId: string }
  | { type: "import.progress"; userId: string; importId: string; done: number; total: number }
  /** The user's running timer or the approval of one of their timesheet weeks changed (decision 1211): the header timer follows in every tab. */
  | { type: "time.changed"; userId: string }
  /**
   * A task was created or changed, with the fields that changed (from → to): automation rules
   * listen to it (decision 0801). depth counts how many rule actions led to it (loop guard). Never
   * sent to browsers.
   */
  | { type: "task.event"; workspaceId: string; projectId: string; taskId: string; kind: "created" | "updated"; changes: Record<string, { from: string | null; to: string | null }>; actorId: string | null; depth?: number };

/** Every event carries the id of the instance that published it (some work is done only there). */
export type ReceivedEvent = RealtimeEvent & { origin?: string };
export type EventListener = (event: ReceivedEvent) => void;

export type EventBus = {
  /** This instance's id, as stamped on the events it publishes. */
  readonly instanceId: string;
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
};

const CHANNEL = "rumbo_events";

function parse(payload: string | undefined): ReceivedEvent | undefined {
  if (!payload) return undefined;
  try {
    const event = JSON.parse(payload) as ReceivedEvent;
    return typeof event?.type === "string" ? event : undefined;
  } catch {
    return undefined;
  }
}

export async function createEventBus(database: Database, log: (error: unknown) => void = () => undefined): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const dispatch = (payload: string | undefined) => {
    const event = parse(payload);
    if (!event) return;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log(error);
      }
    }
  };
  const instanceId = randomUUID();
  const publish = async (event: RealtimeEvent) => {
    // NOTIFY payloads are limited to 8000 bytes: events carry ids, never documents.
    await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ ...event, origin: instanceId })})`);
  };

  const subscribe: EventBus["subscribe"] = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, dispatch);
    return {
      instanceId,
      publish,
      subscribe,
      async close() {
        listeners.clear();
        await unlisten().catch(() => undefined);
      },
    };
  }

  // PostgreSQL: one dedicated connection listens; if it breaks, it reconnects with back-off.
  const pool = database.pool!;
  let closed = false;
  let client: PoolClient | undefined;
  let detachCurrent: () => void = () => undefined;
  const connect = async (attempt = 0): Promise<void> => {
    if (closed) return;
    try {
      const connection: PoolClient = await pool.connect();
      client = connection;
      const onNotification = (message: PgNotification) => {
        if (message.channel === CHANNEL) dispatch(message.payload);
      };
      // Released once only: an error after close (or after a reconnect replaced this connection)
      // belongs to the pool now, not to us.
      const onError = (error: Error) => {
        if (client !== connection) return;
        log(error);
        client = undefined;
        detach();
        connection.release(true);
        void connect(0);
      };
      const detach = () => {
        connection.off("notification", onNotification);
        connection.off("error", onError);
        // A late error while the connection is torn down must not go unhandled.
        connection.on("error", () => undefined);
      };
      detachCurrent = detach;
      connection.on("notification", onNotification);
      connection.on("error", onError);
      await connection.query(`listen ${CHANNEL}`);
    } catch (error) {
      log(error);
      const delay = [1000, 2000, 5000, 10_000][Math.min(attempt, 3)]!;
      setTimeout(() => void connect(attempt + 1), delay).unref();
    }
  };
  await connect();
  return {
    instanceId,
    publish,
    subscribe,
    async close() {
      closed = true;
      listeners.clear();
      const connection = client;
      if (!connection) return;
      client = undefined;
      await connection.query(`unlisten ${CHANNEL}`).catch(() => undefined);
      detachCurrent();
      // Destroyed rather than returned: a connection that listened is not handed to a query.
      connection.release(true);
    },
  };
}
