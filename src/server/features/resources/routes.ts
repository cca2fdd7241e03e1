import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { actorForProject, actorForWorkspace, requirePrincipal, type SessionResolver } from "../../principal";
import { allocationSchema, resourceSchema, updateAllocationSchema, updateResourceSchema } from "../../../domain/projects/schemas";
import {
  createAllocation,
  createResource,
  deleteAllocation,
  deleteResource,
  listAllocations,
  listResources,
  updateAllocation,
  updateResource,
} from "./service";

const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });
const resourceParams = z.object({ resourceId: z.string().max(64) });
const projectParams = z.object({ projectId: z.string().max(64) });
const allocationParams = projectParams.extend({ allocationId: z.string().max(64) });
type Options = { context: AppContext; resolveSession: SessionResolver };

export const resourceRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, resolveSession }) => {
  const db = context.database.db;
  const tags = ["resources"];
  const principalOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request, db, resolveSession);

  app.get("/api/v1/resources", { schema: { tags, querystring: workspaceQuery } }, async (request) =>
    listResources(db, await actorForWorkspace(request, db, await principalOf(request), request.query.workspaceId)),
  );
  app.post("/api/v1/resources", { schema: { tags, querystring: workspaceQuery, body: resourceSchema } }, async (request, reply) =>
    reply.status(201).send(await createResource(db, await actorForWorkspace(request, db, await principalOf(request), request.query.workspaceId), request.body)),
  );
  app.patch("/api/v1/resources/:resourceId", { schema: { tags, params: resourceParams, querystring: workspaceQuery, body: updateResourceSchema } }, async (request) =>
    updateResource(db, await actorForWorkspace(request, db, await principalOf(request), request.query.workspaceId), request.params.resourceId, request.body),
  );
  app.delete("/api/v1/resources/:resourceId", { schema: { tags, params: resourceParams, querystring: workspaceQuery } }, async (request, reply) => {
    await deleteResource(db, await actorForWorkspace(request, db, await principalOf(request), request.query.workspaceId), request.params.resourceId);
    return reply.status(204).send();
  });

  const projectActor = async (request: Parameters<typeof requirePrincipal>[0], projectId: string) =>
    actorForProject(request, db, await principalOf(request), projectId);
  app.get("/api/v1/projects/:projectId/allocations", { schema: { tags, params: projectParams } }, async (request) =>
    listAllocations(db, await projectActor(request, request.params.projectId), request.params.projectId),
  );
  app.post("/api/v1/projects/:projectId/allocations", { schema: { tags, params: projectParams, body: allocationSchema } }, async (request, reply) =>
    reply.status(201).send(await createAllocation(db, await projectActor(request, request.params.projectId), request.params.projectId, request.body)),
  );
  app.patch("/api/v1/projects/:projectId/allocations/:allocationId", { schema: { tags, params: allocationParams, body: updateAllocationSchema } }, async (request) =>
    updateAllocation(db, await projectActor(request, request.params.projectId), request.params.projectId, request.params.allocationId, request.body),
  );
  app.delete("/api/v1/projects/:projectId/allocations/:allocationId", { schema: { tags, params: allocationParams } }, async (request, reply) => {
    await deleteAllocation(db, await projectActor(request, request.params.projectId), request.params.projectId, request.params.allocationId);
    return reply.status(204).send();
  });
};
