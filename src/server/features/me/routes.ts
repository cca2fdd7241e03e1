import type { FastifyPluginAsync } from "fastify";
import { access } from "../../plugins/access";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { security } from "../openapi/document";
import { setActiveWorkspaceSchema, updateMeSchema } from "../../../domain/accounts/schemas";
import { workspaceRoles } from "../../../domain/authorization";
import { getMe, securityEvents, setActiveWorkspace, updateMe } from "./service";

const meResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(["admin", "user"]),
    locale: z.enum(["es", "en"]),
    timeZone: z.string(),
    preferences: z.record(z.string(), z.unknown()),
  }),
  isAdmin: z.boolean(),
  activeWorkspaceId: z.string().nullable(),
  workspaces: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), role: z.enum(workspaceRoles) })),
});

const securityEventsResponse = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      metadata: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});

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
