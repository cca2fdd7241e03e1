import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clipProgressBodySchema, clipProgressResultSchema, courseIdSchema, videoCourseSchema } from "../../../domain/learning/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { saveClipProgress, videoCourse, videoManifests } from "./video";

// /api/v1/learning/video-courses (decision 1103): which courses have videos, a video course with
// the caller's place in each clip, and saving that place. The media themselves are static files
// (/media/videos/…, range requests by @fastify/static). Progress is always the session's own.

type Options = { context: AppContext };
const courseParams = z.object({ courseId: courseIdSchema });
const clipParams = z.object({ courseId: courseIdSchema, clipId: z.string().regex(/^[a-z0-9-]{1,64}$/, "validation.invalid_value") });

export const videoCourseRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["learning"];
  const own = { access: access.signedIn };

  app.get("/api/v1/learning/video-courses", { config: own, schema: { tags, summary: "The ids of the courses that have videos", response: { 200: z.object({ courseIds: z.array(z.string()) }) } } }, async () => ({
    courseIds: [...videoManifests().keys()],
  }));
  app.get(
    "/api/v1/learning/video-courses/:courseId",
    { config: own, schema: { tags, summary: "A video course: its clips (sources, captions, chapters) and the caller's place in each", params: courseParams, response: { 200: videoCourseSchema } } },
    async (request) => videoCourse(db, request.caller.userId, request.params.courseId, request.lang),
  );
  app.put(
    "/api/v1/learning/video-courses/:courseId/clips/:clipId/progress",
    { config: own, schema: { tags, summary: "Save the caller's place in a clip; watching 90 % of it completes its lesson", params: clipParams, body: clipProgressBodySchema, response: { 200: clipProgressResultSchema } } },
    async (request) => saveClipProgress(db, request.caller.userId, request.params.courseId, request.params.clipId, request.body.positionSeconds, request.lang),
  );
};
