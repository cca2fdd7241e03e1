import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { projectTasks, projects, resourceAllocations, resources, taskDependencies } from "../../../db/schema/projects";
import { rebalanceApplications, resourceSkills, taskSkillRequirements } from "../../../db/schema/rebalance";
import { addWeeks, mondayOf, type DateOnly } from "../../../domain/capacity/dates";
import { proposeRebalance, selectMoves, type RebalanceMove } from "../../../domain/capacity/rebalance";
import type { PersonSkills, RebalanceApplication, RebalanceProposalResponse, SkillsInput } from "../../../domain/capacity/rebalance-contract";
import { canEdit, canRead, type Actor } from "../../actor";
import { conflict, forbidden, HttpError, notFound } from "../../errors";
import { recomputeInsights } from "../../shared/intelligence";
import { loadInputs } from "../../shared/workspace-load";
import { actorToday, isManager } from "./service";

// Skills and rebalancing (decisions 1302–1309). Everyone reads skills; owners and admins set them,
// propose rebalancing, apply moves and undo the latest applied set.

const HORIZON_WEEKS = 12;
const doneTaskStatuses = ["Completada", "Cancelada"];
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

// ——— Skills ———

export async function listSkills(db: Db, actor: Actor): Promise<PersonSkills[]> {
  if (!canRead(actor)) throw forbidden();
  const people = await db.select({ id: resources.id, name: resources.name, role: resources.role }).from(resources).where(eq(resources.workspaceId, actor.workspaceId)).orderBy(asc(resources.name));
  const rows = people.length ? await db.select().from(resourceSkills).where(inArray(resourceSkills.resourceId, people.map((p) => p.id))).orderBy(desc(resourceSkills.level), asc(resourceSkills.skill)) : [];
  return people.map((p) => ({ resourceId: p.id, name: p.name, role: p.role, skills: rows.filter((r) => r.resourceId === p.id).map((r) => ({ skill: r.skill, level: r.level })) }));
}

/** Replaces a person's skills (owner or admin). */
export async function saveSkills(db: Db, actor: Actor, resourceId: string, input: SkillsInput): Promise<PersonSkills> {
  if (!isUuid(resourceId)) throw notFound();
  const [person] = await db.select({ id: resources.id }).from(resources).where(and(eq(resources.id, resourceId), eq(resources.workspaceId, actor.workspaceId)));
  if (!person) throw notFound();
  if (!isManager(actor)) throw forbidden();
  await db.transaction(async (tx) => {
    await tx.delete(resourceSkills).where(eq(resourceSkills.resourceId, resourceId));
    if (input.skills.length) await tx.insert(resourceSkills).values(input.skills.map((s) => ({ resourceId, skill: s.skill, level: s.level })));
  });
  return (await listSkills(db, actor)).find((p) => p.resourceId === resourceId)!;
}

/** The skills the workspace's tasks ask for. */
export async function listTaskSkills(db: Db, actor: Actor) {
  if (!canRead(actor)) throw forbidden();
  const rows = await db
    .select({ taskId: taskSkillRequirements.taskId, skill: taskSkillRequirements.skill, level: taskSkillRequirements.level })
    .from(taskSkillRequirements)
    .innerJoin(projectTasks, eq(projectTasks.id, taskSkillRequirements.taskId))
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(eq(projects.workspaceId, actor.workspaceId));
  return rows.map((r) => ({ taskId: r.taskId, requirement: { skill: r.skill, level: r.level } }));
}

/** The skill a task asks for (an editor of the workspace), or none. */
export async function saveTaskSkill(db: Db, actor: Actor, taskId: string, requirement: { skill: string; level: number } | null) {
  if (!isUuid(taskId)) throw notFound();
  const [task] = await db.select({ id: projectTasks.id }).from(projectTasks).innerJoin(projects, eq(projects.id, projectTasks.projectId)).where(and(eq(projectTasks.id, taskId), eq(projects.workspaceId, actor.workspaceId)));
  if (!task) throw notFound();
  if (!canEdit(actor)) throw forbidden();
  if (requirement)
    await db
      .insert(taskSkillRequirements)
      .values({ taskId, ...requirement })
      .onConflictDoUpdate({ target: taskSkillRequirements.taskId, set: requirement });
  else await db.delete(taskSkillRequirements).where(eq(taskSkillRequirements.taskId, taskId));
  return { taskId, requirement };
}

// ——— Proposal ———

async function workspaceProposal(db: Db, actor: Actor, target: { resourceId: string; weekStart: DateOnly } | null, now: Date) {
  const today = await actorToday(db, actor, now);
  const weekStarts = Array.from({ length: HORIZON_WEEKS }, (_, i) => addWeeks(mondayOf(today), i));
  const inputs = await loadInputs(db, actor, weekStarts);
  const peopleIds = inputs.people.map((p) => p.id);
  const taskIds = inputs.tasks.map((t) => t.id);
  const projectIds = [...new Set([...inputs.allocations.map((a) => a.projectId), ...inputs.tasks.map((t) => t.projectId)])];
  const [skills, requirements, projectRows, siblings] = await Promise.all([
    peopleIds.length ? db.select().from(resourceSkills).where(inArray(resourceSkills.resourceId, peopleIds)) : [],
    taskIds.length ? db.select().from(taskSkillRequirements).where(inArray(taskSkillRequirements.taskId, taskIds)) : [],
    projectIds.length ? db.select({ id: projects.id, name: projects.name, dueDate: projects.dueDate }).from(projects).where(inArray(projects.id, projectIds)) : [],
    // Every dated task of those projects, assigned or not: the network the float is measured on.
    projectIds.length
      ? db
          .select({ id: projectTasks.id, title: projectTasks.title, projectId: projectTasks.projectId, resourceId: projectTasks.assigneeResourceId, estimateHours: projectTasks.estimateHours, startDate: projectTasks.startDate, endDate: projectTasks.endDate, status: projectTasks.status })
          .from(projectTasks)
          .where(inArray(projectTasks.projectId, projectIds))
      : [],
  ]);
  const allTaskIds = siblings.map((t) => t.id);
  const dependencies = allTaskIds.length ? await db.select({ taskId: taskDependencies.taskId, dependsOnTaskId: taskDependencies.dependsOnTaskId }).from(taskDependencies).where(inArray(taskDependencies.taskId, allTaskIds)) : [];
  const requirementOf = new Map(requirements.map((r) => [r.taskId, { skill: r.skill, level: r.level }]));
  const loaded = new Set(taskIds);
  const input = {
    people: inputs.people.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role,
      skills: Object.fromEntries(skills.filter((s) => s.resourceId === p.id).map((s) => [s.skill, s.level])),
      calendar: inputs.calendars.calendarOf(p.id),
      timeOff: inputs.calendars.timeOffOf(p.id),
    })),
    projects: projectRows,
    allocations: inputs.allocations,
    tasks: siblings.map((t) => ({
      ...t,
      // Tasks outside the loaded span keep their place in the network but take no hours here.
      resourceId: loaded.has(t.id) ? t.resourceId : null,
      open: !doneTaskStatuses.includes(t.status),
      requiredSkill: requirementOf.get(t.id) ?? null,
    })),
    dependencies,
    holidays: inputs.calendars.holidays,
    weekStarts,
    target,
  };
  const proposal = proposeRebalance(input);
  const names = {
    people: Object.fromEntries(inputs.people.map((p) => [p.id, p.name])),
    projects: Object.fromEntries(projectRows.map((p) => [p.id, p.name])),
  };
  return { proposal, names };
}

function checkTarget(resourceId: string | null | undefined, weekStart: string | null | undefined) {
  if (!resourceId || !weekStart) return null;
  if (!isUuid(resourceId)) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { resourceId: { key: "validation.not_found_reference" } });
  return { resourceId, weekStart: mondayOf(weekStart) };
}

/** The moves proposed for one overloaded person-week (or for every one of the next 12 weeks). */
export async function rebalanceProposal(db: Db, actor: Actor, query: { resourceId?: string; weekStart?: string }, now = new Date()): Promise<RebalanceProposalResponse> {
  if (!isManager(actor)) throw forbidden();
  const { proposal, names } = await workspaceProposal(db, actor, checkTarget(query.resourceId, query.weekStart), now);
  return { ...proposal, names, latest: await latestApplication(db, actor) };
}

// ——— Apply and undo ———

type Replaced = {
  tasks: { id: string; assigneeResourceId: string | null; startDate: string | null; endDate: string | null }[];
  allocations: { id: string; hours: number }[];
  insertedAllocations: string[];
};

async function latestApplication(db: Db, actor: Actor): Promise<RebalanceApplication | null> {
  const appliedBy = sql<string | null>`(select name from ${users} where ${users.id} = ${rebalanceApplications.appliedBy})`;
  const [row] = await db
    .select({ row: rebalanceApplications, appliedByName: appliedBy })
    .from(rebalanceApplications)
    .where(and(eq(rebalanceApplications.workspaceId, actor.workspaceId), isNull(rebalanceApplications.undoneAt)))
    .orderBy(desc(rebalanceApplications.appliedAt))
    .limit(1);
  return row ? { id: row.row.id, appliedAt: row.row.appliedAt.toISOString(), appliedByName: row.appliedByName, moveCount: row.row.moves.length, undoneAt: null } : null;
}

class StaleMove extends Error {}

/**
 * Serialises applying and undoing in one workspace, across requests and instances, until the
 * transaction ends (decision 1304): the second of two managers recomputes the proposal after the
 * first one's moves are committed, so together they cannot push anyone over capacity.
 */
async function lockWorkspaceRebalance(tx: Db, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rebalance:${workspaceId}`}))`);
}

/**
 * Applies the chosen moves of the proposal as it stands now (recomputed under the workspace's
 * rebalance lock: a move no longer proposed is a 409), in one transaction that records what each
 * move replaced.
 */
export async function applyRebalance(db: Db, actor: Actor, input: { resourceId: string | null; weekStart: string | null; moveIds: string[] }, now = new Date()): Promise<{ application: RebalanceApplication; projectIds: string[] }> {
  if (!isManager(actor)) throw forbidden();
  const target = checkTarget(input.resourceId, input.weekStart);
  let applied: { id: string; moves: RebalanceMove[] };
  try {
    applied = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockWorkspaceRebalance(tx, actor.workspaceId);
      const { proposal } = await workspaceProposal(tx, actor, target, now);
      const { moves, missing } = selectMoves(proposal, input.moveIds);
      if (missing.length) throw new StaleMove();
      const replaced: Replaced = { tasks: [], allocations: [], insertedAllocations: [] };
      for (const move of moves) await applyMove(tx, actor, move, replaced);
      const [row] = await tx
        .insert(rebalanceApplications)
        .values({ workspaceId: actor.workspaceId, moves, replaced: replaced as unknown as Record<string, unknown>, appliedBy: actor.userId })
        .returning({ id: rebalanceApplications.id });
      return { id: row!.id, moves };
    });
  } catch (error) {
    if (error instanceof StaleMove) throw conflict("rebalance.stale");
    throw error;
  }
  const { id, moves } = applied;
  const projectIds = [...new Set(moves.map((m) => m.projectId))];
  for (const projectId of projectIds) await recomputeInsights(db, projectId, now);
  const application = await latestApplication(db, actor);
  return { application: application?.id === id ? application : { id, appliedAt: now.toISOString(), appliedByName: null, moveCount: moves.length, undoneAt: null }, projectIds };
}

async function applyMove(tx: Db, actor: Actor, move: RebalanceMove, replaced: Replaced) {
  if (move.kind === "reassign_task" || move.kind === "shift_task") {
    const [task] = await tx
      .select({ id: projectTasks.id, assigneeResourceId: projectTasks.assigneeResourceId, startDate: projectTasks.startDate, endDate: projectTasks.endDate })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(eq(projectTasks.id, move.taskId), eq(projects.workspaceId, actor.workspaceId)));
    if (!task) throw new StaleMove();
    replaced.tasks.push(task);
    const set = move.kind === "reassign_task" ? { assigneeResourceId: move.toResourceId } : { startDate: move.toStart, endDate: move.toEnd };
    await tx
      .update(projectTasks)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(projectTasks.id, task.id));
    return;
  }
  const [allocation] = await tx
    .select({ id: resourceAllocations.id, hours: resourceAllocations.hours, projectId: resourceAllocations.projectId, startDate: resourceAllocations.startDate, endDate: resourceAllocations.endDate })
    .from(resourceAllocations)
    .innerJoin(projects, eq(projects.id, resourceAllocations.projectId))
    .where(and(eq(resourceAllocations.id, move.allocationId), eq(projects.workspaceId, actor.workspaceId)));
  if (!allocation || allocation.hours < move.hours) throw new StaleMove();
  replaced.allocations.push({ id: allocation.id, hours: allocation.hours });
  await tx
    .update(resourceAllocations)
    .set({ hours: allocation.hours - move.hours, updatedAt: new Date() })
    .where(eq(resourceAllocations.id, allocation.id));
  // The receiver's allocation on the same project and dates grows; else a new one.
  const same = await tx
    .select({ id: resourceAllocations.id, hours: resourceAllocations.hours, startDate: resourceAllocations.startDate, endDate: resourceAllocations.endDate })
    .from(resourceAllocations)
    .where(and(eq(resourceAllocations.projectId, allocation.projectId), eq(resourceAllocations.resourceId, move.toResourceId)));
  const match = same.find((a) => a.startDate === allocation.startDate && a.endDate === allocation.endDate);
  if (match) {
    replaced.allocations.push({ id: match.id, hours: match.hours });
    await tx
      .update(resourceAllocations)
      .set({ hours: match.hours + move.hours, updatedAt: new Date() })
      .where(eq(resourceAllocations.id, match.id));
  } else {
    const [row] = await tx
      .insert(resourceAllocations)
      .values({ projectId: allocation.projectId, resourceId: move.toResourceId, hours: move.hours, startDate: allocation.startDate, endDate: allocation.endDate })
      .returning({ id: resourceAllocations.id });
    replaced.insertedAllocations.push(row!.id);
  }
}

/** Puts back what the workspace's latest applied set replaced. */
export async function undoRebalance(db: Db, actor: Actor, now = new Date()): Promise<{ application: RebalanceApplication; projectIds: string[] }> {
  if (!isManager(actor)) throw forbidden();
  const undone = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Under the same lock as applying: a set is undone once, and never while another is written.
    await lockWorkspaceRebalance(tx, actor.workspaceId);
    const latest = await latestApplication(tx, actor);
    if (!latest) return null;
    const [row] = await tx.select().from(rebalanceApplications).where(eq(rebalanceApplications.id, latest.id));
    const replaced = row!.replaced as unknown as Replaced;
    // Backwards, so a row touched twice ends as it first was.
    for (const t of [...replaced.tasks].reverse())
      await tx
        .update(projectTasks)
        .set({ assigneeResourceId: t.assigneeResourceId, startDate: t.startDate, endDate: t.endDate, updatedAt: new Date() })
        .where(eq(projectTasks.id, t.id));
    for (const a of [...replaced.allocations].reverse())
      await tx
        .update(resourceAllocations)
        .set({ hours: a.hours, updatedAt: new Date() })
        .where(eq(resourceAllocations.id, a.id));
    if (replaced.insertedAllocations.length) await tx.delete(resourceAllocations).where(inArray(resourceAllocations.id, replaced.insertedAllocations));
    await tx.update(rebalanceApplications).set({ undoneAt: now, undoneBy: actor.userId }).where(eq(rebalanceApplications.id, latest.id));
    return { latest, moves: row!.moves as RebalanceMove[] };
  });
  if (!undone) throw conflict("rebalance.nothing_to_undo");
  const projectIds = [...new Set(undone.moves.map((m) => m.projectId))];
  for (const projectId of projectIds) await recomputeInsights(db, projectId, now);
  return { application: { ...undone.latest, undoneAt: now.toISOString() }, projectIds };
}
