import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { capacityPlanSchema } from "../../../domain/capacity/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { capacityOverview } from "./service";

const capacityQuery = z.object({
  workspaceId: z.string().max(100).optional(),
  weeks: z.coerce.number().int().min(1).max(26).default(12),
});
type Options = { context: AppContext };

export const capacityRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  app.get("/api/v1/capacity", { config: { access: access.workspace("project:read") }, schema: { tags: ["resources"], summary: "Capacity plan: each person's load week by week and each project's team load", querystring: capacityQuery, response: { 200: capacityPlanSchema } } }, async (request) => {
    return capacityOverview(db, request.actor, request.query.weeks);
  });
};
