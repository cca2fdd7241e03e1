import { addDays, addMonths, diffDays, type DateOnly } from "../../../../domain/planning/calendar";

// The portfolio timeline: each project from its start (or creation) to its due date, on a
// scale of whole months.

export type TimelineProjectInput = { id: string; startDate: string | null; dueDate: string | null; createdAt: string; riskScore: number; status: string };

export type TimelineBar = { id: string; start: DateOnly; end: DateOnly; hasDueDate: boolean };

export function timelineBar(project: TimelineProjectInput): TimelineBar {
  const start = project.startDate ?? project.createdAt.slice(0, 10);
  const due = project.dueDate && project.dueDate >= start ? project.dueDate : null;
  // Without a due date the bar shows a month, drawn open-ended.
  return { id: project.id, start, end: due ?? addDays(start, 30), hasDueDate: due !== null };
}

export type MonthScale = { first: DateOnly; months: DateOnly[]; totalDays: number };

/** Whole months from the earliest start to the latest end (today included), at most `maxMonths`. */
export function monthScale(bars: readonly TimelineBar[], today: DateOnly, maxMonths = 24): MonthScale {
  let from = today;
  let to = today;
  for (const bar of bars) {
    if (bar.start < from) from = bar.start;
    if (bar.end > to) to = bar.end;
  }
  let first = `${from.slice(0, 7)}-01`;
  const lastMonth = `${to.slice(0, 7)}-01`;
  const months: DateOnly[] = [];
  for (let month = first; month <= lastMonth; month = addMonths(month, 1)) months.push(month);
  if (months.length > maxMonths) {
    // Keep the months around today.
    const todayMonth = `${today.slice(0, 7)}-01`;
    const index = Math.max(0, months.indexOf(todayMonth) - Math.floor(maxMonths / 3));
    months.splice(0, index);
    months.splice(maxMonths);
    first = months[0] ?? first;
  }
  const end = addMonths(months.at(-1) ?? first, 1);
  return { first, months, totalDays: diffDays(first, end) };
}

/** Left and width of a date range as percentages of the scale, clipped to it. */
export function percentSpan(start: DateOnly, end: DateOnly, scale: MonthScale): { left: number; width: number } | null {
  const a = Math.max(0, diffDays(scale.first, start));
  const b = Math.min(scale.totalDays, diffDays(scale.first, end) + 1);
  if (b <= a) return null;
  return { left: (a / scale.totalDays) * 100, width: ((b - a) / scale.totalDays) * 100 };
}
