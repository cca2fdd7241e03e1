import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerSchema, askSchema } from "../../../domain/assistant/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { ask } from "./service";

// POST /api/v1/assistant/ask (decision 0902): the caller's question answered from their
// workspace's records, offline and deterministic. `projectId` (the screen's project) is checked
// like any project route: a project of another workspace is 404.

type Options = { context: AppContext };

export const assistantRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  app.post(
    "/api/v1/assistant/ask",
    { config: { access: access.projectOrWorkspace("project:read", "body") }, schema: { tags: ["assistant"], summary: "Ask the workspace assistant; the answer cites the records it used", body: askSchema, response: { 200: answerSchema } } },
    async (request) => {
      const project = request.body.projectId ? request.project : undefined;
      return ask(db, request.actor, request.body.question, project);
    },
  );
};
