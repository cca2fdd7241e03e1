import { and, asc, count, desc, eq, gte, lt, lte, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectMilestones, projectTasks, projects, resources, taskEvents } from "../../../db/schema/projects";
import { users } from "../../../db/schema/accounts";
import { addDays } from "../../../domain/planning/calendar";
import type { Actor } from "../../actor";

/** The signed-in home: five queries whatever the size of the workspace. */
export async function getDashboard(db: Db, actor: Actor, today: string) {
  const inWorkspace = eq(projects.workspaceId, actor.workspaceId);
  const notDone = ne(projectTasks.status, "Completada");
  const [myTasks, byStatus, upcoming, overdue, activity] = await Promise.all([
    db
      .select({ id: projectTasks.id, title: projectTasks.title, status: projectTasks.status, endDate: projectTasks.endDate, projectId: projects.id, projectName: projects.name })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .innerJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
      .where(and(inWorkspace, notDone, eq(resources.userId, actor.userId)))
      .orderBy(asc(projectTasks.endDate))
      .limit(20),
    db.select({ status: projects.status, total: count() }).from(projects).where(inWorkspace).groupBy(projects.status),
    db
      .select({ id: projectMilestones.id, name: projectMilestones.name, dueDate: projectMilestones.dueDate, projectId: projects.id, projectName: projects.name })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      .where(and(inWorkspace, eq(projectMilestones.completed, false), gte(projectMilestones.dueDate, today), lte(projectMilestones.dueDate, addDays(today, 14))))
      .orderBy(asc(projectMilestones.dueDate))
      .limit(10),
    db
      .select({ id: projectTasks.id, title: projectTasks.title, endDate: projectTasks.endDate, projectId: projects.id, projectName: projects.name })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(inWorkspace, notDone, lt(projectTasks.endDate, today)))
      .orderBy(asc(projectTasks.endDate))
      .limit(20),
    db
      .select({
        id: taskEvents.id,
        taskTitle: projectTasks.title,
        projectId: projects.id,
        projectName: projects.name,
        fromStatus: taskEvents.fromStatus,
        toStatus: taskEvents.toStatus,
        actorName: users.name,
        occurredAt: taskEvents.occurredAt,
      })
      .from(taskEvents)
      .innerJoin(projects, eq(projects.id, taskEvents.projectId))
      .innerJoin(projectTasks, eq(projectTasks.id, taskEvents.taskId))
      .leftJoin(users, eq(users.id, taskEvents.actorId))
      .where(inWorkspace)
      .orderBy(desc(taskEvents.occurredAt))
      .limit(15),
  ]);
  return {
    myOpenTasks: myTasks,
    projectsByStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.total)])),
    upcomingMilestones: upcoming,
    overdueTasks: overdue,
    recentActivity: activity.map((a) => ({ ...a, occurredAt: a.occurredAt.toISOString() })),
  };
}
