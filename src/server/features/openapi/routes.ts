import type { FastifyPluginAsync } from "fastify";
import { access } from "../../plugins/access";

// The public contract, generated from the routes' zod schemas.
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/v1/openapi.json", { config: { access: access.public }, schema: { hide: true } }, async () => app.swagger());
};
