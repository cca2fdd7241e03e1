import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { timesheetWeeks } from "../../db/schema/time-tracking";
import { weeksOf } from "../../domain/time-tracking/approval";
import { HttpError } from "../errors";

// The week lock of timesheets (decision 1211), shared by every path that writes time entries: the
// time-tracking routes, the timer and the imports.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

/** Serialises one account's timer, day-total and week-lock checks across requests and instances. */
export async function lockAccount(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-tracking:${userId}`}))`);
}

/**
 * THE lock check (decision 1211): every write of a person's time entries — the API, the timer, the
 * imports — calls it inside its transaction before writing. It takes the person's advisory lock
 * (so an approval cannot slip in between the check and the write) and refuses with 423
 * `week_locked` (translated, on the `date` field) when any of `dates` falls in an approved week of
 * that person in that workspace.
 */
export async function assertWeeksOpen(tx: Tx, workspaceId: string, userId: string, dates: readonly string[]): Promise<void> {
  await lockAccount(tx, userId);
  const locked = await lockedWeek(tx, workspaceId, userId, dates);
  if (locked) throw weekLocked(locked);
}

export const weekLocked = (week: string) => new HttpError(423, "week_locked", "timeTracking.errors.week_locked", { week }, { date: { key: "timeTracking.errors.week_locked", params: { week } } });

/** The first approved (locked) week among those `dates` fall in, or null. */
export async function lockedWeek(db: Conn, workspaceId: string, userId: string, dates: readonly string[]): Promise<string | null> {
  const weeks = weeksOf(dates);
  if (!weeks.length) return null;
  const [row] = await db
    .select({ weekStart: timesheetWeeks.weekStart })
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.workspaceId, workspaceId), eq(timesheetWeeks.userId, userId), inArray(timesheetWeeks.weekStart, weeks), eq(timesheetWeeks.status, "approved")))
    .orderBy(asc(timesheetWeeks.weekStart))
    .limit(1);
  return row?.weekStart ?? null;
}
