import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationListSchema, recommendationsSchema, smartCheckSchema, welcomeSchema } from "../../../domain/notifications/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import {
  addWelcome,
  clearNotifications,
  listNotifications,
  markAllRead,
  markRead,
  removeNotification,
  resolveForProject,
  runSmartCheck,
  weeklyRecommendations,
  type Reviewer,
} from "./service";

/** `review`: what answers the idle rule's AI recommendation (the assistant's engine, given by the app). */
type Options = { context: AppContext; events: EventBus; review?: Reviewer };
/** How long after a project's change its notifications are looked at again (changes in between are one look). */
const RESOLVE_DELAY_MS = 250;
const idParams = z.object({ notificationId: z.string().max(64) });

export const notificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events, review }) => {
  const db = context.database.db;
  const tags = ["notifications"];
  const own = { access: access.signedIn };
  // Every open tab and device of the user refreshes its bell.
  const changed = (userId: string) => events.publish({ type: "notifications.changed", userId }).catch((error) => app.log.warn({ err: error }, "publish failed"));
  // A check never starts while one runs for the same user on this instance; callers share it.
  const running = new Map<string, ReturnType<typeof runSmartCheck>>();

  // A project's tasks or the project changed: notifications about it that no longer hold are
  // resolved within a moment (decision 0603). The instance that published the event does it, one
  // project at a time; a burst of changes to one project (an import, a board drag) is looked at once.
  let resolving: Promise<unknown> = Promise.resolve();
  const soon = new Map<string, NodeJS.Timeout>();
  const unsubscribe = events.subscribe((received) => {
    if ((received.type !== "tasks.changed" && received.type !== "project.changed") || received.origin !== events.instanceId || received.projectId === "*") return;
    const projectId = received.projectId;
    if (soon.has(projectId)) return;
    const timer = setTimeout(() => {
      soon.delete(projectId);
      resolving = resolving
        .then(async () => {
          for (const userId of await resolveForProject(db, projectId)) void changed(userId);
        })
        .catch((error: unknown) => app.log.error({ err: error }, "resolving notifications"));
    }, RESOLVE_DELAY_MS);
    timer.unref();
    soon.set(projectId, timer);
  });
  app.addHook("preClose", async () => {
    unsubscribe();
    // Whatever is still waiting is resolved by the user's next check.
    for (const timer of soon.values()) clearTimeout(timer);
    soon.clear();
    await resolving;
  });

  app.get(
    "/api/v1/notifications",
    { config: own, schema: { tags, summary: "The caller's notifications, newest first, in the interface's language (?lang, rumbo_lang cookie, Accept-Language), with the unread count (resolved ones not counted)", response: { 200: notificationListSchema } } },
    async (request) => listNotifications(db, request.caller.userId, request.lang),
  );
  app.post("/api/v1/notifications/:notificationId/read", { config: own, schema: { tags, summary: "Mark a notification read", params: idParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const userId = request.caller.userId;
    await markRead(db, userId, request.params.notificationId);
    void changed(userId);
    return reply.status(204).send(null);
  });
  app.post("/api/v1/notifications/read-all", { config: own, schema: { tags, summary: "Mark every notification read", response: { 204: noContentSchema } } }, async (request, reply) => {
    const userId = request.caller.userId;
    await markAllRead(db, userId);
    void changed(userId);
    return reply.status(204).send(null);
  });
  app.delete("/api/v1/notifications/:notificationId", { config: own, schema: { tags, summary: "Mark a notification read", params: idParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const userId = request.caller.userId;
    await removeNotification(db, userId, request.params.notificationId);
    void changed(userId);
    return reply.status(204).send(null);
  });
  app.delete("/api/v1/notifications", { config: own, schema: { tags, summary: "Clear all", response: { 204: noContentSchema } } }, async (request, reply) => {
    const userId = request.caller.userId;
    await clearNotifications(db, userId);
    void changed(userId);
    return reply.status(204).send(null);
  });
  app.post("/api/v1/notifications/check", { config: own, schema: { tags, summary: "Run the smart check for the caller now", response: { 200: smartCheckSchema } } }, async (request) => {
    const userId = request.caller.userId;
    let check = running.get(userId);
    if (!check) {
      check = runSmartCheck(db, userId, new Date(), undefined, request.lang, review).finally(() => running.delete(userId));
      running.set(userId, check);
    }
    const result = await check;
    if (result.added.length || result.resolved) void changed(userId);
    return { added: result.added, checkedAt: result.checkedAt };
  });
  app.post("/api/v1/notifications/welcome", { config: own, schema: { tags, summary: "The welcome notification, added once per user", response: { 200: welcomeSchema } } }, async (request) => {
    const userId = request.caller.userId;
    const added = await addWelcome(db, userId, request.lang);
    if (added.length) void changed(userId);
    return { added };
  });

  // The specification's 'ai-recommendations' function, computed from the caller's own projects.
  app.post(
    "/api/v1/ai/recommendations",
    {
      config: own,
      schema: {
        tags: ["ai"],
        summary: "Recommendations from the caller's projects (weekly review)",
        body: z.object({ analysis_type: z.literal("weekly_review"), user_id: z.string().max(100).optional(), project_data: z.unknown().optional() }).strict(),
        response: { 200: recommendationsSchema },
      },
    },
    async (request) => weeklyRecommendations(db, request.caller.userId, new Date(), review),
  );
};
