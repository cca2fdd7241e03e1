import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { orchestratorComments, orchestratorDecisions, orchestratorScenarios, orchestratorVotes } from "../../../db/schema/orchestrator";
import { projectTasks, projects, resourceAllocations, resources, taskDependencies } from "../../../db/schema/projects";
import { addDays, daysBetween, mondayOf, todayInZone } from "../../../domain/capacity/dates";
import {
  scenarioInputSchema,
  type Comparison,
  type Decision,
  type Optimisation,
  type Portfolio,
  type ProjectOutcome,
  type Scenario,
  type ScenarioChange,
  type ScenarioComment,
  type ScenarioInput,
  type Simulation,
} from "../../../domain/orchestrator/contract";
import { optimiseAllocation, type OptimiserObjective } from "../../../domain/orchestrator/optimiser";
import { applyChanges, capacityFactor, roiOf, weeklyHours, type ProjectPlan } from "../../../domain/orchestrator/scenario";
import type { Actor } from "../../actor";
import { conflict, HttpError, notFound } from "../../errors";
import { translate } from "../../i18n/messages";
import { loadProjectFacts, loadWorkspaceHistory, recomputeInsights } from "../../shared/intelligence";
import { computeInsights, type ProjectFacts } from "../../shared/insights-compute";
import { recomputeProgress } from "../../shared/projects";
import { loadWorkingCalendars, type WorkingCalendars } from "../../shared/working-calendars";

// The decision center (decision 0804): scenarios simulated with the delivery forecast and the
// capacity model, the optimiser, votes and comments, and the apply step with its undo.

const TIME_ZONE = "America/Mexico_City";
const LOAD_WEEKS = 8;
const CAPACITY_WEEKS = 4;
/** Without a due date, the optimiser plans the remaining work over this many weeks. */
const DEFAULT_WEEKS_LEFT = 12;
/** Hours of an open task without an estimate: story points × 4 h, or 8 h. */
const HOURS_PER_POINT = 4;
const HOURS_PER_ITEM = 8;
const PRIORITY_VALUE: Record<string, number> = { Alta: 3, Media: 2, Baja: 1 };
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
const round1 = (n: number) => Math.round(n * 10) / 10;
const stateOf = (status: string): ProjectPlan["state"] => (status === "En pausa" ? "paused" : status === "Cancelado" ? "cancelled" : "active");
const statusOf = (state: ProjectPlan["state"]) => (state === "paused" ? "En pausa" : state === "cancelled" ? "Cancelado" : "En progreso");

function invalid(fields: Record<string, string>): HttpError {
  return new HttpError(400, "validation_failed", "errors.validation_failed", undefined, Object.fromEntries(Object.entries(fields).map(([k, key]) => [k, { key }])));
}

export async function scenarioWorkspace(db: Db, scenarioId: string) {
  if (!isUuid(scenarioId)) return undefined;
  const [row] = await db.select({ workspaceId: orchestratorScenarios.workspaceId }).from(orchestratorScenarios).where(eq(orchestratorScenarios.id, scenarioId));
  return row?.workspaceId;
}

export async function decisionWorkspace(db: Db, decisionId: string) {
  if (!isUuid(decisionId)) return undefined;
  const [row] = await db.select({ workspaceId: orchestratorDecisions.workspaceId }).from(orchestratorDecisions).where(eq(orchestratorDecisions.id, decisionId));
  return row?.workspaceId;
}

// ——— The portfolio as it is ———

type Person = { id: string; name: string; role: string; availability: number; costPerHourCents: number };
type Allocation = { id: string; projectId: string; resourceId: string; hours: number; startDate: string | null; endDate: string | null };

async function workspaceRows(db: Db, workspaceId: string) {
  const [projectRows, people, allocations] = await Promise.all([
    db.select().from(projects).where(eq(projects.workspaceId, workspaceId)).orderBy(projects.name),
    db
      .select({ id: resources.id, name: resources.name, role: resources.role, availability: resources.availability, costPerHourCents: resources.costPerHourCents })
      .from(resources)
      .where(eq(resources.workspaceId, workspaceId))
      .orderBy(resources.name),
    db
      .select({ id: resourceAllocations.id, projectId: resourceAllocations.projectId, resourceId: resourceAllocations.resourceId, hours: resourceAllocations.hours, startDate: resourceAllocations.startDate, endDate: resourceAllocations.endDate })
      .from(resourceAllocations)
      .innerJoin(projects, eq(projects.id, resourceAllocations.projectId))
      .where(eq(projects.workspaceId, workspaceId)),
  ]);
  return { projectRows, people: people as Person[], allocations: allocations as Allocation[] };
}

export async function portfolio(db: Db, actor: Actor): Promise<Portfolio> {
  const { projectRows, people, allocations } = await workspaceRows(db, actor.workspaceId);
  const sums = new Map<string, number>();
  for (const a of allocations) sums.set(`${a.projectId}:${a.resourceId}`, (sums.get(`${a.projectId}:${a.resourceId}`) ?? 0) + a.hours);
  return {
    projects: projectRows
      .filter((p) => p.status !== "Completado")
      .map((p) => ({ id: p.id, name: p.name, status: p.status, priority: p.priority, dueDate: p.dueDate, budgetCents: p.budgetCents, benefitCents: p.benefitCents, currency: p.currency, riskScore: p.riskScore })),
    people: people.map((p) => ({ id: p.id, name: p.name, role: p.role, availability: p.availability })),
    allocations: [...sums].map(([key, hours]) => {
      const [projectId, resourceId] = key.split(":") as [string, string];
      return { projectId, resourceId, hours };
    }),
  };
}

type Context = {
  now: Date;
  today: string;
  weekStarts: string[];
  chosen: (typeof projects.$inferSelect)[];
  facts: Map<string, ProjectFacts>;
  people: Person[];
  allocations: Allocation[];
  otherProjectIds: Set<string>;
  calendars: WorkingCalendars;
  base: ProjectPlan[];
  openWork: Map<string, { hours: number; roles: Set<string> }>;
};

/** Everything a simulation or an optimisation of the chosen projects needs, read once. */
async function loadContext(db: Db, actor: Actor, projectIds: string[], withFacts: boolean): Promise<Context> {
  const ids = [...new Set(projectIds)];
  const { projectRows, people, allocations } = await workspaceRows(db, actor.workspaceId);
  const byId = new Map(projectRows.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!byId.has(id)) fields[`projectIds.${i}`] = "validation.not_found_reference";
  });
  if (Object.keys(fields).length) throw invalid(fields);
  const chosen = ids.map((id) => byId.get(id)!);
  const now = new Date();
  const today = todayInZone(TIME_ZONE, now);
  const firstWeek = mondayOf(today);
  const weekStarts = Array.from({ length: LOAD_WEEKS }, (_, k) => addDays(firstWeek, 7 * k));
  const calendars = await loadWorkingCalendars(db, people.map((p) => p.id), firstWeek, addDays(firstWeek, 7 * LOAD_WEEKS - 1));
  const facts = new Map<string, ProjectFacts>();
  if (withFacts) {
    const shared = await loadWorkspaceHistory(db, actor.workspaceId, now);
    for (const p of chosen) {
      const f = await loadProjectFacts(db, p.id, now, shared);
      if (f) facts.set(p.id, f);
    }
  }
  const openTasks = await db
    .select({ projectId: projectTasks.projectId, hours: projectTasks.estimateHours, points: projectTasks.storyPoints, role: resources.role })
    .from(projectTasks)
    .leftJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
    .where(and(inArray(projectTasks.projectId, ids), ne(projectTasks.status, "Completada")));
  const roleOf = new Map(people.map((p) => [p.id, p.role]));
  const openWork = new Map(ids.map((id) => [id, { hours: 0, roles: new Set<string>() }]));
  for (const t of openTasks) {
    const w = openWork.get(t.projectId)!;
    w.hours += t.hours ?? (t.points !== null ? t.points * HOURS_PER_POINT : HOURS_PER_ITEM);
    if (t.role) w.roles.add(t.role);
  }
  for (const a of allocations) if (openWork.has(a.projectId) && roleOf.get(a.resourceId)) openWork.get(a.projectId)!.roles.add(roleOf.get(a.resourceId)!);
  const base: ProjectPlan[] = chosen.map((p) => {
    const map = new Map<string, number>();
    for (const a of allocations) if (a.projectId === p.id) map.set(a.resourceId, (map.get(a.resourceId) ?? 0) + a.hours);
    return { id: p.id, dueDate: p.dueDate, state: stateOf(p.status), budgetCents: p.budgetCents, allocations: map, scopeChange: 0 };
  });
  const otherProjectIds = new Set(projectRows.filter((p) => !ids.includes(p.id) && p.status !== "Completado" && p.status !== "Cancelado" && p.status !== "En pausa").map((p) => p.id));
  return { now, today, weekStarts, chosen, facts, people, allocations, otherProjectIds, calendars, base, openWork };
}

/** Checks the references the schema cannot: projects among the chosen ones, people of the workspace. */
function checkChanges(ctx: Context, changes: ScenarioChange[], prefix = "changes") {
  const chosen = new Set(ctx.chosen.map((p) => p.id));
  const people = new Set(ctx.people.map((p) => p.id));
  const fields: Record<string, string> = {};
  for (const [i, c] of changes.entries()) {
    if (c.kind === "budget") {
      if (!chosen.has(c.fromProjectId)) fields[`${prefix}.${i}.fromProjectId`] = "validation.not_found_reference";
      if (!chosen.has(c.toProjectId) || c.toProjectId === c.fromProjectId) fields[`${prefix}.${i}.toProjectId`] = "validation.not_found_reference";
      continue;
    }
    if (!chosen.has(c.projectId)) fields[`${prefix}.${i}.projectId`] = "validation.not_found_reference";
    if (c.kind === "allocation" && !people.has(c.resourceId)) fields[`${prefix}.${i}.resourceId`] = "validation.not_found_reference";
  }
  if (Object.keys(fields).length) throw invalid(fields);
}

function outcomeOf(ctx: Context, plan: ProjectPlan, basePlan: ProjectPlan): ProjectOutcome {
  const project = ctx.chosen.find((p) => p.id === plan.id)!;
  const facts = ctx.facts.get(plan.id)!;
  const rate = new Map(ctx.people.map((p) => [p.id, p.costPerHourCents]));
  const hours = weeklyHours(plan);
  let weeklyCost = 0;
  if (plan.state === "active") for (const [id, h] of plan.allocations) weeklyCost += h * (rate.get(id) ?? 0);
  const remaining = Math.max(0, facts.tasks.filter((t) => !t.completedAt).length + plan.scopeChange);
  const benefitCents = plan.state === "cancelled" ? 0 : project.benefitCents;
  if (plan.state !== "active") {
    return { projectId: plan.id, name: project.name, state: plan.state, dueDate: plan.dueDate, p50: null, p85: null, onTimeProbability: null, riskScore: null, remainingItems: remaining, hoursPerWeek: 0, budgetCents: plan.budgetCents, costCents: facts.spentCents, benefitCents, roi: roiOf(benefitCents, facts.spentCents) };
  }
  const people = [...plan.allocations.keys()];
  const available = people.reduce((s, id) => s + (ctx.people.find((p) => p.id === id)?.availability ?? 0), 0);
  const modified: ProjectFacts = {
    ...facts,
    project: { ...facts.project, dueDate: plan.dueDate, budgetCents: plan.budgetCents },
    allocation: hours > 0 ? { assigned: hours, available } : null,
  };
  const insights = computeInsights(modified, ctx.now, { capacityFactor: capacityFactor(weeklyHours(basePlan), hours), scopeChange: plan.scopeChange });
  const forecast = insights.forecast;
  const p50 = forecast.status === "ok" ? forecast.p50.date : null;
  const p85 = forecast.status === "ok" ? forecast.p85.date : null;
  // Cost: what is spent, plus the people's hours until the expected finish (P50), else the due date.
  const end = p50 ?? plan.dueDate;
  const weeks = end && end > ctx.today ? daysBetween(ctx.today, end) / 7 : 0;
  const costCents = Math.round(facts.spentCents + weeklyCost * weeks);
  return {
    projectId: plan.id,
    name: project.name,
    state: "active",
    dueDate: plan.dueDate,
    p50,
    p85,
    onTimeProbability: forecast.status === "ok" ? forecast.probabilityOnTime : null,
    riskScore: insights.risk.status === "ok" ? insights.risk.score : null,
    remainingItems: remaining,
    hoursPerWeek: round1(hours),
    budgetCents: plan.budgetCents,
    costCents,
    benefitCents,
    roi: roiOf(benefitCents, costCents),
  };
}

function loadOf(ctx: Context, plans: ProjectPlan[]): Simulation["people"] {
  const chosen = new Map(plans.map((p) => [p.id, p]));
  const involved = new Set<string>();
  for (const p of [...ctx.base, ...plans]) for (const id of p.allocations.keys()) involved.add(id);
  return ctx.people
    .filter((person) => involved.has(person.id))
    .map((person) => ({
      resourceId: person.id,
      name: person.name,
      weeks: ctx.weekStarts.map((start) => {
        const end = addDays(start, 6);
        let hours = 0;
        for (const a of ctx.allocations) {
          if (a.resourceId !== person.id || !ctx.otherProjectIds.has(a.projectId)) continue;
          if ((a.startDate && a.startDate > end) || (a.endDate && a.endDate < start)) continue;
          hours += a.hours;
        }
        for (const plan of chosen.values()) if (plan.state === "active") hours += plan.allocations.get(person.id) ?? 0;
        const available = round1(ctx.calendars.weekAvailable(person.id, start));
        return { start, hours: round1(hours), available, utilisation: available > 0 ? Math.round((hours / available) * 100) : null };
      }),
    }));
}

function simulation(ctx: Context, plans: ProjectPlan[], outcomes: ProjectOutcome[]): Simulation {
  const people = loadOf(ctx, plans);
  const costCents = outcomes.reduce((s, o) => s + o.costCents, 0);
  const benefitCents = outcomes.reduce((s, o) => s + o.benefitCents, 0);
  return {
    weekStarts: ctx.weekStarts,
    projects: outcomes,
    people,
    totals: {
      expectedOnTime: Math.round(outcomes.reduce((s, o) => s + (o.onTimeProbability ?? 0), 0) * 100) / 100,
      costCents,
      benefitCents,
      roi: roiOf(benefitCents, costCents),
      overloadedWeeks: people.reduce((s, p) => s + p.weeks.filter((w) => w.hours > w.available + 0.05).length, 0),
    },
  };
}

/** The current plan and the scenario's, project by project (only changed projects are forecast again). */
export async function simulate(db: Db, actor: Actor, projectIds: string[], changes: ScenarioChange[]): Promise<Comparison> {
  const ctx = await loadContext(db, actor, projectIds, true);
  checkChanges(ctx, changes);
  const baseOutcomes = ctx.base.map((plan) => outcomeOf(ctx, plan, plan));
  const { plans, touched } = applyChanges(ctx.base, changes);
  const outcomes = plans.map((plan, i) => (touched.has(plan.id) ? outcomeOf(ctx, plan, ctx.base[i]!) : baseOutcomes[i]!));
  return { baseline: simulation(ctx, ctx.base, baseOutcomes), scenario: simulation(ctx, plans, outcomes) };
}

// ——— The optimiser ———

export async function optimise(db: Db, actor: Actor, projectIds: string[], objective: OptimiserObjective): Promise<Optimisation> {
  const ctx = await loadContext(db, actor, projectIds, false);
  const active = ctx.chosen.filter((p) => stateOf(p.status) === "active");
  const capacityWeeks = ctx.weekStarts.slice(0, CAPACITY_WEEKS);
  const people = ctx.people.map((person) => {
    const real = capacityWeeks.reduce((s, w) => s + ctx.calendars.weekAvailable(person.id, w), 0) / capacityWeeks.length;
    const elsewhere = ctx.allocations.filter((a) => a.resourceId === person.id && ctx.otherProjectIds.has(a.projectId) && (!a.endDate || a.endDate >= ctx.today)).reduce((s, a) => s + a.hours, 0);
    return { id: person.id, name: person.name, role: person.role, capacity: round1(Math.max(0, real - elsewhere)), costPerHourCents: person.costPerHourCents };
  });
  const current = (projectId: string, resourceId?: string) =>
    ctx.allocations.filter((a) => a.projectId === projectId && (!resourceId || a.resourceId === resourceId)).reduce((s, a) => s + a.hours, 0);
  const optimiserProjects = active.map((p) => {
    const work = ctx.openWork.get(p.id)!;
    const weeksLeft = p.dueDate ? Math.max(1, Math.ceil(daysBetween(ctx.today, p.dueDate) / 7)) : DEFAULT_WEEKS_LEFT;
    // Without open tasks the project keeps the hours it has today.
    const demand = work.hours > 0 ? work.hours / weeksLeft : current(p.id);
    return { id: p.id, name: p.name, demand: round1(demand), value: PRIORITY_VALUE[p.priority] ?? 2, benefitCents: p.benefitCents, weeksLeft, roles: [...work.roles] };
  });
  const result = optimiseAllocation({ people, projects: optimiserProjects, objective });
  const changes: ScenarioChange[] = [];
  for (const p of active) {
    const proposed = new Map(result.assignments.filter((a) => a.projectId === p.id).map((a) => [a.personId, Math.round(a.hours * 2) / 2]));
    const today = new Set(ctx.allocations.filter((a) => a.projectId === p.id).map((a) => a.resourceId));
    for (const id of new Set([...proposed.keys(), ...today])) {
      const hours = proposed.get(id) ?? 0;
      if (Math.abs(hours - current(p.id, id)) >= 0.5) changes.push({ kind: "allocation", projectId: p.id, resourceId: id, hours });
    }
  }
  return {
    status: result.status,
    objective,
    onTimeValue: result.onTimeValue,
    onTimeProjectIds: result.onTimeProjectIds,
    projects: result.projects.map((p) => ({ ...p, currentHours: round1(current(p.id)) })),
    people: result.people.map((p) => ({ ...p, role: ctx.people.find((x) => x.id === p.id)!.role })),
    binding: result.binding,
    changes,
    solveMs: Math.round(result.solveMs),
  };
}

// ——— Scenarios, votes, comments ———

type ScenarioRow = typeof orchestratorScenarios.$inferSelect;

async function toApiScenarios(db: Db, actor: Actor, rows: ScenarioRow[]): Promise<Scenario[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [votes, comments, authors] = await Promise.all([
    db.select({ scenarioId: orchestratorVotes.scenarioId, userId: orchestratorVotes.userId }).from(orchestratorVotes).where(inArray(orchestratorVotes.scenarioId, ids)),
    db.select({ scenarioId: orchestratorComments.scenarioId, n: sql<number>`count(*)::int` }).from(orchestratorComments).where(inArray(orchestratorComments.scenarioId, ids)).groupBy(orchestratorComments.scenarioId),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, rows.map((r) => r.createdBy ?? "").filter(Boolean).concat([""]))),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    projectIds: r.projectIds,
    changes: r.changes as ScenarioChange[],
    createdBy: r.createdBy,
    authorName: authors.find((a) => a.id === r.createdBy)?.name ?? null,
    createdAt: r.createdAt.toISOString(),
    state: r.state === "applied" ? "applied" : r.state === "undone" ? "undone" : "draft",
    votes: votes.filter((v) => v.scenarioId === r.id).length,
    votedByMe: votes.some((v) => v.scenarioId === r.id && v.userId === actor.userId),
    comments: Number(comments.find((c) => c.scenarioId === r.id)?.n ?? 0),
  }));
}

async function scenarioRow(db: Db, actor: Actor, scenarioId: string): Promise<ScenarioRow> {
  if (!isUuid(scenarioId)) throw notFound();
  const [row] = await db.select().from(orchestratorScenarios).where(and(eq(orchestratorScenarios.id, scenarioId), eq(orchestratorScenarios.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

export async function listScenarios(db: Db, actor: Actor): Promise<Scenario[]> {
  const rows = await db.select().from(orchestratorScenarios).where(eq(orchestratorScenarios.workspaceId, actor.workspaceId)).orderBy(desc(orchestratorScenarios.createdAt)).limit(200);
  return toApiScenarios(db, actor, rows);
}

export async function getScenario(db: Db, actor: Actor, scenarioId: string): Promise<Scenario> {
  return (await toApiScenarios(db, actor, [await scenarioRow(db, actor, scenarioId)]))[0]!;
}

async function checkedInput(db: Db, actor: Actor, raw: ScenarioInput) {
  const input = scenarioInputSchema.parse(raw);
  const ctx = await loadContext(db, actor, input.projectIds, false);
  checkChanges(ctx, input.changes);
  return input;
}

export async function createScenario(db: Db, actor: Actor, raw: ScenarioInput): Promise<Scenario> {
  const input = await checkedInput(db, actor, raw);
  const [row] = await db
    .insert(orchestratorScenarios)
    .values({ workspaceId: actor.workspaceId, name: input.name, description: input.description, projectIds: [...new Set(input.projectIds)], changes: input.changes, createdBy: actor.userId })
    .returning();
  return (await toApiScenarios(db, actor, [row!]))[0]!;
}

export async function updateScenario(db: Db, actor: Actor, scenarioId: string, raw: ScenarioInput): Promise<Scenario> {
  const row = await scenarioRow(db, actor, scenarioId);
  if (row.state === "applied") throw conflict("orchestrator.errors.applied");
  const input = await checkedInput(db, actor, raw);
  const [updated] = await db
    .update(orchestratorScenarios)
    .set({ name: input.name, description: input.description, projectIds: [...new Set(input.projectIds)], changes: input.changes, state: "draft" })
    .where(eq(orchestratorScenarios.id, row.id))
    .returning();
  return (await toApiScenarios(db, actor, [updated!]))[0]!;
}

export async function deleteScenario(db: Db, actor: Actor, scenarioId: string) {
  const row = await scenarioRow(db, actor, scenarioId);
  if (row.state === "applied") throw conflict("orchestrator.errors.applied");
  await db.delete(orchestratorScenarios).where(eq(orchestratorScenarios.id, row.id));
}

export async function simulateScenario(db: Db, actor: Actor, scenarioId: string): Promise<Comparison> {
  const row = await scenarioRow(db, actor, scenarioId);
  return simulate(db, actor, row.projectIds, row.changes as ScenarioChange[]);
}

export async function setVote(db: Db, actor: Actor, scenarioId: string, vote: boolean): Promise<Scenario> {
  const row = await scenarioRow(db, actor, scenarioId);
  if (vote) await db.insert(orchestratorVotes).values({ scenarioId: row.id, userId: actor.userId }).onConflictDoNothing();
  else await db.delete(orchestratorVotes).where(and(eq(orchestratorVotes.scenarioId, row.id), eq(orchestratorVotes.userId, actor.userId)));
  return (await toApiScenarios(db, actor, [row]))[0]!;
}

export async function listComments(db: Db, actor: Actor, scenarioId: string): Promise<ScenarioComment[]> {
  const row = await scenarioRow(db, actor, scenarioId);
  const rows = await db
    .select({ id: orchestratorComments.id, body: orchestratorComments.body, userId: orchestratorComments.userId, authorName: users.name, createdAt: orchestratorComments.createdAt })
    .from(orchestratorComments)
    .leftJoin(users, eq(users.id, orchestratorComments.userId))
    .where(eq(orchestratorComments.scenarioId, row.id))
    .orderBy(orchestratorComments.createdAt);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function addComment(db: Db, actor: Actor, scenarioId: string, body: string): Promise<ScenarioComment> {
  const row = await scenarioRow(db, actor, scenarioId);
  const [c] = await db.insert(orchestratorComments).values({ scenarioId: row.id, userId: actor.userId, body }).returning();
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  return { id: c!.id, body: c!.body, userId: c!.userId, authorName: u?.name ?? null, createdAt: c!.createdAt.toISOString() };
}

// ——— Apply and undo ———

type TaskRow = typeof projectTasks.$inferSelect;
type AllocationRow = typeof resourceAllocations.$inferSelect;
type DependencyRow = typeof taskDependencies.$inferSelect;
type Replaced = {
  projects: { id: string; dueDate: string | null; status: string; budgetCents: number }[];
  allocations: { deleted: AllocationRow[]; updated: { id: string; hours: number }[]; inserted: string[] };
  tasks: { inserted: string[]; deleted: TaskRow[]; dependencies: DependencyRow[] };
};

const revive = <T extends Record<string, unknown>>(row: T, keys: string[]): T => {
  const copy: Record<string, unknown> = { ...row };
  for (const k of keys) if (typeof copy[k] === "string") copy[k] = new Date(copy[k]);
  return copy as T;
};

/** Applies a scenario in one transaction: due dates, status, budget, allocations and scope. */
export async function applyScenario(db: Db, actor: Actor, scenarioId: string, reasons: string): Promise<{ decision: Decision; projectIds: string[] }> {
  const row = await scenarioRow(db, actor, scenarioId);
  if (row.state === "applied") throw conflict("orchestrator.errors.applied");
  const changes = row.changes as ScenarioChange[];
  const ctx = await loadContext(db, actor, row.projectIds, false);
  checkChanges(ctx, changes);
  const { plans, touched } = applyChanges(ctx.base, changes);
  const [{ n: votes } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(orchestratorVotes).where(eq(orchestratorVotes.scenarioId, row.id));
  const decisionId = await db.transaction(async (tx) => {
    const replaced: Replaced = { projects: [], allocations: { deleted: [], updated: [], inserted: [] }, tasks: { inserted: [], deleted: [], dependencies: [] } };
    for (const [i, plan] of plans.entries()) {
      if (!touched.has(plan.id)) continue;
      const before = ctx.base[i]!;
      const project = ctx.chosen[i]!;
      replaced.projects.push({ id: project.id, dueDate: project.dueDate, status: project.status, budgetCents: project.budgetCents });
      await tx
        .update(projects)
        .set({ dueDate: plan.dueDate, budgetCents: plan.budgetCents, status: plan.state === before.state ? project.status : statusOf(plan.state) })
        .where(eq(projects.id, project.id));
      // Allocations: one row per person with the scenario's hours.
      for (const resourceId of new Set([...before.allocations.keys(), ...plan.allocations.keys()])) {
        const hours = plan.allocations.get(resourceId) ?? 0;
        if (hours === (before.allocations.get(resourceId) ?? 0)) continue;
        const rows = await tx.select().from(resourceAllocations).where(and(eq(resourceAllocations.projectId, project.id), eq(resourceAllocations.resourceId, resourceId)));
        const [keep, ...rest] = rows;
        if (hours > 0 && keep) {
          replaced.allocations.updated.push({ id: keep.id, hours: keep.hours });
          await tx.update(resourceAllocations).set({ hours }).where(eq(resourceAllocations.id, keep.id));
        } else if (hours > 0) {
          const [inserted] = await tx.insert(resourceAllocations).values({ projectId: project.id, resourceId, hours }).returning({ id: resourceAllocations.id });
          replaced.allocations.inserted.push(inserted!.id);
        }
        const gone = hours > 0 ? rest : rows;
        if (gone.length) {
          replaced.allocations.deleted.push(...gone);
          await tx.delete(resourceAllocations).where(inArray(resourceAllocations.id, gone.map((a) => a.id)));
        }
      }
      // Scope: added items are new tasks; cut items are the newest tasks not started yet.
      if (plan.scopeChange > 0) {
        const title = translate(actor.lang, "orchestrator.scopeItem", { scenario: row.name });
        const inserted = await tx
          .insert(projectTasks)
          .values(Array.from({ length: plan.scopeChange }, (_, k) => ({ projectId: project.id, title: `${title} ${k + 1}`, createdBy: actor.userId })))
          .returning({ id: projectTasks.id });
        replaced.tasks.inserted.push(...inserted.map((t) => t.id));
      } else if (plan.scopeChange < 0) {
        const cut = await tx
          .select()
          .from(projectTasks)
          .where(and(eq(projectTasks.projectId, project.id), eq(projectTasks.status, "Pendiente"), isNull(projectTasks.completedAt)))
          .orderBy(desc(projectTasks.createdAt))
          .limit(-plan.scopeChange);
        if (cut.length) {
          const ids = cut.map((t) => t.id);
          const deps = await tx.select().from(taskDependencies).where(or(inArray(taskDependencies.taskId, ids), inArray(taskDependencies.dependsOnTaskId, ids)));
          replaced.tasks.deleted.push(...cut);
          replaced.tasks.dependencies.push(...deps);
          await tx.delete(projectTasks).where(inArray(projectTasks.id, ids));
        }
      }
    }
    const [decision] = await tx
      .insert(orchestratorDecisions)
      .values({ workspaceId: actor.workspaceId, scenarioId: row.id, scenarioName: row.name, reasons, changes, votes, replaced: replaced as unknown as Record<string, unknown>, appliedBy: actor.userId })
      .returning({ id: orchestratorDecisions.id });
    await tx.update(orchestratorScenarios).set({ state: "applied" }).where(eq(orchestratorScenarios.id, row.id));
    return decision!.id;
  });
  const projectIds = [...touched];
  await refresh(db, projectIds);
  return { decision: (await listDecisions(db, actor, decisionId))[0]!, projectIds };
}

async function refresh(db: Db, projectIds: string[]) {
  for (const id of projectIds) {
    await recomputeProgress(db, id);
    await recomputeInsights(db, id);
  }
}

/** Undoes the workspace's latest decision: puts back what it replaced. */
export async function undoDecision(db: Db, actor: Actor, decisionId: string): Promise<{ decision: Decision; projectIds: string[] }> {
  if (!isUuid(decisionId)) throw notFound();
  const [row] = await db.select().from(orchestratorDecisions).where(and(eq(orchestratorDecisions.id, decisionId), eq(orchestratorDecisions.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  if (row.undoneAt) throw conflict("orchestrator.errors.undone");
  const [latest] = await db
    .select({ id: orchestratorDecisions.id })
    .from(orchestratorDecisions)
    .where(and(eq(orchestratorDecisions.workspaceId, actor.workspaceId), isNull(orchestratorDecisions.undoneAt)))
    .orderBy(desc(orchestratorDecisions.appliedAt))
    .limit(1);
  if (latest?.id !== row.id) throw conflict("orchestrator.errors.notLatest");
  const replaced = row.replaced as unknown as Replaced;
  await db.transaction(async (tx) => {
    if (replaced.tasks.inserted.length) await tx.delete(projectTasks).where(inArray(projectTasks.id, replaced.tasks.inserted));
    if (replaced.tasks.deleted.length) {
      await tx.insert(projectTasks).values(replaced.tasks.deleted.map((t) => revive(t, ["createdAt", "updatedAt", "completedAt"]))).onConflictDoNothing();
      if (replaced.tasks.dependencies.length) await tx.insert(taskDependencies).values(replaced.tasks.dependencies.map((d) => revive(d, ["createdAt"]))).onConflictDoNothing();
    }
    if (replaced.allocations.inserted.length) await tx.delete(resourceAllocations).where(inArray(resourceAllocations.id, replaced.allocations.inserted));
    for (const u of replaced.allocations.updated) await tx.update(resourceAllocations).set({ hours: u.hours }).where(eq(resourceAllocations.id, u.id));
    if (replaced.allocations.deleted.length) await tx.insert(resourceAllocations).values(replaced.allocations.deleted.map((a) => revive(a, ["createdAt", "updatedAt"]))).onConflictDoNothing();
    for (const p of replaced.projects) await tx.update(projects).set({ dueDate: p.dueDate, status: p.status, budgetCents: p.budgetCents }).where(and(eq(projects.id, p.id), eq(projects.workspaceId, actor.workspaceId)));
    await tx.update(orchestratorDecisions).set({ undoneAt: new Date(), undoneBy: actor.userId }).where(eq(orchestratorDecisions.id, row.id));
    if (row.scenarioId) await tx.update(orchestratorScenarios).set({ state: "undone" }).where(eq(orchestratorScenarios.id, row.scenarioId));
  });
  const projectIds = replaced.projects.map((p) => p.id);
  await refresh(db, projectIds);
  return { decision: (await listDecisions(db, actor, row.id))[0]!, projectIds };
}

export async function listDecisions(db: Db, actor: Actor, onlyId?: string): Promise<Decision[]> {
  const appliedBy = sql<string | null>`(select name from ${users} where ${users.id} = ${orchestratorDecisions.appliedBy})`;
  const undoneBy = sql<string | null>`(select name from ${users} where ${users.id} = ${orchestratorDecisions.undoneBy})`;
  const rows = await db
    .select({ row: orchestratorDecisions, appliedByName: appliedBy, undoneByName: undoneBy })
    .from(orchestratorDecisions)
    .where(onlyId ? and(eq(orchestratorDecisions.workspaceId, actor.workspaceId), eq(orchestratorDecisions.id, onlyId)) : eq(orchestratorDecisions.workspaceId, actor.workspaceId))
    .orderBy(desc(orchestratorDecisions.appliedAt))
    .limit(100);
  return rows.map(({ row, appliedByName, undoneByName }) => ({
    id: row.id,
    scenarioId: row.scenarioId,
    scenarioName: row.scenarioName,
    reasons: row.reasons,
    appliedBy: row.appliedBy,
    appliedByName,
    appliedAt: row.appliedAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneByName,
    votes: row.votes,
    changes: row.changes as ScenarioChange[],
  }));
}
