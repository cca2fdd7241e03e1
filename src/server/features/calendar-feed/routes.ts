import { z } from "zod";
import { security } from "../openapi/document";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calendarFeedStatusSchema, createdCalendarFeedSchema } from "../../../domain/planning/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { requirePrincipal, type SessionResolver } from "../../principal";
import { createFeed, feedStatus, renderFeed, revokeFeed } from "./service";

type Options = { context: AppContext; resolveSession: SessionResolver };

export const calendarFeedRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, resolveSession }) => {
  const db = context.database.db;
  const tags = ["calendar feed"];
  const userOf = async (request: Parameters<typeof requirePrincipal>[0]) => (await requirePrincipal(request, db, resolveSession)).userId;

  app.get("/api/v1/me/calendar-feed", { schema: { tags, summary: "Whether the caller has a calendar feed, made when, last read when", response: { 200: calendarFeedStatusSchema } } }, async (request) => feedStatus(db, await userOf(request)));
  app.post("/api/v1/me/calendar-feed", { schema: { tags, summary: "Make a new secret feed URL (the previous one stops working)", response: { 201: createdCalendarFeedSchema } } }, async (request, reply) =>
    reply.status(201).send(await createFeed(db, await userOf(request), context.config.publicUrl)),
  );
  app.delete("/api/v1/me/calendar-feed", { schema: { tags, summary: "Stop the calendar feed", response: { 204: noContentSchema } } }, async (request, reply) => {
    await revokeFeed(db, await userOf(request));
    return reply.status(204).send(null);
  });
  // Public by design: the secret in the URL is the credential calendar apps can carry.
  app.get("/api/calendar/:file", { schema: { tags, summary: "The calendar feed itself (the secret file name is the credential)", security: security.public, params: z.object({ file: z.string().max(100) }), response: { 200: { description: "The iCalendar file", content: { "text/calendar": { schema: z.string() } } } } } }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, "");
    const body = await renderFeed(db, token, context.config.publicUrl);
    return reply.header("content-type", "text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(body);
  });
};
