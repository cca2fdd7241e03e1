import { mondayOf, type DateOnly } from "../capacity/dates";

// Time reports by project or by person (issue 23, decision 1212): hours per week (Monday first,
// es-MX) or month, per task, billable and not. The server sends the grouped rows; this turns them
// into the report the page, the chart, the CSV and the tests share.

export type ReportRow = { projectId: string; projectName: string; userId: string; userName: string; taskId: string; taskTitle: string; date: DateOnly; billable: boolean; minutes: number };
export type GroupBy = "project" | "person";
export type Granularity = "week" | "month";

export type ReportGroup = {
  id: string;
  name: string;
  minutes: number;
  billableMinutes: number;
  /** Minutes per period, in the order of `periods`. */
  byPeriod: number[];
  tasks: { taskId: string; taskTitle: string; projectName: string; minutes: number; billableMinutes: number }[];
};

export type TimeReport = { periods: string[]; groups: ReportGroup[]; total: number; billable: number; periodTotals: { minutes: number; billableMinutes: number }[] };

/** The period a day falls in: its week's Monday, or its month (YYYY-MM). */
export const periodOf = (date: DateOnly, granularity: Granularity) => (granularity === "week" ? mondayOf(date) : date.slice(0, 7));

export function buildReport(rows: readonly ReportRow[], groupBy: GroupBy, granularity: Granularity): TimeReport {
  const periods = [...new Set(rows.map((r) => periodOf(r.date, granularity)))].sort();
  const index = new Map(periods.map((p, i) => [p, i]));
  const groups = new Map<string, ReportGroup & { taskMap: Map<string, ReportGroup["tasks"][number]> }>();
  const periodTotals = periods.map(() => ({ minutes: 0, billableMinutes: 0 }));
  let total = 0;
  let billable = 0;
  for (const r of rows) {
    const id = groupBy === "project" ? r.projectId : r.userId;
    const g = groups.get(id) ?? { id, name: groupBy === "project" ? r.projectName : r.userName, minutes: 0, billableMinutes: 0, byPeriod: periods.map(() => 0), tasks: [], taskMap: new Map() };
    const b = r.billable ? r.minutes : 0;
    const i = index.get(periodOf(r.date, granularity))!;
    g.minutes += r.minutes;
    g.billableMinutes += b;
    g.byPeriod[i]! += r.minutes;
    const task = g.taskMap.get(r.taskId) ?? { taskId: r.taskId, taskTitle: r.taskTitle, projectName: r.projectName, minutes: 0, billableMinutes: 0 };
    task.minutes += r.minutes;
    task.billableMinutes += b;
    g.taskMap.set(r.taskId, task);
    groups.set(id, g);
    periodTotals[i]!.minutes += r.minutes;
    periodTotals[i]!.billableMinutes += b;
    total += r.minutes;
    billable += b;
  }
  return {
    periods,
    groups: [...groups.values()]
      .map(({ taskMap, ...g }) => ({ ...g, tasks: [...taskMap.values()].sort((a, b) => b.minutes - a.minutes || a.taskTitle.localeCompare(b.taskTitle, "es")) }))
      .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name, "es")),
    total,
    billable,
    periodTotals,
  };
}

/** Hours with two decimals, as numbers (the CSV's cells; es-MX and en both write 1.5). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The CSV's rows: one per group and task, then per period. */
export function reportTable(report: TimeReport, labels: { group: string; task: string; project: string; hours: string; billable: string; nonBillable: string }) {
  const header = [labels.group, labels.project, labels.task, labels.hours, labels.billable, labels.nonBillable];
  const rows = report.groups.flatMap((g) => g.tasks.map((t) => [g.name, t.projectName, t.taskTitle, hoursOf(t.minutes), hoursOf(t.billableMinutes), hoursOf(t.minutes - t.billableMinutes)]));
  return { header, rows };
}
