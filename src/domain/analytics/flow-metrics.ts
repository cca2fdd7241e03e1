import { addDays, diffDays, startOfWeek } from "../planning/calendar";

// The flow and agile charts of the analytics page, as pure functions over task histories:
// throughput, cycle time with percentiles, cumulative flow, burnup and velocity. Dates are
// YYYY-MM-DD in the user's time zone (the caller converts instants).

export type TaskHistory = {
  id: string;
  title: string;
  createdOn: string;
  /** First day the task entered "En progreso" (null if it never did). */
  startedOn: string | null;
  completedOn: string | null;
  points: number | null;
  /** Status at the end of each day is derived from these transitions, in time order. */
  transitions: { on: string; to: string }[];
};

export type WeeklyCount = { weekStart: string; count: number };

/** Completed items per week (weeks start on Monday), zeros included, from `from` to `to`. */
export function throughputByWeek(tasks: TaskHistory[], from: string, to: string): WeeklyCount[] {
  const first = startOfWeek(from, 1);
  const weeks: WeeklyCount[] = [];
  for (let w = first; w <= to; w = addDays(w, 7)) weeks.push({ weekStart: w, count: 0 });
  const index = new Map(weeks.map((w, i) => [w.weekStart, i]));
  for (const t of tasks) {
    if (!t.completedOn || t.completedOn < from || t.completedOn > to) continue;
    const i = index.get(startOfWeek(t.completedOn, 1));
    if (i !== undefined) weeks[i]!.count++;
  }
  return weeks;
}

export type CycleTimePoint = { id: string; title: string; completedOn: string; days: number };

/** Days from start (or creation, when never started) to completion, at least one day. */
export function cycleTimes(tasks: TaskHistory[], from: string, to: string): CycleTimePoint[] {
  return tasks
    .filter((t) => t.completedOn && t.completedOn >= from && t.completedOn <= to)
    .map((t) => ({ id: t.id, title: t.title, completedOn: t.completedOn!, days: Math.max(1, diffDays(t.startedOn ?? t.createdOn, t.completedOn!) + 1) }))
    .sort((a, b) => (a.completedOn < b.completedOn ? -1 : a.completedOn > b.completedOn ? 1 : 0));
}

/** Nearest-rank percentile (the value at or below which `p` of observations fall). */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

export type FlowDay = { date: string; counts: Record<string, number> };

/** How many tasks stood in each status at the end of each day (cumulative flow diagram). */
export function cumulativeFlow(tasks: TaskHistory[], statuses: readonly string[], from: string, to: string): FlowDay[] {
  const days = diffDays(from, to) + 1;
  if (days <= 0) return [];
  // Per status, +1/-1 deltas on the day a task enters/leaves it; then a running sum.
  const deltas = statuses.map(() => new Int32Array(days + 1));
  const slot = (on: string) => Math.max(0, Math.min(days, diffDays(from, on)));
  for (const t of tasks) {
    const ordered = [...t.transitions].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
    for (let i = 0; i < ordered.length; i++) {
      const s = statuses.indexOf(ordered[i]!.to);
      if (s < 0 || ordered[i]!.on > to) continue;
      deltas[s]![slot(ordered[i]!.on)]! += 1;
      const next = ordered[i + 1];
      if (next && next.on <= to) deltas[s]![slot(next.on)]! -= 1;
    }
  }
  const out: FlowDay[] = [];
  const running = statuses.map(() => 0);
  for (let d = 0; d < days; d++) {
    const counts: Record<string, number> = {};
    statuses.forEach((status, s) => {
      running[s]! += deltas[s]![d]!;
      counts[status] = running[s]!;
    });
    out.push({ date: addDays(from, d), counts });
  }
  return out;
}

export type BurnPoint = { date: string; scope: number; done: number; remaining: number };

/** Burnup and burndown together: scope (created so far), done and remaining, per day. */
export function burnSeries(tasks: TaskHistory[], from: string, to: string, unit: "points" | "tasks"): BurnPoint[] {
  const size = (t: TaskHistory) => (unit === "points" ? Math.max(0, t.points ?? 0) : 1);
  const days = diffDays(from, to) + 1;
  const scope = new Float64Array(days);
  const done = new Float64Array(days);
  for (const t of tasks) {
    const created = Math.max(0, diffDays(from, t.createdOn));
    if (created < days) scope[created]! += size(t);
    if (t.completedOn) {
      const finished = Math.max(0, diffDays(from, t.completedOn));
      if (finished < days) done[finished]! += size(t);
    }
  }
  const out: BurnPoint[] = [];
  let s = 0;
  let d = 0;
  for (let i = 0; i < days; i++) {
    s += scope[i]!;
    d += done[i]!;
    out.push({ date: addDays(from, i), scope: s, done: d, remaining: s - d });
  }
  return out;
}

export type SprintVelocity = { sprintId: string; name: string; endDate: string; committed: number; completed: number };

/** Points committed to each finished or running sprint and points completed within it. */
export function velocity(
  sprints: { id: string; name: string; startDate: string; endDate: string; status: string }[],
  tasks: (TaskHistory & { sprintId: string | null })[],
): SprintVelocity[] {
  return sprints
    .filter((s) => s.status !== "cancelled" && s.status !== "planned")
    .map((s) => {
      const mine = tasks.filter((t) => t.sprintId === s.id);
      return {
        sprintId: s.id,
        name: s.name,
        endDate: s.endDate,
        committed: mine.reduce((a, t) => a + (t.points ?? 0), 0),
        completed: mine.filter((t) => t.completedOn && t.completedOn <= s.endDate).reduce((a, t) => a + (t.points ?? 0), 0),
      };
    })
    .sort((a, b) => (a.endDate < b.endDate ? -1 : 1));
}
