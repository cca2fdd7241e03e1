import { consumeSendLimit } from "../../mail/send-limits";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { draftEditSchema, draftSchema, generateInputSchema, planDeletedSchema, planDetailSchema, planEditSchema, planInputSchema, planListSchema, sendInputSchema, sentSchema } from "../../../domain/launches/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { llmSettings } from "../../shared/llm-client";
import { approveDraft, createPlan, deletePlan, editDraft, generateDraft, getPlan, listPlans, planWorkspace, sendDraft, updatePlan, type ChannelPoster } from "./service";

// /api/v1/launches (decision 1004): viewers read; members make plans, write, edit, approve (never
// their own draft) and send; another workspace's caller gets 404 on every id.

type Options = { context: AppContext; events: EventBus; postToProjectChannel: ChannelPoster };
const planParams = z.object({ planId: z.string().max(64) });
const draftParams = planParams.extend({ draftId: z.string().max(64) });
const listQuery = z.object({ workspaceId: z.string().max(100).optional(), projectId: z.string().max(64).optional() });

export const launchRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events, postToProjectChannel }) => {
  const db = context.database.db;
  const tags = ["launches"];
  // Read per request, so a deployment turns the language model on or off with its environment.
  const llm = () => llmSettings();
  const planOf = (request: FastifyRequest) => planWorkspace(db, (request.params as { planId: string }).planId);
  const reads = { access: access.record("project:read", planOf) };
  const writes = { access: access.record("project:write", planOf) };
  const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");
  // Every change of a plan is published, so another member's tab shows an approval or a send at once.
  const changed = (request: FastifyRequest, projectId: string, planId: string, action: "created" | "updated" | "deleted" = "updated") =>
    events.publish({ type: "launch.changed", workspaceId: request.actor.workspaceId, projectId, planId, action }).catch(fail);

  app.get("/api/v1/launches", { config: { access: access.projectOrWorkspace("project:read") }, schema: { tags, summary: "The workspace's launch plans (of one project with projectId)", querystring: listQuery, response: { 200: planListSchema } } }, async (request) => ({
    items: await listPlans(db, request.actor, request.query.projectId),
  }));
  app.post(
    "/api/v1/projects/:projectId/launches",
    { config: { access: access.project("project:write") }, schema: { tags, summary: "Make a launch plan; each timeline step becomes a dated task of the project", params: z.object({ projectId: z.string().max(64) }), body: planInputSchema, response: { 201: planDetailSchema } } },
    async (request, reply) => {
      const planId = await createPlan(db, request.actor, request.project, request.body);
      if (request.body.steps?.length) events.publish({ type: "tasks.changed", workspaceId: request.actor.workspaceId, projectId: request.project.id }).catch(fail);
      void changed(request, request.project.id, planId, "created");
      return reply.status(201).send(await getPlan(db, request.actor, planId, llm()));
    },
  );
  app.get("/api/v1/launches/:planId", { config: reads, schema: { tags, summary: "A plan with its timeline, drafts and sent pieces", params: planParams, response: { 200: planDetailSchema } } }, async (request) => getPlan(db, request.actor, request.params.planId, llm()));
  app.put(
    "/api/v1/launches/:planId",
    { config: writes, schema: { tags, summary: "Edit a plan and its timeline; the steps' tasks follow (moved dates, new titles, new steps; a removed step's task is deleted while unstarted)", params: planParams, body: planEditSchema, response: { 200: planDetailSchema } } },
    async (request) => {
      const { tasksChanged, projectId } = await updatePlan(db, request.actor, request.params.planId, request.body);
      if (tasksChanged) events.publish({ type: "tasks.changed", workspaceId: request.actor.workspaceId, projectId }).catch(fail);
      void changed(request, projectId, request.params.planId);
      return getPlan(db, request.actor, request.params.planId, llm());
    },
  );
  app.delete(
    "/api/v1/launches/:planId",
    { config: writes, schema: { tags, summary: "Delete a plan with its steps and drafts (refused once something was sent); unstarted step tasks are deleted, the others kept", params: planParams, response: { 200: planDeletedSchema } } },
    async (request) => {
      const { projectId, ...result } = await deletePlan(db, request.actor, request.params.planId);
      if (result.tasksDeleted + result.tasksKept > 0) events.publish({ type: "tasks.changed", workspaceId: request.actor.workspaceId, projectId }).catch(fail);
      void changed(request, projectId, request.params.planId, "deleted");
      return result;
    },
  );
  app.post("/api/v1/launches/:planId/drafts", { config: writes, schema: { tags, summary: "Write a draft from the project's data (templates, or the language model when configured)", params: planParams, body: generateInputSchema, response: { 201: draftSchema } } }, async (request, reply) => {
    const { draft, projectId } = await generateDraft(db, request.actor, request.params.planId, request.body, llm());
    void changed(request, projectId, request.params.planId);
    return reply.status(201).send(draft);
  });
  app.put("/api/v1/launches/:planId/drafts/:draftId", { config: writes, schema: { tags, summary: "Edit a draft (the editor becomes its author; an approval is taken back)", params: draftParams, body: draftEditSchema, response: { 200: draftSchema } } }, async (request) => {
    const { draft, projectId } = await editDraft(db, request.actor, request.params.planId, request.params.draftId, request.body);
    void changed(request, projectId, request.params.planId);
    return draft;
  });
  app.post("/api/v1/launches/:planId/drafts/:draftId/approve", { config: writes, schema: { tags, summary: "Approve a draft (a member other than its author)", params: draftParams, response: { 200: draftSchema } } }, async (request) => {
    const { draft, projectId } = await approveDraft(db, request.actor, request.params.planId, request.params.draftId);
    void changed(request, projectId, request.params.planId);
    return draft;
  });
  app.post("/api/v1/launches/:planId/drafts/:draftId/send", { config: writes, schema: { tags, summary: "Send an approved draft by e-mail (through the outbox) or post it to the project's channel; the sent piece is kept", params: draftParams, body: sendInputSchema, response: { 201: sentSchema } } }, async (request, reply) => {
    const { actor } = request;
    // Mail the app sends on someone's word is counted per user and workspace (issue 16.5): 429 past it.
    const countMails = (mails: number) => consumeSendLimit(app.accounts.limitStore, reply, { kind: "launch", userId: actor.userId, workspaceId: actor.workspaceId, mails });
    const result = await sendDraft(db, actor, request.params.planId, request.params.draftId, request.body, { mailer: app.accounts.mailer, publicUrl: context.config.publicUrl, postToProjectChannel, countMails });
    void changed(request, result.projectId, request.params.planId);
    if (result.channelId) events.publish({ type: "channel.message", workspaceId: request.actor.workspaceId, channelId: result.channelId }).catch(fail);
    for (const n of result.notified) events.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(fail);
    return reply.status(201).send(result.piece);
  });
};
