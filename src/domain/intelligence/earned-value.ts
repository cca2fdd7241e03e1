// Earned value management, spend forecast and ROI forecast (issue 8; decision 0104).
//
// Money is integer cents (the database's unit); ratios are plain numbers. Formulas are the PMBOK
// Guide's (6th ed., §7.4.2): SV = EV − PV, CV = EV − AC, SPI = EV / PV, CPI = EV / AC,
// EAC = BAC / CPI (the current cost performance continues), ETC = EAC − AC, VAC = BAC − EAC,
// TCPI = (BAC − EV) / (BAC − AC). The alternative EACs are returned too, labelled, because the
// right one depends on whether today's variance is expected to continue.

import { dayToDate, toDay, type DateInput } from "./dates";
import type { DateOnly } from "../planning/calendar";

export type EarnedValueInput = {
  budgetAtCompletionCents: number;
  plannedValueCents: number;
  earnedValueCents: number;
  actualCostCents: number;
};

export type EarnedValue = {
  bac: number;
  pv: number;
  ev: number;
  ac: number;
  sv: number;
  cv: number;
  /** null when the denominator is 0 (nothing planned yet / nothing spent yet). */
  spi: number | null;
  cpi: number | null;
  /** EAC = BAC / CPI; null without a CPI. */
  eac: number | null;
  etc: number | null;
  vac: number | null;
  /** (BAC − EV) / (BAC − AC): the efficiency needed on the rest to finish on budget; null when the budget is spent. */
  tcpi: number | null;
  alternatives: {
    /** AC + (BAC − EV): today's variance was a one-off. */
    eacAtypical: number;
    /** AC + (BAC − EV) / (CPI × SPI): both cost and schedule performance weigh on the rest. */
    eacCostAndSchedule: number | null;
  };
  percentComplete: number | null;
  percentSpent: number | null;
};

function cents(x: number): number {
  // Half away from zero, so -0.5 and 0.5 round symmetrically.
  return Math.sign(x) * Math.round(Math.abs(x));
}

function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

export function computeEarnedValue(input: EarnedValueInput): EarnedValue {
  const bac = cents(input.budgetAtCompletionCents);
  const pv = cents(input.plannedValueCents);
  const ev = cents(input.earnedValueCents);
  const ac = cents(input.actualCostCents);
  const spi = ratio(ev, pv);
  const cpi = ratio(ev, ac);
  const eac = cpi !== null && cpi > 0 ? cents(bac / cpi) : null;
  return {
    bac,
    pv,
    ev,
    ac,
    sv: ev - pv,
    cv: ev - ac,
    spi,
    cpi,
    eac,
    etc: eac === null ? null : eac - ac,
    vac: eac === null ? null : bac - eac,
    tcpi: bac - ac === 0 ? null : (bac - ev) / (bac - ac),
    alternatives: {
      eacAtypical: ac + (bac - ev),
      eacCostAndSchedule: cpi !== null && spi !== null && cpi * spi > 0 ? cents(ac + (bac - ev) / (cpi * spi)) : null,
    },
    percentComplete: ratio(ev, bac),
    percentSpent: ratio(ac, bac),
  };
}

/**
 * Planned value at a date for a budget spread evenly from start to finish (inclusive days):
 * the plan most projects have when no time-phased budget was entered.
 */
export function plannedValueLinear(budgetCents: number, start: DateInput, finish: DateInput, asOf: DateInput, timeZone = "UTC"): number | null {
  const s = toDay(start, timeZone);
  const f = toDay(finish, timeZone);
  const a = toDay(asOf, timeZone);
  if (s === null || f === null || a === null || f < s) return null;
  const share = Math.min(1, Math.max(0, (a - s + 1) / (f - s + 1)));
  return cents(budgetCents * share);
}

/** Earned value from tasks: each task's budget (or estimate share) × its completion. */
export function earnedValueFromTasks(budgetCents: number, tasks: { weight: number; percentComplete: number }[]): number {
  const total = tasks.reduce((sum, t) => sum + Math.max(0, t.weight), 0);
  if (total <= 0) return 0;
  const done = tasks.reduce((sum, t) => sum + Math.max(0, t.weight) * Math.min(1, Math.max(0, t.percentComplete)), 0);
  return cents((budgetCents * done) / total);
}

export type Assumption = { key: string; params: Record<string, number | string> };

export type SpendForecast =
  | {
      status: "ok";
      eacCents: number;
      remainingCents: number;
      finishDate: DateOnly;
      /** Cumulative spend at the end of each month from asOf to the finish (the last point is the finish). */
      points: { date: DateOnly; cumulativeCents: number }[];
      assumptions: Assumption[];
    }
  | { status: "insufficient"; reasons: string[]; assumptions: Assumption[] };

/**
 * Spend to completion: what is left (EAC − AC) is spent evenly per day until the forecast finish
 * (the delivery forecast's P50, or the planned finish when there is none).
 */
export function forecastSpend(input: {
  ev: EarnedValue;
  asOf: DateInput;
  plannedFinish: DateInput;
  forecastFinish?: DateInput | null;
  timeZone?: string;
}): SpendForecast {
  const timeZone = input.timeZone ?? "UTC";
  const asOf = toDay(input.asOf, timeZone);
  const forecastFinish = toDay(input.forecastFinish ?? null, timeZone);
  const plannedFinish = toDay(input.plannedFinish, timeZone);
  const assumptions: Assumption[] = [];
  const reasons: string[] = [];
  if (asOf === null) reasons.push("invalid_as_of");
  if (forecastFinish === null && plannedFinish === null) reasons.push("no_finish_date");
  let eac = input.ev.eac;
  if (eac === null) {
    // No cost performance yet (nothing spent or earned): the budget is the best estimate.
    eac = input.ev.bac;
    assumptions.push({ key: "spend.assumption.budget_as_estimate", params: { bac: input.ev.bac } });
  } else {
    assumptions.push({ key: "spend.assumption.cpi_continues", params: { cpi: Math.round((input.ev.cpi ?? 1) * 1000) / 1000 } });
  }
  if (reasons.length) return { status: "insufficient", reasons, assumptions };
  const finish = Math.max(asOf as number, (forecastFinish ?? plannedFinish) as number);
  assumptions.push({
    key: forecastFinish !== null ? "spend.assumption.finish_from_forecast" : "spend.assumption.finish_as_planned",
    params: { finish: dayToDate(finish) },
  });
  assumptions.push({ key: "spend.assumption.even_daily_spend", params: {} });
  const remaining = Math.max(0, eac - input.ev.ac);
  const days = finish - (asOf as number);
  const points: { date: DateOnly; cumulativeCents: number }[] = [];
  const spendAt = (day: number): number => input.ev.ac + (days <= 0 ? remaining : cents((remaining * (day - (asOf as number))) / days));
  // Month ends between asOf and finish, then the finish itself.
  let cursor = asOf as number;
  for (let guard = 0; guard < 240; guard++) {
    const [y, m] = dayToDate(cursor).split("-").map(Number) as [number, number];
    const nextMonthFirst = toDay(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}-01`) as number;
    const monthEnd = nextMonthFirst - 1;
    if (monthEnd >= finish) break;
    if (monthEnd > (asOf as number)) points.push({ date: dayToDate(monthEnd), cumulativeCents: spendAt(monthEnd) });
    cursor = nextMonthFirst;
  }
  points.push({ date: dayToDate(finish), cumulativeCents: input.ev.ac + remaining });
  return { status: "ok", eacCents: eac, remainingCents: remaining, finishDate: dayToDate(finish), points, assumptions };
}

export type RoiForecast =
  | {
      status: "ok";
      /** (benefit − cost) / cost with the planned cost (BAC) and with the forecast cost (EAC). */
      plannedRoi: number;
      forecastRoi: number;
      benefitCents: number;
      plannedCostCents: number;
      forecastCostCents: number;
      /** Months after the finish until the monthly benefit repays the forecast cost; null without a monthly benefit. */
      paybackMonths: number | null;
      assumptions: Assumption[];
    }
  | { status: "insufficient"; reasons: string[]; assumptions: Assumption[] };

/** ROI from the expected benefit and the budget, then again with the cost now forecast (EAC). */
export function forecastRoi(input: { ev: EarnedValue; benefitCents: number | null; monthlyBenefitCents?: number | null }): RoiForecast {
  const assumptions: Assumption[] = [];
  if (input.benefitCents === null || !Number.isFinite(input.benefitCents)) return { status: "insufficient", reasons: ["no_benefit"], assumptions };
  if (input.ev.bac <= 0) return { status: "insufficient", reasons: ["no_budget"], assumptions };
  const forecastCost = input.ev.eac ?? input.ev.bac;
  assumptions.push({ key: "roi.assumption.benefit_as_planned", params: { benefit: input.benefitCents } });
  assumptions.push(
    input.ev.eac === null
      ? { key: "roi.assumption.cost_is_budget", params: { bac: input.ev.bac } }
      : { key: "roi.assumption.cost_is_eac", params: { eac: input.ev.eac, cpi: Math.round((input.ev.cpi ?? 1) * 1000) / 1000 } },
  );
  const monthly = input.monthlyBenefitCents ?? null;
  if (monthly !== null && monthly > 0) assumptions.push({ key: "roi.assumption.even_monthly_benefit", params: { monthly } });
  return {
    status: "ok",
    plannedRoi: (input.benefitCents - input.ev.bac) / input.ev.bac,
    forecastRoi: forecastCost > 0 ? (input.benefitCents - forecastCost) / forecastCost : 0,
    benefitCents: input.benefitCents,
    plannedCostCents: input.ev.bac,
    forecastCostCents: forecastCost,
    paybackMonths: monthly !== null && monthly > 0 ? Math.ceil((forecastCost / monthly) * 10) / 10 : null,
    assumptions,
  };
}
