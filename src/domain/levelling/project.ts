// A project's schedule levelled under its people's capacity (decision 0803). Each open dated task
// is an activity of its length in calendar days (the Gantt's unit); each assignee is a renewable
// resource whose capacity is their working minutes a day (their calendar, capped by their weekly
// allocation to the project); a task uses, each day, its estimate spread over its days, or the
// person's whole day when it has no estimate. Levelling only delays: no task starts before its
// planned start (a dummy wait activity is its release date), and the plan as it stands is one of
// the first generation's lists, so a plan that already fits is never made longer.

import { addDays, diffDays, type DateOnly } from "../planning/calendar";
import { geneticSchedule } from "./heuristics";
import type { Problem } from "./problem";

export type LevelTask = {
  id: string;
  startDate: DateOnly;
  endDate: DateOnly;
  estimateHours: number | null;
  assigneeId: string | null;
  dependsOn: readonly string[];
};

export type LevelPerson = { id: string; minutesPerDay: number };

export type LevelChange = {
  taskId: string;
  before: { startDate: DateOnly; endDate: DateOnly };
  after: { startDate: DateOnly; endDate: DateOnly };
};

export type LevelOutcome = {
  changes: LevelChange[];
  start: DateOnly | null;
  finishBefore: DateOnly | null;
  finishAfter: DateOnly | null;
  /** Calendar days from the first start to the last finish, both counted. */
  daysBefore: number;
  daysAfter: number;
  /** Person-days over capacity. */
  overloadsBefore: number;
  overloadsAfter: number;
};

export function levelProject(
  tasks: readonly LevelTask[],
  people: readonly LevelPerson[],
  options: { seed?: number; schedules?: number } = {},
): LevelOutcome {
  if (tasks.length === 0) {
    return { changes: [], start: null, finishBefore: null, finishAfter: null, daysBefore: 0, daysAfter: 0, overloadsBefore: 0, overloadsAfter: 0 };
  }
  const origin = tasks.reduce((min, t) => (t.startDate < min ? t.startDate : min), tasks[0]!.startDate);
  const durations = tasks.map((t) => Math.max(1, diffDays(t.startDate, t.endDate) + 1));
  const releases = tasks.map((t) => diffDays(origin, t.startDate));
  const capacityOf = new Map(people.filter((p) => p.minutesPerDay > 0).map((p) => [p.id, Math.round(p.minutesPerDay)]));
  const resourceIds = [...new Set(tasks.map((t) => t.assigneeId).filter((id): id is string => id !== null && capacityOf.has(id)))];
  const capacities = resourceIds.map((id) => capacityOf.get(id)!);
  const demandRow = (k: number) =>
    resourceIds.map((id, r) => {
      const task = tasks[k]!;
      if (task.assigneeId !== id) return 0;
      const wanted = task.estimateHours && task.estimateHours > 0 ? Math.ceil((task.estimateHours * 60) / durations[k]!) : capacities[r]!;
      return Math.min(capacities[r]!, wanted);
    });

  // Activities: 0 source, 1..n tasks, then one wait per task released after the origin, sink last.
  const n = tasks.length;
  const indexOf = new Map(tasks.map((t, k) => [t.id, k + 1]));
  const waits = releases.flatMap((release, k) => (release > 0 ? [{ task: k + 1, release }] : []));
  const sink = n + waits.length + 1;
  const problem: Problem = {
    durations: [0, ...durations, ...waits.map((w) => w.release), 0],
    successors: Array.from({ length: sink + 1 }, () => []),
    demands: [resourceIds.map(() => 0), ...tasks.map((_, k) => demandRow(k)), ...waits.map(() => resourceIds.map(() => 0)), resourceIds.map(() => 0)],
    capacities,
  };
  const hasPredecessor = new Set<number>();
  const link = (from: number, to: number) => {
    problem.successors[from]!.push(to);
    hasPredecessor.add(to);
  };
  waits.forEach((w, k) => {
    link(0, n + 1 + k);
    link(n + 1 + k, w.task);
  });
  tasks.forEach((t, k) => {
    for (const id of new Set(t.dependsOn)) {
      const from = indexOf.get(id);
      if (from !== undefined && from !== k + 1) link(from, k + 1);
    }
  });
  for (let i = 1; i <= n; i++) if (!hasPredecessor.has(i)) link(0, i);
  for (let i = 1; i < sink; i++) if (problem.successors[i]!.length === 0) link(i, sink);

  // The plan as it stands, as priorities: the planned start first.
  const planned = [-1, ...releases, ...waits.map(() => -1), Number.MAX_SAFE_INTEGER];
  const result = geneticSchedule(problem, { seed: options.seed ?? 1, schedules: options.schedules ?? (n <= 100 ? 5000 : Math.max(500, Math.floor(500_000 / n))), priorities: [planned] });

  const overloads = (startOf: (k: number) => number) => {
    let count = 0;
    resourceIds.forEach((_, r) => {
      const used = new Map<number, number>();
      tasks.forEach((_, k) => {
        const demand = problem.demands[k + 1]![r]!;
        if (demand === 0) return;
        for (let d = startOf(k); d < startOf(k) + durations[k]!; d++) used.set(d, (used.get(d) ?? 0) + demand);
      });
      for (const amount of used.values()) if (amount > capacities[r]!) count++;
    });
    return count;
  };
  const lastFinish = (startOf: (k: number) => number) => Math.max(...tasks.map((_, k) => startOf(k) + durations[k]!));
  const before = (k: number) => releases[k]!;
  const after = (k: number) => result.starts[k + 1]!;
  const daysBefore = lastFinish(before);
  const daysAfter = lastFinish(after);
  return {
    changes: tasks.map((t, k) => ({
      taskId: t.id,
      before: { startDate: t.startDate, endDate: t.endDate },
      after: { startDate: addDays(origin, after(k)), endDate: addDays(origin, after(k) + durations[k]! - 1) },
    })),
    start: origin,
    finishBefore: addDays(origin, daysBefore - 1),
    finishAfter: addDays(origin, daysAfter - 1),
    daysBefore,
    daysAfter,
    overloadsBefore: overloads(before),
    overloadsAfter: overloads(after),
  };
}
