import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resourceCalendars, timeOffRequests, workspaceHolidays } from "../../db/schema/capacity";
import { resources } from "../../db/schema/projects";
import { addDays, type DateOnly, type Weekday } from "../../domain/capacity/dates";
import { holidaysBetween, type Holiday } from "../../domain/capacity/holidays";
import { currentWeekStart, defaultCalendar, weekHours, type TimeOffPeriod, type WorkCalendar } from "../../domain/capacity/working-time";

// The real working hours of the workspace's people (decision 1301), loaded once for a span of dates
// and shared by the capacity center and the smart check's 90 % rule. Features import this, never
// each other's services.

export type WorkingCalendars = {
  calendarOf(resourceId: string): WorkCalendar;
  hasCustomCalendar(resourceId: string): boolean;
  /** Official holidays of every country present plus the workspace's own, in the loaded span. */
  holidays: Holiday[];
  timeOffOf(resourceId: string): TimeOffPeriod[];
  /** Real hours of a person's week (holidays and approved time off removed). */
  weekAvailable(resourceId: string, weekStart: DateOnly): number;
  /** Real hours of the person's current week, read in their own time zone. */
  availableThisWeek(resourceId: string, now?: Date): number;
};

/** Calendars, holidays and approved time off of the given resources between `from` and `to`: four
 * queries. `workspaceId` adds that workspace's own holidays even when no resource is given. */
export async function loadWorkingCalendars(db: Db, resourceIds: string[], from: DateOnly, to: DateOnly, workspaceId?: string): Promise<WorkingCalendars> {
  const ids = resourceIds.length ? resourceIds : ["00000000-0000-0000-0000-000000000000"];
  const [people, calendars, timeOff] = await Promise.all([
    db.select({ id: resources.id, workspaceId: resources.workspaceId, availability: resources.availability }).from(resources).where(inArray(resources.id, ids)),
    db.select().from(resourceCalendars).where(inArray(resourceCalendars.resourceId, ids)),
    db
      .select({ resourceId: timeOffRequests.resourceId, startDate: timeOffRequests.startDate, endDate: timeOffRequests.endDate, hoursPerDay: timeOffRequests.hoursPerDay })
      .from(timeOffRequests)
      .where(and(inArray(timeOffRequests.resourceId, ids), eq(timeOffRequests.status, "approved"), lte(timeOffRequests.startDate, to), gte(timeOffRequests.endDate, from))),
  ]);
  const workspaceIds = [...new Set([...people.map((p) => p.workspaceId), ...(workspaceId ? [workspaceId] : [])])];
  const custom = workspaceIds.length
    ? await db
        .select()
        .from(workspaceHolidays)
        .where(and(inArray(workspaceHolidays.workspaceId, workspaceIds), gte(workspaceHolidays.date, from), lte(workspaceHolidays.date, to)))
    : [];

  const byId = new Map<string, WorkCalendar>();
  const customIds = new Set<string>();
  for (const c of calendars) {
    byId.set(c.resourceId, { workingDays: c.workingDays as Weekday[], hoursPerDay: c.hoursPerDay, timeZone: c.timeZone, country: c.country });
    customIds.add(c.resourceId);
  }
  for (const p of people) if (!byId.has(p.id)) byId.set(p.id, defaultCalendar(p.availability));
  const workspaceOf = new Map(people.map((p) => [p.id, p.workspaceId]));
  // A custom holiday belongs to its workspace: tag it so a person only meets their own workspace's.
  const customByWorkspace = new Map<string, Holiday[]>();
  for (const h of custom) {
    const list = customByWorkspace.get(h.workspaceId) ?? [];
    list.push({ id: h.id, date: h.date, name: { es: h.name, en: h.name }, country: h.country, source: h.source === "election" ? "election" : "custom" });
    customByWorkspace.set(h.workspaceId, list);
  }
  const official = holidaysBetween(from, to, [...byId.values()].map((c) => c.country));
  const holidaysFor = (resourceId: string) => [...official, ...(customByWorkspace.get(workspaceOf.get(resourceId) ?? "") ?? [])];
  const offBy = new Map<string, TimeOffPeriod[]>();
  for (const t of timeOff) offBy.set(t.resourceId, [...(offBy.get(t.resourceId) ?? []), { startDate: t.startDate, endDate: t.endDate, hoursPerDay: t.hoursPerDay, status: "approved" }]);

  const calendarOf = (id: string) => byId.get(id) ?? defaultCalendar(0);
  const timeOffOf = (id: string) => offBy.get(id) ?? [];
  const weekAvailable = (id: string, weekStart: DateOnly) => weekHours(calendarOf(id), weekStart, holidaysFor(id), timeOffOf(id)).available;
  return {
    calendarOf,
    hasCustomCalendar: (id) => customIds.has(id),
    holidays: [...official, ...[...customByWorkspace.values()].flat()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    timeOffOf,
    weekAvailable,
    availableThisWeek: (id, now = new Date()) => weekAvailable(id, currentWeekStart(calendarOf(id), now)),
  };
}

/** The span a week list covers, Monday of the first to Sunday of the last. */
export function spanOfWeeks(weekStarts: DateOnly[]): { from: DateOnly; to: DateOnly } {
  const sorted = [...weekStarts].sort();
  return { from: sorted[0]!, to: addDays(sorted[sorted.length - 1]!, 6) };
}
