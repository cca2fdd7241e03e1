import { consumeSendLimit } from "../../mail/send-limits";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { access } from "../../plugins/access";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { security } from "../openapi/document";
import { noContentSchema } from "../../../domain/http/contract";
import { acceptedInvitationSchema, invitationDetailSchema, invitationSchema as invitationItem, memberSchema as memberItem } from "../../../domain/accounts/contract";
import { changeMemberRoleSchema, inviteMemberSchema } from "../../../domain/accounts/schemas";
import { workspaceRoles } from "../../../domain/authorization";
import {
  acceptInvitation,
  changeMemberRole,
  createInvitation,
  getInvitation,
  listInvitations,
  listMembers,
  removeMember,
  revokeInvitation,
  type RequestMeta,
} from "./service";

const id = z.string().min(1).max(100);
const role = z.enum(workspaceRoles);

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? null, lang: request.lang };
}

export const teamRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, publicUrl } = app.accounts;
  const tags = ["team"];

  app.get(
    "/api/v1/workspaces/:workspaceId/members",
    { config: { access: access.account.workspace("member:read") }, schema: { tags, security: security.session, summary: "Members of a workspace", params: z.object({ workspaceId: id }), response: { 200: z.object({ items: z.array(memberItem) }) } } },
    async (request) => {
      return listMembers(db, request.params.workspaceId);
    },
  );

  app.patch(
    "/api/v1/workspaces/:workspaceId/members/:memberId",
    {
      config: { access: access.account.workspace("member:change-role") },
      schema: {
        tags,
        security: security.session,
        summary: "Change a member's role (owner, admin, member, viewer)",
        params: z.object({ workspaceId: id, memberId: id }),
        body: changeMemberRoleSchema,
        response: { 200: z.object({ id: z.string(), userId: z.string(), role }) },
      },
    },
    async (request) => {
      return changeMemberRole(db, request.membership, request.params.memberId, request.body.role, meta(request));
    },
  );

  app.delete(
    "/api/v1/workspaces/:workspaceId/members/:memberId",
    { config: { access: access.account.workspace("workspace:read") }, schema: { tags, security: security.session, summary: "Remove a member, or leave (your own member id)", params: z.object({ workspaceId: id, memberId: id }), response: { 204: noContentSchema } } },
    async (request, reply) => {
      // Leaving needs only membership; removing someone else needs member:remove (checked in the service).
      const removed = await removeMember(db, request.membership, request.params.memberId, meta(request));
      // Their open event streams stop carrying this workspace's changes at once; the calendar feed
      // reads memberships on every fetch.
      await request.server.events.publish({ type: "membership.changed", userId: removed.userId }).catch((error: unknown) => request.log.warn({ err: error }, "publish failed"));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/v1/workspaces/:workspaceId/invitations",
    { config: { access: access.account.workspace("member:invite") }, schema: { tags, security: security.session, summary: "Invitations of a workspace", params: z.object({ workspaceId: id }), response: { 200: z.object({ items: z.array(invitationItem) }) } } },
    async (request) => {
      return listInvitations(db, request.params.workspaceId);
    },
  );

  app.post(
    "/api/v1/workspaces/:workspaceId/invitations",
    {
      config: { access: access.account.workspace("member:invite") },
      schema: {
        tags,
        security: security.session,
        summary: "Invite by e-mail; the mail links to /team/invitations/:invitationId and expires in 7 days",
        params: z.object({ workspaceId: id }),
        body: inviteMemberSchema,
        response: { 201: z.object({ id: z.string(), email: z.string(), role, status: z.literal("pending"), expiresAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const { user } = request.session;
      await consumeSendLimit(app.accounts.limitStore, reply, { kind: "invitation", userId: user.id, workspaceId: request.params.workspaceId });
      const created = await createInvitation(db, mailer, publicUrl, { ...request.membership, name: user.name, email: user.email }, request.body, meta(request));
      return reply.status(201).send(created);
    },
  );

  app.delete(
    "/api/v1/workspaces/:workspaceId/invitations/:invitationId",
    { config: { access: access.account.workspace("member:invite") }, schema: { tags, security: security.session, summary: "Cancel a pending invitation", params: z.object({ workspaceId: id, invitationId: id }), response: { 204: noContentSchema } } },
    async (request, reply) => {
      await revokeInvitation(db, request.membership, request.params.invitationId, meta(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/v1/invitations/:invitationId",
    {
      config: { access: access.account.signedIn },
      schema: {
        tags,
        security: security.session,
        summary: "An invitation, for the signed-in person it was sent to",
        params: z.object({ invitationId: id }),
        response: { 200: invitationDetailSchema },
      },
    },
    async (request) => getInvitation(db, request.session, request.params.invitationId),
  );

  app.post(
    "/api/v1/invitations/:invitationId/accept",
    {
      config: { access: access.account.signedIn },
      schema: {
        tags,
        security: security.session,
        summary: "Accept an invitation (only the invited e-mail)",
        params: z.object({ invitationId: id }),
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => acceptInvitation(db, request.session, request.params.invitationId, meta(request)),
  );
};
