import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { timeEntries } from "../../db/schema/time-tracking";
import { mondayOf, type DateOnly } from "../../domain/capacity/dates";

// Time logged in a workspace (decision 1204), for the capacity center: actual hours per person and
// week beside the planned ones, and the days behind the 'hours outside working hours' signal.
// One grouped query; the time-tracking feature owns the table, capacity only reads it here.

export type LoggedTime = {
  /** Minutes per date for an account (empty when they logged nothing). */
  minutesByDay(userId: string): Map<DateOnly, number>;
  /** Hours an account logged in the week starting `weekStart`. */
  weekHours(userId: string, weekStart: DateOnly): number;
  /** Whether anyone logged anything in the span. */
  any: boolean;
};

export async function loadLoggedTime(db: Db, workspaceId: string, from: DateOnly, to: DateOnly): Promise<LoggedTime> {
  const rows = await db
    .select({ userId: timeEntries.userId, date: timeEntries.date, minutes: sql<number>`sum(${timeEntries.minutes})::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.workspaceId, workspaceId), gte(timeEntries.date, from), lte(timeEntries.date, to)))
    .groupBy(timeEntries.userId, timeEntries.date);
  const days = new Map<string, Map<DateOnly, number>>();
  const weeks = new Map<string, number>();
  for (const r of rows) {
    const minutes = Number(r.minutes);
    const perDay = days.get(r.userId) ?? new Map<DateOnly, number>();
    perDay.set(r.date, minutes);
    days.set(r.userId, perDay);
    const key = `${r.userId}|${mondayOf(r.date)}`;
    weeks.set(key, (weeks.get(key) ?? 0) + minutes);
  }
  return {
    minutesByDay: (userId) => days.get(userId) ?? new Map(),
    weekHours: (userId, weekStart) => Math.round(((weeks.get(`${userId}|${weekStart}`) ?? 0) / 60) * 10) / 10,
    any: rows.length > 0,
  };
}
