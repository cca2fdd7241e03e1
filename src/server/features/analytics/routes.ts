import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsSchema, portfolioHeatMapSchema } from "../../../domain/analytics/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { dateOnly } from "../../../domain/projects/schemas";
import { addDays, isValidTimeZone, todayIn } from "../../../domain/planning/calendar";
import { HttpError } from "../../errors";
import { getAnalytics, getPortfolioHeatMap } from "./service";

type Options = { context: AppContext };

const MAX_RANGE_DAYS = 731;

export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["analytics"];
  app.get(
    "/api/v1/analytics",
    {
      config: { access: access.projectOrWorkspace("project:read") },
      schema: {
        tags,
        summary: "Throughput, cycle time, cumulative flow, burnup/burndown and velocity",
        querystring: z
          .object({
            projectId: z.string().max(64).optional(),
            assigneeResourceId: z.uuid("validation.invalid_value").optional(),
            from: dateOnly.optional(),
            to: dateOnly.optional(),
            timeZone: z.string().max(64).optional(),
            workspaceId: z.string().max(100).optional(),
          })
          .strict(),
        response: { 200: analyticsSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const actor = request.actor;
      const timeZone = q.timeZone && isValidTimeZone(q.timeZone) ? q.timeZone : "America/Mexico_City";
      const to = q.to ?? todayIn(timeZone, new Date());
      const from = q.from ?? addDays(to, -83);
      if (from > to) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { to: { key: "validation.end_before_start" } });
      if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * 86_400_000) {
        throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { from: { key: "validation.too_big_number", params: { max: MAX_RANGE_DAYS } } });
      }
      return getAnalytics(db, actor, { projectId: q.projectId, assigneeResourceId: q.assigneeResourceId, from, to, timeZone });
    },
  );
  app.get("/api/v1/analytics/portfolio", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The portfolio heat map: each project's status, progress, risk and due date", querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: portfolioHeatMapSchema } } }, async (request) =>
    getPortfolioHeatMap(db, request.actor),
  );
};
