import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noContentSchema } from "../../../domain/http/contract";
import { recurrenceInputSchema, taskRecurrenceAnswerSchema } from "../../../domain/work-items/recurrence";
import { reminderPreferencesAnswerSchema, reminderPreferencesSchema } from "../../../domain/work-items/reminders";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { getRecurrence, setRecurrence, stopRecurrence } from "./recurrence-service";
import { getReminderPreferences, setReminderPreferences } from "./reminders-service";

// Recurring tasks (decision 1206) and each person's due-date reminders (decision 1207). A task's
// series is read by anyone who reads the project and changed by members; reminders are one's own.

type Options = { context: AppContext };
const taskParams = z.object({ projectId: z.string().max(64), taskId: z.string().max(64) });

export const recurrenceRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["work-items"];
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const path = "/api/v1/projects/:projectId/tasks/:taskId/recurrence";

  app.get(path, { config: reads, schema: { tags, summary: "The task's series (rule, time zone, next occurrence), or null when it does not recur", params: taskParams, response: { 200: taskRecurrenceAnswerSchema } } }, async (request) =>
    getRecurrence(db, request.actor, request.project, request.params.taskId),
  );
  app.put(path, { config: writes, schema: { tags, summary: "Make the task recur, or change its rule: occurrences are made on their dates in the author's time zone", params: taskParams, body: recurrenceInputSchema, response: { 200: taskRecurrenceAnswerSchema } } }, async (request) =>
    setRecurrence(db, request.actor, request.project, request.params.taskId, request.body.rule),
  );
  app.delete(path, { config: writes, schema: { tags, summary: "Stop the series (the tasks already made stay)", params: taskParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await stopRecurrence(db, request.actor, request.project, request.params.taskId);
    return reply.status(204).send(null);
  });

  app.get("/api/v1/me/reminders", { config: { access: access.signedIn }, schema: { tags, summary: "When the caller is reminded of their tasks' due dates (the default until they choose)", response: { 200: reminderPreferencesAnswerSchema } } }, async (request) =>
    getReminderPreferences(db, request.caller.userId),
  );
  app.put("/api/v1/me/reminders", { config: { access: access.signedIn }, schema: { tags, summary: "Choose up to 5 reminders (days before at a time, or hours before), by e-mail and/or in the app", body: reminderPreferencesSchema, response: { 200: reminderPreferencesAnswerSchema } } }, async (request) =>
    setReminderPreferences(db, request.caller.userId, request.body),
  );
};
