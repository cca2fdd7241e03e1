import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  projectMilestones,
  projectStakeholders,
  projectTasks,
  projects,
  resourceAllocations,
  resources,
  taskEvents,
} from "../../../db/schema/projects";
import { samplePortfolio } from "../../../domain/projects/sample-portfolio";
import { canDelete, canEdit, type Actor } from "../../actor";
import { conflict, forbidden } from "../../errors";
import { recomputeProgress } from "../../shared/projects";

/** Loads the labelled sample portfolio into the actor's workspace, in one transaction. */
export async function loadSampleData(db: Db, actor: Actor, today: string) {
  if (!canEdit(actor)) throw forbidden();
  const existing = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspaceId, actor.workspaceId), eq(projects.isSample, true)))
    .limit(1);
  if (existing.length) throw conflict("errors.sample_already_loaded");
  const portfolio = samplePortfolio(today, actor.lang);

  return db.transaction(async (tx) => {
    const resourceRows = await tx
      .insert(resources)
      .values(portfolio.resources.map((r) => ({ workspaceId: actor.workspaceId, name: r.name, role: r.role, availability: r.availability, costPerHourCents: r.costPerHour * 100, isSample: true })))
      .returning({ id: resources.id });
    let taskCount = 0;
    for (const p of portfolio.projects) {
      const [project] = await tx
        .insert(projects)
        .values({
          workspaceId: actor.workspaceId,
          ownerId: actor.userId,
          name: p.name,
          description: p.description,
          status: p.status,
          priority: p.priority,
          phase: p.phase,
          methodology: p.methodology,
          startDate: p.startDate,
          dueDate: p.dueDate,
          budgetCents: p.budget * 100,
          benefitCents: p.benefit * 100,
          isSample: true,
          formalClosure: p.status === "Completado",
          closedAt: p.status === "Completado" ? new Date() : null,
        })
        .returning({ id: projects.id });
      const projectId = project!.id;
      if (p.milestones.length) await tx.insert(projectMilestones).values(p.milestones.map((m) => ({ projectId, ...m, completedAt: m.completed ? new Date(`${m.dueDate}T18:00:00Z`) : null })));
      if (p.stakeholders.length) await tx.insert(projectStakeholders).values(p.stakeholders.map((s) => ({ projectId, ...s })));
      await tx.insert(resourceAllocations).values(p.allocations.map((a) => ({ projectId, resourceId: resourceRows[a.resource]!.id, hours: a.hours })));
      const tasks = await tx
        .insert(projectTasks)
        .values(
          p.tasks.map((t, position) => ({
            projectId,
            title: t.title,
            status: t.status,
            startDate: t.startDate,
            endDate: t.endDate,
            estimateHours: t.estimateHours,
            storyPoints: t.storyPoints,
            completedAt: t.completedAt ? new Date(t.completedAt) : null,
            assigneeResourceId: t.resource === null ? null : resourceRows[t.resource]!.id,
            position,
            createdBy: actor.userId,
            createdAt: new Date(`${p.startDate}T14:00:00Z`),
          })),
        )
        .returning({ id: projectTasks.id });
      taskCount += tasks.length;
      // The history a real team would have left: created, started, finished.
      const events = p.tasks.flatMap((t, i) => {
        const taskId = tasks[i]!.id;
        const rows: (typeof taskEvents.$inferInsert)[] = [{ taskId, projectId, fromStatus: null, toStatus: "Pendiente", actorId: actor.userId, occurredAt: new Date(`${p.startDate}T14:00:00Z`) }];
        if (t.startedAt) rows.push({ taskId, projectId, fromStatus: "Pendiente", toStatus: "En progreso", actorId: actor.userId, occurredAt: new Date(t.startedAt) });
        if (t.completedAt) rows.push({ taskId, projectId, fromStatus: "En progreso", toStatus: "Completada", actorId: actor.userId, occurredAt: new Date(t.completedAt) });
        return rows;
      });
      await tx.insert(taskEvents).values(events);
      await recomputeProgress(tx, projectId);
    }
    return { projects: portfolio.projects.length, tasks: taskCount, resources: resourceRows.length };
  });
}

/** Removes everything the sample loader made in the actor's workspace, and nothing else. */
export async function removeSampleData(db: Db, actor: Actor) {
  if (!canDelete(actor)) throw forbidden();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(projects)
      .where(and(eq(projects.workspaceId, actor.workspaceId), eq(projects.isSample, true)))
      .returning({ id: projects.id });
    const sampleResources = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.workspaceId, actor.workspaceId), eq(resources.isSample, true)));
    if (sampleResources.length) await tx.delete(resources).where(inArray(resources.id, sampleResources.map((r) => r.id)));
    return { projects: removed.length, resources: sampleResources.length };
  });
}

export async function hasSampleData(db: Db, actor: Actor) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspaceId, actor.workspaceId), eq(projects.isSample, true)))
    .limit(1);
  return rows.length > 0;
}
