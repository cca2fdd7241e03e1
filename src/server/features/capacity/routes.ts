import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { capacityPlanSchema } from "../../../domain/capacity/contract";
import type { AppContext } from "../../context";
import { actorForWorkspace, requirePrincipal, type SessionResolver } from "../../principal";
import { capacityOverview } from "./service";

const capacityQuery = z.object({
  workspaceId: z.string().max(100).optional(),
  weeks: z.coerce.number().int().min(1).max(26).default(12),
});
type Options = { context: AppContext; resolveSession: SessionResolver };

export const capacityRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, resolveSession }) => {
  const db = context.database.db;
  app.get("/api/v1/capacity", { schema: { tags: ["resources"], summary: "Capacity plan: each person's load week by week and each project's team load", querystring: capacityQuery, response: { 200: capacityPlanSchema } } }, async (request) => {
    const principal = await requirePrincipal(request, db, resolveSession);
    return capacityOverview(db, await actorForWorkspace(request, db, principal, request.query.workspaceId), request.query.weeks);
  });
};
