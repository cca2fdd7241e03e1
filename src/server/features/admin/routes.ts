import type { FastifyPluginAsync } from "fastify";

export const adminRoutes: FastifyPluginAsync = async () => {};
