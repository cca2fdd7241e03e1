import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import type { Actor } from "../../actor";
import { errorResponses } from "../openapi/document";
import { access } from "../../plugins/access";
import {
  changeRequestSchema,
  closeProjectSchema,
  closureUpdateSchema,
  communicationSchema,
  createProjectSchema,
  createTaskSchema,
  milestoneSchema,
  riskSchema,
  stakeholderSchema,
  updateChangeRequestSchema,
  updateCommunicationSchema,
  updateMilestoneSchema,
  updateProjectSchema,
  updateRiskSchema,
  updateStakeholderSchema,
  updateTaskSchema,
} from "../../../domain/projects/schemas";
import {
  closureSchema,
  projectOverviewSchema,
  projectPageSchema,
  type ProjectPage,
  projectSchema,
  registerItemSchemas,
  taskSchema,
} from "../../../domain/projects/contract";
import { noContentSchema } from "../../../domain/http/contract";
import { projectStatuses, projectPriorities, projectPhases } from "../../../domain/project-fields";
import { createProject, deleteProject, getProjectOverview, listProjectsJson, projectSortKeys, updateProject } from "./service";
import { createTask, deleteTask, updateTask } from "./tasks-service";
import { listTasks } from "../../shared/projects";
import {
  changeRequestsRegister,
  communicationsRegister,
  milestonesRegister,
  risksRegister,
  stakeholdersRegister,
  type projectRegister,
} from "./registers-service";
import { closeProject, getClosure, reopenProject, updateClosureChecklist } from "./closure-service";

const projectParams = z.object({ projectId: z.string().max(64) });
const itemParams = projectParams.extend({ itemId: z.string().max(64) });
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: "validation.invalid_value" })))
    .optional();

export const listProjectsQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: list(projectStatuses),
    priority: list(projectPriorities),
    phase: list(projectPhases),
    ownerId: z.string().max(100).optional(),
    sort: z.enum(projectSortKeys).optional(),
    order: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(200).optional(),
    workspaceId: z.string().max(100).optional(),
    lang: z.string().optional(),
  })
  .strict();

type Options = { context: AppContext; events: EventBus };

export const projectRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  // Other members' open pages refresh when a project or its tasks change. A lost event costs a
  // stale list until the next refresh, never a failed write, so publishing does not block the answer.
  const changed = (actor: Actor, projectId: string, action: "created" | "updated" | "deleted" = "updated") => {
    events.publish({ type: "project.changed", workspaceId: actor.workspaceId, projectId, action }).catch((error) => app.log.warn({ err: error }, "publish failed"));
  };
  const tasksChanged = (actor: Actor, projectId: string) => {
    changed(actor, projectId);
    events.publish({ type: "tasks.changed", workspaceId: actor.workspaceId, projectId }).catch((error) => app.log.warn({ err: error }, "publish failed"));
  };
  // Automation rules listen to task events (decision 0801): which fields changed, from → to.
  // Every field a person edits is watched: the same events are each task's history (decision 0918).
  const watched = ["status", "priority", "assigneeResourceId", "sprintId", "endDate", "title", "startDate", "estimateHours", "storyPoints", "milestoneId", "type", "description"] as const;
  // A long description is cut: an event's payload must stay well under NOTIFY's 8000 bytes.
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v).length > 500 ? `${String(v).slice(0, 499)}…` : String(v));
  const taskEvent = (actor: Actor, projectId: string, taskId: string, kind: "created" | "updated", changes: Record<string, { from: string | null; to: string | null }>) => {
    events.publish({ type: "task.event", workspaceId: actor.workspaceId, projectId, taskId, kind, changes, actorId: actor.userId }).catch((error) => app.log.warn({ err: error }, "publish failed"));
  };
  const tags = ["projects"];
  // Who may call each route (decision 0009); the plugin resolves it before the handler.
  // The list narrows itself to a project-limited token's projects (decision 0417).
  const readsWorkspace = { access: access.workspace("project:read", { projectScoped: true }) };
  const writesWorkspace = { access: access.workspace("project:write") };
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const deletes = { access: access.project("project:delete") };

  app.get("/api/v1/projects", { config: readsWorkspace, schema: { tags, summary: "List the workspace's projects", querystring: listProjectsQuery, response: { 200: projectPageSchema } } }, async (request, reply) => {
    // workspaceId was read by the access plugin.
    const { workspaceId: _workspaceId, ...query } = request.query;
    // The database writes the answer in projectPageSchema's shape (decision 1701): sent as it comes.
    // The typed reply expects the object; Fastify sends a string it is told is JSON without serialising it.
    const body = (await listProjectsJson(db, request.actor, query)) as unknown as ProjectPage;
    return reply.type("application/json; charset=utf-8").send(body);
  });

  app.post(
    "/api/v1/projects",
    { config: writesWorkspace, schema: { tags, summary: "Create a project (the caller becomes its owner)", body: createProjectSchema, querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 201: projectSchema } } },
    async (request, reply) => {
      const project = await createProject(db, request.actor, request.body);
      changed(request.actor, project.id, "created");
      return reply.status(201).send(project);
    },
  );

  app.get("/api/v1/projects/:projectId", { config: reads, schema: { tags, summary: "A project at a glance", params: projectParams, response: { 200: projectOverviewSchema } } }, async (request) =>
    getProjectOverview(db, request.actor, request.project),
  );

  app.patch("/api/v1/projects/:projectId", { config: writes, schema: { tags, summary: "Update a project", params: projectParams, body: updateProjectSchema, response: { 200: projectSchema } } }, async (request) => {
    const project = await updateProject(db, request.actor, request.project, request.body);
    changed(request.actor, project.id);
    return project;
  });

  app.delete("/api/v1/projects/:projectId", { config: deletes, schema: { tags, summary: "Delete a project", params: projectParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteProject(db, request.actor, request.project);
    changed(request.actor, request.params.projectId, "deleted");
    return reply.status(204).send(null);
  });

  // Tasks
  app.get("/api/v1/projects/:projectId/tasks", { config: reads, schema: { tags: ["tasks"], summary: "A project's tasks with their dependencies", params: projectParams, response: { 200: z.array(taskSchema) } } }, async (request) =>
    listTasks(db, request.actor, request.project),
  );
  app.post("/api/v1/projects/:projectId/tasks", { config: writes, schema: { tags: ["tasks"], summary: "Add a task", params: projectParams, body: createTaskSchema, response: { 201: taskSchema } } }, async (request, reply) => {
    // The custom fields set at creation are in the "created" event, from nothing to their value (decision 1232).
    let fieldChanges: Record<string, { from: string | null; to: string | null }> = {};
    const task = await createTask(db, request.actor, request.project, request.body, (changes) => (fieldChanges = changes));
    tasksChanged(request.actor, request.params.projectId);
    taskEvent(request.actor, request.params.projectId, task.id, "created", fieldChanges);
    return reply.status(201).send(task);
  });
  app.patch("/api/v1/projects/:projectId/tasks/:itemId", { config: writes, schema: { tags: ["tasks"], summary: "Update a task", params: itemParams, body: updateTaskSchema, response: { 200: taskSchema } } }, async (request) => {
    const task = await updateTask(db, request.actor, request.project, request.params.itemId, request.body, (before, after, fieldChanges) => {
      // Custom fields set through the task's own body are history too, as through their endpoint.
      const changes: Record<string, { from: string | null; to: string | null }> = { ...fieldChanges };
      for (const field of watched) if (text(before[field]) !== text(after[field])) changes[field] = { from: text(before[field]), to: text(after[field]) };
      if (Object.keys(changes).length) taskEvent(request.actor, request.params.projectId, after.id, "updated", changes);
    });
    tasksChanged(request.actor, request.params.projectId);
    return task;
  });
  app.delete("/api/v1/projects/:projectId/tasks/:itemId", { config: writes, schema: { tags: ["tasks"], summary: "Delete a task", params: itemParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteTask(db, request.actor, request.project, request.params.itemId);
    tasksChanged(request.actor, request.params.projectId);
    return reply.status(204).send(null);
  });

  // Registers kept row by row inside a project.
  const registers: [keyof typeof registerItemSchemas, ReturnType<typeof projectRegister>, z.ZodType, z.ZodType][] = [
    ["milestones", milestonesRegister, milestoneSchema, updateMilestoneSchema],
    ["stakeholders", stakeholdersRegister, stakeholderSchema, updateStakeholderSchema],
    ["risks", risksRegister, riskSchema, updateRiskSchema],
    ["change-requests", changeRequestsRegister, changeRequestSchema, updateChangeRequestSchema],
    ["communications", communicationsRegister, communicationSchema, updateCommunicationSchema],
  ];
  for (const [path, register, createSchema, updateSchema] of registers) {
    const t = [path];
    const item = registerItemSchemas[path];
    app.get(`/api/v1/projects/:projectId/${path}`, { config: reads, schema: { tags: t, summary: `The project's ${path}`, params: projectParams, response: { 200: z.array(item) } } }, async (request) =>
      // The register's rows are typed by its table; the response schema checks them on the way out.
      register.list(db, request.actor, request.project) as Promise<never>,
    );
    app.post(`/api/v1/projects/:projectId/${path}`, { config: writes, schema: { tags: t, summary: `Add to the project's ${path}`, params: projectParams, body: createSchema, response: { 201: item } } }, async (request, reply) =>
      reply
        .status(201)
        .send((await register.create(db, request.actor, request.project, request.body as never)) as never),
    );
    app.patch(`/api/v1/projects/:projectId/${path}/:itemId`, { config: writes, schema: { tags: t, summary: `Update one of the project's ${path}`, params: itemParams, body: updateSchema, response: { 200: item } } }, async (request) =>
      register.update(db, request.actor, request.project, request.params.itemId, request.body as never) as Promise<never>,
    );
    app.delete(`/api/v1/projects/:projectId/${path}/:itemId`, { config: writes, schema: { tags: t, summary: `Delete one of the project's ${path}`, params: itemParams, response: { 204: noContentSchema } } }, async (request, reply) => {
      await register.remove(db, request.actor, request.project, request.params.itemId);
      return reply.status(204).send(null);
    });
  }

  // Formal closure
  app.get("/api/v1/projects/:projectId/closure", { config: reads, schema: { tags: ["closure"], summary: "The closure checklist", params: projectParams, response: { 200: closureSchema } } }, async (request) =>
    getClosure(db, request.actor, request.project),
  );
  app.put("/api/v1/projects/:projectId/closure", { config: writes, schema: { tags: ["closure"], summary: "Tick items of the closure checklist", params: projectParams, body: closureUpdateSchema, response: { 200: closureSchema } } }, async (request) =>
    updateClosureChecklist(db, request.actor, request.project, request.body.items),
  );
  app.post("/api/v1/projects/:projectId/close", { config: writes, schema: { tags: ["closure"], summary: "Close the project formally (refused until the checklist is complete)", params: projectParams, body: closeProjectSchema.default({}), response: { 200: projectSchema, ...errorResponses(422) } } }, async (request) =>
    closeProject(db, request.actor, request.project, request.body),
  );
  app.post("/api/v1/projects/:projectId/reopen", { config: deletes, schema: { tags: ["closure"], summary: "Reopen a closed project (administrators)", params: projectParams, response: { 200: projectSchema } } }, async (request) =>
    reopenProject(db, request.actor, request.project),
  );
};
