import { addDays, mondayOf, type DateOnly } from "../capacity/dates";

// A person's week of time (decision 1204): Monday first (es-MX), a row per task with its minutes
// each day, and the totals per day, per project and for the week.

export type WeekEntry = { date: DateOnly; minutes: number; billable: boolean; projectId: string; projectName: string; taskId: string; taskTitle: string };

export type WeekRow = { projectId: string; projectName: string; taskId: string; taskTitle: string; days: number[]; total: number };

export type WeekTotals = {
  start: DateOnly;
  days: DateOnly[];
  rows: WeekRow[];
  dayTotals: number[];
  projects: { projectId: string; projectName: string; minutes: number; billableMinutes: number }[];
  total: number;
  billable: number;
};

/** The seven days of the week holding `date`, Monday first. */
export function weekDays(date: DateOnly): DateOnly[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function weekTotals(entries: readonly WeekEntry[], anyDay: DateOnly): WeekTotals {
  const days = weekDays(anyDay);
  const index = new Map(days.map((d, i) => [d, i]));
  const rows = new Map<string, WeekRow>();
  const projects = new Map<string, { projectId: string; projectName: string; minutes: number; billableMinutes: number }>();
  const dayTotals = days.map(() => 0);
  let total = 0;
  let billable = 0;
  for (const e of entries) {
    const i = index.get(e.date);
    if (i === undefined) continue;
    const row = rows.get(e.taskId) ?? { projectId: e.projectId, projectName: e.projectName, taskId: e.taskId, taskTitle: e.taskTitle, days: days.map(() => 0), total: 0 };
    row.days[i]! += e.minutes;
    row.total += e.minutes;
    rows.set(e.taskId, row);
    const p = projects.get(e.projectId) ?? { projectId: e.projectId, projectName: e.projectName, minutes: 0, billableMinutes: 0 };
    p.minutes += e.minutes;
    if (e.billable) p.billableMinutes += e.minutes;
    projects.set(e.projectId, p);
    dayTotals[i]! += e.minutes;
    total += e.minutes;
    if (e.billable) billable += e.minutes;
  }
  const byName = <T extends { projectName: string }>(a: T, b: T) => a.projectName.localeCompare(b.projectName, "es");
  return {
    start: days[0]!,
    days,
    rows: [...rows.values()].sort((a, b) => byName(a, b) || a.taskTitle.localeCompare(b.taskTitle, "es")),
    dayTotals,
    projects: [...projects.values()].sort(byName),
    total,
    billable,
  };
}
