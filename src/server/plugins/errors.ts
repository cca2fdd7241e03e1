import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../errors";
import { issueToMessage } from "../validation-messages";

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// Fastify's own 4xx codes, mapped to stable codes and catalogue keys.
const fastifyCodes: Record<string, { code: string; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_json", key: "errors.bad_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "bad_json", key: "errors.empty_json" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", key: "errors.unsupported_media_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "bad_request", key: "errors.bad_request" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", key: "errors.payload_too_large" },
  FST_ERR_RATE_LIMIT: { code: "rate_limited", key: "errors.rate_limited" },
};

export function sendError(reply: FastifyReply, request: FastifyRequest, status: number, code: string, key: string, fields?: Record<string, string>) {
  const body: ErrorBody = { error: { code, message: request.t(key), ...(fields ? { fields } : {}) } };
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

// One place turns every failure into { error: { code, message, fields? } } in the caller's
// language. Nothing internal (stack, SQL, paths) ever reaches the client.
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
          const where = error.validationContext && error.validationContext !== "body" ? `${error.validationContext}.` : "";
          const { key, params } = issueToMessage(issue as Parameters<typeof issueToMessage>[0]);
          fields[`${where}${path}`] ??= request.t(key, params);
        }
        return sendError(reply, request, 400, "validation_failed", "errors.validation_failed", fields);
      }
      if (error instanceof HttpError) {
        const fields = error.fieldKeys
          ? Object.fromEntries(Object.entries(error.fieldKeys).map(([f, m]) => [f, request.t(m.key, m.params)]))
          : undefined;
        const body: ErrorBody = {
          error: { code: error.code, message: request.t(error.messageKey, error.params), ...(fields ? { fields } : {}) },
        };
        return reply.status(error.statusCode).send(body);
      }
      const known = error.code ? fastifyCodes[error.code] : undefined;
      if (known) {
        if (error.code === "FST_ERR_RATE_LIMIT" && error.statusCode) reply.status(error.statusCode);
        return sendError(reply, request, error.statusCode ?? 400, known.code, known.key);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Another client error from Fastify or a plugin: keep its status, word it ourselves.
        request.log.info({ err: error }, "client error");
        const code = status === 404 ? "not_found" : status === 405 ? "method_not_allowed" : status === 413 ? "payload_too_large" : status === 415 ? "unsupported_media_type" : status === 429 ? "rate_limited" : "bad_request";
        return sendError(reply, request, status, code, `errors.${code}`);
      }
      request.log.error({ err: error }, "unhandled error");
      return sendError(reply, request, status === 503 ? 503 : 500, status === 503 ? "unavailable" : "internal", status === 503 ? "errors.unavailable" : "errors.internal");
    });
  },
  { name: "rumbo-errors", dependencies: ["rumbo-language"] },
);
