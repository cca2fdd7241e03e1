import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

// Fixed-window counters shared by every instance: one atomic upsert in the database, or one
// MULTI in Redis when REDIS_URL is set. Each consume() counts one attempt and says how many the
// window holds so far and when it ends.

export type Hit = { count: number; retryAfterSeconds: number };

export type LimitStore = {
  readonly kind: "database" | "redis";
  /** Counts `weight` attempts at once (1 by default): the API limit sends a batch (batched.ts). */
  consume(key: string, windowMs: number, weight?: number): Promise<Hit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createDatabaseLimitStore(db: Db): LimitStore {
  let calls = 0;
  return {
    kind: "database",
    async consume(key, windowMs, weight = 1) {
      const rows = await queryRows<{ count: number; remaining: string | number }>(
        db,
        sql`insert into rate_limit_counters (key, count, reset_at)
            values (${key}, ${weight}::int, now() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limit_counters.reset_at <= now() then excluded.count else rate_limit_counters.count + excluded.count end,
              reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
            returning count, extract(epoch from (reset_at - now())) as remaining`,
      );
      const row = rows[0];
      // Now and then, forget windows that ended long ago.
      if (++calls % 200 === 0) await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 day'`);
      return { count: Number(row?.count ?? 1), retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.remaining ?? 1))) };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },
    async close() {},
  };
}

export async function createRedisLimitStore(url: string): Promise<LimitStore> {
  // The Redis client is loaded only when REDIS_URL is set (issue 17).
  const { createClient } = await import("redis");
  let connected = false;
  const client = createClient({
    url,
    socket: {
      connectTimeout: 5000,
      // At start, give up after a few tries so a wrong REDIS_URL stops the server with a clear
      // error; once connected, keep reconnecting (commands fail meanwhile, and so do sign-ins).
      reconnectStrategy: (retries) => (!connected && retries >= 3 ? new Error(`Redis at ${new URL(url).host} does not answer`) : Math.min(100 * 2 ** retries, 3000)),
    },
  });
  client.on("error", () => undefined); // reconnects by itself; a failed command still rejects
  await client.connect();
  connected = true;
  const prefix = "rumbo:limit:";
  return {
    kind: "redis",
    async consume(key, windowMs, weight = 1) {
      const k = prefix + key;
      const replies = await client
        .multi()
        .set(k, "0", { condition: "NX", expiration: { type: "PX", value: windowMs } })
        .incrBy(k, weight)
        .pTTL(k)
        .exec();
      const count = Number(replies[1]);
      const ttl = Number(replies[2]);
      return { count, retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)) };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
