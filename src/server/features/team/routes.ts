import type { FastifyPluginAsync } from "fastify";

export const teamRoutes: FastifyPluginAsync = async () => {};
