import type { FastifyPluginAsync } from "fastify";

// The public contract, generated from the routes' zod schemas.
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
};
