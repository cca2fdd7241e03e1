// Burnout signals, each measured against the person's own baseline (decision 1301), each with the
// evidence that raised it. The baseline is the median of the person's own past weeks, so someone
// who always runs at 60 % is flagged at a jump a fixed 100 % line would miss, and someone whose
// normal is a full week is not flagged for an ordinary one.

import { daysBetween, type DateOnly } from "./dates";
import type { PersonWeek } from "./load";
import { afterHoursSignal, type OutsideWeek } from "../time-tracking/outside-hours";

export type SignalKind = "overload_streak" | "context_switching" | "overdue_pileup" | "no_time_off" | "after_hours";

export type SignalEvidence =
  | { kind: "overload_streak"; baseline: number; weeks: { start: DateOnly; utilisation: number }[] }
  | { kind: "context_switching"; baseline: number; week: DateOnly; projects: string[] }
  | { kind: "overdue_pileup"; teamMedian: number; tasks: { id: string; title: string; projectName: string; endDate: DateOnly }[] }
  | { kind: "no_time_off"; since: DateOnly; days: number; lastTimeOff: DateOnly | null }
  | { kind: "after_hours"; baseline: number; weeks: OutsideWeek[] };

export type Signal = { kind: SignalKind; severity: "warning" | "high"; evidence: SignalEvidence };

/** A week counts towards a streak above capacity above 100 % and at least this far above the person's baseline. */
export const OVERLOAD_MARGIN = 10;
/** … or at any baseline above this (nobody's normal makes 130 % sustainable). */
export const OVERLOAD_HARD_LINE = 130;
export const OVERLOAD_STREAK_WEEKS = 2;
/** Projects in the current week at least this many more than the person's usual. */
export const SWITCHING_MARGIN = 2;
export const SWITCHING_MINIMUM = 3;
export const OVERDUE_MINIMUM = 3;
export const OVERDUE_FACTOR = 2;
export const NO_TIME_OFF_DAYS = 180;

export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type SignalInput = {
  /** The person's weeks, oldest first; those before `currentWeek` are their history. */
  weeks: PersonWeek[];
  currentWeek: DateOnly;
  projectNames: Map<string, string>;
  overdueTasks: { id: string; title: string; projectName: string; endDate: DateOnly }[];
  /** Overdue-task counts of everyone else in the team with work assigned. */
  othersOverdue: number[];
  /** End of the last approved time off, if any. */
  lastTimeOff: DateOnly | null;
  /** Since when the person is known (their resource's creation), to not flag a newcomer. */
  knownSince: DateOnly;
  today: DateOnly;
  /** Hours logged outside working hours, week by week (time tracking, decision 1204); absent before any is logged. */
  afterHours?: OutsideWeek[];
};

export function burnoutSignals(input: SignalInput): Signal[] {
  const out: Signal[] = [];
  const history = input.weeks.filter((w) => w.start < input.currentWeek);
  const baseline = Math.round(median(history.filter((w) => w.utilisation !== null).map((w) => w.utilisation!)));

  // Weeks in a row above capacity, through the current week (past and already planned ones).
  const index = input.weeks.findIndex((w) => w.start === input.currentWeek);
  if (index >= 0) {
    const counts = (w: PersonWeek) => w.utilisation !== null && w.utilisation > 100 && (w.utilisation >= baseline + OVERLOAD_MARGIN || w.utilisation > OVERLOAD_HARD_LINE);
    let first = index;
    let last = index;
    if (counts(input.weeks[index]!)) {
      while (first > 0 && counts(input.weeks[first - 1]!)) first--;
      while (last < input.weeks.length - 1 && counts(input.weeks[last + 1]!)) last++;
      const run = input.weeks.slice(first, last + 1);
      if (run.length >= OVERLOAD_STREAK_WEEKS) {
        out.push({
          kind: "overload_streak",
          severity: run.length >= 4 || run.some((w) => w.utilisation! > OVERLOAD_HARD_LINE) ? "high" : "warning",
          evidence: { kind: "overload_streak", baseline, weeks: run.map((w) => ({ start: w.start, utilisation: w.utilisation! })) },
        });
      }
    }
    const current = input.weeks[index]!;
    const usual = median(history.map((w) => w.projectIds.length));
    if (current.projectIds.length >= SWITCHING_MINIMUM && current.projectIds.length >= usual + SWITCHING_MARGIN) {
      out.push({
        kind: "context_switching",
        severity: "warning",
        evidence: { kind: "context_switching", baseline: usual, week: current.start, projects: current.projectIds.map((id) => input.projectNames.get(id) ?? id) },
      });
    }
  }

  const teamMedian = median(input.othersOverdue);
  if (input.overdueTasks.length >= OVERDUE_MINIMUM && input.overdueTasks.length >= OVERDUE_FACTOR * Math.max(teamMedian, 1)) {
    out.push({ kind: "overdue_pileup", severity: input.overdueTasks.length >= 2 * OVERDUE_MINIMUM ? "high" : "warning", evidence: { kind: "overdue_pileup", teamMedian, tasks: input.overdueTasks } });
  }

  const since = input.lastTimeOff && input.lastTimeOff > input.knownSince ? input.lastTimeOff : input.knownSince;
  const days = daysBetween(since, input.today);
  if (days >= NO_TIME_OFF_DAYS) out.push({ kind: "no_time_off", severity: "warning", evidence: { kind: "no_time_off", since, days, lastTimeOff: input.lastTimeOff } });

  const afterHours = input.afterHours && afterHoursSignal(input.afterHours, input.currentWeek);
  if (afterHours) out.push({ kind: "after_hours", severity: afterHours.severity, evidence: { kind: "after_hours", baseline: afterHours.baseline, weeks: afterHours.weeks } });
  return out;
}
