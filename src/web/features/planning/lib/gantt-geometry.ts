import { addMonths, fromDayNumber, toDayNumber, weekdayOfDayNumber, type DateOnly } from "../../../../domain/planning/calendar";

// Pixels of the Gantt chart: the time scale for each zoom, bars, rows in view, drags and keyboard
// moves. Dates are day numbers (docs/decisions/0201): a bar spans the start of its first day to
// the end of its last day, a milestone sits at the start of its day.

export const ganttZooms = ["day", "week", "month"] as const;
export type GanttZoom = (typeof ganttZooms)[number];

export const pixelsPerDay: Record<GanttZoom, number> = { day: 32, week: 14, month: 4 };

export const ganttRowHeight = 32;
export const ganttHeaderHeight = 48;

/** The task-name column: narrower on phones so the bars keep most of the width. */
export function labelColumnWidth(viewportWidth: number): number {
  return viewportWidth < 520 ? 120 : 240;
}

export type DayRange = { startDay: number; endDay: number };

/** The days the chart shows: every dated item plus a margin, starting on a Monday (day and week
 * zoom) or on the 1st (month zoom), and never shorter than `minDays`. */
export function chartRange(items: readonly { start: DateOnly; end: DateOnly }[], today: DateOnly, zoom: GanttZoom, minDays = 60): DayRange {
  let first = toDayNumber(today);
  let last = first;
  for (const item of items) {
    first = Math.min(first, toDayNumber(item.start));
    last = Math.max(last, toDayNumber(item.end));
  }
  first -= 7;
  last += 14;
  if (last - first + 1 < minDays) last = first + minDays - 1;
  if (zoom === "month") {
    const date = fromDayNumber(first);
    first = toDayNumber(`${date.slice(0, 7)}-01`);
  } else {
    first -= (weekdayOfDayNumber(first) + 6) % 7;
  }
  return { startDay: first, endDay: last };
}

export function chartWidth(range: DayRange, zoom: GanttZoom): number {
  return (range.endDay - range.startDay + 1) * pixelsPerDay[zoom];
}

export function xOfDay(day: number, range: DayRange, zoom: GanttZoom): number {
  return (day - range.startDay) * pixelsPerDay[zoom];
}

export type BarRect = { x: number; width: number };

/** A task from its first to its last day, both included; at least a few pixels wide. */
export function barRect(start: DateOnly, end: DateOnly, range: DayRange, zoom: GanttZoom): BarRect {
  const s = toDayNumber(start);
  const e = Math.max(s, toDayNumber(end));
  return { x: xOfDay(s, range, zoom), width: Math.max(4, (e - s + 1) * pixelsPerDay[zoom]) };
}

/** First and last row index to draw for a scroll position, with `overscan` rows either side. */
export function visibleRows(scrollTop: number, viewportHeight: number, rowCount: number, overscan = 6): { first: number; last: number } {
  if (rowCount === 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(scrollTop / ganttRowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((scrollTop + viewportHeight) / ganttRowHeight) + overscan);
  return { first, last };
}

/** Whole days a pointer moved, snapped to the nearest day. */
export function dragDays(deltaX: number, zoom: GanttZoom): number {
  return Math.round(deltaX / pixelsPerDay[zoom]);
}

export type DragMode = "move" | "resize-start" | "resize-end";
export type DateSpan = { start: DateOnly; end: DateOnly };

/** A bar after a drag of `days` days: moved whole, or one edge moved (never past the other). */
export function applyDrag(span: DateSpan, mode: DragMode, days: number): DateSpan {
  const s = toDayNumber(span.start);
  const e = toDayNumber(span.end);
  if (mode === "move") return { start: fromDayNumber(s + days), end: fromDayNumber(e + days) };
  if (mode === "resize-start") return { start: fromDayNumber(Math.min(e, s + days)), end: span.end };
  return { start: span.start, end: fromDayNumber(Math.max(s, e + days)) };
}

/** Arrow keys move a bar by one unit of the zoom (a day, a week or a month); with Shift they
 * lengthen or shorten it by moving its end. Null for any other key. */
export function keyboardChange(span: DateSpan, key: string, isShift: boolean, zoom: GanttZoom): DateSpan | null {
  const direction = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  if (direction === 0) return null;
  const shift = (date: DateOnly) => (zoom === "month" ? addMonths(date, direction) : fromDayNumber(toDayNumber(date) + direction * (zoom === "week" ? 7 : 1)));
  if (isShift) {
    const end = shift(span.end);
    return end < span.start ? { start: span.start, end: span.start } : { start: span.start, end };
  }
  if (zoom === "month") {
    const length = toDayNumber(span.end) - toDayNumber(span.start);
    const start = shift(span.start);
    return { start, end: fromDayNumber(toDayNumber(start) + length) };
  }
  const days = direction * (zoom === "week" ? 7 : 1);
  return applyDrag(span, "move", days);
}

export type Tick = { day: number; date: DateOnly; isMajor: boolean };

/** Grid lines and header labels: every day (day zoom), every Monday (week zoom) or every 1st of
 * the month (month zoom); `isMajor` marks month starts. */
export function timeTicks(range: DayRange, zoom: GanttZoom): Tick[] {
  const ticks: Tick[] = [];
  for (let day = range.startDay; day <= range.endDay; day++) {
    const date = fromDayNumber(day);
    const isMonthStart = date.endsWith("-01");
    const include = zoom === "day" || (zoom === "week" && weekdayOfDayNumber(day) === 1) || (zoom === "month" && isMonthStart);
    if (include) ticks.push({ day, date, isMajor: isMonthStart });
  }
  return ticks;
}

/** The months in range, for the header's upper row: first day shown and day count. */
export function monthSpans(range: DayRange): { date: DateOnly; startDay: number; days: number }[] {
  const spans: { date: DateOnly; startDay: number; days: number }[] = [];
  let day = range.startDay;
  while (day <= range.endDay) {
    const date = fromDayNumber(day);
    const next = toDayNumber(addMonths(`${date.slice(0, 7)}-01`, 1));
    const end = Math.min(next - 1, range.endDay);
    spans.push({ date, startDay: day, days: end - day + 1 });
    day = end + 1;
  }
  return spans;
}

/** An elbow arrow from a predecessor's end to a successor's start (finish-to-start). */
export function dependencyPath(fromX: number, fromY: number, toX: number, toY: number): string {
  const out = fromX + 8;
  if (toX - 8 >= out) {
    return `M${fromX},${fromY} H${toX - 8} V${toY} H${toX}`;
  }
  // The successor starts before the predecessor ends: go round below the predecessor's row.
  const midY = fromY + (toY > fromY ? ganttRowHeight / 2 : -ganttRowHeight / 2);
  return `M${fromX},${fromY} H${out} V${midY} H${toX - 8} V${toY} H${toX}`;
}
