import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  addParticipantsSchema,
  channelListSchema,
  channelSchema,
  createChannelSchema,
  createDirectSchema,
  editMessageSchema,
  memberListSchema,
  messageListSchema,
  messagePageQuerySchema,
  messageSchema,
  postMessageSchema,
  progressDraftSchema,
  searchQuerySchema,
  searchResultSchema,
} from "../../../domain/communication/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import type { EventBus } from "../../realtime/event-bus";
import { addParticipants, audienceOf, channelWorkspace, createChannel, deleteMessage, draftUpdate, editMessage, listChannels, listMembers, leaveGroup, listMessages, markRead, openDirect, postMessage, searchMessages, type Posted } from "./service";

// /communication's API (decision 0901): channels of the caller's workspace, their messages, read
// markers, and the drafted progress update of a project. Viewers read; members and up post.

type Options = { context: AppContext; events: EventBus };
const channelParams = z.object({ channelId: z.string().max(64) });
const messageParams = z.object({ channelId: z.string().max(64), messageId: z.string().max(64) });

export const communicationRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["communication"];
  const workspaceOf = (request: FastifyRequest) => channelWorkspace(db, (request.params as { channelId: string }).channelId);
  const reads = { access: access.record("project:read", workspaceOf) };
  const writes = { access: access.record("project:write", workspaceOf) };
  const announce = async (workspaceId: string, channelId: string, posted?: Posted) => {
    const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");
    // A direct conversation's messages are announced to its participants only (decision 0910).
    const userIds = await audienceOf(db, channelId);
    events.publish({ type: "channel.message", workspaceId, channelId, ...(userIds ? { userIds } : {}) }).catch(fail);
    for (const n of posted?.notified ?? []) events.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(fail);
  };

  app.get("/api/v1/channels", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The workspace's channels (one per project and the workspace's own) with unread counts", querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: channelListSchema } } }, async (request) => {
    const actor = request.actor;
    return { items: await listChannels(db, actor), canPost: actor.role !== "viewer" };
  });
  app.post("/api/v1/channels", { config: { access: access.workspace("project:write", { from: "body" }) }, schema: { tags, summary: "Create a workspace channel (or return the one of that name)", body: createChannelSchema, response: { 201: channelSchema } } }, async (request, reply) => {
    const row = await createChannel(db, request.actor, request.body.name);
    return reply.status(201).send({ id: row.id, workspaceId: row.workspaceId, projectId: null, kind: "workspace" as const, name: row.name, unread: 0, lastMessageAt: null, participants: [] });
  });
  app.get("/api/v1/channels/members", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "Who can be mentioned: the workspace's members and their handles", querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: memberListSchema } } }, async (request) => {
    return { items: await listMembers(db, request.actor) };
  });
  app.post("/api/v1/channels/direct", { config: { access: access.workspace("project:write", { from: "body" }) }, schema: { tags, summary: "Open the direct conversation with these members of the workspace (made once per set of people)", body: createDirectSchema, response: { 200: channelSchema, 201: channelSchema } } }, async (request, reply) => {
    const { channel, created } = await openDirect(db, request.actor, request.body.userIds);
    return reply.status(created ? 201 : 200).send(channel);
  });
  // A group's people (decision 0940): members add others (who then read its history); anyone in it,
  // a viewer too, may leave. A 1:1 conversation is 409: adding someone starts a new group instead.
  const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");
  app.post("/api/v1/channels/:channelId/participants", { config: writes, schema: { tags, summary: "Add members of the workspace to a group conversation (they read its history)", params: channelParams, body: addParticipantsSchema, response: { 200: channelSchema } } }, async (request) => {
    const actor = request.actor;
    const { channel, added, people } = await addParticipants(db, actor, request.params.channelId, request.body.userIds);
    if (added.length) events.publish({ type: "channel.message", workspaceId: actor.workspaceId, channelId: channel.id, userIds: people }).catch(fail);
    return channel;
  });
  app.delete("/api/v1/channels/:channelId/participants/me", { config: reads, schema: { tags, summary: "Leave a group conversation (one's messages stay)", params: channelParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const people = await leaveGroup(db, actor, request.params.channelId);
    events.publish({ type: "channel.message", workspaceId: actor.workspaceId, channelId: request.params.channelId, userIds: people }).catch(fail);
    return reply.status(204).send(null);
  });
  app.get("/api/v1/channels/search", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "Messages the caller can see whose words match (accents and case ignored; Spanish and English stems), best first, a page at a time", querystring: searchQuerySchema, response: { 200: searchResultSchema } } }, async (request) => {
    return searchMessages(db, request.actor, request.query.q, request.query.offset ?? 0);
  });
  app.get("/api/v1/channels/:channelId/messages", { config: reads, schema: { tags, summary: "A page of a channel's messages, oldest first: the latest, or before, after or around a message", params: channelParams, querystring: messagePageQuerySchema, response: { 200: messageListSchema } } }, async (request) => {
    return listMessages(db, request.actor, request.params.channelId, request.query);
  });
  app.post("/api/v1/channels/:channelId/messages", { config: writes, schema: { tags, summary: "Post a message (or a reply, with parentId); mentions notify", params: channelParams, body: postMessageSchema, response: { 201: messageSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const posted = await postMessage(db, actor, request.params.channelId, request.body);
    await announce(actor.workspaceId, request.params.channelId, posted);
    return reply.status(201).send(posted.message);
  });
  app.patch("/api/v1/channels/:channelId/messages/:messageId", { config: writes, schema: { tags, summary: "Edit one's own message", params: messageParams, body: editMessageSchema, response: { 200: messageSchema } } }, async (request) => {
    const actor = request.actor;
    const posted = await editMessage(db, actor, request.params.channelId, request.params.messageId, request.body.body);
    await announce(actor.workspaceId, request.params.channelId, posted);
    return posted.message;
  });
  app.delete("/api/v1/channels/:channelId/messages/:messageId", { config: writes, schema: { tags, summary: "Delete one's own message (it stays as 'deleted' in its thread)", params: messageParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const actor = request.actor;
    await deleteMessage(db, actor, request.params.channelId, request.params.messageId);
    await announce(actor.workspaceId, request.params.channelId);
    return reply.status(204).send(null);
  });
  app.post("/api/v1/channels/:channelId/read", { config: reads, schema: { tags, summary: "Mark the channel read up to now", params: channelParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await markRead(db, request.actor, request.params.channelId);
    return reply.status(204).send(null);
  });
  app.get("/api/v1/projects/:projectId/progress-update", { config: { access: access.project("project:read") }, schema: { tags, summary: "A progress update of the project's week, drafted from its figures, and its channel", params: z.object({ projectId: z.string().max(64) }), response: { 200: progressDraftSchema } } }, async (request) => {
    return draftUpdate(db, request.actor, request.project);
  });
};
