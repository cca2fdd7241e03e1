import type { projects } from "../../db/schema/projects";
import type { ActualCost } from "../../domain/time-tracking/actual-cost";
import { addDays } from "../../domain/capacity/dates";
import { holidaysBetween, type Holiday } from "../../domain/capacity/holidays";
import { teamWorkingDays, type WorkingDayCalendar } from "../../domain/capacity/working-days";
import { forecastDelivery, type ForecastResult } from "../../domain/intelligence/forecast";
import { computeRisk } from "../../domain/intelligence/risk";
import { computeEarnedValue, earnedValueFromTasks, forecastRoi, forecastSpend, plannedValueLinear } from "../../domain/intelligence/earned-value";
import { seedFromString } from "../../domain/intelligence/random";
import { toDay } from "../../domain/intelligence/dates";
import { todayIn } from "../../domain/planning/calendar";
import type { ForecastCalibration } from "../../domain/intelligence/calibration";
import type { WorkFactorDistribution } from "../../domain/intelligence/flow";

// A project's insights from its facts: forecast, earned value, risk, spend and ROI forecasts. No
// database here: the facts are loaded by intelligence.ts, and the daily job computes them in worker
// threads too (insights-pool.ts), where this module is all that is needed.

export const TIME_ZONE = "America/Mexico_City";

/** The project's columns the engines read (its stored insights are not read back: they are large). */
export type InsightsProject = Pick<typeof projects.$inferSelect, "id" | "workspaceId" | "startDate" | "dueDate" | "budgetCents" | "benefitCents" | "currency">;

export type ProjectFacts = {
  project: InsightsProject;
  tasks: { status: string; createdAt: Date; completedAt: Date | null; endDate: string | null; weight: number }[];
  /** Weekly completions of each of the workspace's other projects (the reference class). */
  referenceWeekly: number[][];
  /** Completions it has taken to finish the open items (own history, or pooled while young). */
  workFactor: WorkFactorDistribution | null;
  /** The workspace's forecast track record, when it has enough finished outcomes. */
  calibration: ForecastCalibration | null;
  allocation: { assigned: number; available: number } | null;
  spentCents: number;
  /** Where spentCents (the AC) comes from: logged hours × rates, manual cost entries, or both (decision 1212). */
  actualCost?: ActualCost & { loggedMinutes: number; uncostedMinutes: number };
  milestones: { dueDate: string | null; completed: boolean; completedAt: Date | null }[];
  lastActivityAt: Date | null;
  /** The workspace's own coming holidays. */
  holidays: Holiday[];
};
/** A project's facts without what its workspace shares. */
export type OwnFacts = Omit<ProjectFacts, "referenceWeekly" | "calibration" | "holidays">;

/** What every project of a workspace shares: each project's weekly completions, the track record's calibration, the holidays. */
export type WorkspaceFacts = { weekly: Map<string, number[]>; calibration: ForecastCalibration | null; holidays: Holiday[] };

/** A project's facts with its workspace's: the reference class is the workspace's other projects' completions. */
export function withWorkspace(own: OwnFacts, workspace: WorkspaceFacts): ProjectFacts {
  const referenceWeekly: number[][] = [];
  for (const [id, counts] of workspace.weekly) if (id !== own.project.id) referenceWeekly.push(counts);
  return { ...own, referenceWeekly, calibration: workspace.calibration, holidays: workspace.holidays };
}

export type WhatIf = { capacityFactor?: number; scopeChange?: number };

/** The last calendar built for a workspace's holidays (the daily job's projects share it), and its day. */
const calendarByHolidays = new WeakMap<Holiday[], { today: string; calendar: WorkingDayCalendar }>();

/**
 * Mexico's official holidays and the workspace's own for the forecast's horizon (ten years),
 * Monday to Friday. Built once per workspace and day, not once per project (issue 17); the
 * calendar is only read.
 */
function forecastWorkingDays(facts: ProjectFacts, now: Date): WorkingDayCalendar {
  const today = todayIn(TIME_ZONE, now);
  const known = calendarByHolidays.get(facts.holidays);
  if (known?.today === today) return known.calendar;
  const calendar = teamWorkingDays(holidaysBetween(today, addDays(today, 3660), ["MX"], facts.holidays));
  calendarByHolidays.set(facts.holidays, { today, calendar });
  return calendar;
}

export function forecastFor(facts: ProjectFacts, now: Date, whatIf?: WhatIf): ForecastResult {
  const done = facts.tasks.filter((t) => t.completedAt);
  const firstTask = facts.tasks.reduce<Date | null>((min, t) => (!min || t.createdAt < min ? t.createdAt : min), null);
  return forecastDelivery({
    asOf: now,
    completedAt: done.map((t) => t.completedAt!),
    remaining: facts.tasks.length - done.length,
    startedAt: facts.project.startDate ?? firstTask,
    dueDate: facts.project.dueDate,
    referenceWeeklyThroughput: facts.referenceWeekly.length ? facts.referenceWeekly : undefined,
    workFactor: facts.workFactor,
    calibration: facts.calibration,
    whatIf,
    timeZone: TIME_ZONE,
    seed: seedFromString(facts.project.id),
    // The project's items as on screen: the open stragglers' ages and the history's cycle-time
    // curve (decision 0110), the same input the backtest replays.
    items: facts.tasks.map((t) => ({ createdAt: t.createdAt, completedAt: t.completedAt })),
    workingDays: forecastWorkingDays(facts, now),
  });
}

/** PV/EV/AC from the plan (budget spread from start to due date), the tasks (50/50 rule) and the costs. */
export function earnedValueFor(facts: ProjectFacts, now: Date) {
  const p = facts.project;
  if (p.budgetCents <= 0) return null;
  const start = p.startDate ?? facts.tasks.reduce<Date | null>((min, t) => (!min || t.createdAt < min ? t.createdAt : min), null);
  if (!start || !p.dueDate) return null;
  const pv = plannedValueLinear(p.budgetCents, start, p.dueDate, now, TIME_ZONE);
  if (pv === null) return null;
  // 50/50 rule: half the value when work starts, the rest when it is done.
  const ev = earnedValueFromTasks(
    p.budgetCents,
    facts.tasks.map((t) => ({ weight: t.weight, percentComplete: t.completedAt ? 1 : t.status === "En progreso" ? 0.5 : 0 })),
  );
  return computeEarnedValue({ budgetAtCompletionCents: p.budgetCents, plannedValueCents: pv, earnedValueCents: ev, actualCostCents: facts.spentCents });
}

/** `whatIf` (more or fewer people, scope added or cut): the decision center's scenarios (0804). */
export function computeInsights(facts: ProjectFacts, now: Date, whatIf?: WhatIf) {
  const today = todayIn(TIME_ZONE, now);
  const forecast = forecastFor(facts, now, whatIf);
  const ev = earnedValueFor(facts, now);
  const open = facts.tasks.filter((t) => !t.completedAt).length;
  const overdue = facts.tasks.filter((t) => !t.completedAt && t.endDate !== null && t.endDate < today).length;
  const slipped = facts.milestones.filter((m) => m.dueDate && ((!m.completed && m.dueDate < today) || (m.completed && m.completedAt && m.completedAt.toISOString().slice(0, 10) > m.dueDate)));
  const maxSlip = slipped.reduce((a, m) => {
    const end = m.completed && m.completedAt ? toDay(m.completedAt, TIME_ZONE)! : toDay(today)!;
    return Math.max(a, end - toDay(m.dueDate!)!);
  }, 0);
  // Scope baseline: the items that existed in the project's first two weeks.
  const firstDay = facts.tasks.reduce<number | null>((min, t) => {
    const d = toDay(t.createdAt, TIME_ZONE);
    return d === null ? min : min === null ? d : Math.min(min, d);
  }, null);
  const baseline = firstDay === null ? 0 : facts.tasks.filter((t) => toDay(t.createdAt, TIME_ZONE)! <= firstDay + 14).length;
  const risk = computeRisk({
    asOf: now,
    timeZone: TIME_ZONE,
    schedule: {
      probabilityOnTime: forecast.status === "ok" ? forecast.probabilityOnTime : null,
      spi: ev?.spi ?? null,
      forecastP85: forecast.status === "ok" ? forecast.p85.date : null,
      dueDate: facts.project.dueDate,
    },
    tasks: facts.tasks.length ? { open, overdue } : undefined,
    capacity: facts.allocation ? { assignedHours: facts.allocation.assigned, availableHours: facts.allocation.available } : undefined,
    budget: facts.project.budgetCents > 0 ? { cpi: ev?.cpi ?? null, budgetCents: facts.project.budgetCents, spentCents: facts.spentCents, percentComplete: ev?.percentComplete ?? null } : undefined,
    milestones: facts.milestones.length ? { total: facts.milestones.length, slipped: slipped.length, maxSlipDays: maxSlip } : undefined,
    scope: baseline > 0 ? { baselineItems: baseline, currentItems: facts.tasks.length } : undefined,
    activity: { lastActivityAt: facts.lastActivityAt },
  });
  const spendForecast = ev && facts.project.dueDate ? forecastSpend({ ev, asOf: now, plannedFinish: facts.project.dueDate, forecastFinish: forecast.status === "ok" ? forecast.p50.date : null, timeZone: TIME_ZONE }) : null;
  const roiForecast = ev ? forecastRoi({ ev, benefitCents: facts.project.benefitCents > 0 ? facts.project.benefitCents : null }) : null;
  return {
    computedAt: now.toISOString(),
    risk,
    forecast,
    earnedValue: ev,
    spendForecast,
    roiForecast,
    inputs: {
      tasks: facts.tasks.length,
      completed: facts.tasks.length - open,
      referenceWeeks: facts.referenceWeekly.length,
      spentCents: facts.spentCents,
      acSource: facts.actualCost?.source ?? "manual",
      milestones: facts.milestones.length,
    },
  };
}

export type Insights = ReturnType<typeof computeInsights>;