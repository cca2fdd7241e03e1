import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiTokenListSchema, createdApiTokenSchema } from "../../../domain/api-tokens/contract";
import { noContentSchema } from "../../../domain/http/contract";
import { security } from "../openapi/document";
import type { AppContext } from "../../context";
import { actorForWorkspace, requirePrincipal, type SessionResolver } from "../../principal";
import { forbidden } from "../../errors";
import { createApiTokenSchema } from "../../../domain/api-tokens/schemas";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

type Options = { context: AppContext; resolveSession: SessionResolver };

// Personal API tokens are managed from a browser session only: a token cannot mint tokens.
export const apiTokenRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, resolveSession }) => {
  const db = context.database.db;
  const tags = ["api tokens"];
  const sessionPrincipal = async (request: Parameters<typeof requirePrincipal>[0]) => {
    const principal = await requirePrincipal(request, db, resolveSession);
    if (principal.via !== "session") throw forbidden();
    return principal;
  };

  app.get("/api/v1/me/api-tokens", { schema: { tags, summary: "The caller's personal API tokens (from a browser session only)", security: security.session, response: { 200: apiTokenListSchema } } }, async (request) => ({ items: await listApiTokens(db, (await sessionPrincipal(request)).userId) }));
  app.post("/api/v1/me/api-tokens", { schema: { tags, summary: "Make a personal API token; the answer shows its secret once", security: security.session, body: createApiTokenSchema, response: { 201: createdApiTokenSchema } } }, async (request, reply) => {
    const principal = await sessionPrincipal(request);
    const actor = await actorForWorkspace(request, db, principal, request.body.workspaceId);
    return reply.status(201).send(await createApiToken(db, actor, request.body));
  });
  app.delete("/api/v1/me/api-tokens/:tokenId", { schema: { tags, summary: "Revoke a personal API token", security: security.session, params: z.object({ tokenId: z.string().max(64) }), response: { 204: noContentSchema } } }, async (request, reply) => {
    await revokeApiToken(db, (await sessionPrincipal(request)).userId, request.params.tokenId);
    return reply.status(204).send(null);
  });
};
