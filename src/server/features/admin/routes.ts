import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { announceRevocation } from "../../plugins/auth-revocation";
import { access } from "../../plugins/access";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { security } from "../openapi/document";
import { adminUserPageSchema, auditLogPageSchema } from "../../../domain/accounts/contract";
import { banUserSchema, setUserRoleSchema } from "../../../domain/accounts/schemas";
import { banUser, listAuditLog, listUsers, revokeUserSessions, setUserRole, unbanUser, type AdminMeta } from "./service";

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const userParams = z.object({ userId: z.string().min(1).max(100) });
const banState = z.object({ id: z.string(), banned: z.boolean(), banReason: z.string().nullable(), banExpires: z.string().nullable() });

const isoDate = z.iso.datetime({ offset: true, error: "validation.invalid_date" }).or(z.iso.date({ error: "validation.invalid_date" }));

function adminMeta(request: FastifyRequest): AdminMeta {
  return { actorId: request.caller.userId, ip: request.ip, userAgent: request.headers["user-agent"] ?? null };
}

export const adminRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = app.accounts;
  const tags = ["admin"];

  app.get(
    "/api/v1/admin/users",
    {
      config: { access: access.account.admin },
      schema: {
        tags,
        security: security.session,
        summary: "Users of the installation, searched by e-mail or name (administrators only)",
        querystring: z.object({ q: z.string().max(255).optional(), page, pageSize }),
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.patch(
    "/api/v1/admin/users/:userId",
    { config: { access: access.account.admin }, schema: { tags, security: security.session, summary: "Make a user administrator or not", params: userParams, body: setUserRoleSchema, response: { 200: z.object({ id: z.string(), role: z.enum(["admin", "user"]) }) } } },
    async (request) => setUserRole(db, request.params.userId, request.body.role, adminMeta(request)),
  );

  app.post(
    "/api/v1/admin/users/:userId/ban",
    { config: { access: access.account.admin }, schema: { tags, security: security.session, summary: "Suspend a user (optionally until a date); ends their sessions", params: userParams, body: banUserSchema, response: { 200: banState } } },
    async (request) => {
      const banned = await banUser(db, request.params.userId, request.body, adminMeta(request));
      await announceRevocation(request.server, request.params.userId, request.log);
      return banned;
    },
  );

  app.post(
    "/api/v1/admin/users/:userId/unban",
    { config: { access: access.account.admin }, schema: { tags, security: security.session, summary: "Lift a suspension", params: userParams, response: { 200: banState } } },
    async (request) => unbanUser(db, request.params.userId, adminMeta(request)),
  );

  app.post(
    "/api/v1/admin/users/:userId/revoke-sessions",
    { config: { access: access.account.admin }, schema: { tags, security: security.session, summary: "End every session of a user", params: userParams, response: { 200: z.object({ revoked: z.number() }) } } },
    async (request) => {
      const revoked = await revokeUserSessions(db, request.params.userId, adminMeta(request));
      await announceRevocation(request.server, request.params.userId, request.log);
      return revoked;
    },
  );

  app.get(
    "/api/v1/admin/audit-log",
    {
      config: { access: access.account.admin },
      schema: {
        tags,
        security: security.session,
        summary: "The audit log, newest first; action matches exactly, or a prefix ending in '.' (e.g. auth.)",
        querystring: z.object({
          action: z.string().max(100).optional(),
          actorEmail: z.string().max(255).optional(),
          from: isoDate.optional(),
          to: isoDate.optional(),
          page,
          pageSize,
        }),
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
