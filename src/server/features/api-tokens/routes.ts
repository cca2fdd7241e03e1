import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiTokenListSchema, createdApiTokenSchema } from "../../../domain/api-tokens/contract";
import { noContentSchema } from "../../../domain/http/contract";
import { security } from "../openapi/document";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { createApiTokenSchema } from "../../../domain/api-tokens/schemas";
import { announceRevocation } from "../../plugins/auth-revocation";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

type Options = { context: AppContext };

// Personal API tokens are managed from a browser session only: a token cannot mint tokens.
export const apiTokenRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["api tokens"];

  app.get("/api/v1/me/api-tokens", { config: { access: access.browserSession }, schema: { tags, summary: "The caller's personal API tokens (from a browser session only)", security: security.session, response: { 200: apiTokenListSchema } } }, async (request) => ({ items: await listApiTokens(db, request.caller.userId) }));
  app.post("/api/v1/me/api-tokens", { config: { access: access.workspace("workspace:read", { from: "body", sessionOnly: true }) }, schema: { tags, summary: "Make a personal API token; the answer shows its secret once", security: security.session, body: createApiTokenSchema, response: { 201: createdApiTokenSchema } } }, async (request, reply) => {
    return reply.status(201).send(await createApiToken(db, request.actor, request.body));
  });
  app.delete("/api/v1/me/api-tokens/:tokenId", { config: { access: access.browserSession }, schema: { tags, summary: "Revoke a personal API token", security: security.session, params: z.object({ tokenId: z.string().max(64) }), response: { 204: noContentSchema } } }, async (request, reply) => {
    await revokeApiToken(db, request.caller.userId, request.params.tokenId);
    // A stream opened with that token closes now, not at its next heartbeat.
    await announceRevocation(request.server, request.caller.userId, request.log);
    return reply.status(204).send(null);
  });
};
