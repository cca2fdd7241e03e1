import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projects, resourceAllocations, resources } from "../../../db/schema/projects";
import { users } from "../../../db/schema/accounts";
import { capacityPlan, type CapacityPlan } from "../../../domain/capacity/capacity-plan";
import { isValidTimeZone, todayIn } from "../../../domain/planning/calendar";
import { canRead, type Actor } from "../../actor";
import { forbidden } from "../../errors";

const DEFAULT_TIME_ZONE = "America/Mexico_City";
// Work that is finished or called off no longer takes anyone's time.
const closedStatuses = ["Completado", "Cancelado"];

/** The workspace's capacity plan from today's week on, in three queries whatever its size. */
export async function capacityOverview(db: Db, actor: Actor, weeks: number, now = new Date()): Promise<CapacityPlan> {
  if (!canRead(actor)) throw forbidden();
  const [people, allocations, [user]] = await Promise.all([
    db
      .select({ id: resources.id, name: resources.name, role: resources.role, availability: resources.availability })
      .from(resources)
      .where(eq(resources.workspaceId, actor.workspaceId))
      .orderBy(resources.name),
    db
      .select({
        resourceId: resourceAllocations.resourceId,
        projectId: resourceAllocations.projectId,
        projectName: projects.name,
        hours: resourceAllocations.hours,
        startDate: resourceAllocations.startDate,
        endDate: resourceAllocations.endDate,
      })
      .from(resourceAllocations)
      .innerJoin(projects, eq(projects.id, resourceAllocations.projectId))
      .where(and(eq(projects.workspaceId, actor.workspaceId), notInArray(projects.status, closedStatuses))),
    db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, actor.userId)),
  ]);
  const timeZone = user?.timeZone && isValidTimeZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
  return capacityPlan(people, allocations, todayIn(timeZone, now), weeks);
}
