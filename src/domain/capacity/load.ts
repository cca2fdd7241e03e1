// Load over time (decision 1301): for each person, week by week, the hours planned for them
// against the hours they really have. Planned hours per project and week are the larger of the
// allocation (hours a week reserved for the project) and the estimates of the tasks assigned to
// them in that project, spread over the working days between the task's start and end: the
// tasks fill the reservation, and what goes beyond it is extra load.

import { CAPACITY_THRESHOLD } from "../notifications/smart-rules";
import { addDays, addWeeks, mondayOf, rangesOverlap, type DateOnly } from "./dates";
import type { Holiday } from "./holidays";
import { sumDayHours, workingDays, type DayHours, type TimeOffPeriod, type WorkCalendar } from "./working-time";

export type LoadLevel = "idle" | "available" | "balanced" | "high" | "over";

export function loadLevel(utilisation: number | null, hours: number): LoadLevel {
  if (utilisation === null) return hours > 0 ? "over" : "idle";
  if (utilisation > 100) return "over";
  if (utilisation > CAPACITY_THRESHOLD) return "high";
  if (utilisation >= 50) return "balanced";
  return hours > 0 ? "available" : "idle";
}

export const percentOf = (hours: number, available: number): number | null => (available > 0 ? Math.round((hours / available) * 100) : null);

export type LoadPerson = { id: string; name: string; role: string; calendar: WorkCalendar };
export type LoadAllocation = { id: string; resourceId: string; projectId: string; projectName: string; hours: number; startDate: DateOnly | null; endDate: DateOnly | null };
export type LoadTask = {
  id: string;
  title: string;
  resourceId: string;
  projectId: string;
  projectName: string;
  estimateHours: number;
  startDate: DateOnly | null;
  endDate: DateOnly | null;
};

export type PersonWeek = {
  start: DateOnly;
  nominal: number;
  available: number;
  holidayHours: number;
  timeOffHours: number;
  allocated: number;
  taskHours: number;
  planned: number;
  utilisation: number | null;
  level: LoadLevel;
  projectIds: string[];
};

export type PersonLoad = { id: string; name: string; role: string; weeks: PersonWeek[] };
export type TeamWeek = { start: DateOnly; available: number; planned: number; utilisation: number | null; level: LoadLevel; overloaded: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Week starts: `past` weeks before the week of `today`, that week, and `future − 1` after it. */
export function loadWeeks(today: DateOnly, past: number, future: number): DateOnly[] {
  const current = mondayOf(today);
  return Array.from({ length: past + future }, (_, i) => addWeeks(current, i - past));
}

/** A task's estimate, hour by hour per week: spread over the person's working days in its span. */
export function taskHoursByWeek(task: LoadTask, calendar: WorkCalendar, holidays: Holiday[], timeOff: TimeOffPeriod[], known?: DaySpan): Map<DateOnly, number> {
  const out = new Map<DateOnly, number>();
  const from = task.startDate ?? task.endDate;
  const to = task.endDate ?? task.startDate;
  if (!from || !to || task.estimateHours <= 0) return out;
  const [start, end] = from <= to ? [from, to] : [to, from];
  const days = (known?.slice(start, end) ?? workingDays(calendar, start, end, holidays, timeOff)).filter((d) => d.hours > 0);
  if (!days.length) {
    out.set(mondayOf(end), task.estimateHours);
    return out;
  }
  const total = days.reduce((sum, d) => sum + d.hours, 0);
  for (const d of days) {
    const week = mondayOf(d.date);
    out.set(week, (out.get(week) ?? 0) + (task.estimateHours * d.hours) / total);
  }
  return out;
}

/** A person's days over a span, computed once and sliced by week or by task. */
class DaySpan {
  private readonly index = new Map<DateOnly, number>();
  constructor(private readonly days: DayHours[]) {
    days.forEach((d, i) => this.index.set(d.date, i));
  }
  /** The days from `from` to `to`, or undefined when the span does not hold them all. */
  slice(from: DateOnly, to: DateOnly): DayHours[] | undefined {
    const first = this.index.get(from);
    const last = this.index.get(to);
    return first === undefined || last === undefined ? undefined : this.days.slice(first, last + 1);
  }
}

export type LoadInput = {
  people: LoadPerson[];
  allocations: LoadAllocation[];
  tasks: LoadTask[];
  holidays: Holiday[];
  timeOff: Map<string, TimeOffPeriod[]>;
  weekStarts: DateOnly[];
};

/** Each person's weeks and the team's, in one pass over allocations and tasks. */
export function loadOverTime(input: LoadInput): { people: PersonLoad[]; team: TeamWeek[] } {
  const allocationsOf = groupBy(input.allocations, (a) => a.resourceId);
  const tasksOf = groupBy(input.tasks, (t) => t.resourceId);
  const sorted = [...input.weekStarts].sort();
  const spanFrom = sorted[0];
  const spanTo = sorted.length ? addDays(sorted[sorted.length - 1]!, 6) : undefined;
  const people = input.people.map((person) => {
    const timeOff = input.timeOff.get(person.id) ?? [];
    const span = new DaySpan(spanFrom && spanTo ? workingDays(person.calendar, spanFrom, spanTo, input.holidays, timeOff) : []);
    // project → week → task hours
    const taskHours = new Map<string, Map<DateOnly, number>>();
    for (const task of tasksOf.get(person.id) ?? []) {
      const perProject = taskHours.get(task.projectId) ?? new Map<DateOnly, number>();
      for (const [week, hours] of taskHoursByWeek(task, person.calendar, input.holidays, timeOff, span)) perProject.set(week, (perProject.get(week) ?? 0) + hours);
      taskHours.set(task.projectId, perProject);
    }
    const allocations = allocationsOf.get(person.id) ?? [];
    const weeks = input.weekStarts.map((start): PersonWeek => {
      const end = addDays(start, 6);
      const hours = sumDayHours(span.slice(start, end) ?? workingDays(person.calendar, start, end, input.holidays, timeOff));
      const allocatedBy = new Map<string, number>();
      for (const a of allocations) if (rangesOverlap(a.startDate, a.endDate, start, end)) allocatedBy.set(a.projectId, (allocatedBy.get(a.projectId) ?? 0) + a.hours);
      const projectIds = new Set([...allocatedBy.keys()]);
      let tasks = 0;
      let planned = 0;
      for (const [projectId, perWeek] of taskHours) {
        const h = perWeek.get(start) ?? 0;
        if (h > 0) projectIds.add(projectId);
        tasks += h;
      }
      for (const projectId of projectIds) planned += Math.max(allocatedBy.get(projectId) ?? 0, taskHours.get(projectId)?.get(start) ?? 0);
      const allocated = [...allocatedBy.values()].reduce((s, h) => s + h, 0);
      const utilisation = percentOf(planned, hours.available);
      return {
        start,
        nominal: round1(hours.nominal),
        available: round1(hours.available),
        holidayHours: round1(hours.holidayHours),
        timeOffHours: round1(hours.timeOffHours),
        allocated: round1(allocated),
        taskHours: round1(tasks),
        planned: round1(planned),
        utilisation,
        level: loadLevel(utilisation, planned),
        projectIds: [...projectIds].sort(),
      };
    });
    return { id: person.id, name: person.name, role: person.role, weeks };
  });
  const team = input.weekStarts.map((start, i): TeamWeek => {
    const available = round1(people.reduce((s, p) => s + p.weeks[i]!.available, 0));
    const planned = round1(people.reduce((s, p) => s + p.weeks[i]!.planned, 0));
    const utilisation = percentOf(planned, available);
    return { start, available, planned, utilisation, level: loadLevel(utilisation, planned), overloaded: people.filter((p) => p.weeks[i]!.level === "over").length };
  });
  return { people, team };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
