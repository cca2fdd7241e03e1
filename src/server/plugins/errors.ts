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

/** Deeper JSON than this is no form of ours; refused before any schema recurses into it. */
export const MAX_JSON_DEPTH = 32;

/**
 * The first problem in a parsed body, query or params that no schema should have to think of: a NUL
 * character (PostgreSQL stores none, in text or jsonb) or nesting past MAX_JSON_DEPTH. Iterative, so
 * a hostile depth cannot overflow the stack here either.
 */
export function findInputProblem(value: unknown, prefix = ""): { field: string; key: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (item.value.includes("\u0000")) return { field: item.path || "_", key: "validation.nul_character" };
      continue;
    }
    if (item.value === null || typeof item.value !== "object" || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_JSON_DEPTH) return { field: item.path || "_", key: "validation.too_deep" };
    for (const [name, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${name}` : name;
      if (name.includes("\u0000")) return { field: path, key: "validation.nul_character" };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

type PgErrorLike = { code: string; detail?: string; column?: string; constraint?: string };

/** The PostgreSQL (or PGlite) error under a Drizzle wrapper, if the failure came from the database. */
function databaseError(error: unknown): PgErrorLike | undefined {
  for (let e: unknown = error, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e as PgErrorLike;
  }
  return undefined;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Database refusals that bad input can still reach past the schemas (an id of nothing, a value out
 * of a column's range), answered as the client's mistake, naming the field when PostgreSQL says it.
 */
function databaseRefusalOf(error: PgErrorLike): { status: number; code: string; key: string; fields?: Record<string, string> } | undefined {
  const column = error.column ?? /Key \(([a-z_]+)\)/.exec(error.detail ?? "")?.[1];
  const field = column ? camel(column) : "_";
  if (error.code === "23503") {
    // Deleting what others still point at is a conflict; pointing at nothing is a bad field.
    if (/still referenced/.test(error.detail ?? "")) return { status: 409, code: "conflict", key: "errors.conflict" };
    return { status: 400, code: "validation_failed", key: "errors.validation_failed", fields: { [field]: "validation.not_found_reference" } };
  }
  if (error.code === "23505") return { status: 409, code: "conflict", key: "errors.conflict" };
  if (error.code === "23502" || error.code === "23514") return { status: 400, code: "validation_failed", key: "errors.validation_failed", fields: { [field]: "validation.invalid_value" } };
  // Class 22, data exceptions: too long, out of range, a date PostgreSQL has no day for, NUL.
  if (error.code.startsWith("22")) return { status: 400, code: "validation_failed", key: "errors.validation_failed", fields: { [field]: "validation.out_of_range" } };
  return undefined;
}

/** How the API answers a failure that came from the database, if it was the client's input. */
export function databaseRefusal(error: unknown) {
  const refused = databaseError(error);
  return refused && databaseRefusalOf(refused);
}

export function sendError(reply: FastifyReply, request: FastifyRequest, status: number, code: string, key: string, fields?: Record<string, string>) {
  const body: ErrorBody = { error: { code, message: request.t(key), ...(fields ? { fields } : {}) } };
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

// One place turns every failure into { error: { code, message, fields? } } in the caller's
// language. Nothing internal (stack, SQL, paths) ever reaches the client.
export const errorsPlugin = fp(
  async (app) => {
    app.addHook("preValidation", async (request, reply) => {
      for (const [where, value] of [["params.", request.params], ["query.", request.query], ["", request.body]] as const) {
        if (typeof value === "string") continue; // a raw body (a provider's form post) goes on as sent
        const problem = findInputProblem(value);
        if (problem) {
          return sendError(reply, request, 400, "validation_failed", "errors.validation_failed", { [`${where}${problem.field}`]: request.t(problem.key) });
        }
      }
    });
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
      const refusal = databaseRefusal(error);
      if (refusal) {
        request.log.info({ err: error }, "refused by the database");
        const fields = refusal.fields && Object.fromEntries(Object.entries(refusal.fields).map(([f, key]) => [f, request.t(key)]));
        return sendError(reply, request, refusal.status, refusal.code, refusal.key, fields);
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
