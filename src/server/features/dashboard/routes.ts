import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardSchema } from "../../../domain/dashboard/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { todayIn } from "../../../domain/planning/calendar";
import { getDashboard } from "./service";

type Options = { context: AppContext };

export const dashboardRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  app.get(
    "/api/v1/dashboard",
    {
      config: { access: access.workspace("project:read") },
      schema: {
        tags: ["dashboard"],
        summary: "The signed-in home: my open tasks, projects by status, upcoming milestones, overdue work, activity",
        querystring: z.object({ workspaceId: z.string().max(100).optional(), timeZone: z.string().max(64).optional() }),
        response: { 200: dashboardSchema },
      },
    },
    async (request) => {
      const actor = request.actor;
      let today: string;
      try {
        today = todayIn(request.query.timeZone ?? "America/Mexico_City", new Date());
      } catch {
        today = todayIn("America/Mexico_City", new Date());
      }
      return getDashboard(db, actor, today);
    },
  );
};
