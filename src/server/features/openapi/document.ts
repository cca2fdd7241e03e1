import fp from "fastify-plugin";
import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../domain/http/contract";
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from "../../shared/session-cookies";

// What the served OpenAPI document says beyond each route's own zod schemas: who may call, the
// error shape of every 4xx, and bodies that are files rather than JSON.

const sessionCookieName = SESSION_COOKIE;

export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: sessionCookieName,
    description: `The browser session set by signing in (named ${HOST_SESSION_COOKIE} under https). Writes with it need a same-origin Origin header.`,
  },
  bearerToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal API token (rumbo_…), made in the account settings; it acts with its owner's role in the workspace it was made for, narrowed by its scope (decision 0417). " +
      "A read-only token is answered 403 `token_read_only` on any method but GET and HEAD; a token limited to some projects gets 404 for any other project, " +
      "lists only its projects in GET /api/v1/projects, and is answered 403 `token_project_limited` on routes over the whole workspace. An expired or revoked token is answered 401.",
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

/** Who may call an operation; routes with no `security` take `sessionOrToken`. */
export const security = {
  public: [] as SecurityRequirement[],
  session: [{ sessionCookie: [] }] as SecurityRequirement[],
  sessionOrToken: [{ sessionCookie: [] }, { bearerToken: [] }] as SecurityRequirement[],
  /** Answers either way; a session changes what it says. */
  sessionOptional: [{}, { sessionCookie: [] }] as SecurityRequirement[],
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Error answers a route declares beyond the standard ones (409, 422…), for its `schema.response`. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<ErrorStatus, typeof errorResponseSchema>;
}

/** Raw file uploads: every content type the route's parser takes. */
export const uploadContentTypes = [
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "application/json",
  "application/octet-stream",
];

type DocumentedSchema = {
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  consumes?: readonly string[];
  security?: SecurityRequirement[];
  response?: Record<string | number, unknown>;
};

/** The 4xx an operation can answer, from what it takes and who may call it. */
function standardErrors(method: string, schema: DocumentedSchema): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([429]);
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || schema.consumes);
  if (takesInput) statuses.add(400);
  if (schema.body || schema.consumes) {
    statuses.add(413);
    statuses.add(415);
  }
  const isSignedIn = (schema.security ?? security.sessionOrToken).some((requirement) => Object.keys(requirement).length > 0);
  const isOptional = (schema.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
  if (isSignedIn && !isOptional) {
    statuses.add(401);
    // The workspace or the resource is not the caller's: it does not exist for them.
    statuses.add(404);
    // A token limited to some projects is refused routes over the whole workspace, reads too (decision 0417).
    const acceptsToken = (schema.security ?? security.sessionOrToken).some((requirement) => "bearerToken" in requirement);
    if (method !== "GET" || acceptsToken) statuses.add(403);
  }
  if (schema.params) statuses.add(404);
  return [...statuses].sort();
}

/** Every /api route gets its `security` (default: session or token) before the document is read. */
export const openapiDefaultsPlugin = fp(
  async (app) => {
    app.addHook("onRoute", (route: RouteOptions) => {
      if (!route.url.startsWith("/api/")) return;
      const schema = (route.schema ?? {}) as DocumentedSchema;
      if (schema.hide) return;
      route.schema = { ...schema, security: schema.security ?? security.sessionOrToken } as RouteOptions["schema"];
    });
  },
  { name: "rumbo-openapi-defaults" },
);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The route's schema as documented: the error shape for each 4xx it can answer beside its own
 * answers. Added here, when the document is built, not to the route: as response schemas of
 * ~450 API routes they cost 3.7 MB of heap from start-up (issue 17), and the error handler already
 * writes that one shape (errors.ts), so serialising through them changed no answer.
 */
function withStandardErrors(input: TransformInput): TransformInput {
  const schema = input.schema as DocumentedSchema | undefined;
  if (!schema || schema.hide || !input.url.startsWith("/api/")) return input;
  const method = Array.isArray(input.route.method) ? String(input.route.method[0]) : String(input.route.method);
  const response = { ...errorResponses(...standardErrors(method, schema)), ...schema.response };
  return { ...input, schema: { ...schema, response } as TransformInput["schema"] };
}

/** The zod transform, plus raw-file bodies: a route that `consumes` files and has no body schema. */
export function transformRoute(input: TransformInput) {
  const output = jsonSchemaTransform(withStandardErrors(input));
  const schema = input.schema as DocumentedSchema | undefined;
  if (schema?.consumes && !schema.body && !output.schema.hide) {
    const binary = { type: "string", format: "binary" };
    (output.schema as Record<string, unknown>).body = {
      content: Object.fromEntries(schema.consumes.map((type) => [type, { schema: binary }])),
    };
  }
  return output;
}

/**
 * A file's bytes for `reply.send` on a route whose response is a file (binaryFileSchema): the
 * schema documents bytes as a string, Fastify sends buffers as they are and never serialises them.
 */
export const fileBody = (file: string | Buffer) => file as string;
