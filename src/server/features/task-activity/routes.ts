import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noContentSchema } from "../../../domain/http/contract";
import { editCommentSchema, postCommentSchema, taskCommentSchema, timelineSchema } from "../../../domain/task-activity/contract";
import type { Actor } from "../../actor";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import type { EventBus } from "../../realtime/event-bus";
import { deleteComment, editComment, postComment, timeline, type Commented } from "./service";

// A task's comments and activity (decision 0917): viewers read the timeline; members and up comment,
// and edit or delete their own. Each change goes out as `task.timeline` on the event stream.

type Options = { context: AppContext; events: EventBus };
const taskParams = z.object({ projectId: z.string().max(64), taskId: z.string().max(64) });
const commentParams = taskParams.extend({ commentId: z.string().max(64) });

export const taskActivityRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["task activity"];
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");
  const announce = (actor: Actor, projectId: string, taskId: string, done?: Commented) => {
    events.publish({ type: "task.timeline", workspaceId: actor.workspaceId, projectId, taskId }).catch(fail);
    for (const n of done?.notified ?? []) events.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(fail);
  };

  app.get("/api/v1/projects/:projectId/tasks/:taskId/timeline", { config: reads, schema: { tags, summary: "The task's comments and field changes (who, what, from, to, when), oldest first", params: taskParams, response: { 200: timelineSchema } } }, async (request) =>
    timeline(db, request.actor, request.project, request.params.taskId),
  );
  app.post("/api/v1/projects/:projectId/tasks/:taskId/comments", { config: writes, schema: { tags, summary: "Comment on a task (Markdown-light; @mentions notify; attachmentIds from the task's upload route)", params: taskParams, body: postCommentSchema, response: { 201: taskCommentSchema } } }, async (request, reply) => {
    const done = await postComment(db, request.actor, request.project, request.params.taskId, request.body);
    announce(request.actor, request.params.projectId, request.params.taskId, done);
    return reply.status(201).send(done.comment);
  });
  app.patch("/api/v1/projects/:projectId/tasks/:taskId/comments/:commentId", { config: writes, schema: { tags, summary: "Edit one's own comment (marked as edited)", params: commentParams, body: editCommentSchema, response: { 200: taskCommentSchema } } }, async (request) => {
    const done = await editComment(db, request.actor, request.project, request.params.taskId, request.params.commentId, request.body.body);
    announce(request.actor, request.params.projectId, request.params.taskId, done);
    return done.comment;
  });
  app.delete("/api/v1/projects/:projectId/tasks/:taskId/comments/:commentId", { config: writes, schema: { tags, summary: "Delete one's own comment (it stays as 'deleted' in the timeline)", params: commentParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteComment(db, request.actor, request.project, request.params.taskId, request.params.commentId);
    announce(request.actor, request.params.projectId, request.params.taskId);
    return reply.status(204).send(null);
  });
};
