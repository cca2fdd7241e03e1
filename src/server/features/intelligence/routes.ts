import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  costRowSchema,
  estimateSuggestionSchema,
  forecastResultSchema,
  portfolioInsightsSchema,
  projectFinanceSchema,
  projectInsightsSchema,
  workspaceTrackRecordSchema,
} from "../../../domain/intelligence/contract";
import { noContentSchema } from "../../../domain/http/contract";
import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { projects } from "../../../db/schema/projects";
import { optionalText, text } from "../../../domain/projects/schemas";
import { costSchema } from "../../../domain/intelligence/cost-schema";

export { costSchema };
import { riskLevel } from "../../../domain/intelligence/risk";
import { loadProjectFacts, recomputeInsights } from "../../shared/intelligence";
import { forecastFor, type Insights } from "../../shared/insights-compute";
import { suggestTaskEstimate } from "./estimates";
import { trackRecordOf } from "./track-record";
import { createCost, deleteCost, getFinance, listCosts, updateCost } from "./finance";
import { notFound } from "../../errors";

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });
const costParams = projectParams.extend({ costId: z.string().max(64) });
export const intelligenceRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["predictions"];
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const changed = (workspaceId: string, projectId: string) =>
    events.publish({ type: "project.changed", workspaceId, projectId, action: "updated" }).catch(() => undefined);

  app.get("/api/v1/projects/:projectId/insights", { config: reads, schema: { tags, summary: "Risk score with factors, delivery forecast, earned value", params: projectParams, response: { 200: projectInsightsSchema } } }, async (request) => {
    const project = request.project;
    const stored = project.predictiveInsights as Insights | null;
    if (stored?.computedAt) return stored;
    const insights = await recomputeInsights(db, project.id);
    if (!insights) throw notFound();
    return insights;
  });
  app.post("/api/v1/projects/:projectId/insights/recompute", { config: writes, schema: { tags, summary: "Compute risk, forecast and earned value again now", params: projectParams, response: { 200: projectInsightsSchema } } }, async (request) => {
    const insights = await recomputeInsights(db, request.params.projectId);
    if (!insights) throw notFound();
    return insights;
  });
  app.get(
    "/api/v1/projects/:projectId/forecast",
    {
      config: reads,
      schema: {
        tags,
        summary: "Delivery forecast with what-if (capacity factor, scope change); not stored",
        params: projectParams,
        querystring: z.object({
          capacityFactor: z.coerce.number().min(0.1, "validation.too_small_number").max(5, "validation.too_big_number").optional(),
          scopeChange: z.coerce.number().int("validation.not_integer").min(-100_000).max(100_000).optional(),
        }),
        response: { 200: forecastResultSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const facts = await loadProjectFacts(db, request.params.projectId, now);
      if (!facts) throw notFound();
      return forecastFor(facts, now, { capacityFactor: request.query.capacityFactor, scopeChange: request.query.scopeChange });
    },
  );
  app.get("/api/v1/portfolio/insights", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The portfolio sorted by risk", querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: portfolioInsightsSchema } } }, async (request) => {
    const actor = request.actor;
    const rows = await db
      .select({ id: projects.id, name: projects.name, status: projects.status, ownerId: projects.ownerId, dueDate: projects.dueDate, riskScore: projects.riskScore, insights: projects.predictiveInsights })
      .from(projects)
      .where(eq(projects.workspaceId, actor.workspaceId))
      .orderBy(desc(projects.riskScore), projects.name);
    return {
      items: rows.map((r) => {
        const i = r.insights as Insights | null;
        const f = i?.forecast;
        return {
          projectId: r.id,
          name: r.name,
          status: r.status,
          ownerId: r.ownerId,
          dueDate: r.dueDate,
          riskScore: i?.risk.status === "ok" ? r.riskScore : null,
          riskLevel: i?.risk.status === "ok" ? riskLevel(r.riskScore) : null,
          probabilityOnTime: f?.status === "ok" ? f.probabilityOnTime : null,
          p50: f?.status === "ok" ? f.p50.date : null,
          p85: f?.status === "ok" ? f.p85.date : null,
          // What drives the score (largest first), and why a forecast could not be made: the
          // dashboard explains both without one request per project.
          topFactors:
            i?.risk.status === "ok"
              ? i.risk.factors
                  .filter((x) => x.contribution > 0)
                  .sort((a, b) => b.contribution - a.contribution)
                  .slice(0, 3)
                  .map((x) => ({ key: x.key, contribution: x.contribution, detail: x.detail }))
              : [],
          forecastReasons: f?.status === "insufficient" ? f.reasons : [],
          computedAt: i?.computedAt ?? null,
        };
      }),
    };
  });
  app.get(
    "/api/v1/portfolio/track-record",
    {
      config: { access: access.workspace("project:read") },
      schema: {
        tags,
        summary: "How the workspace's forecasts and estimates have fared on its own history (backtests refreshed daily)",
        querystring: z.object({ workspaceId: z.string().max(100).optional() }),
        response: { 200: workspaceTrackRecordSchema },
      },
    },
    async (request) => trackRecordOf(db, request.actor.workspaceId),
  );
  app.post(
    "/api/v1/projects/:projectId/tasks/estimate",
    {
      config: writes,
      schema: {
        tags,
        summary: "A suggested estimate from the most similar completed tasks of the workspace",
        params: projectParams,
        body: z.object({ title: text(300), description: optionalText(10_000).optional(), assigneeResourceId: z.uuid().nullable().optional(), type: z.string().max(40).nullable().optional() }).strict(),
        response: { 200: estimateSuggestionSchema },
      },
    },
    async (request) => {
      return suggestTaskEstimate(db, request.actor.workspaceId, request.body, { log: request.log });
    },
  );

  app.get("/api/v1/projects/:projectId/costs", { config: reads, schema: { tags: ["finance"], summary: "The project's cost entries", params: projectParams, response: { 200: z.array(costRowSchema) } } }, async (request) =>
    listCosts(db, request.actor, request.project),
  );
  app.post("/api/v1/projects/:projectId/costs", { config: writes, schema: { tags: ["finance"], summary: "Record a cost", params: projectParams, body: costSchema, response: { 201: costRowSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const cost = await createCost(db, actor, request.project, request.body);
    void changed(actor.workspaceId, request.params.projectId);
    return reply.status(201).send(cost);
  });
  app.patch("/api/v1/projects/:projectId/costs/:costId", { config: writes, schema: { tags: ["finance"], summary: "Correct a cost", params: costParams, body: costSchema.partial().strict(), response: { 200: costRowSchema } } }, async (request) => {
    const actor = request.actor;
    const cost = await updateCost(db, actor, request.project, request.params.costId, request.body);
    void changed(actor.workspaceId, request.params.projectId);
    return cost;
  });
  app.delete("/api/v1/projects/:projectId/costs/:costId", { config: writes, schema: { tags: ["finance"], summary: "Delete a cost", params: costParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const actor = request.actor;
    await deleteCost(db, actor, request.project, request.params.costId);
    void changed(actor.workspaceId, request.params.projectId);
    return reply.status(204).send(null);
  });
  app.get("/api/v1/projects/:projectId/finance", { config: reads, schema: { tags: ["finance"], summary: "Earned value, spend and ROI forecasts, PV/EV/AC over time", params: projectParams, response: { 200: projectFinanceSchema } } }, async (request) =>
    getFinance(db, request.actor, request.project),
  );
};
