import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { actionPreviewSchema, answerSchema, askSchema } from "../../../domain/assistant/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { confirmAction, type CallApi } from "./actions";
import { ask } from "./service";

// POST /api/v1/assistant/ask (decision 0902): the caller's question answered from their
// workspace's records, offline and deterministic. `projectId` (the screen's project) is checked
// like any project route: a project of another workspace is 404.
// POST /api/v1/assistant/actions (decision 0903): a previewed action, confirmed, done through the
// normal API route as the caller (their own credentials, so their own role and workspace).

type Options = { context: AppContext };

// The in-process request carries the caller's own headers (credentials, origin proof, language),
// so it is authenticated and authorised exactly as the caller; only the body's framing is new.
const notForwarded = new Set(["content-length", "content-type", "transfer-encoding", "connection", "host", "expect", "accept-encoding"]);

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const assistantRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const callApiAs =
    (request: FastifyRequest): CallApi =>
    async (method, url, body) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && !notForwarded.has(name)) headers[name] = value;
      }
      const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
      return { statusCode: res.statusCode, body: parseJson(res.body) };
    };
  app.post(
    "/api/v1/assistant/ask",
    { config: { access: access.projectOrWorkspace("project:read", "body") }, schema: { tags: ["assistant"], summary: "Ask the workspace assistant; the answer cites the records it used, or previews an action to confirm", body: askSchema, response: { 200: answerSchema } } },
    async (request) => {
      const project = request.body.projectId ? request.project : undefined;
      return ask(db, request.actor, request.body.question, project, new Date(), callApiAs(request));
    },
  );
  app.post(
    "/api/v1/assistant/actions",
    {
      config: { access: { level: "project", action: "project:read", param: "projectId", in: "body" } },
      schema: { tags: ["assistant"], summary: "Do a previewed action (create a task, move a due date, assign, add a risk, post the weekly update) through the normal API, as the caller", body: actionPreviewSchema, response: { 200: answerSchema } },
    },
    async (request) => confirmAction(request.actor, request.body, callApiAs(request)),
  );
};
