import { computeCriticalPath, type ScheduleTask, type TaskBar, type TaskDependency } from "../../../../domain/planning/critical-path";
import { addDays, diffDays, type DateOnly } from "../../../../domain/planning/calendar";
import { workingDaysBetween, type WorkingDayCalendar } from "../../../../domain/capacity/working-days";

// Rows of the Gantt chart from a project's tasks and milestones: milestones first, then dated
// tasks by start date, then tasks without dates (listed, no bar). The critical path comes from the
// domain's CPM over the dated tasks, counted in the team's working days when they are known
// (decision 1306): a gap over a weekend or a holiday is no slack.

export type GanttTaskInput = { id: string; title: string; status: string; startDate: string | null; endDate: string | null; dependsOn: readonly string[] };
export type GanttMilestoneInput = { id: string; name: string; dueDate: string | null; completed: boolean };

export type GanttRow =
  | { kind: "task"; id: string; title: string; status: string; start: DateOnly; end: DateOnly; isCritical: boolean }
  | { kind: "milestone"; id: string; title: string; date: DateOnly; isCompleted: boolean }
  | { kind: "undated"; id: string; title: string; status: string };

export type GanttLink = { fromId: string; toId: string; isCritical: boolean };

export type GanttModel = {
  rows: GanttRow[];
  links: GanttLink[];
  /** Dated tasks as the domain's bars, for validateScheduleChange. */
  bars: TaskBar[];
  dependencies: TaskDependency[];
  criticalCount: number;
};

/** A task's dates: a start without an end (or the reverse) is a one-day bar. */
export function taskSpan(task: Pick<GanttTaskInput, "startDate" | "endDate">): { start: DateOnly; end: DateOnly } | null {
  const start = task.startDate ?? task.endDate;
  const end = task.endDate ?? task.startDate;
  if (!start || !end) return null;
  return end < start ? { start, end: start } : { start, end };
}

export function buildGanttModel(tasks: readonly GanttTaskInput[], milestones: readonly GanttMilestoneInput[], workdays?: WorkingDayCalendar): GanttModel {
  const dated: { task: GanttTaskInput; start: DateOnly; end: DateOnly }[] = [];
  const undated: GanttTaskInput[] = [];
  for (const task of tasks) {
    const span = taskSpan(task);
    if (span) dated.push({ task, ...span });
    else undated.push(task);
  }
  dated.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0));
  const datedIds = new Set(dated.map((d) => d.task.id));
  const dependencies: TaskDependency[] = [];
  for (const { task } of dated) {
    for (const dependsOnTaskId of task.dependsOn) if (datedIds.has(dependsOnTaskId)) dependencies.push({ taskId: task.id, dependsOnTaskId });
  }

  const critical = new Set<string>();
  if (dated.length > 0) {
    // Days between two dates, both included: working days on a team calendar, else calendar days.
    const span = (from: DateOnly, to: DateOnly) => (workdays ? workingDaysBetween(workdays, from, to) : diffDays(from, to) + 1);
    const scheduleTasks: ScheduleTask[] = dated.map((d) => ({ id: d.task.id, durationDays: Math.max(1, span(d.start, d.end)), start: d.start }));
    const projectStart = dated.reduce((min, d) => (d.start < min ? d.start : min), dated[0]?.start ?? "");
    // The planned gap between a task and its successor is part of the link (a lag): otherwise a
    // successor planned to start later than its predecessor ends leaves the predecessor with
    // slack, and only the last task of a chain was marked critical, not the chain that drives it.
    const spans = new Map(dated.map((d) => [d.task.id, d]));
    const gap = (predecessorEnd: DateOnly, start: DateOnly) => (start > predecessorEnd ? span(addDays(predecessorEnd, 1), addDays(start, -1)) : -span(start, predecessorEnd));
    const planned: TaskDependency[] = dependencies.map((link) => ({ ...link, lagDays: gap(spans.get(link.dependsOnTaskId)!.end, spans.get(link.taskId)!.start) }));
    try {
      const result = computeCriticalPath(scheduleTasks, planned, { projectStart, maxCriticalPaths: 1, workdays: workdays ?? "all" });
      for (const task of result.tasks) if (task.isCritical) critical.add(task.id);
    } catch {
      // A cycle cannot be saved (the server answers 422), so it can only come from stale data:
      // draw the chart without a critical path rather than nothing.
    }
  }

  const rows: GanttRow[] = [];
  for (const m of milestones) {
    if (m.dueDate) rows.push({ kind: "milestone", id: m.id, title: m.name, date: m.dueDate, isCompleted: m.completed });
  }
  for (const d of dated) {
    rows.push({ kind: "task", id: d.task.id, title: d.task.title, status: d.task.status, start: d.start, end: d.end, isCritical: critical.has(d.task.id) });
  }
  for (const task of undated) rows.push({ kind: "undated", id: task.id, title: task.title, status: task.status });

  return {
    rows,
    links: dependencies.map((d) => ({ fromId: d.dependsOnTaskId, toId: d.taskId, isCritical: critical.has(d.taskId) && critical.has(d.dependsOnTaskId) })),
    bars: dated.map((d) => ({ id: d.task.id, start: d.start, end: d.end })),
    dependencies,
    criticalCount: critical.size,
  };
}
