import type { FastifyPluginAsync } from "fastify";
import { access } from "../../plugins/access";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { security } from "../openapi/document";
import { meSchema as meResponse, securityEventListSchema as securityEventsResponse } from "../../../domain/accounts/contract";
import { setActiveWorkspaceSchema, updateMeSchema } from "../../../domain/accounts/schemas";
import { getMe, securityEvents, setActiveWorkspace, updateMe } from "./service";

export const meRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = app.accounts;
  const tags = ["me"];

  app.get("/api/v1/me", { config: { access: access.account.signedIn }, schema: { tags, security: security.session, summary: "The signed-in user, their workspaces and the active one", response: { 200: meResponse } } }, async (request) =>
    getMe(db, request.session),
  );

  app.patch(
    "/api/v1/me",
    { config: { access: access.account.signedIn }, schema: { tags, security: security.session, summary: "Change name, language, time zone or preferences", body: updateMeSchema, response: { 200: meResponse } } },
    async (request) => updateMe(db, request.session, request.body),
  );

  app.get(
    "/api/v1/me/security-events",
    { config: { access: access.account.signedIn }, schema: { tags, security: security.session, summary: "The caller's last 50 security events (sign-ins, failures, password changes...)", response: { 200: securityEventsResponse } } },
    async (request) => securityEvents(db, request.session.user.id),
  );

  app.post(
    "/api/v1/me/active-workspace",
    {
      config: { access: access.account.signedIn },
      schema: {
        tags,
        security: security.session,
        summary: "Choose the workspace this session works in",
        body: setActiveWorkspaceSchema,
        response: { 200: z.object({ activeWorkspaceId: z.string() }) },
      },
    },
    async (request) => setActiveWorkspace(db, request.session, request.body.workspaceId),
  );
};
