import { z } from "zod";
import { dateOnly, optionalText, text } from "../projects/schemas";
import { weekStatuses } from "./approval";

// Time tracking (issues 23 and 24, decision 1204): the request and response shapes of the task's
// time entries, the personal timer and the timesheet. The same schemas validate the browser's
// forms and the server's routes.

/** Longest entry: one whole day. */
export const MAX_ENTRY_MINUTES = 24 * 60;

const minutes = z
  .number({ error: "validation.invalid_type" })
  .int({ error: "validation.not_integer" })
  .min(1, { error: "validation.too_small_number" })
  .max(MAX_ENTRY_MINUTES, { error: "validation.too_big_number" });
const note = optionalText(500);

export const timeEntryInputSchema = z
  .object({
    date: dateOnly,
    minutes,
    note: note.optional().default(""),
    billable: z.boolean({ error: "validation.invalid_type" }).optional().default(true),
  })
  .strict();
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;

export const timeEntryUpdateSchema = z
  .object({
    date: dateOnly.optional(),
    minutes: minutes.optional(),
    note: note.optional(),
    billable: z.boolean({ error: "validation.invalid_type" }).optional(),
  })
  .strict();
export type TimeEntryUpdate = z.infer<typeof timeEntryUpdateSchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  userId: z.string(),
  userName: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  note: z.string(),
  billable: z.boolean(),
  source: z.enum(["manual", "timer"]),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller may change or delete it (their own, or any for owners and admins). */
  canEdit: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** GET …/tasks/:taskId/time-entries */
export const taskTimeSchema = z.object({
  taskId: z.string(),
  estimateHours: z.number().nullable(),
  /** Everyone's minutes on the task (the total shown against the estimate). */
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** The entries the caller may see: their own, or everyone's for owners and admins. */
  entries: z.array(timeEntrySchema),
  /** Whether the caller sees everyone's entries. */
  seesAll: z.boolean(),
});
export type TaskTime = z.infer<typeof taskTimeSchema>;

export const timerStartSchema = z
  .object({
    note: note.optional().default(""),
    billable: z.boolean({ error: "validation.invalid_type" }).optional().default(true),
  })
  .strict();
export type TimerStartInput = z.input<typeof timerStartSchema>;

export const runningTimerSchema = z.object({
  workspaceId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  startedAt: z.string(),
  note: z.string(),
  billable: z.boolean(),
});
export type RunningTimer = z.infer<typeof runningTimerSchema>;

export const timerStateSchema = z.object({ timer: runningTimerSchema.nullable() });
export type TimerState = z.infer<typeof timerStateSchema>;

export const timerStartResultSchema = z.object({
  timer: runningTimerSchema,
  /** The entry the previous timer became when this one started it, if any. */
  stopped: timeEntrySchema.nullable(),
});

export const timerStopResultSchema = z.object({
  /** Null when no timer ran, or when it ran less than a minute (nothing is logged). */
  entry: timeEntrySchema.nullable(),
  /** True when the timer ran more than a day and the entry was cut to 24 h. */
  capped: z.boolean(),
  /** True when the day it ran on is in an approved (locked) week: the timer ended, nothing was logged. */
  locked: z.boolean(),
});
export type TimerStopResult = z.infer<typeof timerStopResultSchema>;

export const timesheetQuerySchema = z
  .object({
    workspaceId: z.string().max(100).optional(),
    from: dateOnly,
    to: dateOnly,
    /** Someone else's timesheet: owners and admins only. */
    userId: z.string().max(100).optional(),
  })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "validation.end_before_start" })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, { path: ["to"], message: "validation.out_of_range" });

export const timesheetSchema = z.object({
  userId: z.string(),
  from: z.string(),
  to: z.string(),
  entries: z.array(timeEntrySchema),
  /** Owners and admins may look at anyone's: the workspace's people with an account. */
  people: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

// ——— Weekly approval (decision 1211) ———

export const timesheetWeekSchema = z.object({
  /** Null while the week has never been submitted. */
  id: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  /** The Monday the week starts on. */
  weekStart: z.string(),
  status: z.enum(weekStatuses),
  /** Minutes logged in the week now. */
  minutes: z.number().int(),
  /** Minutes when it was submitted. */
  submittedMinutes: z.number().int(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** Why it was sent back (a rejection), empty otherwise. */
  reason: z.string(),
  locked: z.boolean(),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

export const weekStartParams = z.object({ weekStart: dateOnly.refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, "validation.not_monday") });

export const timesheetWeeksQuerySchema = z
  .object({
    workspaceId: z.string().max(100).optional(),
    status: z.enum(weekStatuses).optional(),
    /** Someone else's weeks: owners and admins only. */
    userId: z.string().max(100).optional(),
    from: dateOnly.optional(),
    to: dateOnly.optional(),
  })
  .strict();

export const timesheetWeekListSchema = z.object({ weeks: z.array(timesheetWeekSchema) });

export const weekRejectSchema = z
  .object({
    reason: text(1000),
  })
  .strict();
export type WeekRejectInput = z.infer<typeof weekRejectSchema>;

// ——— Reports (decision 1212) ———

export const timeReportQuerySchema = z
  .object({
    workspaceId: z.string().max(100).optional(),
    from: dateOnly,
    to: dateOnly,
    projectId: z.string().max(100).optional(),
    /** Someone else's time: owners and admins only. */
    userId: z.string().max(100).optional(),
  })
  .strict()
  .refine((q) => q.to >= q.from, { path: ["to"], message: "validation.end_before_start" })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { path: ["to"], message: "validation.out_of_range" });

export const timeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Whether the rows hold everyone's time (owners and admins) or only the caller's. */
  everyone: z.boolean(),
  rows: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      userId: z.string(),
      userName: z.string(),
      taskId: z.string(),
      taskTitle: z.string(),
      date: z.string(),
      billable: z.boolean(),
      minutes: z.number().int(),
    }),
  ),
});
export type TimeReportData = z.infer<typeof timeReportSchema>;
