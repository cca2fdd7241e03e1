import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  capacityPlanSchema,
  holidayInputSchema,
  holidayQuerySchema,
  holidaySchema,
  loadOverTimeSchema,
  loadQuerySchema,
  personCalendarSchema,
  signalsResponseSchema,
  timeOffDecisionSchema,
  timeOffInputSchema,
  timeOffSchema,
  weekDetailSchema,
  workCalendarInputSchema,
} from "../../../domain/capacity/contract";
import { noContentSchema } from "../../../domain/http/contract";
import { dateOnly } from "../../../domain/projects/schemas";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import {
  addHoliday,
  cancelTimeOff,
  capacityOverview,
  decideTimeOff,
  deleteHoliday,
  listCalendars,
  listHolidays,
  listTimeOff,
  loadOverview,
  requestTimeOff,
  saveCalendar,
  signalsOverview,
  weekDetail,
} from "./service";

const capacityQuery = z.object({
  workspaceId: z.string().max(100).optional(),
  weeks: z.coerce.number().int().min(1).max(26).default(12),
});
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });
const resourceParams = z.object({ resourceId: z.string().max(64) });
const weekParams = resourceParams.extend({ weekStart: dateOnly });
const holidayParams = z.object({ holidayId: z.string().max(64) });
const timeOffParams = z.object({ timeOffId: z.string().max(64) });
type Options = { context: AppContext };

// The capacity center (decision 1301). Reads are open to every member; writes need an editor, and
// deciding time off or the workspace's holidays needs an owner or admin (checked in the service,
// since a member may still write their own calendar and requests).
export const capacityRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["resources"];
  const reads = { access: access.workspace("project:read") };
  const writes = { access: access.workspace("project:write") };
  const manages = { access: access.workspace("workspace:manage") };

  app.get("/api/v1/capacity", { config: reads, schema: { tags, summary: "Capacity plan: each person's load week by week (real working hours) and each project's team load", querystring: capacityQuery, response: { 200: capacityPlanSchema } } }, async (request) =>
    capacityOverview(db, request.actor, request.query.weeks),
  );
  app.get("/api/v1/capacity/load", { config: reads, schema: { tags, summary: "Load over time: planned against available hours per person and team, past and next weeks", querystring: loadQuerySchema, response: { 200: loadOverTimeSchema } } }, async (request) =>
    loadOverview(db, request.actor, request.query.past, request.query.future),
  );
  app.get("/api/v1/capacity/load/:resourceId/:weekStart", { config: reads, schema: { tags, summary: "What is behind one person's week: allocations, tasks, holidays and time off", params: weekParams, querystring: workspaceQuery, response: { 200: weekDetailSchema } } }, async (request) =>
    weekDetail(db, request.actor, request.params.resourceId, request.params.weekStart),
  );
  app.get("/api/v1/capacity/signals", { config: reads, schema: { tags, summary: "Burnout signals against each person's baseline: a manager sees everyone's, anyone else only their own", querystring: workspaceQuery, response: { 200: signalsResponseSchema } } }, async (request) =>
    signalsOverview(db, request.actor),
  );

  app.get("/api/v1/capacity/calendars", { config: reads, schema: { tags, summary: "Each person's working days, hours, time zone and country", querystring: workspaceQuery, response: { 200: z.array(personCalendarSchema) } } }, async (request) =>
    listCalendars(db, request.actor),
  );
  app.put("/api/v1/capacity/calendars/:resourceId", { config: writes, schema: { tags, summary: "Set a person's working calendar (the person or an owner/admin)", params: resourceParams, querystring: workspaceQuery, body: workCalendarInputSchema, response: { 200: personCalendarSchema } } }, async (request) =>
    saveCalendar(db, request.actor, request.params.resourceId, request.body),
  );

  app.get("/api/v1/capacity/holidays", { config: reads, schema: { tags, summary: "The year's holidays: official (Mexico, LFT art. 74, and the people's countries) and the workspace's own", querystring: holidayQuerySchema, response: { 200: z.array(holidaySchema) } } }, async (request) =>
    listHolidays(db, request.actor, request.query.year),
  );
  app.post("/api/v1/capacity/holidays", { config: manages, schema: { tags, summary: "Add a workspace holiday or an election day (owner/admin)", querystring: workspaceQuery, body: holidayInputSchema, response: { 201: holidaySchema } } }, async (request, reply) =>
    reply.status(201).send(await addHoliday(db, request.actor, request.body)),
  );
  app.delete("/api/v1/capacity/holidays/:holidayId", { config: manages, schema: { tags, summary: "Remove a workspace holiday (owner/admin)", params: holidayParams, querystring: workspaceQuery, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteHoliday(db, request.actor, request.params.holidayId);
    return reply.status(204).send(null);
  });

  app.get("/api/v1/capacity/time-off", { config: reads, schema: { tags, summary: "Time off: approved days of everyone, one's own requests; an owner/admin sees all", querystring: workspaceQuery, response: { 200: z.array(timeOffSchema) } } }, async (request) =>
    listTimeOff(db, request.actor),
  );
  app.post("/api/v1/capacity/time-off", { config: writes, schema: { tags, summary: "Request time off (for oneself; an owner/admin for anyone)", querystring: workspaceQuery, body: timeOffInputSchema, response: { 201: timeOffSchema } } }, async (request, reply) =>
    reply.status(201).send(await requestTimeOff(db, request.actor, request.body)),
  );
  app.post("/api/v1/capacity/time-off/:timeOffId/decision", { config: manages, schema: { tags, summary: "Approve or decline a time-off request (owner/admin)", params: timeOffParams, querystring: workspaceQuery, body: timeOffDecisionSchema, response: { 200: timeOffSchema } } }, async (request) =>
    decideTimeOff(db, request.actor, request.params.timeOffId, request.body.decision),
  );
  app.delete("/api/v1/capacity/time-off/:timeOffId", { config: writes, schema: { tags, summary: "Withdraw a time-off request (its person or an owner/admin)", params: timeOffParams, querystring: workspaceQuery, response: { 204: noContentSchema } } }, async (request, reply) => {
    await cancelTimeOff(db, request.actor, request.params.timeOffId);
    return reply.status(204).send(null);
  });
};
