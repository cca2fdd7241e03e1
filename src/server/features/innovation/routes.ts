import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { commentInputSchema, convertSchema, ideaDetailSchema, ideaInputSchema, ideaListSchema, projectDraftSchema, projectIdeaSchema, statusChangeSchema, voteSchema } from "../../../domain/innovation/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { addComment, changeStatus, convertIdea, createIdea, getIdea, ideaOfProject, ideaWorkspace, listIdeas, projectDraft, toggleVote, updateIdea } from "./service";

// /api/v1/innovation (decision 1002): viewers read; members propose, edit, vote and comment;
// admins and owners move an idea through its statuses and turn an approved one into a project.

type Options = { context: AppContext };
const ideaParams = z.object({ ideaId: z.string().max(64) });
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });

export const innovationRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["innovation"];
  const ideaOf = (request: FastifyRequest) => ideaWorkspace(db, (request.params as { ideaId: string }).ideaId);
  const reads = { access: access.record("project:read", ideaOf) };
  const writes = { access: access.record("project:write", ideaOf) };
  const manages = { access: access.record("workspace:manage", ideaOf) };

  app.get("/api/v1/innovation/ideas", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The workspace's ideas with score, votes and comments count", querystring: workspaceQuery, response: { 200: ideaListSchema } } }, async (request) => ({
    items: await listIdeas(db, request.actor),
  }));
  app.post("/api/v1/innovation/ideas", { config: { access: access.workspace("project:write") }, schema: { tags, summary: "Propose an idea", querystring: workspaceQuery, body: ideaInputSchema, response: { 201: ideaDetailSchema } } }, async (request, reply) =>
    reply.status(201).send(await createIdea(db, request.actor, request.body)),
  );
  app.get("/api/v1/innovation/ideas/:ideaId", { config: reads, schema: { tags, summary: "An idea with its comments", params: ideaParams, response: { 200: ideaDetailSchema } } }, async (request) => getIdea(db, request.actor, request.params.ideaId));
  app.put("/api/v1/innovation/ideas/:ideaId", { config: writes, schema: { tags, summary: "Edit an idea and its scoring inputs", params: ideaParams, body: ideaInputSchema, response: { 200: ideaDetailSchema } } }, async (request) =>
    updateIdea(db, request.actor, request.params.ideaId, request.body),
  );
  app.post("/api/v1/innovation/ideas/:ideaId/status", { config: manages, schema: { tags, summary: "Move an idea (discarding needs a reason)", params: ideaParams, body: statusChangeSchema, response: { 200: ideaDetailSchema } } }, async (request) =>
    changeStatus(db, request.actor, request.params.ideaId, request.body.status, request.body.reason),
  );
  app.post("/api/v1/innovation/ideas/:ideaId/vote", { config: writes, schema: { tags, summary: "Vote for an idea, or take the vote back (one per member)", params: ideaParams, response: { 200: voteSchema } } }, async (request) =>
    toggleVote(db, request.actor, request.params.ideaId),
  );
  app.post("/api/v1/innovation/ideas/:ideaId/comments", { config: writes, schema: { tags, summary: "Comment on an idea", params: ideaParams, body: commentInputSchema, response: { 201: ideaDetailSchema } } }, async (request, reply) =>
    reply.status(201).send(await addComment(db, request.actor, request.params.ideaId, request.body.body)),
  );
  app.get("/api/v1/innovation/ideas/:ideaId/project-draft", { config: manages, schema: { tags, summary: "What the planner starts from for an approved idea: objective, scope, effort, first milestones", params: ideaParams, response: { 200: projectDraftSchema } } }, async (request) =>
    projectDraft(db, request.actor, request.params.ideaId),
  );
  app.post("/api/v1/innovation/ideas/:ideaId/convert", { config: manages, schema: { tags, summary: "Link the project made in the planner to its approved idea (adds the first milestones)", params: ideaParams, body: convertSchema, response: { 200: ideaDetailSchema } } }, async (request) =>
    convertIdea(db, request.actor, request.params.ideaId, request.body.projectId),
  );
  app.get("/api/v1/projects/:projectId/idea", { config: { access: access.project("project:read") }, schema: { tags, summary: "The idea a project came from, if any", params: z.object({ projectId: z.string().max(64) }), response: { 200: projectIdeaSchema } } }, async (request) =>
    ideaOfProject(db, request.actor, request.project.id),
  );
};
