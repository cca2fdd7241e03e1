import Fastify, { type FastifyBaseLogger } from "fastify";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppContext } from "./context";
import { languagePlugin } from "./plugins/language";
import { errorsPlugin } from "./plugins/errors";
import { securityPlugin } from "./plugins/security";
import { staticWebPlugin } from "./plugins/static-web";
import { requestIdOptions } from "./plugins/request-id";
import { healthRoutes } from "./features/health/routes";
import { openapiRoutes } from "./features/openapi/routes";
import { openapiDefaultsPlugin, securitySchemes, transformRoute } from "./features/openapi/document";
import { pageFrameSlots } from "./page-frame-slots";
import { accountsPlugin, resolveSession as sessionFromCookie, type AccountsOptions } from "./plugins/auth";
import { accessPlugin } from "./plugins/access";
import { authRoutes } from "./features/auth/routes";
import { twoFactorRoutes } from "./features/auth/two-factor-routes";
import { passkeyRoutes } from "./features/auth/passkey-routes";
import { mfaRoutes } from "./features/mfa/routes";
import { meRoutes } from "./features/me/routes";
import { teamRoutes } from "./features/team/routes";
import { adminRoutes } from "./features/admin/routes";
import { projectRoutes } from "./features/projects/routes";
import { resourceRoutes } from "./features/resources/routes";
import { capacityRoutes } from "./features/capacity/routes";
import { rebalanceRoutes } from "./features/capacity/rebalance-routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { apiTokenRoutes } from "./features/api-tokens/routes";
import { sampleDataRoutes } from "./features/sample-data/routes";
import { importRoutes } from "./features/imports/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { sprintRoutes } from "./features/sprints/routes";
import { levellingRoutes } from "./features/levelling/routes";
import { calendarFeedRoutes } from "./features/calendar-feed/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { intelligenceRoutes } from "./features/intelligence/routes";
import { geneticsRoutes } from "./features/genetics/routes";
import { innovationRoutes } from "./features/innovation/routes";
import { launchRoutes } from "./features/launches/routes";
import type { ChannelPoster } from "./features/launches/service";
import { postMessage, projectChannel } from "./features/communication/service";
import { findProject } from "./shared/projects";
import { reportRoutes } from "./features/reports/routes";
import { generatePortfolioReport, generateProjectReport } from "./features/reports/service";
import { renderReportPdf } from "./features/reports/pdf";
import type { ReportContent } from "../domain/reports/contract";
import { publicSiteRoutes } from "./features/public-site/routes";
import { contactRoutes } from "./features/contact/routes";
import { learningRoutes } from "./features/learning/routes";
import { videoCourseRoutes } from "./features/learning/video-routes";
import { communicationRoutes } from "./features/communication/routes";
import { workItemRoutes } from "./features/work-items/routes";
import { recurrenceRoutes } from "./features/work-items/recurrence-routes";
import { customFieldRoutes } from "./features/custom-fields/routes";
import { attachmentRoutes } from "./features/attachments/routes";
import { taskActivityRoutes } from "./features/task-activity/routes";
import { savedViewRoutes } from "./features/saved-views/routes";
import { timeTrackingRoutes } from "./features/time-tracking/routes";
import { assistantRoutes } from "./features/assistant/routes";
import { assistantReview } from "./features/assistant/review";
import { automationRoutes } from "./features/automation/routes";
import { orchestratorRoutes } from "./features/orchestrator/routes";
import { createAutomationEngine, type AutomationEngine } from "./features/automation/engine";
import { workQueueRoutes } from "./features/work-queue/routes";
import { webhookRoutes } from "./features/webhooks/routes";
import { createWebhookDispatcher, type WebhookDispatcher } from "./features/webhooks/dispatcher";
import { webhookDocumentation } from "./features/webhooks/openapi";
import { startRecomputeQueue, type RecomputeQueue } from "./features/intelligence/recompute-queue";
import type { SessionResolver } from "./principal";
import { createEventBus, type EventBus } from "./realtime/event-bus";
import { realtimeRoutes } from "./realtime/routes";
import { createReadMarks } from "./realtime/read-marks";
import { READ_MARK_HEADER } from "../domain/http/read-marks";
import { createDatabaseLimitStore, createRedisLimitStore } from "./rate-limit/store";
import { startMailDelivery, startServerJobs } from "./jobs/jobs";
import { createLifecycle, type Lifecycle } from "./lifecycle";

export type BuildAppOptions = {
  context: AppContext;
  /** The built web app to serve (dist/web); tests leave it out. */
  webRoot?: string;
  /** The app's route patterns; other paths get the app with a 404 status. */
  clientRoutes?: string[];
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Overrides RATE_LIMIT_PER_MINUTE (tests). */
  apiRequestsPerMinute?: number;
  /**
   * Who the browser session belongs to: by default the Better Auth session cookie (accounts
   * feature); tests may pass their own.
   */
  resolveSession?: SessionResolver;
  /** Run scheduled jobs (digests, reports) in this process; the server does, tests mostly not. */
  runJobs?: boolean;
  /** Test knobs for accounts: a lower scrypt cost, other limits. */
  accounts?: Omit<AccountsOptions, "context" | "limitStore">;
};

// Builds the whole HTTP application without listening, so tests drive it with inject().
export async function buildApp({ context, webRoot, clientRoutes, logger, apiRequestsPerMinute, resolveSession = sessionFromCookie, accounts, runJobs = false }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    ...requestIdOptions,
    trustProxy: context.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // On shutdown main.ts drains (src/server/lifecycle.ts): a request that reached us is answered,
    // never 503 or reset; idle keep-alive sockets are closed after a short grace.
    forceCloseConnections: false,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const lifecycle = createLifecycle((error) => app.log.error({ err: error }, "drain"));
  app.decorate("lifecycle", lifecycle);
  const events = await createEventBus(context.database, (error) => app.log.error({ err: error }, "realtime"));
  app.decorate("events", events);
  app.addHook("onClose", async () => events.close());
  // The API's answers say when they were read, for the web's first event stream (decision 1820).
  const readMarks = createReadMarks(events);
  app.addHook("onClose", async () => readMarks.close());
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/v1/")) reply.header(READ_MARK_HEADER, readMarks.now());
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // Draining: the client opens its next request elsewhere instead of on this socket.
    if (lifecycle.draining) reply.header("connection", "close");
  });

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  // Every limit (the API's, sign-in's, sign-up's, the contact form's) is counted in one store shared
  // by all instances: Redis when REDIS_URL is set, else the database (issue 16, finding 11).
  const limitStore = context.config.redisUrl ? await createRedisLimitStore(context.config.redisUrl) : createDatabaseLimitStore(context.database.db);
  app.addHook("onClose", async () => limitStore.close());
  await app.register(securityPlugin, { publicUrl: context.config.publicUrl, analytics: context.config.analytics, apiRequestsPerMinute: apiRequestsPerMinute ?? context.config.rateLimitPerMinute, limitStore });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Rumbo API",
        version: context.version,
        description: "REST API of Rumbo. Errors answer { error: { code, message, fields? } } in the caller's language.",
      },
      servers: [{ url: context.config.publicUrl }],
      components: { securitySchemes },
      webhooks: webhookDocumentation(),
    },
    transform: transformRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(openapiDefaultsPlugin);

  await app.register(accountsPlugin, { context, limitStore, ...accounts });
  await app.register(accessPlugin, { db: context.database.db, resolveSession });

  await app.register(healthRoutes, { context });
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
  await app.register(mfaRoutes);
  await app.register(meRoutes);
  await app.register(teamRoutes);
  await app.register(adminRoutes);
  await app.register(openapiRoutes);
  await app.register(realtimeRoutes, { context, events, lifecycle, readMarks });
  await app.register(projectRoutes, { context, events });
  await app.register(resourceRoutes, { context, events });
  await app.register(capacityRoutes, { context });
  await app.register(rebalanceRoutes, { context, events });
  await app.register(dashboardRoutes, { context });
  await app.register(apiTokenRoutes, { context });
  await app.register(sampleDataRoutes, { context, events });
  await app.register(importRoutes, { context, events });
  await app.register(levellingRoutes, { context, events });
  await app.register(notificationRoutes, { context, events, review: assistantReview });
  await app.register(sprintRoutes, { context, events });
  await app.register(calendarFeedRoutes, { context });
  await app.register(analyticsRoutes, { context });
  await app.register(intelligenceRoutes, { context, events });
  await app.register(geneticsRoutes, { context, events });
  await app.register(reportRoutes, { context });
  await app.register(publicSiteRoutes, { context });
  await app.register(contactRoutes, { context });
  await app.register(learningRoutes, { context, events });
  await app.register(videoCourseRoutes, { context });
  await app.register(communicationRoutes, { context, events });
  await app.register(assistantRoutes, { context });
  await app.register(innovationRoutes, { context });
  // Launches and automation rules post to a project's channel through the communication feature (decision 1004).
  const postToProjectChannel: ChannelPoster = async (actor, projectId, body) => {
    const channel = await projectChannel(context.database.db, actor, await findProject(context.database.db, actor, projectId));
    const posted = await postMessage(context.database.db, actor, channel.id, { body });
    return { channelId: channel.id, notified: posted.notified };
  };
  await app.register(launchRoutes, { context, events, postToProjectChannel });
  // Outgoing webhooks: the same events, signed, delivered through the work queue (decision 0806).
  const webhooks = createWebhookDispatcher({ db: context.database.db, events, allowLoopback: context.config.nodeEnv === "test", log: app.log });
  app.decorate("webhooks", webhooks);
  app.lifecycle.onDrain(() => webhooks.close());
  // Automation rules act on the events published above and on the clock (decision 0801). Their
  // webhook calls go through the webhooks' queue, their reports are the reports feature's PDF and
  // their channel posts the communication feature's messages.
  const automation = createAutomationEngine({
    db: context.database.db,
    events,
    mailer: app.accounts.mailer,
    publicUrl: context.config.publicUrl,
    // Webhooks never reach loopback or private networks, except in tests (a local receiver).
    allowPrivateTargets: context.config.nodeEnv === "test",
    queueWebhook: (input) => webhooks.queueForRule(input),
    buildReport: async ({ workspaceId, projectId, by }) => {
      const now = new Date();
      const row = projectId ? await generateProjectReport(context.database.db, workspaceId, projectId, now, by) : await generatePortfolioReport(context.database.db, workspaceId, now, by);
      return { id: row.id, week: row.week, pdf: (lang) => renderReportPdf({ week: row.week, content: row.content as unknown as ReportContent }, lang) };
    },
    postToChannel: postToProjectChannel,
    log: (error) => app.log.error({ err: error }, "automation"),
  });
  app.decorate("automation", automation);
  app.addHook("preClose", async () => {
    automation.close();
    await automation.idle();
  });
  // After the rules: a rule's last webhook call is queued before the queue's worker stops.
  app.addHook("preClose", async () => webhooks.close());
  await app.register(automationRoutes, { context, engine: automation });
  await app.register(workQueueRoutes, { context });
  await app.register(orchestratorRoutes, { context, events });
  await app.register(webhookRoutes, { context, dispatcher: webhooks });
  await app.register(workItemRoutes, { context, events });
  await app.register(recurrenceRoutes, { context });
  await app.register(customFieldRoutes, { context, events });
  // Task comments and history, and the attachments of comments and messages (decisions 0915–0918).
  await app.register(attachmentRoutes, { context });
  await app.register(taskActivityRoutes, { context, events });
  await app.register(savedViewRoutes, { context });
  await app.register(timeTrackingRoutes, { context, events });
  // Risk and forecasts follow their inputs: changes published here queue a recomputation.
  const insightsQueue = startRecomputeQueue(context.database.db, events, (error) => app.log.error({ err: error }, "insights"));
  app.decorate("insightsQueue", insightsQueue);
  // At a drain the pending recomputations are handed to the queue; a plain close (tests) finishes them.
  lifecycle.onDrain(() => insightsQueue.handBack());
  app.addHook("preClose", async () => insightsQueue.close());
  startMailDelivery(app, context.database.db);
  if (runJobs) startServerJobs(app, context.database.db, context.config.publicUrl);
  if (webRoot) {
    // The prerendered /auth cannot list the server's sign-in providers: with any, /auth is the app's page.
    const appOnlyPaths = app.accounts.providers.length > 0 ? ["/auth"] : [];
    const frameAccess = { db: context.database.db, resolveSession };
    await app.register(staticWebPlugin, {
      root: webRoot,
      clientRoutes,
      publicUrl: context.config.publicUrl,
      appOnlyPaths,
      frameSlots: (request, path) => pageFrameSlots(request, path, frameAccess),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      webRoot !== undefined &&
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith("/assets/");
    if (isPageRequest) return reply.sendPage(request.url);
    const body = { error: { code: "not_found", message: request.t("errors.not_found") } };
    return reply.status(404).send(body);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    events: EventBus;
    insightsQueue: RecomputeQueue;
    automation: AutomationEngine;
    webhooks: WebhookDispatcher;
    lifecycle: Lifecycle;
  }
}
