import type { FastifyPluginAsync } from "fastify";

export const meRoutes: FastifyPluginAsync = async () => {};
