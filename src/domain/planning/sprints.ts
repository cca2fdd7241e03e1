// Sprint rules of the planning views (issue 5; specification sections 2, 4 and 8): generation of
// consecutive sprints, overlap detection, state transitions, the sprint calendar and burndown.
// Dates are date-only strings handled by day number (see calendar.ts), so no time zone or DST
// change can move a sprint boundary.

import {
  dateInTimeZone,
  fromDayNumber,
  parseDateOnly,
  toDayNumber,
  weekdayOfDayNumber,
  type DateOnly,
} from "./calendar";
import type { Holiday } from "../capacity/holidays";
import { isWorkingDay, workingDaysBetween, type WorkingDayCalendar } from "../capacity/working-days";
import { workingHoursBetween, type TimeOffPeriod, type WorkCalendar } from "../capacity/working-time";

export const sprintStatuses = ["planned", "in_progress", "completed", "cancelled"] as const;
export type SprintStatus = (typeof sprintStatuses)[number];

export const sprintGenerationLimits = {
  count: { min: 1, max: 52 },
  durationDays: { min: 1, max: 90 },
  namePrefixMaxLength: 80,
} as const;

export const defaultSprintNamePrefix = "Sprint";

export type SprintRange = {
  id?: string;
  name?: string;
  startDate: DateOnly;
  /** Inclusive: the sprint's last day. */
  endDate: DateOnly;
  status?: string;
};

export type GeneratedSprint = { name: string; number: number; startDate: DateOnly; endDate: DateOnly };

export type GenerateSprintsInput = {
  startDate: DateOnly;
  count: number;
  durationDays: number;
  /** Defaults to "Sprint" (the same word in Spanish and English). */
  namePrefix?: string;
  /** Number of the first sprint; by default one more than the highest "<prefix> <n>" among
   * `existing`, or 1. */
  firstNumber?: number;
  /** The project's sprints, to continue the numbering and to report overlaps. */
  existing?: readonly SprintRange[];
};

export type SprintGenerationIssue =
  | { code: "invalid_start_date"; field: "startDate"; value: unknown }
  | { code: "invalid_count"; field: "count"; value: unknown; min: number; max: number }
  | { code: "invalid_duration"; field: "durationDays"; value: unknown; min: number; max: number }
  | { code: "name_prefix_too_long"; field: "namePrefix"; max: number }
  | { code: "invalid_first_number"; field: "firstNumber"; value: unknown };

export class SprintGenerationError extends Error {
  readonly issues: SprintGenerationIssue[];
  constructor(issues: SprintGenerationIssue[]) {
    super(`Invalid sprint generation: ${issues.map((issue) => issue.code).join(", ")}`);
    this.name = "SprintGenerationError";
    this.issues = issues;
  }
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** Every problem with a generation request, one per field, so a form can show them all at once.
 * Empty when the request is valid. */
export function validateSprintGeneration(input: GenerateSprintsInput): SprintGenerationIssue[] {
  const issues: SprintGenerationIssue[] = [];
  const { count, durationDays } = sprintGenerationLimits;
  if (typeof input.startDate !== "string" || parseDateOnly(input.startDate) === null) {
    issues.push({ code: "invalid_start_date", field: "startDate", value: input.startDate });
  }
  if (!isIntegerIn(input.count, count.min, count.max)) {
    issues.push({ code: "invalid_count", field: "count", value: input.count, min: count.min, max: count.max });
  }
  if (!isIntegerIn(input.durationDays, durationDays.min, durationDays.max)) {
    issues.push({ code: "invalid_duration", field: "durationDays", value: input.durationDays, min: durationDays.min, max: durationDays.max });
  }
  if ((input.namePrefix?.trim().length ?? 0) > sprintGenerationLimits.namePrefixMaxLength) {
    issues.push({ code: "name_prefix_too_long", field: "namePrefix", max: sprintGenerationLimits.namePrefixMaxLength });
  }
  if (input.firstNumber !== undefined && !isIntegerIn(input.firstNumber, 1, 1_000_000)) {
    issues.push({ code: "invalid_first_number", field: "firstNumber", value: input.firstNumber });
  }
  return issues;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function nextSprintNumber(prefix: string, existing: readonly SprintRange[]): number {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}\\s+(\\d+)$`, "i");
  let highest = 0;
  for (const sprint of existing) {
    const match = pattern.exec(sprint.name?.trim() ?? "");
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

export type GenerateSprintsResult = {
  sprints: GeneratedSprint[];
  /** Overlaps with `existing` (cancelled sprints ignored); the caller asks the user to confirm. */
  overlaps: SprintOverlap[];
};

/** Consecutive sprints of `durationDays` days each: the first starts on `startDate`, each ends on
 * its last day (inclusive) and the next starts the day after. Throws SprintGenerationError. */
export function generateSprints(input: GenerateSprintsInput): GenerateSprintsResult {
  const issues = validateSprintGeneration(input);
  if (issues.length > 0) throw new SprintGenerationError(issues);
  const prefix = input.namePrefix?.trim() || defaultSprintNamePrefix;
  const existing = input.existing ?? [];
  const first = input.firstNumber ?? nextSprintNumber(prefix, existing);
  const start = toDayNumber(input.startDate);
  const sprints: GeneratedSprint[] = [];
  for (let k = 0; k < input.count; k++) {
    const sprintStart = start + k * input.durationDays;
    sprints.push({
      name: `${prefix} ${first + k}`,
      number: first + k,
      startDate: fromDayNumber(sprintStart),
      endDate: fromDayNumber(sprintStart + input.durationDays - 1),
    });
  }
  return { sprints, overlaps: findSprintOverlaps(sprints, existing) };
}

export type SprintOverlap = {
  /** Position of the sprint in the `candidates` list. */
  candidateIndex: number;
  candidate: SprintRange;
  existing: SprintRange;
  /** First and last shared day, and how many days are shared. */
  overlapStart: DateOnly;
  overlapEnd: DateOnly;
  days: number;
};

export type SprintDateIssue = { code: "invalid_sprint_dates"; sprint: SprintRange };

export class SprintDateError extends Error {
  readonly issue: SprintDateIssue;
  constructor(issue: SprintDateIssue) {
    super(`Sprint ${issue.sprint.id ?? issue.sprint.name ?? ""} has invalid dates: ${issue.sprint.startDate} to ${issue.sprint.endDate}`);
    this.name = "SprintDateError";
    this.issue = issue;
  }
}

function rangeOf(sprint: SprintRange): [number, number] {
  const start = parseDateOnly(sprint.startDate);
  const end = parseDateOnly(sprint.endDate);
  if (start === null || end === null || end < start) {
    throw new SprintDateError({ code: "invalid_sprint_dates", sprint });
  }
  return [start, end];
}

/** Sprints of `candidates` (new or edited) that share at least one day with `existing` ones.
 * A pair with the same `id` is the sprint being edited and is skipped; cancelled sprints do not
 * block dates unless `includeCancelled`. */
export function findSprintOverlaps(
  candidates: readonly SprintRange[],
  existing: readonly SprintRange[],
  options: { includeCancelled?: boolean } = {},
): SprintOverlap[] {
  const others = existing
    .filter((sprint) => options.includeCancelled || sprint.status !== "cancelled")
    .map((sprint) => ({ sprint, range: rangeOf(sprint) }));
  const overlaps: SprintOverlap[] = [];
  candidates.forEach((candidate, candidateIndex) => {
    const [start, end] = rangeOf(candidate);
    for (const other of others) {
      if (candidate.id !== undefined && candidate.id === other.sprint.id) continue;
      const from = Math.max(start, other.range[0]);
      const to = Math.min(end, other.range[1]);
      if (from > to) continue;
      overlaps.push({
        candidateIndex,
        candidate,
        existing: other.sprint,
        overlapStart: fromDayNumber(from),
        overlapEnd: fromDayNumber(to),
        days: to - from + 1,
      });
    }
  });
  return overlaps;
}

// Completed and cancelled are final: reopening would rewrite the history burndown and velocity
// are measured from. Starting a sprint by mistake can be undone; a planned sprint may be closed
// directly when its work was tracked elsewhere. See docs/decisions/0202-sprint-states.md.
export const sprintTransitions: Readonly<Record<SprintStatus, readonly SprintStatus[]>> = {
  planned: ["in_progress", "completed", "cancelled"],
  in_progress: ["planned", "completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function isFinalSprintStatus(status: SprintStatus): boolean {
  return sprintTransitions[status].length === 0;
}

/** Whether a sprint may go from `from` to `to`. Keeping the same status is always allowed (an edit
 * of other fields). */
export function canTransitionSprint(from: SprintStatus, to: SprintStatus): boolean {
  return from === to || sprintTransitions[from].includes(to);
}

/** Sprints running on `date` (start and end included), for the sprint calendar. Cancelled sprints
 * are left out unless `includeCancelled`. */
export function sprintsActiveOn<T extends SprintRange>(date: DateOnly, sprints: readonly T[], options: { includeCancelled?: boolean } = {}): T[] {
  const day = toDayNumber(date);
  return sprints.filter((sprint) => {
    if (!options.includeCancelled && sprint.status === "cancelled") return false;
    const [start, end] = rangeOf(sprint);
    return start <= day && day <= end;
  });
}

/** The dates from `from` to `to` on which at least one sprint runs: the highlighted days. */
export function sprintDaysBetween(from: DateOnly, to: DateOnly, sprints: readonly SprintRange[], options: { includeCancelled?: boolean } = {}): DateOnly[] {
  const first = toDayNumber(from);
  const last = toDayNumber(to);
  if (last < first) return [];
  const covered = new Uint8Array(last - first + 1);
  for (const sprint of sprints) {
    if (!options.includeCancelled && sprint.status === "cancelled") continue;
    const [start, end] = rangeOf(sprint);
    for (let d = Math.max(start, first); d <= Math.min(end, last); d++) covered[d - first] = 1;
  }
  const days: DateOnly[] = [];
  covered.forEach((isCovered, k) => {
    if (isCovered) days.push(fromDayNumber(first + k));
  });
  return days;
}

export type BurndownTask = {
  points?: number | null;
  estimate?: number | null;
  /** An instant (ISO timestamp, Date) or a date; null while open. */
  completedAt?: string | Date | null;
};

export type BurndownPoint = {
  date: DateOnly;
  /** Work left at the end of the day; null for days after `today`. */
  remaining: number | null;
  /** Work finished that day. */
  completed: number;
  /** Where a steady burn would be at the end of the day. */
  ideal: number;
};

export type Burndown = {
  /** "points" when any task has points or an estimate (a task without counts 0), else "tasks". */
  unit: "points" | "tasks";
  total: number;
  points: BurndownPoint[];
};

/** A sprint's burndown: remaining work at the end of each day and the ideal straight line from
 * the total on the first morning to zero on the last evening. Completion instants become dates
 * in `timeZone`. Work finished before the sprint counts on its first day; after it, not at all.
 * With `workdays: "mon-fri"` the ideal line stays flat on weekends; with a team's working-day
 * calendar (decision 1306) also on its holidays. */
export function sprintBurndown(
  sprint: { startDate: DateOnly; endDate: DateOnly },
  tasks: readonly BurndownTask[],
  options: { timeZone: string; today?: DateOnly; workdays?: "all" | "mon-fri" | WorkingDayCalendar },
): Burndown {
  const [start, end] = rangeOf(sprint);
  const hasSizes = tasks.some((task) => (task.points ?? task.estimate) != null);
  const size = (task: BurndownTask) => (hasSizes ? Math.max(0, task.points ?? task.estimate ?? 0) : 1);
  const dayCount = end - start + 1;
  const doneOn = new Float64Array(dayCount);
  let total = 0;
  for (const task of tasks) {
    const value = size(task);
    total += value;
    if (task.completedAt == null) continue;
    const day = toDayNumber(dateInTimeZone(task.completedAt, options.timeZone));
    if (day > end) continue;
    const slot = Math.max(0, day - start);
    doneOn[slot] = (doneOn[slot] as number) + value;
  }
  const { workdays } = options;
  const isWorking = (day: number) => {
    if (typeof workdays === "object") return isWorkingDay(workdays, fromDayNumber(day));
    if (workdays !== "mon-fri") return true;
    const wd = weekdayOfDayNumber(day);
    return wd !== 0 && wd !== 6;
  };
  let workingDays = 0;
  for (let d = start; d <= end; d++) if (isWorking(d)) workingDays++;
  const today = options.today === undefined ? null : toDayNumber(options.today);
  const points: BurndownPoint[] = [];
  let remaining = total;
  let workedSoFar = 0;
  for (let k = 0; k < dayCount; k++) {
    const day = start + k;
    const completed = doneOn[k] as number;
    remaining -= completed;
    if (isWorking(day)) workedSoFar++;
    // A sprint of weekend days only has no working day to burn on: the ideal drops on its last day.
    const ideal = workingDays === 0 ? (k === dayCount - 1 ? 0 : total) : total * (1 - workedSoFar / workingDays);
    points.push({
      date: fromDayNumber(day),
      remaining: today !== null && day > today ? null : roundWork(remaining),
      completed: roundWork(completed),
      ideal: roundWork(ideal),
    });
  }
  return { unit: hasSizes ? "points" : "tasks", total: roundWork(total), points };
}

export type SprintCapacity = {
  /** The members' real working hours over the sprint: working days × hours, minus holidays and approved time off. */
  hours: number;
  /** Working days of the team's calendar within the sprint. */
  workingDays: number;
  people: number;
};

/** What the people working on a sprint can give it, counted on their own calendars (decision 1306). */
export function sprintCapacity(
  sprint: { startDate: DateOnly; endDate: DateOnly },
  members: readonly { calendar: WorkCalendar; timeOff: readonly TimeOffPeriod[] }[],
  holidays: Holiday[],
  team: WorkingDayCalendar,
): SprintCapacity {
  const hours = members.reduce((sum, m) => sum + workingHoursBetween(m.calendar, sprint.startDate, sprint.endDate, holidays, [...m.timeOff]), 0);
  return { hours: roundWork(hours), workingDays: workingDaysBetween(team, sprint.startDate, sprint.endDate), people: members.length };
}

// Sums of fractional points drift (0.1 + 0.2); two decimals is all a chart shows.
function roundWork(value: number): number {
  return Math.round(value * 100) / 100;
}
