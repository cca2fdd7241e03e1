import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { noContentSchema } from "../../../domain/http/contract";
import { taskSchema } from "../../../domain/projects/contract";
import {
  assigneesInputSchema,
  labelInputSchema,
  labelListSchema,
  labelSchema,
  parentInputSchema,
  subtaskInputSchema,
  taskLabelsInputSchema,
  watcherInputSchema,
  workItemListSchema,
} from "../../../domain/work-items/contract";
import type { Actor } from "../../actor";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import type { EventBus } from "../../realtime/event-bus";
import { createLabel, createSubtask, deleteLabel, labelWorkspace, listLabels, listWorkItems, notifyWatchers, setAssignees, setParent, setTaskLabels, setWatching, updateLabel } from "./service";

// Work items (issue 23, decision 1202): /api/v1/labels (the workspace's, managed by admins and
// owners) and, per task, subtasks, parent, labels, assignees and watchers. Viewers read (and may
// watch a task for themselves); members change tasks; a stranger's project or label is a 404.

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });
const taskParams = projectParams.extend({ taskId: z.string().max(64) });
const labelParams = z.object({ labelId: z.string().max(64) });
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });

export const workItemRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["work-items"];
  const labelOf = (request: FastifyRequest) => labelWorkspace(db, (request.params as { labelId: string }).labelId);
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");
  const tasksChanged = (actor: Actor, projectId: string) => {
    events.publish({ type: "tasks.changed", workspaceId: actor.workspaceId, projectId }).catch(fail);
  };

  // Watchers hear of changes to the fields task events carry (status, priority, assignee, sprint,
  // due date, title), whoever made them: the instance that published the event handles it once.
  let queue: Promise<unknown> = Promise.resolve();
  const unsubscribe = events.subscribe((received) => {
    if (received.type !== "task.event" || received.kind !== "updated" || received.origin !== events.instanceId) return;
    queue = queue
      .then(async () => {
        const made = await notifyWatchers(db, received);
        for (const n of made) await events.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(fail);
      })
      .catch((error: unknown) => app.log.error({ err: error }, "watchers"));
  });
  app.addHook("preClose", async () => {
    unsubscribe();
    await queue;
  });

  // Labels
  app.get("/api/v1/labels", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The workspace's labels", querystring: workspaceQuery, response: { 200: labelListSchema } } }, async (request) => ({
    items: await listLabels(db, request.actor),
  }));
  app.post("/api/v1/labels", { config: { access: access.workspace("workspace:manage") }, schema: { tags, summary: "Create a label (admins and owners)", querystring: workspaceQuery, body: labelInputSchema, response: { 201: labelSchema } } }, async (request, reply) =>
    reply.status(201).send(await createLabel(db, request.actor, request.body)),
  );
  app.put("/api/v1/labels/:labelId", { config: { access: access.record("workspace:manage", labelOf) }, schema: { tags, summary: "Rename or recolour a label (admins and owners)", params: labelParams, body: labelInputSchema, response: { 200: labelSchema } } }, async (request) =>
    updateLabel(db, request.actor, request.params.labelId, request.body),
  );
  app.delete("/api/v1/labels/:labelId", { config: { access: access.record("workspace:manage", labelOf) }, schema: { tags, summary: "Delete a label (it leaves every task)", params: labelParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteLabel(db, request.actor, request.params.labelId);
    return reply.status(204).send(null);
  });

  // A project's tasks: what they have beyond their row
  app.get("/api/v1/projects/:projectId/work-items", { config: reads, schema: { tags, summary: "Each task's parent, depth, labels, assignees (primary first), watchers and its subtasks' roll-up", params: projectParams, response: { 200: workItemListSchema } } }, async (request) => ({
    items: await listWorkItems(db, request.actor, request.project),
  }));
  app.post("/api/v1/projects/:projectId/tasks/:taskId/subtasks", { config: writes, schema: { tags, summary: "Add a subtask under a task", params: taskParams, body: subtaskInputSchema, response: { 201: taskSchema } } }, async (request, reply) => {
    const task = await createSubtask(db, request.actor, request.project, request.params.taskId, request.body);
    tasksChanged(request.actor, request.params.projectId);
    events.publish({ type: "task.event", workspaceId: request.actor.workspaceId, projectId: request.params.projectId, taskId: task.id, kind: "created", changes: {}, actorId: request.actor.userId }).catch(fail);
    return reply.status(201).send(task);
  });
  app.put("/api/v1/projects/:projectId/tasks/:taskId/parent", { config: writes, schema: { tags, summary: "Move a task under another (or to the top level with null); cycles and more than 5 levels are refused", params: taskParams, body: parentInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await setParent(db, request.actor, request.project, request.params.taskId, request.body.parentId);
    tasksChanged(request.actor, request.params.projectId);
    return reply.status(204).send(null);
  });
  app.put("/api/v1/projects/:projectId/tasks/:taskId/labels", { config: writes, schema: { tags, summary: "Replace a task's labels", params: taskParams, body: taskLabelsInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const labels = await setTaskLabels(db, request.actor, request.project, request.params.taskId, request.body.labelIds);
    tasksChanged(request.actor, request.params.projectId);
    if (labels.before !== labels.after) {
      events.publish({ type: "task.event", workspaceId: request.actor.workspaceId, projectId: request.params.projectId, taskId: request.params.taskId, kind: "updated", changes: { labels: { from: labels.before, to: labels.after } }, actorId: request.actor.userId }).catch(fail);
    }
    return reply.status(204).send(null);
  });
  app.put("/api/v1/projects/:projectId/tasks/:taskId/assignees", { config: writes, schema: { tags, summary: "Replace a task's assignees; the primary (assigneeResourceId) stays if listed, else the first becomes it", params: taskParams, body: assigneesInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const { before, after, namesBefore, namesAfter } = await setAssignees(db, request.actor, request.project, request.params.taskId, request.body.resourceIds);
    tasksChanged(request.actor, request.params.projectId);
    // The primary as automation knows it, and everyone assigned for the task's history (decision 0918).
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    if (before !== after) changes.assigneeResourceId = { from: before, to: after };
    if (namesBefore !== namesAfter) changes.assignees = { from: namesBefore, to: namesAfter };
    if (Object.keys(changes).length) {
      events.publish({ type: "task.event", workspaceId: request.actor.workspaceId, projectId: request.params.projectId, taskId: request.params.taskId, kind: "updated", changes, actorId: request.actor.userId }).catch(fail);
    }
    return reply.status(204).send(null);
  });
  app.put("/api/v1/projects/:projectId/tasks/:taskId/watchers", { config: reads, schema: { tags, summary: "Start someone watching a task (yourself: any member, viewers too; someone else: members and up)", params: taskParams, body: watcherInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await setWatching(db, request.actor, request.project, request.params.taskId, request.body.userId, true);
    tasksChanged(request.actor, request.params.projectId);
    return reply.status(204).send(null);
  });
  app.delete("/api/v1/projects/:projectId/tasks/:taskId/watchers/:userId", { config: reads, schema: { tags, summary: "Stop someone watching a task (yourself: any member; someone else: members and up)", params: taskParams.extend({ userId: z.string().max(100) }), response: { 204: noContentSchema } } }, async (request, reply) => {
    await setWatching(db, request.actor, request.project, request.params.taskId, request.params.userId, false);
    tasksChanged(request.actor, request.params.projectId);
    return reply.status(204).send(null);
  });
};
