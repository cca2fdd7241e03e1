import { z } from "zod";
import { security } from "../openapi/document";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calendarFeedStatusSchema, createdCalendarFeedSchema } from "../../../domain/planning/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { createFeed, feedStatus, renderFeed, revokeFeed } from "./service";

type Options = { context: AppContext };

export const calendarFeedRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["calendar feed"];
  const own = { access: access.signedIn };

  app.get("/api/v1/me/calendar-feed", { config: own, schema: { tags, summary: "Whether the caller has a calendar feed, made when, last read when", response: { 200: calendarFeedStatusSchema } } }, async (request) => feedStatus(db, request.caller.userId));
  app.post("/api/v1/me/calendar-feed", { config: own, schema: { tags, summary: "Make a new secret feed URL (the previous one stops working)", response: { 201: createdCalendarFeedSchema } } }, async (request, reply) =>
    reply.status(201).send(await createFeed(db, request.caller.userId, context.config.publicUrl)),
  );
  app.delete("/api/v1/me/calendar-feed", { config: own, schema: { tags, summary: "Stop the calendar feed", response: { 204: noContentSchema } } }, async (request, reply) => {
    await revokeFeed(db, request.caller.userId);
    return reply.status(204).send(null);
  });
  // Public by design: the secret in the URL is the credential calendar apps can carry.
  app.get("/api/calendar/:file", { config: { access: access.public }, schema: { tags, summary: "The calendar feed itself (the secret file name is the credential)", security: security.public, params: z.object({ file: z.string().max(100) }), response: { 200: { description: "The iCalendar file", content: { "text/calendar": { schema: z.string() } } } } } }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, "");
    const body = await renderFeed(db, token, context.config.publicUrl);
    return reply.header("content-type", "text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(body);
  });
};
