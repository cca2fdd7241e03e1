import { z } from "zod";
import { access } from "../../plugins/access";
import { security } from "../openapi/document";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingDatabase } from "../../../db/client";
import type { AppContext } from "../../context";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "error", "draining"]),
  version: z.string(),
  database: z.enum(["pglite", "postgresql"]),
});

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/api/health",
    {
      config: { rateLimit: false, access: access.public },
      schema: {
        tags: ["system"],
        security: security.public,
        summary: "Liveness and database reachability",
        description: "200 while the instance serves; 503 with status `error` when the database is unreachable, or `draining` after SIGTERM (a balancer stops sending while the instance finishes what is in flight).",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const body = { version: context.version, database: context.database.kind };
      // Draining (SIGTERM, decision 0411): still answering, but a balancer should send elsewhere.
      if (app.lifecycle.draining) return reply.status(503).send({ status: "draining" as const, ...body });
      try {
        await pingDatabase(context.database.db);
        return { status: "ok" as const, ...body };
      } catch (error) {
        request.log.error({ err: error }, "database unreachable");
        return reply.status(503).send({ status: "error" as const, ...body });
      }
    },
  );
};
