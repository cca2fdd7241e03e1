import { z } from "zod";
import { addDays, daysInMonth, diffDays, fromDayNumber, isDateOnly, startOfWeek, toDayNumber, weekday, type DateOnly, type Weekday } from "../planning/calendar";

// Recurring tasks (issue 23, decision 1206). A series is a rule over calendar dates: every n days,
// every n weeks on chosen weekdays, or every n months on a day of the month or on the nth weekday
// ("el segundo martes", "el último viernes"), from a first date, until a date, N times, or for ever.
// Dates are day numbers (src/domain/planning/calendar.ts), never instants, so a time zone's DST (or
// Mexico's lack of it since 2022) cannot move an occurrence to another day.
//
// Month-end: a day of the month the month does not have falls on its last day (the 31st is 28 or
// 29 February, 30 April), as spreadsheets and Google Calendar's "last day" do; skipping the month
// would silently drop a monthly close. The nth weekday 5 ("el quinto lunes") is written "last".

const weekdaySchema = z.number().int().min(0).max(6);
const dateOnly = z.string({ error: "validation.required" }).refine(isDateOnly, { error: "validation.invalid_date" });

export const recurrenceEndSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("never") }),
  z.object({ kind: z.literal("until"), until: dateOnly }),
  z.object({ kind: z.literal("count"), count: z.number().int().min(1).max(500) }),
]);

export const monthlyOnSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("day"), day: z.number().int().min(1).max(31) }),
  /** nth: 1–4, or -1 for the last such weekday of the month. */
  z.object({ kind: z.literal("weekday"), nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]), weekday: weekdaySchema }),
]);

export const recurrenceRuleSchema = z
  .object({
    frequency: z.enum(["daily", "weekly", "monthly"], { error: "validation.invalid_value" }),
    interval: z.number().int().min(1).max(99),
    /** Weekly: the weekdays (0 = Sunday … 6 = Saturday), at least one. */
    weekdays: z.array(weekdaySchema).max(7).optional(),
    monthlyOn: monthlyOnSchema.optional(),
    start: dateOnly,
    end: recurrenceEndSchema,
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.frequency === "weekly" && !rule.weekdays?.length) ctx.addIssue({ code: "custom", path: ["weekdays"], message: "validation.pick_weekday" });
    if (rule.frequency === "monthly" && !rule.monthlyOn) ctx.addIssue({ code: "custom", path: ["monthlyOn"], message: "validation.required" });
    if (rule.end.kind === "until" && isDateOnly(rule.start) && rule.end.until < rule.start) ctx.addIssue({ code: "custom", path: ["end", "until"], message: "validation.end_before_start" });
  });
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

/** The day of `year`-`month` for a monthly rule, month-end clamped (see the header). */
function monthlyDate(year: number, month: number, on: NonNullable<RecurrenceRule["monthlyOn"]>): DateOnly {
  const first = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  const length = daysInMonth(year, month);
  if (on.kind === "day") return addDays(first, Math.min(on.day, length) - 1);
  if (on.nth === -1) {
    const last = addDays(first, length - 1);
    return addDays(last, -((weekday(last) - on.weekday + 7) % 7));
  }
  const firstMatch = addDays(first, (on.weekday - weekday(first) + 7) % 7);
  return addDays(firstMatch, (on.nth - 1) * 7);
}

/** Candidate dates of the rule in order from its start, before the end conditions (an endless generator). */
function* candidates(rule: RecurrenceRule): Generator<DateOnly> {
  if (rule.frequency === "daily") {
    for (let n = 0; ; n++) yield addDays(rule.start, n * rule.interval);
  }
  if (rule.frequency === "weekly") {
    const days = [...new Set(rule.weekdays ?? [])].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
    // Weeks start on Monday (es-MX and ISO); every `interval`-th week from the start's week.
    const firstWeek = startOfWeek(rule.start, 1);
    for (let w = 0; ; w += rule.interval) {
      const monday = addDays(firstWeek, w * 7);
      for (const d of days) {
        const date = addDays(monday, ((d as Weekday) + 6) % 7);
        if (date >= rule.start) yield date;
      }
    }
  }
  const on = rule.monthlyOn!;
  const [y, m] = rule.start.split("-").map(Number) as [number, number];
  for (let k = 0; ; k += rule.interval) {
    const index = y * 12 + (m - 1) + k;
    const date = monthlyDate(Math.floor(index / 12), (index % 12) + 1, on);
    if (date >= rule.start) yield date;
  }
}

/**
 * The rule's occurrences in order, the first being the series' first task: at most `limit`, none
 * after `through` when given. The end condition (until / count) is applied here.
 */
export function occurrences(rule: RecurrenceRule, options: { through?: DateOnly; limit?: number } = {}): DateOnly[] {
  const limit = options.limit ?? 500;
  const out: DateOnly[] = [];
  const maxCount = rule.end.kind === "count" ? rule.end.count : Infinity;
  const until = rule.end.kind === "until" ? rule.end.until : undefined;
  for (const date of candidates(rule)) {
    if (out.length >= limit || out.length >= maxCount) break;
    if (until !== undefined && date > until) break;
    if (options.through !== undefined && date > options.through) break;
    out.push(date);
  }
  return out;
}

/** The first occurrence strictly after `after` (and its 1-based position in the series), or null when the series has ended. */
export function nextOccurrence(rule: RecurrenceRule, after: DateOnly): { date: DateOnly; index: number } | null {
  const maxCount = rule.end.kind === "count" ? rule.end.count : Infinity;
  const until = rule.end.kind === "until" ? rule.end.until : undefined;
  let index = 0;
  for (const date of candidates(rule)) {
    index++;
    if (index > maxCount || (until !== undefined && date > until)) return null;
    if (date > after) return { date, index };
    // A daily rule from 1970 asked about 2099 would walk 47 000 dates: jump instead.
    if (rule.frequency === "daily" && rule.end.kind !== "count" && diffDays(date, after) > 366) {
      const skip = Math.floor(diffDays(rule.start, after) / rule.interval);
      const jumped = fromDayNumber(toDayNumber(rule.start) + (skip + 1) * rule.interval);
      return until !== undefined && jumped > until ? null : { date: jumped, index: skip + 2 };
    }
  }
  return null;
}

/** An occurrence's task keeps the first task's length: its dates shifted by the same number of days. */
export function shiftedDates(first: { startDate: DateOnly | null; endDate: DateOnly | null }, firstDate: DateOnly, occurrence: DateOnly) {
  const shift = diffDays(firstDate, occurrence);
  return { startDate: first.startDate ? addDays(first.startDate, shift) : null, endDate: first.endDate ? addDays(first.endDate, shift) : occurrence };
}

/** A task's series as the API shows it: the rule, whose "today" creates occurrences, what comes next. */
export const taskRecurrenceSchema = z.object({
  rule: recurrenceRuleSchema,
  timeZone: z.string(),
  active: z.boolean(),
  /** The next occurrence not yet created, null once the series has ended or was stopped. */
  nextDate: z.string().nullable(),
  /** Occurrences made so far, the first task included. */
  createdCount: z.number().int(),
});
export const taskRecurrenceAnswerSchema = z.object({ recurrence: taskRecurrenceSchema.nullable() });
export const recurrenceInputSchema = z.object({ rule: recurrenceRuleSchema }).strict();
