import { z } from "zod";
import { access } from "../../plugins/access";
import { security } from "../openapi/document";
import { contactMessagePageSchema, contactMessageSentSchema } from "../../../domain/contact/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessageSchema } from "../../../domain/contact/schema";
import type { AppContext } from "../../context";
import { HttpError } from "../../errors";
import { limitKey, type LimitRule } from "../../rate-limit/rules";
import { listContactMessages, saveContactMessage } from "./service";

// POST /api/v1/contact: the public contact form, validated with the form's own schema and limited
// per client address (and per sender e-mail) in the shared limit store; administrators read the
// messages at GET /api/v1/admin/contact-messages.

const HOUR = 60 * 60_000;
export const contactLimits = {
  perAddress: { id: "contact:ip", max: 5, windowMs: HOUR, messageKey: "errors.rate_limited" },
  perEmail: { id: "contact:email", max: 3, windowMs: HOUR, messageKey: "errors.rate_limited" },
} satisfies Record<string, LimitRule>;

export const contactRoutes: FastifyPluginAsyncZod<{ context: AppContext; limits?: Partial<typeof contactLimits> }> = async (app, { context, limits }) => {
  const rules = { ...contactLimits, ...limits };
  const db = context.database.db;

  app.post(
    "/api/v1/contact",
    {
      config: { access: access.public },
      schema: {
        tags: ["public"],
        security: security.public,
        summary: "Send a message from the public contact page (limited per client address)",
        body: contactMessageSchema,
        response: { 201: contactMessageSentSchema },
      },
    },
    async (request, reply) => {
      const store = app.accounts.limitStore;
      for (const check of [
        { rule: rules.perAddress, subject: request.ip },
        { rule: rules.perEmail, subject: request.body.email },
      ]) {
        const hit = await store.consume(limitKey(check), check.rule.windowMs);
        if (hit.count > check.rule.max) {
          reply.header("Retry-After", String(hit.retryAfterSeconds));
          throw new HttpError(429, "rate_limited", check.rule.messageKey);
        }
      }
      const saved = await saveContactMessage(db, request.body, { locale: request.lang, ip: request.ip });
      request.log.info({ contactMessageId: saved.id }, "contact message received");
      return reply.status(201).send(saved);
    },
  );

  app.get(
    "/api/v1/admin/contact-messages",
    {
      config: { access: access.account.admin },
      schema: {
        tags: ["admin"],
        security: security.session,
        summary: "Messages sent from the contact page, newest first (administrators only)",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: contactMessagePageSchema },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );
};
