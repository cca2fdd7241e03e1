import { and, asc, eq, gte, inArray, lte, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projects, resourceAllocations, resources } from "../../../db/schema/projects";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { capacitySignalNotices, resourceCalendars, timeOffRequests, workspaceHolidays } from "../../../db/schema/capacity";
import { capacityPlan, type CapacityPlan } from "../../../domain/capacity/capacity-plan";
import type { HolidayInput, HolidayItem, LoadOverTime, PersonCalendar, SignalsResponse, TimeOff, TimeOffInput, WeekDetail, WorkCalendarInput } from "../../../domain/capacity/contract";
import { addDays, isValidZone, mondayOf, rangesOverlap, todayInZone, type DateOnly } from "../../../domain/capacity/dates";
import { appliesTo, officialHolidays, type Holiday } from "../../../domain/capacity/holidays";
import { loadWeeks, taskHoursByWeek, type PersonLoad } from "../../../domain/capacity/load";
import { burnoutSignals, median, type Signal } from "../../../domain/capacity/signals";
import { DEFAULT_TIME_ZONE, nominalWeeklyHours, workingHoursBetween } from "../../../domain/capacity/working-time";
import { can } from "../../../domain/authorization";
import { pickLanguage } from "../../../domain/i18n/translate";
import { canEdit, canRead, type Actor } from "../../actor";
import { forbidden, HttpError, notFound } from "../../errors";
import { loadWorkingCalendars } from "../../shared/working-calendars";
import { yieldToEventLoop } from "../../shared/yield";
import { computeLoad, loadInputs, type LoadInputs } from "../../shared/workspace-load";
import { loadLoggedTime, type LoggedTime } from "../../shared/time-logged";
import { outsideHoursByWeek } from "../../../domain/time-tracking/outside-hours";
import { workingDays } from "../../../domain/capacity/working-time";
import { insertNotifications, notificationRow, resolveSubjects } from "../../shared/notification-writer";

// Work that is finished or called off no longer takes anyone's time.
const closedStatuses = ["Completado", "Cancelado"];
const doneTaskStatuses = ["Completada", "Cancelada"];
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Owners and admins manage the workspace's people: they decide time off and see everyone's signals. */
export const isManager = (actor: Actor) => can(actor.role, "workspace:manage");

export async function actorToday(db: Db, actor: Actor, now: Date): Promise<DateOnly> {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, actor.userId));
  return todayInZone(user?.timeZone && isValidZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE, now);
}

const workspacePeople = (db: Db, actor: Actor) =>
  db
    .select({ id: resources.id, name: resources.name, role: resources.role, availability: resources.availability, userId: resources.userId, createdAt: resources.createdAt })
    .from(resources)
    .where(eq(resources.workspaceId, actor.workspaceId))
    .orderBy(asc(resources.name));

async function findPerson(db: Db, actor: Actor, resourceId: string) {
  if (!isUuid(resourceId)) throw notFound();
  const [row] = await db.select().from(resources).where(and(eq(resources.id, resourceId), eq(resources.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** The workspace's capacity plan from today's week on, with each week's real working hours. */
export async function capacityOverview(db: Db, actor: Actor, weeks: number, now = new Date()): Promise<CapacityPlan> {
  if (!canRead(actor)) throw forbidden();
  const [people, allocations, today] = await Promise.all([
    workspacePeople(db, actor),
    db
      .select({
        resourceId: resourceAllocations.resourceId,
        projectId: resourceAllocations.projectId,
        projectName: projects.name,
        hours: resourceAllocations.hours,
        startDate: resourceAllocations.startDate,
        endDate: resourceAllocations.endDate,
      })
      .from(resourceAllocations)
      .innerJoin(projects, eq(projects.id, resourceAllocations.projectId))
      .where(and(eq(projects.workspaceId, actor.workspaceId), notInArray(projects.status, closedStatuses))),
    actorToday(db, actor, now),
  ]);
  const first = mondayOf(today);
  const calendars = await loadWorkingCalendars(db, people.map((p) => p.id), first, addDays(first, weeks * 7 - 1));
  return capacityPlan(people, allocations, today, weeks, (r, week) => calendars.weekAvailable(r.id, week));
}

// ——— Load over time ———

// loadInputs and computeLoad live in shared/workspace-load.ts: the automation trigger on load reads the same figures.

/** Week by week, the last `past` weeks and the next `future`, per person and for the team. */
export async function loadOverview(db: Db, actor: Actor, past: number, future: number, now = new Date()): Promise<LoadOverTime> {
  if (!canRead(actor)) throw forbidden();
  const today = await actorToday(db, actor, now);
  const weekStarts = loadWeeks(today, past, future);
  const span = spanOf(weekStarts);
  const [inputs, logged] = await Promise.all([loadInputs(db, actor, weekStarts), loadLoggedTime(db, actor.workspaceId, span.from, span.to)]);
  const load = computeLoad(inputs, weekStarts);
  const names = new Map<string, string>();
  for (const a of inputs.allocations) names.set(a.projectId, a.projectName);
  for (const t of inputs.tasks) names.set(t.projectId, t.projectName);
  // Actual hours: what the person the resource stands for logged in the workspace that week.
  const userOf = new Map(inputs.people.map((p) => [p.id, p.userId]));
  const people = load.people.map((p) => {
    const userId = userOf.get(p.id);
    return { ...p, weeks: p.weeks.map((w) => ({ ...w, actual: userId ? logged.weekHours(userId, w.start) : 0 })) };
  });
  return { currentWeek: mondayOf(today), weekStarts, people, team: load.team, projects: [...names].map(([id, name]) => ({ id, name })), hasActual: logged.any };
}

/** What is behind one cell: the allocations, tasks, holidays and time off of a person's week. */
export async function weekDetail(db: Db, actor: Actor, resourceId: string, weekStart: DateOnly): Promise<WeekDetail> {
  if (!canRead(actor)) throw forbidden();
  const person = await findPerson(db, actor, resourceId);
  const monday = mondayOf(weekStart);
  const end = addDays(monday, 6);
  const inputs = await loadInputs(db, actor, [monday]);
  const load = computeLoad({ ...inputs, people: inputs.people.filter((p) => p.id === person.id) }, [monday]);
  const calendar = inputs.calendars.calendarOf(person.id);
  const timeOff = await db
    .select({ id: timeOffRequests.id, startDate: timeOffRequests.startDate, endDate: timeOffRequests.endDate, hoursPerDay: timeOffRequests.hoursPerDay, status: timeOffRequests.status })
    .from(timeOffRequests)
    .where(and(eq(timeOffRequests.resourceId, person.id), lte(timeOffRequests.startDate, end), gte(timeOffRequests.endDate, monday), ne(timeOffRequests.status, "cancelled")));
  return {
    resourceId: person.id,
    name: person.name,
    week: load.people[0]!.weeks[0]!,
    allocations: inputs.allocations.filter((a) => a.resourceId === person.id && rangesOverlap(a.startDate, a.endDate, monday, end)),
    tasks: inputs.tasks
      .filter((t) => t.resourceId === person.id && t.estimateHours !== null && !doneTaskStatuses.includes(t.status))
      .map((t) => ({ ...t, estimateHours: t.estimateHours!, hoursThisWeek: Math.round((taskHoursByWeek({ ...t, estimateHours: t.estimateHours! }, calendar, inputs.calendars.holidays, inputs.calendars.timeOffOf(person.id)).get(monday) ?? 0) * 10) / 10 }))
      .filter((t) => t.hoursThisWeek > 0),
    holidays: inputs.calendars.holidays.filter((h) => h.date >= monday && h.date <= end && appliesTo(h, calendar.country)).map(toHolidayItem),
    timeOff: timeOff.map((t) => ({ ...t, status: t.status as TimeOff["status"] })),
  };
}

// ——— Burnout signals ———

type PersonSignals = { resourceId: string; name: string; userId: string | null; baseline: number; signals: Signal[] };

const spanOf = (weekStarts: DateOnly[]) => ({ from: [...weekStarts].sort()[0]!, to: addDays([...weekStarts].sort().at(-1)!, 6) });

function signalsOf(inputs: LoadInputs, people: PersonLoad[], today: DateOnly, now: Date, logged: LoggedTime, weekStarts: DateOnly[]): PersonSignals[] {
  const span = spanOf(weekStarts);
  const overdue = new Map<string, { id: string; title: string; projectName: string; endDate: string }[]>();
  for (const t of inputs.tasks) {
    if (doneTaskStatuses.includes(t.status) || !t.endDate || t.endDate >= today) continue;
    overdue.set(t.resourceId, [...(overdue.get(t.resourceId) ?? []), { id: t.id, title: t.title, projectName: t.projectName, endDate: t.endDate }]);
  }
  const names = new Map<string, string>();
  for (const a of inputs.allocations) names.set(a.projectId, a.projectName);
  for (const t of inputs.tasks) names.set(t.projectId, t.projectName);
  return people.map((load) => {
    const person = inputs.people.find((p) => p.id === load.id)!;
    const calendar = inputs.calendars.calendarOf(person.id);
    const currentWeek = mondayOf(todayInZone(calendar.timeZone, now));
    const lastOff = inputs.calendars
      .timeOffOf(person.id)
      .map((t) => t.endDate)
      .filter((d) => d <= today)
      .sort()
      .at(-1);
    const history = load.weeks.filter((w) => w.start < currentWeek && w.utilisation !== null).map((w) => w.utilisation!);
    return {
      resourceId: person.id,
      name: person.name,
      userId: person.userId,
      baseline: Math.round(median(history)),
      signals: burnoutSignals({
        weeks: load.weeks,
        currentWeek,
        projectNames: names,
        overdueTasks: overdue.get(person.id) ?? [],
        othersOverdue: inputs.people.filter((p) => p.id !== person.id).map((p) => overdue.get(p.id)?.length ?? 0),
        lastTimeOff: lastOff ?? null,
        knownSince: person.createdAt.toISOString().slice(0, 10),
        today,
        // Hours outside working hours: only for someone with an account who has logged time.
        afterHours: person.userId && logged.minutesByDay(person.userId).size ? outsideHoursByWeek(workingDays(calendar, span.from, span.to, inputs.calendars.holidays, inputs.calendars.timeOffOf(person.id)), logged.minutesByDay(person.userId), weekStarts) : undefined,
      }),
    };
  });
}

/**
 * Tells the workspace's owners and admins of each signal once while it lasts: a notice row per
 * person and kind; a signal that clears drops its row, so a new episode is told again.
 */
async function noticeSignals(db: Db, workspaceId: string, people: PersonSignals[]) {
  if (!people.length) return;
  const ids = people.map((p) => p.resourceId);
  const notices = await db.select().from(capacitySignalNotices).where(inArray(capacitySignalNotices.resourceId, ids));
  const known = new Set(notices.map((n) => `${n.resourceId}:${n.kind}`));
  const active = new Set(people.flatMap((p) => p.signals.map((s) => `${p.resourceId}:${s.kind}`)));
  const fresh = people.flatMap((p) => p.signals.filter((s) => !known.has(`${p.resourceId}:${s.kind}`)).map((s) => ({ person: p, signal: s })));
  const cleared = notices.filter((n) => !active.has(`${n.resourceId}:${n.kind}`));
  if (!fresh.length && !cleared.length) return;
  const managers = fresh.length
    ? await db
        .select({ userId: workspaceMembers.userId, locale: users.locale })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.organizationId, workspaceId), inArray(workspaceMembers.role, ["owner", "admin"])))
    : [];
  await db.transaction(async (tx) => {
    for (const n of cleared) await tx.delete(capacitySignalNotices).where(and(eq(capacitySignalNotices.resourceId, n.resourceId), eq(capacitySignalNotices.kind, n.kind)));
    // The signal ended (the overload is gone...): its notices are resolved (decision 0603).
    await resolveSubjects(tx, cleared.map((n) => `capacity:${n.resourceId}:${n.kind}`));
    if (!fresh.length) return;
    const inserted = await tx
      .insert(capacitySignalNotices)
      .values(fresh.map((f) => ({ resourceId: f.person.resourceId, kind: f.signal.kind })))
      .onConflictDoNothing()
      .returning({ resourceId: capacitySignalNotices.resourceId, kind: capacitySignalNotices.kind });
    // Only the rows this run inserted notify: two instances at once never notify twice.
    const won = new Set(inserted.map((r) => `${r.resourceId}:${r.kind}`));
    const rows = fresh
      .filter((f) => won.has(`${f.person.resourceId}:${f.signal.kind}`))
      .flatMap((f) =>
        managers.map((m) =>
          notificationRow(m.userId, pickLanguage(m.locale) ?? "es", {
            titleKey: "capacity.signal_title",
            messageKey: f.signal.kind === "after_hours" ? "timeTracking.signal_after_hours" : `capacity.signal_${f.signal.kind}`,
            params: { name: f.person.name },
            type: f.signal.severity === "high" ? "error" : "warning",
            kind: "capacity_alert",
            priority: f.signal.severity === "high" ? "high" : "medium",
            subject: `capacity:${f.person.resourceId}:${f.signal.kind}`,
            action: { type: "navigate", target: "/capacity#signals" },
          }),
        ),
      );
    await insertNotifications(tx, rows);
  });
}

async function workspaceSignals(db: Db, actor: Actor, today: DateOnly, now: Date) {
  const weekStarts = loadWeeks(today, 12, 4);
  const span = spanOf(weekStarts);
  const [inputs, logged] = await Promise.all([loadInputs(db, actor, weekStarts), loadLoggedTime(db, actor.workspaceId, span.from, span.to)]);
  const load = computeLoad(inputs, weekStarts);
  return { inputs, logged, all: signalsOf(inputs, load.people, today, now, logged, weekStarts) };
}

/**
 * The scheduled look at every workspace's signals (hourly, on the work queue): managers hear of a
 * new signal once, whether or not anyone opens the capacity screen, and reading the signals writes
 * nothing (a viewer's GET must never create notifications).
 */
export async function noticeAllSignals(db: Db, now = new Date(), signal?: AbortSignal): Promise<number> {
  const workspaces = await db.selectDistinct({ id: resources.workspaceId }).from(resources);
  const today = todayInZone(DEFAULT_TIME_ZONE, now);
  for (const { id } of workspaces) {
    if (signal?.aborted) break;
    const system: Actor = { userId: "", workspaceId: id, role: "owner", lang: "es" };
    const { all } = await workspaceSignals(db, system, today, now);
    await noticeSignals(db, id, all);
    await yieldToEventLoop();
  }
  return workspaces.length;
}

/** Burnout signals: owners and admins see everyone's, anybody else only their own (as the person the resource stands for). */
export async function signalsOverview(db: Db, actor: Actor, now = new Date()): Promise<SignalsResponse> {
  if (!canRead(actor)) throw forbidden();
  const manager = isManager(actor);
  const today = await actorToday(db, actor, now);
  const { inputs, logged, all } = await workspaceSignals(db, actor, today, now);
  const visible = manager ? inputs.people : inputs.people.filter((p) => p.userId === actor.userId);
  const visibleIds = new Set(visible.map((p) => p.id));
  return {
    manager,
    people: all.filter((p) => visibleIds.has(p.resourceId)).map(({ resourceId, name, baseline, signals }) => ({ resourceId, name, baseline, signals })),
    // Hours outside working hours are measured once the workspace logs time.
    pending: logged.any ? [] : ["after_hours"],
  };
}

// ——— Working calendars ———

export async function listCalendars(db: Db, actor: Actor): Promise<PersonCalendar[]> {
  if (!canRead(actor)) throw forbidden();
  const people = await workspacePeople(db, actor);
  const today = await actorToday(db, actor, new Date());
  const calendars = await loadWorkingCalendars(db, people.map((p) => p.id), today, today);
  return people.map((p) => {
    const c = calendars.calendarOf(p.id);
    return { resourceId: p.id, name: p.name, role: p.role, userId: p.userId, ...c, workingDays: [...c.workingDays].sort(), weeklyHours: nominalWeeklyHours(c), isCustom: calendars.hasCustomCalendar(p.id) };
  });
}

/** A person's calendar: theirs to set, or a manager's; their weekly availability follows it. */
export async function saveCalendar(db: Db, actor: Actor, resourceId: string, input: WorkCalendarInput): Promise<PersonCalendar> {
  const person = await findPerson(db, actor, resourceId);
  if (!canEdit(actor) || !(isManager(actor) || person.userId === actor.userId)) throw forbidden();
  const values = { workingDays: [...input.workingDays].sort(), hoursPerDay: input.hoursPerDay, timeZone: input.timeZone, country: input.country };
  await db.transaction(async (tx) => {
    await tx.insert(resourceCalendars).values({ resourceId, ...values }).onConflictDoUpdate({ target: resourceCalendars.resourceId, set: { ...values, updatedAt: new Date() } });
    await tx.update(resources).set({ availability: values.workingDays.length * values.hoursPerDay }).where(eq(resources.id, resourceId));
  });
  return (await listCalendars(db, actor)).find((c) => c.resourceId === resourceId)!;
}

// ——— Holidays ———

function toHolidayItem(h: Holiday): HolidayItem {
  return { id: h.id ?? null, date: h.date, name: h.name.es, country: h.country, source: h.source };
}

/** The year's holidays: the official ones of every country in the workspace, and its own. */
export async function listHolidays(db: Db, actor: Actor, year: number | undefined): Promise<HolidayItem[]> {
  if (!canRead(actor)) throw forbidden();
  const y = year ?? Number((await actorToday(db, actor, new Date())).slice(0, 4));
  const [countries, custom] = await Promise.all([
    db.selectDistinct({ country: resourceCalendars.country }).from(resourceCalendars).innerJoin(resources, eq(resources.id, resourceCalendars.resourceId)).where(eq(resources.workspaceId, actor.workspaceId)),
    db
      .select()
      .from(workspaceHolidays)
      .where(and(eq(workspaceHolidays.workspaceId, actor.workspaceId), gte(workspaceHolidays.date, `${y}-01-01`), lte(workspaceHolidays.date, `${y}-12-31`)))
      .orderBy(asc(workspaceHolidays.date)),
  ]);
  const lang = actor.lang;
  const official = [...new Set(["MX", ...countries.map((c) => c.country)])].flatMap((c) => officialHolidays(c, y)).map((h) => ({ ...toHolidayItem(h), name: h.name[lang] }));
  const own = custom.map((h) => ({ id: h.id, date: h.date, name: h.name, country: h.country, source: h.source === "election" ? ("election" as const) : ("custom" as const) }));
  return [...official, ...own].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export async function addHoliday(db: Db, actor: Actor, input: HolidayInput & { country: string | null; source: "custom" | "election" }): Promise<HolidayItem> {
  if (!isManager(actor)) throw forbidden();
  const [row] = await db.insert(workspaceHolidays).values({ workspaceId: actor.workspaceId, date: input.date, name: input.name, country: input.country, source: input.source, createdBy: actor.userId }).returning();
  return { id: row!.id, date: row!.date, name: row!.name, country: row!.country, source: input.source };
}

export async function deleteHoliday(db: Db, actor: Actor, holidayId: string) {
  if (!isUuid(holidayId)) throw notFound();
  const [row] = await db.select({ id: workspaceHolidays.id }).from(workspaceHolidays).where(and(eq(workspaceHolidays.id, holidayId), eq(workspaceHolidays.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  if (!isManager(actor)) throw forbidden();
  await db.delete(workspaceHolidays).where(eq(workspaceHolidays.id, holidayId));
}

// ——— Time off ———

/** Time off of the workspace: managers see everyone's; others see everyone's approved days and their own requests. */
export async function listTimeOff(db: Db, actor: Actor): Promise<TimeOff[]> {
  if (!canRead(actor)) throw forbidden();
  const rows = await db
    .select({ request: timeOffRequests, name: resources.name, userId: resources.userId })
    .from(timeOffRequests)
    .innerJoin(resources, eq(resources.id, timeOffRequests.resourceId))
    .where(eq(timeOffRequests.workspaceId, actor.workspaceId))
    .orderBy(sql`${timeOffRequests.startDate} desc`);
  const visible = isManager(actor) ? rows : rows.filter((r) => r.request.status === "approved" || r.userId === actor.userId || r.request.requestedBy === actor.userId);
  if (!visible.length) return [];
  const first = visible.reduce((m, r) => (r.request.startDate < m ? r.request.startDate : m), visible[0]!.request.startDate);
  const last = visible.reduce((m, r) => (r.request.endDate > m ? r.request.endDate : m), visible[0]!.request.endDate);
  const calendars = await loadWorkingCalendars(db, [...new Set(visible.map((r) => r.request.resourceId))], first, last);
  return visible.map(({ request: r, name }) => ({
    id: r.id,
    resourceId: r.resourceId,
    resourceName: name,
    startDate: r.startDate,
    endDate: r.endDate,
    hoursPerDay: r.hoursPerDay,
    reason: r.reason,
    status: r.status as TimeOff["status"],
    requestedBy: r.requestedBy,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    hours: Math.round(hoursTaken(calendars, r) * 10) / 10,
    createdAt: r.createdAt.toISOString(),
  }));
}

function hoursTaken(calendars: Awaited<ReturnType<typeof loadWorkingCalendars>>, r: { resourceId: string; startDate: string; endDate: string; hoursPerDay: number | null }) {
  const calendar = calendars.calendarOf(r.resourceId);
  const full = workingHoursBetween(calendar, r.startDate, r.endDate, calendars.holidays, []);
  const left = workingHoursBetween(calendar, r.startDate, r.endDate, calendars.holidays, [{ ...r, status: "approved" }]);
  return full - left;
}

/** A person asks for time off for themselves; a manager may enter it for anyone. It starts pending. */
export async function requestTimeOff(db: Db, actor: Actor, input: Required<Omit<TimeOffInput, "hoursPerDay" | "reason">> & { hoursPerDay: number | null; reason: string }): Promise<TimeOff> {
  if (!canEdit(actor)) throw forbidden();
  let person;
  try {
    person = await findPerson(db, actor, input.resourceId);
  } catch {
    throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { resourceId: { key: "validation.not_found_reference" } });
  }
  if (!isManager(actor) && person.userId !== actor.userId) throw forbidden();
  const [row] = await db
    .insert(timeOffRequests)
    .values({ workspaceId: actor.workspaceId, resourceId: person.id, startDate: input.startDate, endDate: input.endDate, hoursPerDay: input.hoursPerDay, reason: input.reason, requestedBy: actor.userId })
    .returning({ id: timeOffRequests.id });
  return (await listTimeOff(db, actor)).find((t) => t.id === row!.id)!;
}

async function findTimeOff(db: Db, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ request: timeOffRequests, userId: resources.userId })
    .from(timeOffRequests)
    .innerJoin(resources, eq(resources.id, timeOffRequests.resourceId))
    .where(and(eq(timeOffRequests.id, id), eq(timeOffRequests.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** An owner or admin approves or declines a pending request (or reverses an earlier decision). */
export async function decideTimeOff(db: Db, actor: Actor, id: string, decision: "approved" | "declined"): Promise<TimeOff> {
  const { request } = await findTimeOff(db, actor, id);
  if (!isManager(actor)) throw forbidden();
  if (request.status === "cancelled") throw new HttpError(409, "conflict", "capacity.time_off_cancelled");
  await db.update(timeOffRequests).set({ status: decision, decidedBy: actor.userId, decidedAt: new Date(), updatedAt: new Date() }).where(eq(timeOffRequests.id, id));
  return (await listTimeOff(db, actor)).find((t) => t.id === id)!;
}

/** The person (or a manager) withdraws a request; its hours come back to capacity. */
export async function cancelTimeOff(db: Db, actor: Actor, id: string): Promise<void> {
  const { request, userId } = await findTimeOff(db, actor, id);
  if (!canEdit(actor) || !(isManager(actor) || userId === actor.userId || request.requestedBy === actor.userId)) throw forbidden();
  await db.update(timeOffRequests).set({ status: "cancelled", updatedAt: new Date() }).where(eq(timeOffRequests.id, id));
}
