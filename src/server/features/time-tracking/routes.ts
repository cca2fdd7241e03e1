import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { noContentSchema } from "../../../domain/http/contract";
import {
  taskTimeSchema,
  timeEntryInputSchema,
  timeEntrySchema,
  timeEntryUpdateSchema,
  timerStartResultSchema,
  timerStartSchema,
  timerStateSchema,
  timerStopResultSchema,
  timesheetQuerySchema,
  timesheetSchema,
  timesheetWeekListSchema,
  timeReportQuerySchema,
  timeReportSchema,
  timesheetWeekSchema,
  timesheetWeeksQuerySchema,
  weekRejectSchema,
  weekStartParams,
} from "../../../domain/time-tracking/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import type { EventBus } from "../../realtime/event-bus";
import { createEntry, currentTimer, deleteEntry, entryWorkspace, startTimer, stopTimer, taskTime, timesheet, updateEntry } from "./service";
import { decideWeek, getWeek, listWeeks, reportRows, submitWeek, weekWorkspace, type WeekChange } from "./weeks";

// Time tracking (issues 23 and 24, decision 1204): a task's entries and timer under the task's
// path, an entry by its id, the caller's own timer, and the timesheet. Viewers read; members log
// their own time; owners and admins see and correct everyone's; a stranger's project, task or
// entry is a 404. Every write tells the project's open tabs (tasks.changed) so the totals follow.

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });
const taskParams = projectParams.extend({ taskId: z.string().max(64) });
const entryParams = z.object({ entryId: z.string().max(64) });
const weekParams = z.object({ weekId: z.string().max(64) });
const weekQuery = z.object({ workspaceId: z.string().max(100).optional(), userId: z.string().max(100).optional() }).strict();

export const timeTrackingRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["time-tracking"];
  const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");
  const tasksChanged = (workspaceId: string | null, projectId: string | null) => {
    if (workspaceId && projectId) events.publish({ type: "tasks.changed", workspaceId, projectId }).catch(fail);
  };
  const entryOf = (request: FastifyRequest) => entryWorkspace(db, (request.params as { entryId: string }).entryId);
  const weekOf = (request: FastifyRequest) => weekWorkspace(db, (request.params as { weekId: string }).weekId);
  const timeChanged = (userId: string) => events.publish({ type: "time.changed", userId }).catch(fail);
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });
  const told = (change: WeekChange) => {
    for (const n of change.notified) events.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(fail);
    void timeChanged(change.week.userId);
    return change.week;
  };

  app.get("/api/v1/projects/:projectId/tasks/:taskId/time-entries", { config: { access: access.project("project:read") }, schema: { tags, summary: "A task's logged time: everyone's total against the estimate, and the entries the caller may see", params: taskParams, response: { 200: taskTimeSchema } } }, async (request) =>
    taskTime(db, request.actor, request.project, request.params.taskId),
  );
  app.post("/api/v1/projects/:projectId/tasks/:taskId/time-entries", { config: { access: access.project("project:write") }, schema: { tags, summary: "Log time on a task (1 minute to 24 hours; at most 24 hours a day per person)", params: taskParams, body: timeEntryInputSchema, response: { 201: timeEntrySchema } } }, async (request, reply) => {
    const entry = await createEntry(db, request.actor, request.project, request.params.taskId, request.body);
    tasksChanged(request.actor.workspaceId, entry.projectId);
    return reply.status(201).send(entry);
  });
  app.patch("/api/v1/time-entries/:entryId", { config: { access: access.record("project:write", entryOf) }, schema: { tags, summary: "Change an entry (your own; owners and admins: anyone's)", params: entryParams, body: timeEntryUpdateSchema, response: { 200: timeEntrySchema } } }, async (request) => {
    const { entry, projectId } = await updateEntry(db, request.actor, request.params.entryId, request.body);
    tasksChanged(request.actor.workspaceId, projectId);
    return entry;
  });
  app.delete("/api/v1/time-entries/:entryId", { config: { access: access.record("project:write", entryOf) }, schema: { tags, summary: "Delete an entry (your own; owners and admins: anyone's)", params: entryParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const { projectId } = await deleteEntry(db, request.actor, request.params.entryId);
    tasksChanged(request.actor.workspaceId, projectId);
    return reply.status(204).send(null);
  });

  app.get("/api/v1/timer", { config: { access: access.signedIn }, schema: { tags, summary: "The caller's running timer, if any", response: { 200: timerStateSchema } } }, async (request) => ({
    timer: await currentTimer(db, request.caller.userId),
  }));
  app.post("/api/v1/projects/:projectId/tasks/:taskId/timer", { config: { access: access.project("project:write") }, schema: { tags, summary: "Start a timer on a task; a timer already running stops and is logged", params: taskParams, body: timerStartSchema, response: { 201: timerStartResultSchema } } }, async (request, reply) => {
    const { timer, stopped, stoppedProjectId } = await startTimer(db, request.actor, request.project, request.params.taskId, request.body);
    if (stopped) tasksChanged(stopped.workspaceId, stoppedProjectId);
    void timeChanged(request.actor.userId);
    return reply.status(201).send({ timer, stopped });
  });
  app.post("/api/v1/timer/stop", { config: { access: access.signedIn }, schema: { tags, summary: "Stop the caller's timer and log it on the day it started (under a minute logs nothing)", response: { 200: timerStopResultSchema } } }, async (request) => {
    const { entry, capped, locked, projectId, workspaceId } = await stopTimer(db, request.caller.userId);
    if (entry) tasksChanged(workspaceId, projectId);
    void timeChanged(request.caller.userId);
    return { entry, capped, locked };
  });

  app.get("/api/v1/time-entries", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "A person's entries between two dates (at most 62 days): the caller's, or anyone's for owners and admins", querystring: timesheetQuerySchema, response: { 200: timesheetSchema } } }, async (request) =>
    timesheet(db, request.actor, request.query),
  );

  app.get("/api/v1/time-reports", { config: { access: access.workspace("project:read", { projectScoped: true }) }, schema: { tags, summary: "Logged minutes per project, person, task, day and billable flag between two dates (at most a year): everyone's for owners and admins, the caller's own otherwise", querystring: timeReportQuerySchema, response: { 200: timeReportSchema } } }, async (request) =>
    reportRows(db, request.actor, request.query),
  );

  // ——— Weekly approval (decision 1211) ———
  app.get("/api/v1/timesheet-weeks", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "Submitted and decided timesheet weeks: everyone's for owners and admins (the approval queue), the caller's own otherwise", querystring: timesheetWeeksQuerySchema, response: { 200: timesheetWeekListSchema } } }, async (request) => ({
    weeks: await listWeeks(db, request.actor, request.query),
  }));
  app.get("/api/v1/timesheet-weeks/:weekStart", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "One person's week (Monday): its approval status and minutes; someone else's for owners and admins", params: weekStartParams, querystring: weekQuery, response: { 200: timesheetWeekSchema } } }, async (request) =>
    getWeek(db, request.actor, request.params.weekStart, request.query.userId),
  );
  app.post("/api/v1/timesheet-weeks/:weekStart/submit", { config: { access: access.workspace("project:write") }, schema: { tags, summary: "Submit the caller's week (Monday) for approval", params: weekStartParams, response: { 200: timesheetWeekSchema } } }, async (request) =>
    told(await submitWeek(db, request.actor, request.params.weekStart, meta(request))),
  );
  app.post("/api/v1/timesheet-weeks/:weekId/approve", { config: { access: access.record("workspace:manage", weekOf) }, schema: { tags, summary: "Approve a submitted week (owners and admins): its entries are locked", params: weekParams, response: { 200: timesheetWeekSchema } } }, async (request) =>
    told(await decideWeek(db, request.actor, request.params.weekId, "approve", "", meta(request))),
  );
  app.post("/api/v1/timesheet-weeks/:weekId/reject", { config: { access: access.record("workspace:manage", weekOf) }, schema: { tags, summary: "Send a submitted week back with a reason (owners and admins)", params: weekParams, body: weekRejectSchema, response: { 200: timesheetWeekSchema } } }, async (request) =>
    told(await decideWeek(db, request.actor, request.params.weekId, "reject", request.body.reason, meta(request))),
  );
  app.post("/api/v1/timesheet-weeks/:weekId/reopen", { config: { access: access.record("workspace:manage", weekOf) }, schema: { tags, summary: "Reopen an approved week (owners and admins): its entries can be changed again", params: weekParams, response: { 200: timesheetWeekSchema } } }, async (request) =>
    told(await decideWeek(db, request.actor, request.params.weekId, "reopen", "", meta(request))),
  );
};
