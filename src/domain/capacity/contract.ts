import { z } from "zod";
import { dateOnly, optionalText, text } from "../projects/schemas";
import { isValidZone } from "./dates";

// What GET /api/v1/capacity answers: each person's load week by week and each project's team load.

export const loadLevelSchema = z.enum(["idle", "available", "balanced", "high", "over"]);
export type LoadLevel = z.infer<typeof loadLevelSchema>;

export const capacityPlanSchema = z.object({
  weekStarts: z.array(z.string()),
  resources: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      availability: z.number(),
      weeks: z.array(z.object({ start: z.string(), hours: z.number(), available: z.number(), utilisation: z.number().nullable(), level: loadLevelSchema })),
      projects: z.array(z.object({ projectId: z.string(), projectName: z.string(), hours: z.number() })),
      peakUtilisation: z.number().nullable(),
    }),
  ),
  projects: z.array(
    z.looseObject({
      projectId: z.string(),
      projectName: z.string(),
      allocatedHours: z.number(),
      availabilityHours: z.number(),
      percentage: z.number(),
      isOverThreshold: z.boolean(),
    }),
  ),
  totals: z.looseObject({ availability: z.number(), allocatedThisWeek: z.number(), utilisation: z.number().nullable(), overloaded: z.number(), atThreshold: z.number() }),
});
export type CapacityPlan = z.infer<typeof capacityPlanSchema>;

// ——— Working calendars, holidays, time off, load over time and burnout signals (decision 1301) ———


const weekday = z.number({ error: "validation.invalid_value" }).int("validation.not_integer").min(0, "validation.out_of_range").max(6, "validation.out_of_range");
const country = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "validation.invalid_value");
const timeZone = z.string().max(100, "validation.too_long").refine(isValidZone, "validation.invalid_value");

/** PUT /api/v1/capacity/calendars/:resourceId */
export const workCalendarInputSchema = z.strictObject({
  workingDays: z
    .array(weekday)
    .min(1, "validation.required")
    .max(7, "validation.invalid_value")
    .refine((days) => new Set(days).size === days.length, "validation.invalid_value"),
  hoursPerDay: z.number({ error: "validation.invalid_value" }).min(0.5, "validation.too_small_number").max(24, "validation.too_big_number"),
  timeZone,
  country,
});
export type WorkCalendarInput = z.infer<typeof workCalendarInputSchema>;

export const personCalendarSchema = z.object({
  resourceId: z.string(),
  name: z.string(),
  role: z.string(),
  userId: z.string().nullable(),
  workingDays: z.array(z.number()),
  hoursPerDay: z.number(),
  timeZone: z.string(),
  country: z.string(),
  weeklyHours: z.number(),
  /** False when the person still has the default calendar derived from their availability. */
  isCustom: z.boolean(),
});
export type PersonCalendar = z.infer<typeof personCalendarSchema>;

export const holidaySchema = z.object({
  id: z.string().nullable(),
  date: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  source: z.enum(["law", "custom", "election"]),
});
export type HolidayItem = z.infer<typeof holidaySchema>;

/** POST /api/v1/capacity/holidays */
export const holidayInputSchema = z.strictObject({
  date: dateOnly,
  name: text(120),
  country: country.nullable().default(null),
  source: z.enum(["custom", "election"], { error: "validation.invalid_value" }).default("custom"),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const holidayQuerySchema = z.object({
  workspaceId: z.string().max(100).optional(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
});

export const timeOffStatusSchema = z.enum(["pending", "approved", "declined", "cancelled"]);

export const timeOffSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hoursPerDay: z.number().nullable(),
  reason: z.string(),
  status: timeOffStatusSchema,
  requestedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Working hours the period takes from the person (holidays and weekends excluded). */
  hours: z.number(),
  createdAt: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** POST /api/v1/capacity/time-off */
export const timeOffInputSchema = z
  .strictObject({
    resourceId: z.string({ error: "validation.required" }).max(64, "validation.invalid_value"),
    startDate: dateOnly,
    endDate: dateOnly,
    hoursPerDay: z.number({ error: "validation.invalid_value" }).min(0.5, "validation.too_small_number").max(24, "validation.too_big_number").nullable().default(null),
    reason: optionalText(500).default(""),
  })
  .refine((v) => v.startDate <= v.endDate, { path: ["endDate"], message: "validation.end_before_start" })
  .refine((v) => v.startDate.slice(0, 4) === v.endDate.slice(0, 4) || v.endDate <= `${Number(v.startDate.slice(0, 4)) + 1}${v.startDate.slice(4)}`, { path: ["endDate"], message: "validation.out_of_range" });
export type TimeOffInput = z.input<typeof timeOffInputSchema>;

/** POST /api/v1/capacity/time-off/:timeOffId/decision */
export const timeOffDecisionSchema = z.strictObject({ decision: z.enum(["approved", "declined"], { error: "validation.invalid_value" }) });

export const personWeekSchema = z.object({
  start: z.string(),
  nominal: z.number(),
  available: z.number(),
  holidayHours: z.number(),
  timeOffHours: z.number(),
  allocated: z.number(),
  taskHours: z.number(),
  planned: z.number(),
  utilisation: z.number().nullable(),
  level: loadLevelSchema,
  projectIds: z.array(z.string()),
  /** Hours the person logged that week (time tracking, decision 1204). */
  actual: z.number().optional(),
});
export type PersonWeek = z.infer<typeof personWeekSchema>;

export const loadQuerySchema = z.object({
  workspaceId: z.string().max(100).optional(),
  past: z.coerce.number().int().min(0).max(26).default(12),
  future: z.coerce.number().int().min(1).max(26).default(12),
});

export const loadOverTimeSchema = z.object({
  currentWeek: z.string(),
  weekStarts: z.array(z.string()),
  people: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), weeks: z.array(personWeekSchema) })),
  team: z.array(z.object({ start: z.string(), available: z.number(), planned: z.number(), utilisation: z.number().nullable(), level: loadLevelSchema, overloaded: z.number() })),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Whether anyone in the workspace logged time in these weeks: actual hours are shown only then. */
  hasActual: z.boolean().optional(),
});
export type LoadOverTime = z.infer<typeof loadOverTimeSchema>;

export const weekDetailSchema = z.object({
  resourceId: z.string(),
  name: z.string(),
  week: personWeekSchema,
  allocations: z.array(z.object({ id: z.string(), projectId: z.string(), projectName: z.string(), hours: z.number(), startDate: z.string().nullable(), endDate: z.string().nullable() })),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), projectId: z.string(), projectName: z.string(), estimateHours: z.number(), hoursThisWeek: z.number(), startDate: z.string().nullable(), endDate: z.string().nullable(), status: z.string() })),
  holidays: z.array(holidaySchema),
  timeOff: z.array(z.object({ id: z.string(), startDate: z.string(), endDate: z.string(), hoursPerDay: z.number().nullable(), status: timeOffStatusSchema })),
});
export type WeekDetail = z.infer<typeof weekDetailSchema>;

export const signalKindSchema = z.enum(["overload_streak", "context_switching", "overdue_pileup", "no_time_off", "after_hours"]);
export const signalSchema = z.object({
  kind: signalKindSchema,
  severity: z.enum(["warning", "high"]),
  evidence: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("overload_streak"), baseline: z.number(), weeks: z.array(z.object({ start: z.string(), utilisation: z.number() })) }),
    z.object({ kind: z.literal("context_switching"), baseline: z.number(), week: z.string(), projects: z.array(z.string()) }),
    z.object({ kind: z.literal("overdue_pileup"), teamMedian: z.number(), tasks: z.array(z.object({ id: z.string(), title: z.string(), projectName: z.string(), endDate: z.string() })) }),
    z.object({ kind: z.literal("no_time_off"), since: z.string(), days: z.number(), lastTimeOff: z.string().nullable() }),
    z.object({
      kind: z.literal("after_hours"),
      baseline: z.number(),
      weeks: z.array(
        z.object({
          start: z.string(),
          logged: z.number(),
          outside: z.number(),
          days: z.array(z.object({ date: z.string(), logged: z.number(), working: z.number(), outside: z.number(), reason: z.enum(["non_working_day", "holiday", "time_off", "beyond_day"]) })),
        }),
      ),
    }),
  ]),
});
export type BurnoutSignal = z.infer<typeof signalSchema>;

export const signalsResponseSchema = z.object({
  /** True for owners and admins, who see everyone's; others see only their own. */
  manager: z.boolean(),
  people: z.array(z.object({ resourceId: z.string(), name: z.string(), baseline: z.number(), signals: z.array(signalSchema) })),
  /** Signals not measured yet and why (hours logged outside working hours need time logged). */
  pending: z.array(z.literal("after_hours")),
});
export type SignalsResponse = z.infer<typeof signalsResponseSchema>;
