import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectTasks, projects, sprints, taskEvents } from "../../../db/schema/projects";
import { dateInTimeZone } from "../../../domain/planning/calendar";
import { taskStatuses } from "../../../domain/project-fields";
import { burnSeries, cumulativeFlow, cycleTimes, percentile, throughputByWeek, velocity, type TaskHistory } from "../../../domain/analytics/flow-metrics";
import type { Actor } from "../../actor";
import { findProject } from "../../shared/projects";

export type AnalyticsQuery = { projectId?: string; assigneeResourceId?: string; from: string; to: string; timeZone: string };

/** Every chart of the analytics page from three queries: tasks, their status changes, sprints. */
export async function getAnalytics(db: Db, actor: Actor, query: AnalyticsQuery) {
  if (query.projectId) await findProject(db, actor, query.projectId);
  const filters: SQL[] = [eq(projects.workspaceId, actor.workspaceId)];
  if (query.projectId) filters.push(eq(projectTasks.projectId, query.projectId));
  if (query.assigneeResourceId) filters.push(eq(projectTasks.assigneeResourceId, query.assigneeResourceId));
  const tasks = await db
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      projectId: projectTasks.projectId,
      sprintId: projectTasks.sprintId,
      points: projectTasks.storyPoints,
      createdAt: projectTasks.createdAt,
      completedAt: projectTasks.completedAt,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(...filters));
  const ids = tasks.map((t) => t.id);
  const projectIds = [...new Set(tasks.map((t) => t.projectId))];
  const [events, sprintRows] = await Promise.all([
    ids.length
      ? db.select({ taskId: taskEvents.taskId, to: taskEvents.toStatus, at: taskEvents.occurredAt }).from(taskEvents).where(inArray(taskEvents.taskId, ids)).orderBy(asc(taskEvents.occurredAt))
      : Promise.resolve([]),
    projectIds.length ? db.select().from(sprints).where(inArray(sprints.projectId, projectIds)) : Promise.resolve([]),
  ]);
  const day = (d: Date) => dateInTimeZone(d, query.timeZone);
  const byTask = new Map<string, { on: string; to: string }[]>();
  for (const e of events) byTask.set(e.taskId, [...(byTask.get(e.taskId) ?? []), { on: day(e.at), to: e.to }]);
  const histories: (TaskHistory & { sprintId: string | null })[] = tasks.map((t) => {
    const transitions = byTask.get(t.id) ?? [{ on: day(t.createdAt), to: "Pendiente" }];
    return {
      id: t.id,
      title: t.title,
      sprintId: t.sprintId,
      points: t.points,
      createdOn: day(t.createdAt),
      startedOn: transitions.find((x) => x.to === "En progreso")?.on ?? null,
      completedOn: t.completedAt ? day(t.completedAt) : null,
      transitions,
    };
  });
  const cycle = cycleTimes(histories, query.from, query.to);
  const days = cycle.map((c) => c.days);
  const hasPoints = histories.some((h) => (h.points ?? 0) > 0);
  return {
    range: { from: query.from, to: query.to },
    taskCount: histories.length,
    throughput: throughputByWeek(histories, query.from, query.to),
    cycleTime: { points: cycle, p50: percentile(days, 0.5), p85: percentile(days, 0.85), p95: percentile(days, 0.95) },
    cumulativeFlow: cumulativeFlow(histories, taskStatuses, query.from, query.to),
    burn: { unit: hasPoints ? ("points" as const) : ("tasks" as const), series: burnSeries(histories, query.from, query.to, hasPoints ? "points" : "tasks") },
    velocity: velocity(sprintRows, histories),
  };
}

/** The portfolio heat map: each project's status, progress and risk, for a glance across many. */
export async function getPortfolioHeatMap(db: Db, actor: Actor) {
  return db
    .select({ id: projects.id, name: projects.name, status: projects.status, phase: projects.phase, progress: projects.progress, riskScore: projects.riskScore, dueDate: projects.dueDate })
    .from(projects)
    .where(eq(projects.workspaceId, actor.workspaceId))
    .orderBy(asc(projects.name));
}
