// Critical path method (CPM) over finish-to-start dependencies, as a pure function. The Gantt
// chart draws from it and the predictions reuse it, so it must be exact and fast: one Kahn
// topological sort, one forward and one backward pass, O(V + E).
//
// Time model (docs/decisions/0201-planning-dates-and-critical-path.md):
// - Times are whole days counted from the project start, textbook style: a task with earliest
//   start 0 and duration 3 has earliest finish 3, it occupies days 0, 1 and 2, and a successor can
//   start on day 3. `earlyFinish`/`lateFinish` are therefore exclusive offsets; the matching
//   `…Date` fields give the last day worked (inclusive), which is what a user reads.
// - A zero-duration task is a milestone: it sits at the start of its day (start date = finish
//   date), on the day its successors may begin.
// - `workdays: "all"` (default) counts every calendar day, weekends included. `"mon-fri"` counts
//   Monday to Friday only: offsets, durations, lags and slack are then working days, and a start on
//   a weekend moves to the next Monday. A team's working-day calendar (`WorkingDayCalendar` of
//   domain/capacity/working-days, decision 1306) counts its working weekdays minus its holidays the
//   same way: a 3-day task starting the Friday before a holiday Monday ends on Wednesday.
// - A task's optional `start` is a start-no-earlier-than constraint; nothing starts before the
//   project start. Latest times are computed back from the project finish (no deadline), so the
//   critical tasks are exactly those with zero total slack.

import { isWorkingDay, type WorkingDayCalendar } from "../capacity/working-days";
import { fromDayNumber, parseDateOnly, workdayAt, workdaysBefore, type DateOnly } from "./calendar";

export type Workdays = "all" | "mon-fri" | WorkingDayCalendar;

export type ScheduleTask = {
  id: string;
  /** Whole days, 0 for a milestone. */
  durationDays: number;
  /** Start no earlier than this date (YYYY-MM-DD). */
  start?: DateOnly | null;
};

/** `taskId` starts after `dependsOnTaskId` finishes, plus `lagDays` (negative = lead). */
export type TaskDependency = {
  taskId: string;
  dependsOnTaskId: string;
  lagDays?: number | null;
};

export type CriticalPathOptions = {
  projectStart: DateOnly;
  workdays?: Workdays;
  /** Critical paths to list at most (several can tie; their number can grow exponentially). */
  maxCriticalPaths?: number;
};

export type ScheduledTask = {
  id: string;
  durationDays: number;
  isMilestone: boolean;
  /** Offsets in days (working days under "mon-fri") from the project start; finishes exclusive. */
  earlyStart: number;
  earlyFinish: number;
  lateStart: number;
  lateFinish: number;
  /** How far the task can slip without delaying the project. */
  totalSlack: number;
  /** How far the task can slip without delaying any successor's earliest start. */
  freeSlack: number;
  isCritical: boolean;
  earlyStartDate: DateOnly;
  /** Last day worked (a milestone's own date). */
  earlyFinishDate: DateOnly;
  lateStartDate: DateOnly;
  lateFinishDate: DateOnly;
};

export type CriticalPathResult = {
  /** The first day of work: the project start, or the Monday after it under "mon-fri". */
  projectStart: DateOnly;
  workdays: Workdays;
  /** Project length in days (working days under "mon-fri"): the largest earliest finish. */
  projectDurationDays: number;
  /** Last day worked by the project (the start date when it has no work at all). */
  projectFinishDate: DateOnly;
  /** In the order the tasks were given. */
  tasks: ScheduledTask[];
  /** Task ids in a topological order: every task after the tasks it depends on. */
  order: string[];
  /** Each path lists task ids from the start of the chain to the project finish. */
  criticalPaths: string[][];
  /** True when more critical paths exist than `maxCriticalPaths` allowed to list. */
  criticalPathsTruncated: boolean;
};

// Durations and lags past a century are typing errors. Times are kept in Float64Array so long
// chains of long tasks cannot wrap around as 32-bit integers would.
export const maxScheduleDays = 36_500;

export type ScheduleIssue =
  /** The tasks of one cycle, each depending on the one before it and the first on the last. */
  | { code: "cycle"; taskIds: string[] }
  | { code: "unknown_task"; taskId: string; dependency?: TaskDependency }
  | { code: "duplicate_task"; taskId: string }
  | { code: "invalid_duration"; taskId: string; value: number; max: number }
  | { code: "invalid_lag"; dependency: TaskDependency; max: number }
  | { code: "invalid_date"; field: "projectStart" | "start" | "end"; value: string; taskId?: string }
  | { code: "end_before_start"; taskId: string; start: DateOnly; end: DateOnly };

export class ScheduleError extends Error {
  readonly issue: ScheduleIssue;
  constructor(issue: ScheduleIssue) {
    super(scheduleIssueMessage(issue));
    this.name = "ScheduleError";
    this.issue = issue;
  }
}

// English for logs; the web and the server word it for the user from `issue`.
function scheduleIssueMessage(issue: ScheduleIssue): string {
  switch (issue.code) {
    case "cycle": {
      const first = issue.taskIds[0] ?? "";
      return `Dependency cycle: ${[...issue.taskIds, first].join(" → ")}`;
    }
    case "unknown_task":
      return `Unknown task: ${issue.taskId}`;
    case "duplicate_task":
      return `Task listed twice: ${issue.taskId}`;
    case "invalid_duration":
      return `Task ${issue.taskId}: duration must be a whole number of days from 0 to ${issue.max}, got ${issue.value}`;
    case "invalid_lag":
      return `Dependency ${issue.dependency.dependsOnTaskId} → ${issue.dependency.taskId}: lag must be a whole number of days within ±${issue.max}`;
    case "invalid_date":
      return `${issue.taskId ? `Task ${issue.taskId}: ` : ""}${issue.field} is not a valid date (YYYY-MM-DD): ${JSON.stringify(issue.value)}`;
    case "end_before_start":
      return `Task ${issue.taskId}: end ${issue.end} is before start ${issue.start}`;
  }
}

// Maps offsets (days or working days from the project start) to calendar days and back.
type TimeScale = {
  startDate: DateOnly;
  /** Offset of the first moment of calendar day `dayNumber`. */
  offsetOf(dayNumber: number): number;
  dateAt(offset: number): DateOnly;
};

/**
 * Working days of a calendar numbered from `anchor`: `before(d)` counts the working days in
 * [anchor, d) (negative before the anchor; a day off counts as the next working day), `at(i)` is
 * the day number of working day `i`. Grown lazily in each direction, as the schedule asks.
 */
function workingDayIndex(anchor: number, calendar: WorkingDayCalendar) {
  const isWorking = (dayNumber: number) => isWorkingDay(calendar, fromDayNumber(dayNumber));
  const forward: number[] = [];
  const backward: number[] = [];
  let nextForward = anchor;
  let nextBackward = anchor - 1;
  const stepForward = () => {
    if (isWorking(nextForward)) forward.push(nextForward);
    nextForward++;
  };
  const stepBackward = () => {
    if (isWorking(nextBackward)) backward.push(nextBackward);
    nextBackward--;
  };
  // Entries of a sorted list below (or from) a value, by binary search.
  const countBelow = (list: number[], value: number, descending: boolean) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (descending ? (list[mid] as number) >= value : (list[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    before(dayNumber: number): number {
      if (dayNumber >= anchor) {
        while (nextForward < dayNumber) stepForward();
        return countBelow(forward, dayNumber, false);
      }
      while (nextBackward >= dayNumber) stepBackward();
      return -countBelow(backward, dayNumber, true);
    },
    at(index: number): number {
      if (index >= 0) {
        while (forward.length <= index) stepForward();
        return forward[index] as number;
      }
      while (backward.length < -index) stepBackward();
      return backward[-index - 1] as number;
    },
  };
}

function timeScale(startDayNumber: number, workdays: Workdays): TimeScale {
  if (typeof workdays === "object") {
    const index = workingDayIndex(startDayNumber, workdays);
    return { startDate: fromDayNumber(index.at(0)), offsetOf: (dayNumber) => index.before(dayNumber), dateAt: (offset) => fromDayNumber(index.at(offset)) };
  }
  if (workdays === "mon-fri") {
    const base = workdaysBefore(startDayNumber);
    return {
      startDate: fromDayNumber(workdayAt(base)),
      offsetOf: (dayNumber) => workdaysBefore(dayNumber) - base,
      dateAt: (offset) => fromDayNumber(workdayAt(base + offset)),
    };
  }
  return {
    startDate: fromDayNumber(startDayNumber),
    offsetOf: (dayNumber) => dayNumber - startDayNumber,
    dateAt: (offset) => fromDayNumber(startDayNumber + offset),
  };
}

function parseDateField(value: string, field: "projectStart" | "start" | "end", taskId?: string): number {
  const dayNumber = parseDateOnly(value);
  if (dayNumber === null) {
    throw new ScheduleError(taskId === undefined ? { code: "invalid_date", field, value } : { code: "invalid_date", field, value, taskId });
  }
  return dayNumber;
}

function checkLag(dependency: TaskDependency): number {
  const lag = dependency.lagDays ?? 0;
  if (!Number.isInteger(lag) || Math.abs(lag) > maxScheduleDays) {
    throw new ScheduleError({ code: "invalid_lag", dependency, max: maxScheduleDays });
  }
  return lag;
}

function indexTasks(tasks: readonly { id: string }[]): Map<string, number> {
  const index = new Map<string, number>();
  for (let i = 0; i < tasks.length; i++) {
    const id = (tasks[i] as { id: string }).id;
    if (index.has(id)) throw new ScheduleError({ code: "duplicate_task", taskId: id });
    index.set(id, i);
  }
  return index;
}

// A dependency graph in compressed sparse rows: each task's outgoing edges (to its successors)
// are edgeTo[outStart[i] .. outStart[i+1]). Typed arrays keep 20,000 edges cheap to walk.
type Graph = {
  size: number;
  outStart: Int32Array;
  edgeTo: Int32Array;
  edgeLag: Int32Array;
  edgeFrom: Int32Array;
  inDegree: Int32Array;
};

function buildGraph(size: number, index: Map<string, number>, dependencies: readonly TaskDependency[]): Graph {
  const m = dependencies.length;
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  const lags = new Int32Array(m);
  const outStart = new Int32Array(size + 1);
  const inDegree = new Int32Array(size);
  for (let e = 0; e < m; e++) {
    const dependency = dependencies[e] as TaskDependency;
    const succ = index.get(dependency.taskId);
    if (succ === undefined) throw new ScheduleError({ code: "unknown_task", taskId: dependency.taskId, dependency });
    const pred = index.get(dependency.dependsOnTaskId);
    if (pred === undefined) throw new ScheduleError({ code: "unknown_task", taskId: dependency.dependsOnTaskId, dependency });
    from[e] = pred;
    to[e] = succ;
    lags[e] = checkLag(dependency);
    (outStart[pred + 1] as number)++;
    (inDegree[succ] as number)++;
  }
  for (let i = 0; i < size; i++) outStart[i + 1] = (outStart[i + 1] as number) + (outStart[i] as number);
  const cursor = outStart.slice(0, size);
  const edgeTo = new Int32Array(m);
  const edgeLag = new Int32Array(m);
  const edgeFrom = new Int32Array(m);
  for (let e = 0; e < m; e++) {
    const pred = from[e] as number;
    const slot = (cursor[pred] as number)++;
    edgeTo[slot] = to[e] as number;
    edgeLag[slot] = lags[e] as number;
    edgeFrom[slot] = pred;
  }
  return { size, outStart, edgeTo, edgeLag, edgeFrom, inDegree };
}

/** Kahn's algorithm; returns the order, or the tasks left over when a cycle blocks it. */
function topologicalOrder(graph: Graph): { order: Int32Array; count: number } {
  const { size, outStart, edgeTo } = graph;
  const remaining = graph.inDegree.slice();
  const order = new Int32Array(size);
  let tail = 0;
  for (let i = 0; i < size; i++) if (remaining[i] === 0) order[tail++] = i;
  for (let head = 0; head < tail; head++) {
    const node = order[head] as number;
    const end = outStart[node + 1] as number;
    for (let slot = outStart[node] as number; slot < end; slot++) {
      const succ = edgeTo[slot] as number;
      if (--(remaining[succ] as number) === 0) order[tail++] = succ;
    }
  }
  return { order, count: tail };
}

/** One cycle among the tasks Kahn could not order. Every such task still has an unordered
 * predecessor, so walking predecessors must come back to a task already seen. */
function findCycle(graph: Graph, order: Int32Array, count: number, ids: readonly string[]): string[] {
  const ordered = new Uint8Array(graph.size);
  for (let k = 0; k < count; k++) ordered[order[k] as number] = 1;
  const anyPred = new Int32Array(graph.size).fill(-1);
  for (let slot = 0; slot < graph.edgeTo.length; slot++) {
    const succ = graph.edgeTo[slot] as number;
    const pred = graph.edgeFrom[slot] as number;
    if (!ordered[pred] && !ordered[succ] && anyPred[succ] === -1) anyPred[succ] = pred;
  }
  let start = 0;
  while (ordered[start]) start++;
  const seenAt = new Int32Array(graph.size).fill(-1);
  const walk: number[] = [];
  let node = start;
  while (seenAt[node] === -1) {
    seenAt[node] = walk.length;
    walk.push(node);
    node = anyPred[node] as number;
  }
  // The walk went from successor to predecessor; reverse it so each task depends on the previous.
  return walk
    .slice(seenAt[node] as number)
    .reverse()
    .map((i) => ids[i] as string);
}

/** Earliest and latest start and finish, slack and critical paths of a task network. Throws a
 * ScheduleError for a cycle (naming its tasks), an unknown or repeated task, a bad duration, lag
 * or date. */
export function computeCriticalPath(
  tasks: readonly ScheduleTask[],
  dependencies: readonly TaskDependency[],
  options: CriticalPathOptions,
): CriticalPathResult {
  const workdays = options.workdays ?? "all";
  const scale = timeScale(parseDateField(options.projectStart, "projectStart"), workdays);
  const n = tasks.length;
  const index = indexTasks(tasks);
  const ids: string[] = new Array<string>(n);
  const duration = new Int32Array(n);
  const earlyStart = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const task = tasks[i] as ScheduleTask;
    ids[i] = task.id;
    const d = task.durationDays;
    if (!Number.isInteger(d) || d < 0 || d > maxScheduleDays) {
      throw new ScheduleError({ code: "invalid_duration", taskId: task.id, value: d, max: maxScheduleDays });
    }
    duration[i] = d;
    if (task.start != null) {
      earlyStart[i] = Math.max(0, scale.offsetOf(parseDateField(task.start, "start", task.id)));
    }
  }
  const graph = buildGraph(n, index, dependencies);
  const { order, count } = topologicalOrder(graph);
  if (count < n) throw new ScheduleError({ code: "cycle", taskIds: findCycle(graph, order, count, ids) });
  const { outStart, edgeTo, edgeLag } = graph;

  // Forward pass: a task starts once every predecessor has finished (plus lag).
  const earlyFinish = new Float64Array(n);
  let projectFinish = 0;
  for (let k = 0; k < n; k++) {
    const node = order[k] as number;
    const finish = (earlyStart[node] as number) + (duration[node] as number);
    earlyFinish[node] = finish;
    if (finish > projectFinish) projectFinish = finish;
    const end = outStart[node + 1] as number;
    for (let slot = outStart[node] as number; slot < end; slot++) {
      const succ = edgeTo[slot] as number;
      const ready = finish + (edgeLag[slot] as number);
      if (ready > (earlyStart[succ] as number)) earlyStart[succ] = ready;
    }
  }

  // Backward pass: a task must finish before each successor's latest start (minus lag); free
  // slack is the room before the earliest successor start, or before the project finish.
  const lateFinish = new Float64Array(n);
  const freeSlack = new Float64Array(n);
  for (let k = n - 1; k >= 0; k--) {
    const node = order[k] as number;
    let latest = projectFinish;
    let room = projectFinish;
    const end = outStart[node + 1] as number;
    for (let slot = outStart[node] as number; slot < end; slot++) {
      const succ = edgeTo[slot] as number;
      const lag = edgeLag[slot] as number;
      const bySucc = (lateFinish[succ] as number) - (duration[succ] as number) - lag;
      if (bySucc < latest) latest = bySucc;
      const earliestNeed = (earlyStart[succ] as number) - lag;
      if (earliestNeed < room) room = earliestNeed;
    }
    lateFinish[node] = latest;
    freeSlack[node] = room - (earlyFinish[node] as number);
  }

  const isCritical = new Uint8Array(n);
  const scheduled: ScheduledTask[] = new Array<ScheduledTask>(n);
  for (let i = 0; i < n; i++) {
    const d = duration[i] as number;
    const es = earlyStart[i] as number;
    const ef = earlyFinish[i] as number;
    const lf = lateFinish[i] as number;
    const ls = lf - d;
    const totalSlack = ls - es;
    if (totalSlack === 0) isCritical[i] = 1;
    scheduled[i] = {
      id: ids[i] as string,
      durationDays: d,
      isMilestone: d === 0,
      earlyStart: es,
      earlyFinish: ef,
      lateStart: ls,
      lateFinish: lf,
      totalSlack,
      freeSlack: freeSlack[i] as number,
      isCritical: totalSlack === 0,
      earlyStartDate: scale.dateAt(es),
      earlyFinishDate: scale.dateAt(d === 0 ? es : ef - 1),
      lateStartDate: scale.dateAt(ls),
      lateFinishDate: scale.dateAt(d === 0 ? ls : lf - 1),
    };
  }

  const { paths, truncated } = criticalPaths(graph, order, earlyStart, earlyFinish, isCritical, ids, options.maxCriticalPaths ?? 10);
  const orderIds: string[] = new Array<string>(n);
  for (let k = 0; k < n; k++) orderIds[k] = ids[order[k] as number] as string;
  return {
    projectStart: scale.startDate,
    workdays,
    projectDurationDays: projectFinish,
    projectFinishDate: scale.dateAt(projectFinish > 0 ? projectFinish - 1 : 0),
    tasks: scheduled,
    order: orderIds,
    criticalPaths: paths,
    criticalPathsTruncated: truncated,
  };
}

// A critical edge joins two critical tasks where the predecessor's finish (plus lag) is what fixes
// the successor's start. Critical chains follow these edges from a task whose start nothing
// critical drives to a task that ends at the project finish.
function criticalPaths(
  graph: Graph,
  order: Int32Array,
  earlyStart: Float64Array,
  earlyFinish: Float64Array,
  isCritical: Uint8Array,
  ids: readonly string[],
  limit: number,
): { paths: string[][]; truncated: boolean } {
  const { size, outStart, edgeTo, edgeLag } = graph;
  const isCriticalEdge = (node: number, slot: number): boolean => {
    const succ = edgeTo[slot] as number;
    return isCritical[succ] === 1 && earlyStart[succ] === (earlyFinish[node] as number) + (edgeLag[slot] as number);
  };
  const hasCriticalIn = new Uint8Array(size);
  for (let node = 0; node < size; node++) {
    if (!isCritical[node]) continue;
    const end = outStart[node + 1] as number;
    for (let slot = outStart[node] as number; slot < end; slot++) {
      if (isCriticalEdge(node, slot)) hasCriticalIn[edgeTo[slot] as number] = 1;
    }
  }
  const paths: string[][] = [];
  const maxPaths = Math.max(0, Math.floor(limit));
  // Depth-first, without recursion: a chain can be thousands of tasks long.
  const stackNode: number[] = [];
  const stackSlot: number[] = [];
  const stackHasChild: boolean[] = [];
  for (let k = 0; k < size; k++) {
    const source = order[k] as number;
    if (!isCritical[source] || hasCriticalIn[source]) continue;
    stackNode.push(source);
    stackSlot.push(outStart[source] as number);
    stackHasChild.push(false);
    while (stackNode.length > 0) {
      const top = stackNode.length - 1;
      const node = stackNode[top] as number;
      const end = outStart[node + 1] as number;
      let slot = stackSlot[top] as number;
      while (slot < end && !isCriticalEdge(node, slot)) slot++;
      if (slot < end) {
        stackSlot[top] = slot + 1;
        stackHasChild[top] = true;
        const child = edgeTo[slot] as number;
        stackNode.push(child);
        stackSlot.push(outStart[child] as number);
        stackHasChild.push(false);
        continue;
      }
      if (!stackHasChild[top]) {
        // A task with no critical successor ends a chain (it finishes with the project).
        if (paths.length === maxPaths) return { paths, truncated: true };
        paths.push(stackNode.map((i) => ids[i] as string));
      }
      stackNode.pop();
      stackSlot.pop();
      stackHasChild.pop();
    }
  }
  return { paths, truncated: false };
}

function buildSuccessors(dependencies: readonly TaskDependency[]): Map<string, string[]> {
  const successors = new Map<string, string[]>();
  for (const dependency of dependencies) {
    const list = successors.get(dependency.dependsOnTaskId);
    if (list) list.push(dependency.taskId);
    else successors.set(dependency.dependsOnTaskId, [dependency.taskId]);
  }
  return successors;
}

/** The cycle that adding `newDependency` would close, or null. The cycle lists task ids, each
 * depending on the one before it, starting with `newDependency.taskId` and ending with the task
 * it would depend on. O(V + E). */
export function findCycleWithDependency(dependencies: readonly TaskDependency[], newDependency: TaskDependency): string[] | null {
  const from = newDependency.taskId;
  const target = newDependency.dependsOnTaskId;
  if (from === target) return [from];
  // The new edge target → from closes a cycle exactly when `from` already reaches `target`.
  const successors = buildSuccessors(dependencies);
  const parent = new Map<string, string>([[from, from]]);
  const queue: string[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as string;
    for (const next of successors.get(node) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, node);
      if (next === target) {
        const cycle: string[] = [target];
        let step = node;
        while (step !== from) {
          cycle.push(step);
          step = parent.get(step) as string;
        }
        cycle.push(from);
        return cycle.reverse();
      }
      queue.push(next);
    }
  }
  return null;
}

/** Whether adding `newDependency` to `dependencies` would make a cycle (a task depending on
 * itself included). */
export function wouldCreateCycle(dependencies: readonly TaskDependency[], newDependency: TaskDependency): boolean {
  return findCycleWithDependency(dependencies, newDependency) !== null;
}

/** A task as a Gantt bar: first and last day worked (inclusive). A milestone occupies no time and
 * sits at the start of `start`; its `end` is ignored. Tasks without dates are skipped. */
export type TaskBar = {
  id: string;
  start?: DateOnly | null;
  end?: DateOnly | null;
  isMilestone?: boolean;
};

export type ScheduleChange = { taskId: string; start: DateOnly; end: DateOnly };

export type DependencyViolation = {
  taskId: string;
  dependsOnTaskId: string;
  lagDays: number;
  /** Whether the moved task is the one that starts too early or the one that ends too late. */
  movedTaskRole: "successor" | "predecessor";
  /** The first date the successor may start on. */
  earliestStart: DateOnly;
  /** The date the successor starts on after the change. */
  actualStart: DateOnly;
  /** Days (working days under "mon-fri") the successor would need to move later. */
  shortByDays: number;
};

export type ScheduleChangeCheck = { isValid: boolean; violations: DependencyViolation[] };

/** The finish-to-start dependencies a Gantt move or resize would break: a successor starting
 * before its predecessor ends (plus lag). Only dependencies of the moved task are checked; the
 * rest of the plan is unchanged by the move. Uses the same time model as `computeCriticalPath`. */
export function validateScheduleChange(input: {
  tasks: readonly TaskBar[];
  dependencies: readonly TaskDependency[];
  change: ScheduleChange;
  workdays?: Workdays;
}): ScheduleChangeCheck {
  const { tasks, dependencies, change } = input;
  const workdays = input.workdays ?? "all";
  const moved = tasks.find((task) => task.id === change.taskId);
  if (!moved) throw new ScheduleError({ code: "unknown_task", taskId: change.taskId });
  const newStart = parseDateField(change.start, "start", change.taskId);
  const newEnd = parseDateField(change.end, "end", change.taskId);
  if (!moved.isMilestone && newEnd < newStart) {
    throw new ScheduleError({ code: "end_before_start", taskId: change.taskId, start: change.start, end: change.end });
  }
  // Boundaries on the time scale: a bar starts at the first moment of its start day and ends at
  // the first moment after its last day (a milestone ends where it starts).
  const index = typeof workdays === "object" ? workingDayIndex(newStart, workdays) : null;
  const point = index ? index.before : workdays === "mon-fri" ? workdaysBefore : (dayNumber: number) => dayNumber;
  const dateAtPoint = index ? (p: number) => fromDayNumber(index.at(p)) : workdays === "mon-fri" ? (p: number) => fromDayNumber(workdayAt(p)) : fromDayNumber;
  const bounds = (bar: TaskBar, start: number, end: number) => ({
    start,
    startPoint: point(start),
    endPoint: bar.isMilestone ? point(start) : point(end + 1),
  });
  const movedBounds = bounds(moved, newStart, newEnd);
  const byId = new Map<string, TaskBar>();
  for (const task of tasks) byId.set(task.id, task);
  const barBounds = (id: string) => {
    const bar = byId.get(id);
    if (!bar?.start) return null;
    const start = parseDateField(bar.start, "start", bar.id);
    const end = bar.isMilestone || !bar.end ? start : parseDateField(bar.end, "end", bar.id);
    return bounds(bar, start, end);
  };

  const violations: DependencyViolation[] = [];
  for (const dependency of dependencies) {
    const isSuccessor = dependency.taskId === change.taskId;
    const isPredecessor = dependency.dependsOnTaskId === change.taskId;
    if (!isSuccessor && !isPredecessor) continue;
    const lag = checkLag(dependency);
    if (isSuccessor && isPredecessor) {
      throw new ScheduleError({ code: "cycle", taskIds: [change.taskId] });
    }
    const pred = isPredecessor ? movedBounds : barBounds(dependency.dependsOnTaskId);
    const succ = isSuccessor ? movedBounds : barBounds(dependency.taskId);
    if (!pred || !succ) continue;
    const earliest = pred.endPoint + lag;
    if (succ.startPoint < earliest) {
      violations.push({
        taskId: dependency.taskId,
        dependsOnTaskId: dependency.dependsOnTaskId,
        lagDays: lag,
        movedTaskRole: isSuccessor ? "successor" : "predecessor",
        earliestStart: dateAtPoint(earliest),
        actualStart: fromDayNumber(succ.start),
        shortByDays: earliest - succ.startPoint,
      });
    }
  }
  return { isValid: violations.length === 0, violations };
}
