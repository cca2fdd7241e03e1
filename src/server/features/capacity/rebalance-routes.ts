import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  personSkillsSchema,
  rebalanceApplicationSchema,
  rebalanceApplyInputSchema,
  rebalanceProposalSchema,
  rebalanceQuerySchema,
  skillsInputSchema,
  taskSkillInputSchema,
  taskSkillSchema,
} from "../../../domain/capacity/rebalance-contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { applyRebalance, listSkills, listTaskSkills, rebalanceProposal, saveSkills, saveTaskSkill, undoRebalance } from "./rebalance-service";

const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });
const resourceParams = z.object({ resourceId: z.string().max(64) });
const taskParams = z.object({ taskId: z.string().max(64) });
const appliedSchema = z.object({ application: rebalanceApplicationSchema, projectIds: z.array(z.string()) });
type Options = { context: AppContext; events: EventBus };

// Skills and rebalancing (decisions 1302–1309). Everyone reads skills; a task's required skill is
// an editor's; people's skills, proposals, apply and undo are an owner's or admin's.
export const rebalanceRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["resources"];
  const reads = { access: access.workspace("project:read") };
  const writes = { access: access.workspace("project:write") };
  const manages = { access: access.workspace("workspace:manage") };
  const announce = (workspaceId: string, projectIds: string[]) => {
    for (const projectId of projectIds)
      events.publish({ type: "project.changed", workspaceId, projectId, action: "updated" }).catch((error: unknown) => app.log.warn({ err: error }, "publish failed"));
  };

  app.get("/api/v1/capacity/skills", { config: reads, schema: { tags, summary: "Each person's skills with their level (1–5)", querystring: workspaceQuery, response: { 200: z.array(personSkillsSchema) } } }, async (request) => listSkills(db, request.actor));
  app.put("/api/v1/capacity/skills/:resourceId", { config: manages, schema: { tags, summary: "Set a person's skills (owner/admin)", params: resourceParams, querystring: workspaceQuery, body: skillsInputSchema, response: { 200: personSkillsSchema } } }, async (request) =>
    saveSkills(db, request.actor, request.params.resourceId, request.body),
  );
  app.get("/api/v1/capacity/task-skills", { config: reads, schema: { tags, summary: "The skill (and lowest level) each task of the workspace asks for", querystring: workspaceQuery, response: { 200: z.array(taskSkillSchema) } } }, async (request) => listTaskSkills(db, request.actor));
  app.put("/api/v1/capacity/task-skills/:taskId", { config: writes, schema: { tags, summary: "Set the skill (and lowest level) a task asks for, or none", params: taskParams, querystring: workspaceQuery, body: taskSkillInputSchema, response: { 200: taskSkillSchema } } }, async (request) =>
    saveTaskSkill(db, request.actor, request.params.taskId, request.body.requirement),
  );

  app.get("/api/v1/capacity/rebalance", { config: manages, schema: { tags, summary: "Moves that relieve an overloaded person-week without pushing anyone over or breaking a dependency (owner/admin)", querystring: rebalanceQuerySchema, response: { 200: rebalanceProposalSchema } } }, async (request) =>
    rebalanceProposal(db, request.actor, request.query),
  );
  app.post("/api/v1/capacity/rebalance/apply", { config: manages, schema: { tags, summary: "Apply the chosen moves in one transaction (owner/admin)", querystring: workspaceQuery, body: rebalanceApplyInputSchema, response: { 200: appliedSchema } } }, async (request) => {
    const result = await applyRebalance(db, request.actor, request.body);
    announce(request.actor.workspaceId, result.projectIds);
    return result;
  });
  app.post("/api/v1/capacity/rebalance/undo", { config: manages, schema: { tags, summary: "Undo the latest applied set of moves (owner/admin)", querystring: workspaceQuery, response: { 200: appliedSchema } } }, async (request) => {
    const result = await undoRebalance(db, request.actor);
    announce(request.actor.workspaceId, result.projectIds);
    return result;
  });
};
