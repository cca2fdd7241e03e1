// Project risk score, 0–100, with every factor shown (issue 8; decision 0103).
//
// Each factor turns its raw inputs into a severity from 0 (no concern) to 1 (as bad as the scale
// goes) with a stated, linear ramp between a "fine" and a "worst" threshold, so a user can check
// any number by hand. The score is the weighted mean of the severities × 100.
//
// A factor whose inputs are missing is `unavailable`: it is not guessed as 0 (that would hide a
// risk) or as 1 (that would invent one). Its weight is redistributed over the available factors
// in proportion to their weights, so the score stays on the same 0–100 scale; the factor list
// says which weights were used. With no factor available the result is "insufficient".
//
// Rounding: contributions are rounded with the largest-remainder method so that the integer
// contributions add up exactly to the integer score shown.

import { dayToDate, toDay, type DateInput } from "./dates";

export type RiskFactorKey = "schedule" | "overdue" | "capacity" | "budget" | "milestones" | "scope" | "staleness";

export const riskFactorKeys: RiskFactorKey[] = ["schedule", "overdue", "capacity", "budget", "milestones", "scope", "staleness"];

/** Default weights (sum 100): schedule and budget are what sponsors ask about first. */
export const defaultRiskWeights: Record<RiskFactorKey, number> = {
  schedule: 25,
  budget: 20,
  overdue: 15,
  capacity: 15,
  milestones: 10,
  scope: 10,
  staleness: 5,
};

export type RiskInput = {
  asOf: DateInput;
  schedule?: {
    /** From the delivery forecast; null when it was insufficient. */
    probabilityOnTime?: number | null;
    /** Schedule performance index (EV / PV). */
    spi?: number | null;
    forecastP85?: DateInput | null;
    dueDate?: DateInput | null;
  };
  tasks?: { open: number; overdue: number };
  capacity?: { assignedHours: number; availableHours: number };
  budget?: {
    cpi?: number | null;
    budgetCents?: number | null;
    spentCents?: number | null;
    /** Work done, 0–1, to compare with the share of budget spent (burn). */
    percentComplete?: number | null;
  };
  milestones?: { total: number; slipped: number; maxSlipDays?: number | null };
  scope?: { baselineItems: number; currentItems: number };
  activity?: { lastActivityAt: DateInput | null };
  weights?: Partial<Record<RiskFactorKey, number>>;
  timeZone?: string;
};

export type RiskFactor = {
  key: RiskFactorKey;
  status: "available" | "unavailable";
  /** The raw inputs the severity was computed from (null when missing). */
  inputs: Record<string, number | string | null>;
  /** 0–1, null when unavailable. */
  severity: number | null;
  /** Configured weight, and the weight used after redistribution (0 when unavailable). */
  weight: number;
  effectiveWeight: number;
  /** Points of the score from this factor: integer, summing exactly to the score. */
  contribution: number;
  /** Unrounded contribution, for charts. */
  exactContribution: number;
  /** i18n key and parameters describing what drove the severity. */
  detail: { key: string; params: Record<string, number | string> };
};

export type RiskLevel = "low" | "medium" | "high" | "critical";

export type RiskResult =
  | { status: "ok"; score: number; level: RiskLevel; factors: RiskFactor[]; computedAt: string }
  | { status: "insufficient"; reasons: ["no_risk_inputs"]; factors: RiskFactor[]; computedAt: string };

/** 0 at or below `fine`, 1 at or beyond `worst`, linear between (works for either direction). */
export function ramp(value: number, fine: number, worst: number): number {
  if (!Number.isFinite(value)) return 0;
  const t = (value - fine) / (worst - fine);
  return Math.min(1, Math.max(0, t));
}

function isNumber(x: number | null | undefined): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

type Assessed = { severity: number | null; inputs: RiskFactor["inputs"]; detail: RiskFactor["detail"] };

function assessSchedule(input: RiskInput, asOfDay: number | null, timeZone: string): Assessed {
  const s = input.schedule ?? {};
  const p = isNumber(s.probabilityOnTime) ? Math.min(1, Math.max(0, s.probabilityOnTime)) : null;
  const spi = isNumber(s.spi) && s.spi >= 0 ? s.spi : null;
  const p85 = toDay(s.forecastP85 ?? null, timeZone);
  const due = toDay(s.dueDate ?? null, timeZone);
  const lateDays = p85 !== null && due !== null ? p85 - due : null;
  const inputs = { probabilityOnTime: p, spi, forecastP85Late: lateDays, pastDueDays: due !== null && asOfDay !== null ? Math.max(0, asOfDay - due) : null };
  const parts: { severity: number; key: string; params: Record<string, number | string> }[] = [];
  // A 90 % chance of meeting the date is fine; 30 % or less is as bad as it gets.
  if (p !== null) parts.push({ severity: ramp(p, 0.9, 0.3), key: "risk.detail.schedule_probability", params: { probability: Math.round(p * 100) } });
  // SPI 0.95 and up is on plan; 0.7 means 30 % behind.
  if (spi !== null) parts.push({ severity: ramp(spi, 0.95, 0.7), key: "risk.detail.schedule_spi", params: { spi: Math.round(spi * 100) / 100 } });
  if (p === null && lateDays !== null) parts.push({ severity: ramp(lateDays, 0, 60), key: "risk.detail.schedule_late", params: { days: lateDays } });
  if (!parts.length) return { severity: null, inputs, detail: { key: "risk.detail.unavailable", params: {} } };
  const worst = parts.reduce((a, b) => (b.severity > a.severity ? b : a));
  return { severity: worst.severity, inputs, detail: { key: worst.key, params: worst.params } };
}

function assessOverdue(input: RiskInput): Assessed {
  const t = input.tasks;
  if (!t || !isNumber(t.open) || !isNumber(t.overdue) || t.open <= 0) {
    return { severity: t && t.open === 0 ? 0 : null, inputs: { open: t?.open ?? null, overdue: t?.overdue ?? null }, detail: { key: t && t.open === 0 ? "risk.detail.overdue" : "risk.detail.unavailable", params: { overdue: 0, share: 0 } } };
  }
  const share = Math.min(1, Math.max(0, t.overdue / t.open));
  // A quarter of the open work past its date is as bad as the scale goes.
  return { severity: ramp(share, 0, 0.25), inputs: { open: t.open, overdue: t.overdue }, detail: { key: "risk.detail.overdue", params: { overdue: t.overdue, share: Math.round(share * 100) } } };
}

function assessCapacity(input: RiskInput): Assessed {
  const c = input.capacity;
  if (!c || !isNumber(c.assignedHours) || !isNumber(c.availableHours) || c.availableHours <= 0) {
    return { severity: null, inputs: { assignedHours: c?.assignedHours ?? null, availableHours: c?.availableHours ?? null }, detail: { key: "risk.detail.unavailable", params: {} } };
  }
  const load = c.assignedHours / c.availableHours;
  // Up to 100 % of the available hours is fine; 150 % is as bad as it gets.
  return { severity: ramp(load, 1, 1.5), inputs: { assignedHours: c.assignedHours, availableHours: c.availableHours }, detail: { key: "risk.detail.capacity", params: { load: Math.round(load * 100) } } };
}

function assessBudget(input: RiskInput): Assessed {
  const b = input.budget ?? {};
  const cpi = isNumber(b.cpi) && b.cpi >= 0 ? b.cpi : null;
  const hasBurn = isNumber(b.budgetCents) && b.budgetCents > 0 && isNumber(b.spentCents) && isNumber(b.percentComplete);
  const spentShare = hasBurn ? (b.spentCents as number) / (b.budgetCents as number) : null;
  const inputs = { cpi, budgetCents: b.budgetCents ?? null, spentCents: b.spentCents ?? null, percentComplete: b.percentComplete ?? null };
  const parts: { severity: number; key: string; params: Record<string, number | string> }[] = [];
  if (cpi !== null) parts.push({ severity: ramp(cpi, 0.95, 0.7), key: "risk.detail.budget_cpi", params: { cpi: Math.round(cpi * 100) / 100 } });
  if (spentShare !== null) {
    // Burn: budget spent ahead of work done. 30 points ahead, or any overspend, is the worst.
    const gap = spentShare - Math.min(1, Math.max(0, b.percentComplete as number));
    const severity = spentShare > 1 ? 1 : ramp(gap, 0.05, 0.3);
    parts.push({ severity, key: "risk.detail.budget_burn", params: { spent: Math.round(spentShare * 100), done: Math.round((b.percentComplete as number) * 100) } });
  }
  if (!parts.length) return { severity: null, inputs, detail: { key: "risk.detail.unavailable", params: {} } };
  const worst = parts.reduce((a, c) => (c.severity > a.severity ? c : a));
  return { severity: worst.severity, inputs, detail: { key: worst.key, params: worst.params } };
}

function assessMilestones(input: RiskInput): Assessed {
  const m = input.milestones;
  if (!m || !isNumber(m.total) || m.total <= 0 || !isNumber(m.slipped)) {
    return { severity: null, inputs: { total: m?.total ?? null, slipped: m?.slipped ?? null, maxSlipDays: m?.maxSlipDays ?? null }, detail: { key: "risk.detail.unavailable", params: {} } };
  }
  const share = Math.min(1, Math.max(0, m.slipped / m.total));
  const bySlip = isNumber(m.maxSlipDays) ? ramp(m.maxSlipDays, 0, 30) : 0;
  // Half the milestones slipped, or one slipped by a month, is as bad as it gets.
  const severity = Math.max(ramp(share, 0, 0.5), m.slipped > 0 ? bySlip : 0);
  return {
    severity,
    inputs: { total: m.total, slipped: m.slipped, maxSlipDays: m.maxSlipDays ?? null },
    detail: { key: "risk.detail.milestones", params: { slipped: m.slipped, total: m.total, days: m.maxSlipDays ?? 0 } },
  };
}

function assessScope(input: RiskInput): Assessed {
  const s = input.scope;
  if (!s || !isNumber(s.baselineItems) || s.baselineItems <= 0 || !isNumber(s.currentItems)) {
    return { severity: null, inputs: { baselineItems: s?.baselineItems ?? null, currentItems: s?.currentItems ?? null }, detail: { key: "risk.detail.unavailable", params: {} } };
  }
  const growth = (s.currentItems - s.baselineItems) / s.baselineItems;
  // Up to 10 % growth is normal refinement; 50 % more than planned is as bad as it gets.
  return { severity: ramp(growth, 0.1, 0.5), inputs: { baselineItems: s.baselineItems, currentItems: s.currentItems }, detail: { key: "risk.detail.scope", params: { growth: Math.round(growth * 100) } } };
}

function assessStaleness(input: RiskInput, asOfDay: number | null, timeZone: string): Assessed {
  const last = toDay(input.activity?.lastActivityAt ?? null, timeZone);
  if (last === null || asOfDay === null) return { severity: null, inputs: { daysSinceActivity: null }, detail: { key: "risk.detail.unavailable", params: {} } };
  const days = Math.max(0, asOfDay - last);
  // A week without activity is normal; a month is as bad as it gets.
  return { severity: ramp(days, 7, 30), inputs: { daysSinceActivity: days }, detail: { key: "risk.detail.staleness", params: { days } } };
}

/** Integers that add up exactly to round(Σ values), each within 1 of its value (largest remainder). */
export function roundPreservingSum(values: number[]): number[] {
  const target = Math.round(values.reduce((a, b) => a + b, 0) + 1e-9);
  const floors = values.map((v) => Math.floor(v + 1e-9));
  let missing = target - floors.reduce((a, b) => a + b, 0);
  const order = values.map((v, i) => ({ i, remainder: v - (floors[i] as number) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  const result = [...floors];
  for (const { i } of order) {
    if (missing <= 0) break;
    result[i] = (result[i] as number) + 1;
    missing--;
  }
  return result;
}

/** The one set of risk bands every screen, report and notice uses (docs/intelligence.md). */
export const riskLevels: readonly RiskLevel[] = ["low", "medium", "high", "critical"];

export function riskLevel(score: number): RiskLevel {
  return score >= 75 ? "critical" : score >= 50 ? "high" : score >= 25 ? "medium" : "low";
}

export function computeRisk(input: RiskInput): RiskResult {
  const timeZone = input.timeZone ?? "UTC";
  const asOfDay = toDay(input.asOf, timeZone);
  const computedAt = asOfDay === null ? String(input.asOf) : dayToDate(asOfDay);
  const weights = { ...defaultRiskWeights, ...(input.weights ?? {}) };
  const assessed: Record<RiskFactorKey, Assessed> = {
    schedule: assessSchedule(input, asOfDay, timeZone),
    overdue: assessOverdue(input),
    capacity: assessCapacity(input),
    budget: assessBudget(input),
    milestones: assessMilestones(input),
    scope: assessScope(input),
    staleness: assessStaleness(input, asOfDay, timeZone),
  };
  const available = riskFactorKeys.filter((k) => assessed[k].severity !== null && (weights[k] ?? 0) > 0);
  const availableWeight = available.reduce((sum, k) => sum + Math.max(0, weights[k]), 0);
  const exact = riskFactorKeys.map((k) => {
    if (!available.includes(k) || availableWeight <= 0) return 0;
    return (100 * Math.max(0, weights[k]) * (assessed[k].severity as number)) / availableWeight;
  });
  const rounded = roundPreservingSum(exact);
  const factors: RiskFactor[] = riskFactorKeys.map((key, i) => {
    const a = assessed[key];
    const isAvailable = available.includes(key);
    return {
      key,
      status: isAvailable ? "available" : "unavailable",
      inputs: a.inputs,
      severity: isAvailable ? Math.round((a.severity as number) * 1000) / 1000 : null,
      weight: weights[key],
      effectiveWeight: isAvailable ? Math.round((10000 * Math.max(0, weights[key])) / availableWeight) / 100 : 0,
      contribution: rounded[i] as number,
      exactContribution: Math.round((exact[i] as number) * 100) / 100,
      detail: a.detail,
    };
  });
  if (!available.length) return { status: "insufficient", reasons: ["no_risk_inputs"], factors, computedAt };
  const score = rounded.reduce((a, b) => a + b, 0);
  return { status: "ok", score, level: riskLevel(score), factors, computedAt };
}
