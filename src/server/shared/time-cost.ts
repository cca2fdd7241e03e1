import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resources } from "../../db/schema/projects";
import { timeEntries } from "../../db/schema/time-tracking";

// The labour cost of logged time (decision 1212): each entry's minutes × the cost rate of the
// resource linked to its person in the entry's workspace (the highest, should one person have two
// resources). Earned value reads it as the actual cost; entries of a person without a costed
// resource cost nothing (their hours are counted apart, `uncostedMinutes`).

export type TimeCostRow = { projectId: string; date: string; cents: number; minutes: number; uncostedMinutes: number };

const rate = sql<number>`(select max(r."cost_per_hour_cents") from ${resources} r where r."user_id" = ${timeEntries.userId} and r."workspace_id" = ${timeEntries.workspaceId})`;

/** Per project and day: logged minutes, their cost (unrounded cents) and the minutes without a rate. */
export async function loadTimeCost(db: Db, projectIds: readonly string[]): Promise<TimeCostRow[]> {
  if (!projectIds.length) return [];
  const rows = await db
    .select({
      projectId: timeEntries.projectId,
      date: timeEntries.date,
      cents: sql<number>`coalesce(sum(${timeEntries.minutes} * coalesce(${rate}, 0) / 60.0), 0)::float8`,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
      uncostedMinutes: sql<number>`coalesce(sum(${timeEntries.minutes}) filter (where coalesce(${rate}, 0) <= 0), 0)::int`,
    })
    .from(timeEntries)
    .where(inArray(timeEntries.projectId, [...projectIds]))
    .groupBy(timeEntries.projectId, timeEntries.date);
  return rows.map((r) => ({ projectId: r.projectId, date: r.date, cents: Number(r.cents), minutes: Number(r.minutes), uncostedMinutes: Number(r.uncostedMinutes) }));
}

/** Sums per project. */
export function timeCostByProject(rows: readonly TimeCostRow[]) {
  const by = new Map<string, { cents: number; minutes: number; uncostedMinutes: number }>();
  for (const r of rows) {
    const p = by.get(r.projectId) ?? { cents: 0, minutes: 0, uncostedMinutes: 0 };
    p.cents += r.cents;
    p.minutes += r.minutes;
    p.uncostedMinutes += r.uncostedMinutes;
    by.set(r.projectId, p);
  }
  return by;
}
