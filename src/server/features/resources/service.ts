import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { workspaceMembers } from "../../../db/schema/accounts";
import { resourceAllocations, resources } from "../../../db/schema/projects";
import { canDelete, canEdit, type Actor } from "../../actor";
import { HttpError, forbidden, notFound } from "../../errors";
import { findProject, type ProjectRef } from "../../shared/projects";

type ResourceRow = typeof resources.$inferSelect;

export function toApiResource(r: ResourceRow, allocatedHours = 0) {
  const { costPerHourCents, ...rest } = r;
  return {
    ...rest,
    costPerHour: costPerHourCents / 100,
    allocatedHours,
    // Share of the weekly availability already promised to projects.
    utilisation: r.availability > 0 ? Math.round((allocatedHours / r.availability) * 100) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type ResourceInput = {
  name?: string;
  role?: string;
  email?: string | null;
  userId?: string | null;
  availability?: number;
  costPerHour?: number;
};

function toColumns(input: ResourceInput) {
  const { costPerHour, ...rest } = input;
  return { ...rest, ...(costPerHour !== undefined ? { costPerHourCents: Math.round(costPerHour * 100) } : {}) };
}

/** People and roles of the workspace with the hours already allocated: one query. */
export async function listResources(db: Db, actor: Actor) {
  const allocated = db
    .select({ resourceId: resourceAllocations.resourceId, hours: sql<number>`sum(${resourceAllocations.hours})`.as("hours") })
    .from(resourceAllocations)
    .groupBy(resourceAllocations.resourceId)
    .as("allocated");
  const rows = await db
    .select({ resource: resources, hours: allocated.hours })
    .from(resources)
    .leftJoin(allocated, eq(allocated.resourceId, resources.id))
    .where(eq(resources.workspaceId, actor.workspaceId))
    .orderBy(asc(resources.name));
  return rows.map((r) => toApiResource(r.resource, Number(r.hours ?? 0)));
}

async function findResource(db: Db, actor: Actor, id: string): Promise<ResourceRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const [row] = await db.select().from(resources).where(and(eq(resources.id, id), eq(resources.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** A resource may stand for a member of its own workspace only, never for someone outside it. */
async function checkLinkedUser(db: Db, actor: Actor, userId: string | null | undefined) {
  if (!userId) return;
  const [member] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.organizationId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
  if (!member) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userId: { key: "validation.not_a_member" } });
}

export async function createResource(db: Db, actor: Actor, input: ResourceInput & { name: string }) {
  if (!canEdit(actor)) throw forbidden();
  await checkLinkedUser(db, actor, input.userId);
  const [row] = await db.insert(resources).values({ ...toColumns(input), name: input.name, workspaceId: actor.workspaceId }).returning();
  return toApiResource(row!);
}

export async function updateResource(db: Db, actor: Actor, id: string, input: ResourceInput) {
  await findResource(db, actor, id);
  if (!canEdit(actor)) throw forbidden();
  await checkLinkedUser(db, actor, input.userId);
  const values = toColumns(input);
  if (Object.keys(values).length) {
    await db.update(resources).set(values).where(and(eq(resources.id, id), eq(resources.workspaceId, actor.workspaceId)));
  }
  return (await listResources(db, actor)).find((r) => r.id === id)!;
}

export async function deleteResource(db: Db, actor: Actor, id: string) {
  await findResource(db, actor, id);
  if (!canDelete(actor)) throw forbidden();
  await db.delete(resources).where(and(eq(resources.id, id), eq(resources.workspaceId, actor.workspaceId)));
}

type AllocationInput = { resourceId: string; hours: number; startDate: string | null; endDate: string | null };

type AllocationRow = typeof resourceAllocations.$inferSelect;

function toApiAllocation(row: AllocationRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listAllocations(db: Db, actor: Actor, project: ProjectRef) {
  const projectId = (await findProject(db, actor, project)).id;
  const rows = await db
    .select({ allocation: resourceAllocations, resource: resources })
    .from(resourceAllocations)
    .innerJoin(resources, eq(resources.id, resourceAllocations.resourceId))
    .where(eq(resourceAllocations.projectId, projectId))
    .orderBy(asc(resources.name));
  return rows.map(({ allocation, resource }) => ({
    ...toApiAllocation(allocation),
    resource: { id: resource.id, name: resource.name, role: resource.role, availability: resource.availability },
  }));
}

export async function createAllocation(db: Db, actor: Actor, project: ProjectRef, input: AllocationInput) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  try {
    await findResource(db, actor, input.resourceId);
  } catch {
    throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { resourceId: { key: "validation.invalid_value" } });
  }
  const [row] = await db.insert(resourceAllocations).values({ ...input, projectId }).returning();
  return toApiAllocation(row!);
}

export async function updateAllocation(db: Db, actor: Actor, project: ProjectRef, id: string, input: Partial<Omit<AllocationInput, "resourceId">>) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  // An update of no column is no SQL statement at all: say so instead of failing.
  if (Object.keys(input).length === 0) throw new HttpError(400, "nothing_to_change", "errors.nothing_to_change");
  const [row] = await db
    .update(resourceAllocations)
    .set(input)
    .where(and(eq(resourceAllocations.id, id), eq(resourceAllocations.projectId, projectId)))
    .returning();
  if (!row) throw notFound();
  return toApiAllocation(row);
}

export async function deleteAllocation(db: Db, actor: Actor, project: ProjectRef, id: string) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const deleted = await db
    .delete(resourceAllocations)
    .where(and(eq(resourceAllocations.id, id), eq(resourceAllocations.projectId, projectId)))
    .returning({ id: resourceAllocations.id });
  if (!deleted.length) throw notFound();
}

