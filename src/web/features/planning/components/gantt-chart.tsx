import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { toDayNumber, type DateOnly } from "../../../../domain/planning/calendar";
import { languageTags } from "../../../i18n/language";
import {
  applyDrag,
  barRect,
  chartRange,
  chartWidth,
  dependencyPath,
  dragDays,
  ganttHeaderHeight,
  ganttRowHeight,
  keyboardChange,
  labelColumnWidth,
  monthSpans,
  pixelsPerDay,
  timeTicks,
  visibleRows,
  xOfDay,
  type DateSpan,
  type DragMode,
  type GanttZoom,
} from "../lib/gantt-geometry";
import type { GanttModel, GanttRow } from "../lib/gantt-model";
import { capitalizeFirst } from "../lib/capitalize";
import { useLanguage } from "../../../lib/use-language";

type GanttChartProps = {
  model: GanttModel;
  zoom: GanttZoom;
  today: DateOnly;
  /** Saves a move or resize; resolves to a message to announce, or rejects. */
  onChange: (taskId: string, span: DateSpan) => void;
  /** Describes how to operate the bars (id of the help text). */
  helpId: string;
  /** Earlier dates of some tasks, drawn as dashed outlines behind their bars (the levelling preview). */
  ghosts?: ReadonlyMap<string, DateSpan>;
};

type Drag = { id: string; mode: DragMode; originX: number; days: number; pointerId: number };

const edgeGrab = 6;

type BarProps = {
  id: string;
  x: number;
  y: number;
  width: number;
  label: string;
  helpId: string;
  isFocusable: boolean;
  isFocused: boolean;
  isDragging: boolean;
  fillClass: string;
};

// Bars only re-render when they change: scrolling moves their parent group, not them.
const GanttBar = memo(function GanttBar({ id, x, y, width, label, helpId, isFocusable, isFocused, isDragging, fillClass }: BarProps) {
  const grab = Math.min(edgeGrab, width / 3);
  return (
    <g data-bar-id={id} role="button" tabIndex={isFocusable ? 0 : -1} aria-label={label} aria-describedby={helpId} className="cursor-grab outline-none" style={{ touchAction: "none" }}>
      {isFocused ? <rect x={x - 3} y={y + 3} width={width + 6} height={ganttRowHeight - 6} rx={6} fill="none" strokeWidth={2} className="stroke-primary-strong" /> : null}
      <rect x={x} y={y + 7} width={width} height={ganttRowHeight - 14} rx={4} className={fillClass} opacity={isDragging ? 0.75 : 1} />
      <rect x={x} y={y + 7} width={grab} height={ganttRowHeight - 14} className="cursor-ew-resize fill-transparent" />
      <rect x={x + width - grab} y={y + 7} width={grab} height={ganttRowHeight - 14} className="cursor-ew-resize fill-transparent" />
    </g>
  );
});

/**
 * A virtualised SVG Gantt chart: a spacer gives the scroll area its full size, and one SVG the
 * size of the viewport stays put (position: sticky) and draws only the rows and days in view.
 * The label column and the time header are parts of the same SVG that scroll on one axis only.
 */
export function GanttChart({ model, zoom, today, onChange, helpId, ghosts }: GanttChartProps) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: 800, height: 480 });
  const [scroll, setScroll] = useState({ left: 0, top: 0 });
  const [drag, setDrag] = useState<Drag | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const frame = useRef(0);

  const labelWidth = labelColumnWidth(viewport.width);
  const { rows, links } = model;
  const range = useMemo(() => {
    const spans: { start: DateOnly; end: DateOnly }[] = [];
    for (const row of rows) {
      if (row.kind === "task") spans.push(row);
      else if (row.kind === "milestone") spans.push({ start: row.date, end: row.date });
    }
    for (const ghost of ghosts?.values() ?? []) spans.push(ghost);
    return chartRange(spans, today, zoom);
  }, [rows, today, zoom, ghosts]);
  const width = chartWidth(range, zoom);
  const bodyHeight = rows.length * ganttRowHeight;
  const rowIndex = useMemo(() => new Map(rows.map((row, k) => [row.id, k])), [rows]);
  const taskRows = useMemo(() => rows.filter((row): row is Extract<GanttRow, { kind: "task" }> => row.kind === "task"), [rows]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => setViewport({ width: scroller.clientWidth, height: scroller.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // Open on today (or the first bar) rather than on the margin before the first task.
  const initialScrollDone = useRef<string | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const key = `${zoom}:${range.startDay}`;
    if (!scroller || initialScrollDone.current === key) return;
    initialScrollDone.current = key;
    // Today a third of the way into the visible days.
    const visibleWidth = Math.max(0, scroller.clientWidth - labelColumnWidth(scroller.clientWidth));
    const target = xOfDay(toDayNumber(today), range, zoom) - visibleWidth / 3;
    scroller.scrollLeft = Math.max(0, target);
    setScroll({ left: scroller.scrollLeft, top: scroller.scrollTop });
  }, [range, zoom, today]);

  const onScroll = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const scroller = scrollerRef.current;
      if (scroller) setScroll({ left: scroller.scrollLeft, top: scroller.scrollTop });
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    performance.mark("gantt:rendered");
  }, []);

  const chartViewWidth = Math.max(0, viewport.width - labelWidth);
  const chartViewHeight = Math.max(0, viewport.height - ganttHeaderHeight);
  const { first, last } = visibleRows(scroll.top, chartViewHeight, rows.length);
  const leftDay = range.startDay + Math.floor(scroll.left / pixelsPerDay[zoom]) - 2;
  const rightDay = range.startDay + Math.ceil((scroll.left + chartViewWidth) / pixelsPerDay[zoom]) + 2;
  const visible = rows.slice(first, last + 1);

  const spanOf = (row: Extract<GanttRow, { kind: "task" }>): DateSpan =>
    drag && drag.id === row.id ? applyDrag(row, drag.mode, drag.days) : { start: row.start, end: row.end };

  const focusableId = activeId !== null && visible.some((row) => row.id === activeId) ? activeId : (visible.find((row) => row.kind === "task")?.id ?? null);

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const element = scrollerRef.current?.querySelector<SVGGElement>(`[data-bar-id="${CSS.escape(id)}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const revealRow = (index: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = index * ganttRowHeight;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + ganttRowHeight > scroller.scrollTop + chartViewHeight) scroller.scrollTop = top + ganttRowHeight - chartViewHeight;
  };
  const revealSpan = (span: DateSpan) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const rect = barRect(span.start, span.end, range, zoom);
    if (rect.x < scroller.scrollLeft) scroller.scrollLeft = Math.max(0, rect.x - 16);
    else if (rect.x + rect.width > scroller.scrollLeft + chartViewWidth) scroller.scrollLeft = rect.x + Math.min(rect.width, chartViewWidth) - chartViewWidth + 16;
  };

  const taskRowOf = (target: EventTarget): { row: Extract<GanttRow, { kind: "task" }>; element: SVGGElement } | null => {
    const element = target instanceof Element ? target.closest<SVGGElement>("[data-bar-id]") : null;
    const index = element ? rowIndex.get(element.dataset.barId ?? "") : undefined;
    const row = index === undefined ? undefined : rows[index];
    return element && row?.kind === "task" ? { row, element } : null;
  };

  const onBarKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const hit = taskRowOf(event.target);
    if (!hit) return;
    const { row } = hit;
    if (event.key === "ArrowUp" || event.key === "ArrowDown" || event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const at = taskRows.findIndex((r) => r.id === row.id);
      const nextIndex = event.key === "Home" ? 0 : event.key === "End" ? taskRows.length - 1 : at + (event.key === "ArrowUp" ? -1 : 1);
      const next = taskRows[nextIndex];
      if (!next) return;
      setActiveId(next.id);
      pendingFocus.current = next.id;
      revealRow(rowIndex.get(next.id) ?? 0);
      revealSpan(next);
      return;
    }
    const span = keyboardChange({ start: row.start, end: row.end }, event.key, event.shiftKey, zoom);
    if (!span) return;
    event.preventDefault();
    if (span.start === row.start && span.end === row.end) return;
    revealSpan(span);
    onChange(row.id, span);
  };

  const onPointerDown = (event: PointerEvent<SVGGElement>) => {
    const hit = taskRowOf(event.target);
    if (!hit || event.button !== 0) return;
    const { row, element } = hit;
    const rect = barRect(row.start, row.end, range, zoom);
    const svg = element.ownerSVGElement;
    const svgLeft = svg?.getBoundingClientRect().left ?? 0;
    const xInChart = event.clientX - svgLeft - labelWidth + scroll.left;
    const offset = xInChart - rect.x;
    const mode: DragMode = rect.width > 3 * edgeGrab && offset <= edgeGrab ? "resize-start" : rect.width > 3 * edgeGrab && offset >= rect.width - edgeGrab ? "resize-end" : "move";
    element.setPointerCapture(event.pointerId);
    setActiveId(row.id);
    setDrag({ id: row.id, mode, originX: event.clientX, days: 0, pointerId: event.pointerId });
  };
  const onPointerMove = (event: PointerEvent<SVGGElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const days = dragDays(event.clientX - drag.originX, zoom);
    if (days !== drag.days) setDrag({ ...drag, days });
  };
  const onBarFocus = (event: FocusEvent<SVGGElement>) => {
    const hit = taskRowOf(event.target);
    if (!hit) return;
    setFocusedId(hit.row.id);
    setActiveId(hit.row.id);
  };
  const onBarBlur = (event: FocusEvent<SVGGElement>) => {
    const hit = taskRowOf(event.target);
    if (hit) setFocusedId((current) => (current === hit.row.id ? null : current));
  };
  const onPointerUp = (event: PointerEvent<SVGGElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const index = rowIndex.get(drag.id);
    const row = index === undefined ? undefined : rows[index];
    if (row?.kind !== "task") {
      setDrag(null);
      return;
    }
    const span = applyDrag(row, drag.mode, drag.days);
    setDrag(null);
    if (drag.days !== 0) onChange(row.id, span);
  };

  const monthFormat = useMemo(() => new Intl.DateTimeFormat(languageTags[language], { month: zoom === "month" ? "short" : "long", year: zoom === "month" ? undefined : "numeric", timeZone: "UTC" }), [language, zoom]);
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(languageTags[language], { day: "numeric", month: "short", timeZone: "UTC" }), [language]);
  const labelFormat = useMemo(() => new Intl.DateTimeFormat(languageTags[language], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }), [language]);
  const asUtc = (date: DateOnly) => new Date(`${date}T00:00:00Z`);

  const ticks = useMemo(() => timeTicks(range, zoom), [range, zoom]);
  const visibleTicks = ticks.filter((tick) => tick.day >= leftDay - 31 && tick.day <= rightDay);
  const months = useMemo(() => monthSpans(range), [range]);
  const visibleMonths = months.filter((m) => m.startDay + m.days >= leftDay && m.startDay <= rightDay);
  const todayX = xOfDay(toDayNumber(today), range, zoom) + pixelsPerDay[zoom] / 2;

  const weekendRects: number[] = [];
  if (zoom === "day") {
    for (let day = Math.max(range.startDay, leftDay); day <= Math.min(range.endDay, rightDay); day++) {
      const weekday = (((day + 4) % 7) + 7) % 7;
      if (weekday === 0 || weekday === 6) weekendRects.push(day);
    }
  }

  const visibleLinks = links.filter((link) => {
    const a = rowIndex.get(link.fromId);
    const b = rowIndex.get(link.toId);
    if (a === undefined || b === undefined) return false;
    return Math.min(a, b) <= last && Math.max(a, b) >= first;
  });
  const rowById = (id: string) => {
    const index = rowIndex.get(id);
    return index === undefined ? undefined : rows[index];
  };

  const barLabel = (row: Extract<GanttRow, { kind: "task" }>, span: DateSpan) =>
    [
      row.title,
      `${labelFormat.format(asUtc(span.start))} – ${labelFormat.format(asUtc(span.end))}`,
      row.status,
      row.isCritical ? t("gantt.critical") : null,
    ]
      .filter(Boolean)
      .join(", ");

  return (
    <div
      ref={scrollerRef}
      onScroll={onScroll}
      className="relative max-h-[min(70vh,40rem)] min-h-48 overflow-auto overscroll-contain rounded-xl border border-border bg-card"
      style={{ height: ganttHeaderHeight + bodyHeight + 18 }}
      data-testid="gantt-scroller"
    >
      <div style={{ width: labelWidth + width, height: ganttHeaderHeight + bodyHeight, position: "relative" }}>
        <svg
          width={viewport.width}
          height={viewport.height}
          style={{ position: "sticky", top: 0, left: 0, display: "block" }}
          className="select-none"
          role="group"
          aria-label={t("gantt.chartLabel", { count: taskRows.length })}
        >
          <defs>
            <clipPath id="gantt-body-clip">
              <rect x={labelWidth} y={ganttHeaderHeight} width={chartViewWidth} height={chartViewHeight} />
            </clipPath>
            <clipPath id="gantt-header-clip">
              <rect x={labelWidth} y={0} width={chartViewWidth} height={ganttHeaderHeight} />
            </clipPath>
            <clipPath id="gantt-label-clip">
              <rect x={0} y={ganttHeaderHeight} width={labelWidth - 8} height={chartViewHeight} />
            </clipPath>
            <marker id="gantt-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L8,4 L0,8 z" className="fill-muted-foreground" />
            </marker>
            <marker id="gantt-arrow-critical" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L8,4 L0,8 z" className="fill-destructive-strong" />
            </marker>
          </defs>

          {/* Body: rows, grid, bars, arrows; scrolls both ways. */}
          <g clipPath="url(#gantt-body-clip)">
            <g
              transform={`translate(${labelWidth - scroll.left},${ganttHeaderHeight - scroll.top})`}
              onKeyDown={onBarKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => setDrag(null)}
              onFocus={onBarFocus}
              onBlur={onBarBlur}
            >
              {visible.map((row, k) =>
                (first + k) % 2 === 1 ? (
                  <rect key={`band-${row.id}`} x={scroll.left} y={(first + k) * ganttRowHeight} width={chartViewWidth} height={ganttRowHeight} className="fill-muted/50" />
                ) : null,
              )}
              {weekendRects.map((day) => (
                <rect key={`we-${day}`} x={xOfDay(day, range, zoom)} y={scroll.top} width={pixelsPerDay[zoom]} height={chartViewHeight} className="fill-muted" opacity={0.7} />
              ))}
              {visibleTicks.map((tick) => (
                <line
                  key={`grid-${tick.day}`}
                  x1={xOfDay(tick.day, range, zoom)}
                  x2={xOfDay(tick.day, range, zoom)}
                  y1={scroll.top}
                  y2={scroll.top + chartViewHeight}
                  className={tick.isMajor ? "stroke-input" : "stroke-border"}
                  strokeWidth={1}
                />
              ))}
              {visibleLinks.map((link) => {
                const from = rowById(link.fromId);
                const to = rowById(link.toId);
                if (from?.kind !== "task" || to?.kind !== "task") return null;
                const fromSpan = spanOf(from);
                const toSpan = spanOf(to);
                const a = barRect(fromSpan.start, fromSpan.end, range, zoom);
                const b = barRect(toSpan.start, toSpan.end, range, zoom);
                const y1 = (rowIndex.get(from.id) ?? 0) * ganttRowHeight + ganttRowHeight / 2;
                const y2 = (rowIndex.get(to.id) ?? 0) * ganttRowHeight + ganttRowHeight / 2;
                return (
                  <path
                    key={`${link.fromId}-${link.toId}`}
                    d={dependencyPath(a.x + a.width, y1, b.x, y2)}
                    fill="none"
                    strokeWidth={link.isCritical ? 1.75 : 1.25}
                    className={link.isCritical ? "stroke-destructive-strong" : "stroke-muted-foreground"}
                    markerEnd={link.isCritical ? "url(#gantt-arrow-critical)" : "url(#gantt-arrow)"}
                  />
                );
              })}
              {visible.map((row, k) => {
                const y = (first + k) * ganttRowHeight;
                if (row.kind === "milestone") {
                  const cx = xOfDay(toDayNumber(row.date), range, zoom);
                  const cy = y + ganttRowHeight / 2;
                  const r = 8;
                  return (
                    <g key={row.id} role="img" aria-label={`${t("gantt.milestone")}: ${row.title}, ${labelFormat.format(asUtc(row.date))}`}>
                      <path d={`M${cx},${cy - r} L${cx + r},${cy} L${cx},${cy + r} L${cx - r},${cy} Z`} className={row.isCompleted ? "fill-success-strong" : "fill-warning-strong"} />
                    </g>
                  );
                }
                if (row.kind !== "task") return null;
                const span = spanOf(row);
                const rect = barRect(span.start, span.end, range, zoom);
                const ghost = ghosts?.get(row.id);
                const ghostRect = ghost ? barRect(ghost.start, ghost.end, range, zoom) : null;
                return (
                  <g key={row.id}>
                    {ghostRect ? (
                      <rect data-ghost-id={row.id} aria-hidden="true" x={ghostRect.x} y={y + 5} width={ghostRect.width} height={ganttRowHeight - 10} rx={4} fill="none" strokeWidth={1.5} strokeDasharray="5 3" className="stroke-muted-foreground" />
                    ) : null}
                    <GanttBar
                      key={row.id}
                      id={row.id}
                      x={rect.x}
                      y={y}
                      width={rect.width}
                      label={barLabel(row, span)}
                      helpId={helpId}
                      isFocusable={row.id === focusableId}
                      isFocused={focusedId === row.id}
                      isDragging={drag?.id === row.id}
                      fillClass={row.isCritical ? "fill-destructive" : row.status === "Completada" ? "fill-success-strong" : "fill-info-strong"}
                    />
                  </g>
                );
              })}
              {todayX >= 0 && todayX <= width ? (
                <line x1={todayX} x2={todayX} y1={scroll.top} y2={scroll.top + chartViewHeight} strokeWidth={2} className="stroke-primary-strong" strokeDasharray="4 3" />
              ) : null}
            </g>
          </g>

          {/* Header: months and ticks; scrolls sideways only. */}
          <g aria-hidden="true">
            <rect x={0} y={0} width={viewport.width} height={ganttHeaderHeight} className="fill-card" />
            <g clipPath="url(#gantt-header-clip)">
              <g transform={`translate(${labelWidth - scroll.left},0)`}>
                {visibleMonths.map((m) => {
                  const x = xOfDay(m.startDay, range, zoom);
                  const label = zoom === "month" ? (m.date.slice(5, 7) === "01" || m.startDay === range.startDay ? m.date.slice(0, 4) : "") : capitalizeFirst(monthFormat.format(asUtc(m.date)));
                  return (
                    <g key={`m-${m.startDay}`}>
                      <line x1={x} x2={x} y1={0} y2={ganttHeaderHeight} className="stroke-border" />
                      <text x={Math.max(x, scroll.left) + 6} y={17} className="fill-foreground text-[12px] font-semibold">
                        {label}
                      </text>
                    </g>
                  );
                })}
                {visibleTicks.map((tick) => (
                  <text key={`t-${tick.day}`} x={xOfDay(tick.day, range, zoom) + (zoom === "day" ? pixelsPerDay.day / 2 : 4)} y={40} textAnchor={zoom === "day" ? "middle" : "start"} className="fill-muted-foreground text-[11px]">
                    {zoom === "day" ? tick.date.slice(8).replace(/^0/, "") : zoom === "week" ? dayFormat.format(asUtc(tick.date)) : monthFormat.format(asUtc(tick.date))}
                  </text>
                ))}
                {todayX >= 0 && todayX <= width ? (
                  <text x={todayX} y={ganttHeaderHeight - 2} textAnchor="middle" className="fill-primary-strong text-[10px] font-semibold">
                    ▼
                  </text>
                ) : null}
              </g>
            </g>
            <line x1={0} x2={viewport.width} y1={ganttHeaderHeight - 0.5} y2={ganttHeaderHeight - 0.5} className="stroke-border" />
          </g>

          {/* Label column: scrolls up and down only. */}
          <g aria-hidden="true">
            <rect x={0} y={ganttHeaderHeight} width={labelWidth} height={chartViewHeight} className="fill-card" />
            <text x={8} y={30} className="fill-muted-foreground text-[12px] font-semibold">
              {t("gantt.taskColumn")}
            </text>
            <g clipPath="url(#gantt-label-clip)">
              <g transform={`translate(0,${ganttHeaderHeight - scroll.top})`}>
                {visible.map((row, k) => (
                  <text
                    key={`l-${row.id}`}
                    x={row.kind === "milestone" ? 20 : 8}
                    y={(first + k) * ganttRowHeight + ganttRowHeight / 2 + 4}
                    className={row.kind === "undated" ? "fill-muted-foreground text-[12px] italic" : row.kind === "task" && row.isCritical ? "fill-destructive-strong text-[12px] font-medium" : "fill-foreground text-[12px]"}
                  >
                    {row.kind === "milestone" ? "◆ " : ""}
                    {row.title}
                    {row.kind === "undated" ? ` (${t("gantt.noDates")})` : ""}
                  </text>
                ))}
              </g>
            </g>
            <line x1={labelWidth - 0.5} x2={labelWidth - 0.5} y1={0} y2={viewport.height} className="stroke-border" />
          </g>
        </svg>
      </div>
    </div>
  );
}
