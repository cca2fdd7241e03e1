import type { ScenarioChange } from "./contract";

// A scenario's changes applied to the chosen projects' plan, in order (decision 0804): pure, so the
// simulation, the apply step and the tests share it. Allocations are hours a week per person.

export type ProjectPlan = {
  id: string;
  dueDate: string | null;
  state: "active" | "paused" | "cancelled";
  budgetCents: number;
  /** resourceId → hours a week. */
  allocations: Map<string, number>;
  /** Items added (+) or cut (−) by the scenario. */
  scopeChange: number;
};

export function clonePlan(plan: ProjectPlan): ProjectPlan {
  return { ...plan, allocations: new Map(plan.allocations) };
}

/** The plan after the changes; changes naming projects outside the plan are reported, not applied. */
export function applyChanges(base: ProjectPlan[], changes: ScenarioChange[]): { plans: ProjectPlan[]; invalid: number[]; touched: Set<string> } {
  const plans = base.map(clonePlan);
  const byId = new Map(plans.map((p) => [p.id, p]));
  const invalid: number[] = [];
  const touched = new Set<string>();
  for (const [index, change] of changes.entries()) {
    if (change.kind === "budget") {
      const from = byId.get(change.fromProjectId);
      const to = byId.get(change.toProjectId);
      if (!from || !to || from === to) {
        invalid.push(index);
        continue;
      }
      from.budgetCents -= change.amountCents;
      to.budgetCents += change.amountCents;
      touched.add(from.id).add(to.id);
      continue;
    }
    const plan = byId.get(change.projectId);
    if (!plan) {
      invalid.push(index);
      continue;
    }
    touched.add(plan.id);
    if (change.kind === "due_date") plan.dueDate = change.dueDate;
    else if (change.kind === "status") plan.state = change.status;
    else if (change.kind === "scope") plan.scopeChange += change.items;
    else if (change.hours > 0) plan.allocations.set(change.resourceId, change.hours);
    else plan.allocations.delete(change.resourceId);
  }
  return { plans, invalid, touched };
}

/** Hours a week of a plan's people (none while paused or cancelled). */
export function weeklyHours(plan: ProjectPlan): number {
  if (plan.state !== "active") return 0;
  let sum = 0;
  for (const hours of plan.allocations.values()) sum += hours;
  return sum;
}

/**
 * The forecast's throughput factor: throughput is assumed to scale with the hours a week given to
 * the project (the forecast's own what-if assumption). Without hours before, nothing to scale: 1.
 */
export function capacityFactor(before: number, after: number): number {
  if (before <= 0) return 1;
  return Math.min(5, Math.max(0, after / before));
}

/** Return on investment, (benefit − cost) / cost; null without a benefit or a cost. */
export function roiOf(benefitCents: number, costCents: number): number | null {
  if (benefitCents <= 0 || costCents <= 0) return null;
  return Math.round(((benefitCents - costCents) / costCents) * 1000) / 1000;
}
