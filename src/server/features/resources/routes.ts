import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import type { Actor } from "../../actor";
import type { EventBus } from "../../realtime/event-bus";
import { allocationItemSchema, allocationSchema as allocationResponse, resourceSchema as resourceResponse } from "../../../domain/resources/contract";
import { noContentSchema } from "../../../domain/http/contract";
import { access } from "../../plugins/access";
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
type Options = { context: AppContext; events: EventBus };

export const resourceRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  // An allocation is an input of the project's risk (its capacity factor) and of open pages: the
  // change goes out as the project's, so insights are recomputed and other members' pages refresh.
  // A lost event costs a stale figure until the next recompute, never a failed write.
  const allocationsChanged = (actor: Actor, projectId: string) => {
    events.publish({ type: "project.changed", workspaceId: actor.workspaceId, projectId, action: "updated" }).catch((error) => app.log.warn({ err: error }, "publish failed"));
  };
  const tags = ["resources"];
  const reads = { access: access.workspace("project:read") };
  const writes = { access: access.workspace("project:write") };
  const deletes = { access: access.workspace("project:delete") };
  const readsProject = { access: access.project("project:read") };
  const writesProject = { access: access.project("project:write") };

  app.get("/api/v1/resources", { config: reads, schema: { tags, summary: "The workspace's people and roles, with hours allocated and utilisation", querystring: workspaceQuery, response: { 200: z.array(resourceResponse) } } }, async (request) =>
    listResources(db, request.actor),
  );
  app.post("/api/v1/resources", { config: writes, schema: { tags, summary: "Add a resource", querystring: workspaceQuery, body: resourceSchema, response: { 201: resourceResponse } } }, async (request, reply) =>
    reply.status(201).send(await createResource(db, request.actor, request.body)),
  );
  app.patch("/api/v1/resources/:resourceId", { config: writes, schema: { tags, summary: "Update a resource", params: resourceParams, querystring: workspaceQuery, body: updateResourceSchema, response: { 200: resourceResponse } } }, async (request) =>
    updateResource(db, request.actor, request.params.resourceId, request.body),
  );
  app.delete("/api/v1/resources/:resourceId", { config: deletes, schema: { tags, summary: "Delete a resource and its allocations", params: resourceParams, querystring: workspaceQuery, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteResource(db, request.actor, request.params.resourceId);
    return reply.status(204).send(null);
  });

  app.get("/api/v1/projects/:projectId/allocations", { config: readsProject, schema: { tags, summary: "A project's allocations with their resources", params: projectParams, response: { 200: z.array(allocationItemSchema) } } }, async (request) =>
    listAllocations(db, request.actor, request.project),
  );
  app.post("/api/v1/projects/:projectId/allocations", { config: writesProject, schema: { tags, summary: "Allocate a resource to the project", params: projectParams, body: allocationSchema, response: { 201: allocationResponse } } }, async (request, reply) => {
    const allocation = await createAllocation(db, request.actor, request.project, request.body);
    allocationsChanged(request.actor, request.project.id);
    return reply.status(201).send(allocation);
  });
  app.patch("/api/v1/projects/:projectId/allocations/:allocationId", { config: writesProject, schema: { tags, summary: "Change an allocation's hours or period", params: allocationParams, body: updateAllocationSchema, response: { 200: allocationResponse } } }, async (request) => {
    const allocation = await updateAllocation(db, request.actor, request.project, request.params.allocationId, request.body);
    allocationsChanged(request.actor, request.project.id);
    return allocation;
  });
  app.delete("/api/v1/projects/:projectId/allocations/:allocationId", { config: writesProject, schema: { tags, summary: "Remove an allocation", params: allocationParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteAllocation(db, request.actor, request.project, request.params.allocationId);
    allocationsChanged(request.actor, request.project.id);
    return reply.status(204).send(null);
  });
};
