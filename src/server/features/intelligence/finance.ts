import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { costEntries } from "../../../db/schema/finance";
import { canEdit, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import { findProject, type ProjectRef } from "../../shared/projects";
import { computeEarnedValue, earnedValueFromTasks, plannedValueLinear } from "../../../domain/intelligence/earned-value";
import { addDays, todayIn } from "../../../domain/planning/calendar";
import { loadProjectFacts } from "../../shared/intelligence";
import { computeInsights } from "../../shared/insights-compute";
import { loadTimeCost } from "../../shared/time-cost";
import { actualCost } from "../../../domain/time-tracking/actual-cost";

type CostRow = typeof costEntries.$inferSelect;
export function toApiCost(c: CostRow) {
  const { amountCents, ...rest } = c;
  return { ...rest, amount: amountCents / 100, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}

export type CostInput = { date: string; category: string; description: string; amount: number };

export async function listCosts(db: Db, actor: Actor, project: ProjectRef) {
  const projectId = (await findProject(db, actor, project)).id;
  return (await db.select().from(costEntries).where(eq(costEntries.projectId, projectId)).orderBy(asc(costEntries.date))).map(toApiCost);
}

export async function createCost(db: Db, actor: Actor, project: ProjectRef, input: CostInput) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const [row] = await db
    .insert(costEntries)
    .values({ projectId, date: input.date, category: input.category, description: input.description, amountCents: Math.round(input.amount * 100), createdBy: actor.userId })
    .returning();
  return toApiCost(row!);
}

export async function updateCost(db: Db, actor: Actor, project: ProjectRef, costId: string, input: Partial<CostInput>) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  if (!/^[0-9a-f-]{36}$/i.test(costId)) throw notFound();
  const { amount, ...rest } = input;
  const values = { ...rest, ...(amount !== undefined ? { amountCents: Math.round(amount * 100) } : {}) };
  const [row] = Object.keys(values).length
    ? await db.update(costEntries).set(values).where(and(eq(costEntries.id, costId), eq(costEntries.projectId, projectId))).returning()
    : await db.select().from(costEntries).where(and(eq(costEntries.id, costId), eq(costEntries.projectId, projectId)));
  if (!row) throw notFound();
  return toApiCost(row);
}

export async function deleteCost(db: Db, actor: Actor, project: ProjectRef, costId: string) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  if (!/^[0-9a-f-]{36}$/i.test(costId)) throw notFound();
  const rows = await db.delete(costEntries).where(and(eq(costEntries.id, costId), eq(costEntries.projectId, projectId))).returning({ id: costEntries.id });
  if (!rows.length) throw notFound();
}

/**
 * Earned value now, the spend and ROI forecasts, and PV/EV/AC week by week from the start:
 * EV at a past date counts the work finished (or started, 50/50) by then; AC the costs dated by then.
 */
export async function getFinance(db: Db, actor: Actor, project: ProjectRef, now = new Date()) {
  const projectId = (await findProject(db, actor, project)).id;
  const facts = await loadProjectFacts(db, projectId, now);
  if (!facts) throw notFound();
  const insights = computeInsights(facts, now);
  const costs = await db.select({ date: costEntries.date, category: costEntries.category, cents: costEntries.amountCents }).from(costEntries).where(eq(costEntries.projectId, projectId));
  const timeCost = await loadTimeCost(db, [projectId]);
  // AC at a date: the same rule as today's (decision 1212), on the costs and hours dated by then.
  const acAt = (day: string) => actualCost({ manual: costs.filter((c) => c.date <= day), timesheetCents: timeCost.filter((r) => r.date <= day).reduce((a, r) => a + r.cents, 0) }).acCents;
  const p = facts.project;
  const today = todayIn("America/Mexico_City", now);
  const series: { date: string; pv: number; ev: number; ac: number }[] = [];
  const start = p.startDate ?? facts.tasks.reduce<string | null>((min, t) => {
    const d = t.createdAt.toISOString().slice(0, 10);
    return !min || d < min ? d : min;
  }, null);
  if (start && p.dueDate && p.budgetCents > 0) {
    for (let day = start, guard = 0; day <= today && guard < 260; day = addDays(day, 7), guard++) {
      const at = new Date(`${day}T23:59:59Z`);
      const ev = earnedValueFromTasks(
        p.budgetCents,
        facts.tasks.map((t) => ({ weight: t.weight, percentComplete: t.completedAt && t.completedAt <= at ? 1 : t.status === "En progreso" && t.createdAt <= at ? 0.5 : 0 })),
      );
      series.push({
        date: day,
        pv: plannedValueLinear(p.budgetCents, start, p.dueDate, day) ?? 0,
        ev,
        ac: acAt(day),
      });
    }
  }
  const earnedValue = insights.earnedValue ?? (p.budgetCents > 0 ? computeEarnedValue({ budgetAtCompletionCents: p.budgetCents, plannedValueCents: 0, earnedValueCents: 0, actualCostCents: facts.spentCents }) : null);
  const { source, ...cost } = facts.actualCost ?? { ...actualCost({ manual: costs, timesheetCents: 0 }), loggedMinutes: 0, uncostedMinutes: 0 };
  return { earnedValue, spendForecast: insights.spendForecast, roiForecast: insights.roiForecast, series, currency: p.currency, acSource: source, actualCost: cost };
}
