import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { actionPreviewSchema, answerSchema, askSchema, conversationSchema, conversationSummarySchema, rateSchema, ratedAnswersQuerySchema, ratedAnswersSchema, ratingSummarySchema, ratingValues } from "../../../domain/assistant/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { HttpError } from "../../errors";
import { access } from "../../plugins/access";
import { confirmAction, type CallApi } from "./actions";
import { checkConversation, deleteAllConversations, deleteConversation, getConversation, keepTurn, listConversations, rateTurn, ratedAnswers, ratingSummary } from "./conversations";
import { askModel, assistantLlm } from "./llm-engine";
import { ask } from "./service";

// POST /api/v1/assistant/ask (decision 0902): the caller's question answered from their
// workspace's records, offline and deterministic, or by the optional language model through the
// same tools (decision 0920). `projectId` (the screen's project) is checked like any project
// route: a project of another workspace is 404.
// POST /api/v1/assistant/actions (decision 0903): a previewed action, confirmed, done through the
// normal API route as the caller (their own credentials, so their own role and workspace).
// /api/v1/assistant/conversations… (decision 0907): each user's own conversations, kept, listed,
// opened, deleted; each answer rated. Any member may keep and rate their own (a viewer asks too);
// another member's are 404 like a missing one. The ratings' aggregate is for the workspace's admins.

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
    { config: { access: access.projectOrWorkspace("project:read", "body", { readsOnly: true }) }, schema: { tags: ["assistant"], summary: "Ask the workspace assistant; the answer cites the records it used, or previews an action to confirm", body: askSchema, response: { 200: answerSchema } } },
    async (request) => {
      const project = request.body.projectId ? request.project : undefined;
      await checkConversation(db, request.actor, request.body.conversationId);
      // With LLM_BASE_URL and LLM_MODEL set, the language model answers through the same tools (decision 0920).
      const llm = assistantLlm();
      const answer = llm ? await askModel(db, request.actor, request.body.question, project, llm, { callApi: callApiAs(request) }) : await ask(db, request.actor, request.body.question, project, new Date(), callApiAs(request));
      // A read-only token asks (decision 0941): answers, never an action, and nothing kept.
      if (request.caller.token?.scope === "read") {
        if (answer.action) throw new HttpError(403, "token_read_only", "assistantPanel.errors.token_read_only");
        return answer;
      }
      return keepTurn(db, request.actor, request.body.conversationId, request.body.question, answer);
    },
  );
  const tags = ["assistant"];
  const reads = { access: access.workspace("project:read") };
  const idParams = z.object({ conversationId: z.string().max(64) });
  app.get("/api/v1/assistant/conversations", { config: reads, schema: { tags, summary: "The caller's own assistant conversations, latest first", response: { 200: z.array(conversationSummarySchema) } } }, async (request) =>
    listConversations(db, request.actor),
  );
  app.get("/api/v1/assistant/conversations/:conversationId", { config: reads, schema: { tags, summary: "One of the caller's conversations, with its answers and their ratings", params: idParams, response: { 200: conversationSchema } } }, async (request) =>
    getConversation(db, request.actor, request.params.conversationId),
  );
  app.delete("/api/v1/assistant/conversations/:conversationId", { config: reads, schema: { tags, summary: "Delete one of the caller's conversations", params: idParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteConversation(db, request.actor, request.params.conversationId);
    return reply.status(204).send(null);
  });
  app.delete("/api/v1/assistant/conversations", { config: reads, schema: { tags, summary: "Delete all the caller's conversations in this workspace", response: { 200: z.object({ deleted: z.number().int() }) } } }, async (request) => ({
    deleted: await deleteAllConversations(db, request.actor),
  }));
  app.put(
    "/api/v1/assistant/turns/:turnId/rating",
    { config: reads, schema: { tags, summary: "Rate one answer of the caller's own conversations (helpful or not, with an optional reason)", params: z.object({ turnId: z.string().max(64) }), body: rateSchema, response: { 200: z.object({ rating: z.enum(ratingValues), reason: z.string().nullable() }) } } },
    async (request) => rateTurn(db, request.actor, request.params.turnId, request.body),
  );
  app.get("/api/v1/assistant/ratings", { config: { access: access.workspace("workspace:manage") }, schema: { tags, summary: "The workspace's answer ratings per intent (counts and share helpful), for admins", response: { 200: ratingSummarySchema } } }, async (request) =>
    ratingSummary(db, request.actor),
  );
  app.get(
    "/api/v1/assistant/ratings/answers",
    { config: { access: access.workspace("workspace:manage") }, schema: { tags, summary: "The workspace's rated answers (question, answer, intent, engine, rating), latest first, never who asked; for admins", querystring: ratedAnswersQuerySchema, response: { 200: ratedAnswersSchema } } },
    async (request) => ratedAnswers(db, request.actor, request.query),
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
