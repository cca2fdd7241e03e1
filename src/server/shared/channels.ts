import { and, eq, sql, type SQL } from "drizzle-orm";
import { channelParticipants, channels } from "../../db/schema/communication";
import type { Actor } from "../actor";

/** Channels the actor may see: their workspace's, and of direct conversations only their own (decision 0910). */
export function channelsVisibleTo(actor: Actor): SQL {
  return and(
    eq(channels.workspaceId, actor.workspaceId),
    sql`(${channels.kind} <> 'direct' or exists (select 1 from ${channelParticipants} cp where cp.channel_id = ${channels.id} and cp.user_id = ${actor.userId}))`,
  )!;
}
