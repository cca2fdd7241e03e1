import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { security } from "../openapi/document";
import { queueJobParamsSchema, queuePageSchema, queueQuerySchema, queueRetryResultSchema } from "../../../domain/work-queue/contract";
import { listQueue, retryJob } from "./service";

// The durable queue for administrators (decision 0410): every mail and scheduled job with its
// state, attempts and last error; a failed one can be queued again.
export const workQueueRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["admin"];

  app.get(
    "/api/v1/admin/queue",
    {
      config: { access: access.account.admin },
      schema: { tags, security: security.session, summary: "Mail and background jobs: counts by state and the latest jobs (administrators only)", querystring: queueQuerySchema, response: { 200: queuePageSchema } },
    },
    async (request) => listQueue(db, request.query),
  );

  app.post(
    "/api/v1/admin/queue/:jobId/retry",
    {
      config: { access: access.account.admin },
      schema: {
        tags,
        security: security.session,
        summary: "Queue a failed job again, its attempts reset (administrators only)",
        params: queueJobParamsSchema,
        response: { 200: queueRetryResultSchema },
      },
    },
    async (request) => retryJob(db, request.params.jobId),
  );
};
