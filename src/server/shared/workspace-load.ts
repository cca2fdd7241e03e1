import { and, asc, eq, gte, isNotNull, lte, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectTasks, projects, resourceAllocations, resources } from "../../db/schema/projects";
import type { DateOnly } from "../../domain/capacity/dates";
import { loadOverTime, type LoadTask } from "../../domain/capacity/load";
import { loadWorkingCalendars, spanOfWeeks } from "./working-calendars";

// A workspace's load per person and week in real working hours (decision 1301): the capacity
// center's load over time and the automation trigger 'load above N % of capacity' both read it
// here, so the two screens give the same percentage.

// Work that is finished or called off no longer takes anyone's time.
const closedStatuses = ["Completado", "Cancelado"];
const doneTaskStatuses = ["Completada", "Cancelada"];

/** People, allocations, assigned tasks and working calendars of the workspace over the weeks. */
export async function loadInputs(db: Db, scope: { workspaceId: string }, weekStarts: DateOnly[]) {
  const { from, to } = spanOfWeeks(weekStarts);
  const people = await db
    .select({ id: resources.id, name: resources.name, role: resources.role, availability: resources.availability, userId: resources.userId, createdAt: resources.createdAt })
    .from(resources)
    .where(eq(resources.workspaceId, scope.workspaceId))
    .orderBy(asc(resources.name));
  const ids = people.map((p) => p.id);
  const [allocations, tasks, calendars] = await Promise.all([
    db
      .select({ id: resourceAllocations.id, resourceId: resourceAllocations.resourceId, projectId: resourceAllocations.projectId, projectName: projects.name, hours: resourceAllocations.hours, startDate: resourceAllocations.startDate, endDate: resourceAllocations.endDate })
      .from(resourceAllocations)
      .innerJoin(projects, eq(projects.id, resourceAllocations.projectId))
      .where(and(eq(projects.workspaceId, scope.workspaceId), notInArray(projects.status, closedStatuses))),
    db
      .select({
        id: projectTasks.id,
        title: projectTasks.title,
        resourceId: projectTasks.assigneeResourceId,
        projectId: projectTasks.projectId,
        projectName: projects.name,
        estimateHours: projectTasks.estimateHours,
        startDate: projectTasks.startDate,
        endDate: projectTasks.endDate,
        status: projectTasks.status,
      })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(
        and(
          eq(projects.workspaceId, scope.workspaceId),
          notInArray(projects.status, closedStatuses),
          isNotNull(projectTasks.assigneeResourceId),
          or(and(isNotNull(projectTasks.estimateHours), or(gte(projectTasks.endDate, from), gte(projectTasks.startDate, from)), or(lte(projectTasks.startDate, to), lte(projectTasks.endDate, to))), and(notInArray(projectTasks.status, doneTaskStatuses), isNotNull(projectTasks.endDate))),
        ),
      ),
    loadWorkingCalendars(db, ids, from, to),
  ]);
  return { people, allocations, tasks: tasks.map((t) => ({ ...t, resourceId: t.resourceId! })), calendars };
}

export type LoadInputs = Awaited<ReturnType<typeof loadInputs>>;

/** Each person's weeks (available, planned, utilisation %) and the team's. */
export function computeLoad(inputs: LoadInputs, weekStarts: DateOnly[]) {
  const { people, allocations, tasks, calendars } = inputs;
  const loadTasks: LoadTask[] = tasks.filter((t) => t.estimateHours !== null && !doneTaskStatuses.includes(t.status)).map((t) => ({ ...t, estimateHours: t.estimateHours! }));
  return loadOverTime({
    people: people.map((p) => ({ id: p.id, name: p.name, role: p.role, calendar: calendars.calendarOf(p.id) })),
    allocations,
    tasks: loadTasks,
    holidays: calendars.holidays,
    timeOff: new Map(people.map((p) => [p.id, calendars.timeOffOf(p.id)])),
    weekStarts,
  });
}
