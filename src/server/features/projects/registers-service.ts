import { and, asc, eq, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { projectMilestones, projectStakeholders } from "../../../db/schema/projects";
import { projectChangeRequests, projectCommunications, projectRisks } from "../../../db/schema/management";
import { canEdit, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import { findProject, type ProjectRef } from "../../shared/projects";

// The rows a project keeps in lists (milestones, stakeholders, risks, change requests,
// communication items) share one shape of access: scoped through the project, read by viewers,
// written by members. One implementation serves them all.

// Drizzle's generics do not follow a table passed as a type parameter, so the queries below are
// typed at the edges (Row, Insert) and the table is handled as a plain PgTable inside.
type ChildTable = PgTable & { id: AnyPgColumn; projectId: AnyPgColumn; createdAt: AnyPgColumn };

function serialise<R extends Record<string, unknown>>(row: R) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out as { [K in keyof R]: R[K] extends Date ? string : R[K] extends Date | null ? string | null : R[K] };
}

export function projectRegister<T extends ChildTable>(table: T, options: { orderBy?: AnyPgColumn; beforeWrite?: (values: Record<string, unknown>, actor: Actor) => Record<string, unknown> } = {}) {
  type Row = InferSelectModel<T>;
  type Insert = InferInsertModel<T>;
  const order = options.orderBy ?? table.createdAt;
  const prepare = (values: Record<string, unknown>, actor: Actor) => (options.beforeWrite ? options.beforeWrite(values, actor) : values);

  async function find(db: Db, projectId: string, id: string): Promise<Row> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const [row] = await db.select().from(table as PgTable).where(and(eq(table.id, id), eq(table.projectId, projectId)));
    if (!row) throw notFound();
    return row as Row;
  }

  return {
    async list(db: Db, actor: Actor, project: ProjectRef) {
      const projectId = (await findProject(db, actor, project)).id;
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.projectId, projectId))
        .orderBy(asc(order), asc(table.createdAt));
      return (rows as Row[]).map(serialise);
    },
    async create(db: Db, actor: Actor, project: ProjectRef, input: Omit<Insert, "projectId" | "id">) {
      const projectId = (await findProject(db, actor, project)).id;
      if (!canEdit(actor)) throw forbidden();
      const values = { ...prepare(input as Record<string, unknown>, actor), projectId } as Insert;
      const [row] = (await db.insert(table as PgTable).values(values as never).returning()) as Row[];
      return serialise(row as Row);
    },
    async update(db: Db, actor: Actor, project: ProjectRef, id: string, input: Partial<Omit<Insert, "projectId" | "id">>) {
      const projectId = (await findProject(db, actor, project)).id;
      if (!canEdit(actor)) throw forbidden();
      const current = await find(db, projectId, id);
      const values = prepare(input as Record<string, unknown>, actor);
      if (Object.keys(values).length === 0) return serialise(current);
      const [row] = (await db
        .update(table as PgTable)
        .set(values as never)
        .where(and(eq(table.id, id), eq(table.projectId, projectId)))
        .returning()) as Row[];
      if (!row) throw notFound();
      return serialise(row as Row);
    },
    async remove(db: Db, actor: Actor, project: ProjectRef, id: string) {
      const projectId = (await findProject(db, actor, project)).id;
      if (!canEdit(actor)) throw forbidden();
      await find(db, projectId, id);
      await db.delete(table as PgTable).where(and(eq(table.id, id), eq(table.projectId, projectId)));
    },
  };
}

export const milestonesRegister = projectRegister(projectMilestones, {
  orderBy: projectMilestones.dueDate,
  // Completing a milestone records when; reopening clears it.
  beforeWrite: (values) =>
    "completed" in values ? { ...values, completedAt: values.completed ? new Date() : null } : values,
});
export const stakeholdersRegister = projectRegister(projectStakeholders, { orderBy: projectStakeholders.name });
export const risksRegister = projectRegister(projectRisks);
export const communicationsRegister = projectRegister(projectCommunications, { orderBy: projectCommunications.nextDate });
export const changeRequestsRegister = projectRegister(projectChangeRequests, {
  // A decision records who took it and when.
  beforeWrite: (input, actor) => {
    const { impactCost, ...values } = input;
    if (typeof impactCost === "number") values.impactCostCents = Math.round(impactCost * 100);
    if (typeof values.decision === "string" && values.decision !== "pending") {
      values.decidedBy = actor.userId;
      values.decidedAt = new Date();
    }
    return values;
  },
});
