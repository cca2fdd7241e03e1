import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { mfaRequirementSchema, mfaStatusSchema } from "../../../domain/mfa/contract";
import { access } from "../../plugins/access";
import { errorResponses, security } from "../openapi/document";
import { TRUST_DEVICE_DAYS } from "../../../domain/mfa/contract";
import { getRequirement, mfaStatus, setRequirement } from "./service";

// MFA outside Better Auth's endpoints (decision 0415): the caller's status for the settings screen,
// and the workspace requirement an owner or admin sets. Enabling, codes and disabling are
// /api/auth/two-factor/* (features/auth/two-factor-routes.ts).

const requirementResponse = mfaRequirementSchema.extend({ members: z.number().int(), membersWithMfa: z.number().int() });

export const mfaRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, auth } = app.accounts;
  const tags = ["mfa"];
  const workspaceParams = z.object({ workspaceId: z.string().min(1).max(100) });

  app.get(
    "/api/v1/me/mfa",
    {
      config: { access: access.account.signedIn },
      schema: { tags, security: security.session, summary: "Your two-step verification: on or off, recovery codes left, workspaces that require it", response: { 200: mfaStatusSchema } },
    },
    async (request) => {
      const userId = request.session.user.id;
      const left = async () => {
        try {
          return (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes.length;
        } catch {
          return null;
        }
      };
      return mfaStatus(db, userId, request.session.session.id, left, TRUST_DEVICE_DAYS);
    },
  );

  app.get(
    "/api/v1/workspaces/:workspaceId/mfa-requirement",
    {
      config: { access: access.account.workspace("workspace:manage") },
      schema: { tags, security: security.session, summary: "Whether the workspace requires MFA of its members, and how many have it (owners and admins)", params: workspaceParams, response: { 200: requirementResponse } },
    },
    async (request) => getRequirement(db, request.params.workspaceId),
  );

  app.put(
    "/api/v1/workspaces/:workspaceId/mfa-requirement",
    {
      config: { access: access.account.workspace("workspace:manage") },
      schema: {
        tags,
        security: security.session,
        summary: "Require MFA of the workspace's members, or stop requiring it (owners and admins; turning it on needs your own MFA)",
        params: workspaceParams,
        body: mfaRequirementSchema,
        response: { 200: requirementResponse, ...errorResponses(409) },
      },
    },
    async (request) =>
      setRequirement(db, { workspaceId: request.params.workspaceId, actorId: request.session.user.id, required: request.body.required }, { ip: request.ip, userAgent: request.headers["user-agent"] ?? null }),
  );
};
