import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projects } from "../../../db/schema/projects";
import { projectClosures, type ClosureChecklistItem } from "../../../db/schema/management";
import { closureChecklistKeys, type ClosureChecklistKey } from "../../../domain/projects/schemas";
import { canDelete, canEdit, type Actor } from "../../actor";
import { HttpError, forbidden } from "../../errors";
import { findProject, toApiProject, type ProjectRef } from "../../shared/projects";

function fullChecklist(saved: ClosureChecklistItem[]): (ClosureChecklistItem & { note: string })[] {
  const byKey = new Map(saved.map((i) => [i.key, i]));
  return closureChecklistKeys.map((key) => {
    const item = byKey.get(key);
    return item ? { ...item, note: item.note ?? "" } : { key, done: false, note: "" };
  });
}

export async function getClosure(db: Db, actor: Actor, ref: ProjectRef) {
  const project = await findProject(db, actor, ref);
  const projectId = project.id;
  const [row] = await db.select().from(projectClosures).where(eq(projectClosures.projectId, projectId));
  return {
    formalClosure: project.formalClosure,
    closedAt: project.closedAt?.toISOString() ?? null,
    checklist: fullChecklist(row?.checklist ?? []),
  };
}

export async function updateClosureChecklist(
  db: Db,
  actor: Actor,
  project: ProjectRef,
  items: { key: ClosureChecklistKey; done: boolean; note: string }[],
) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const [row] = await db.select().from(projectClosures).where(eq(projectClosures.projectId, projectId));
  const previous = new Map(fullChecklist(row?.checklist ?? []).map((i) => [i.key, i]));
  const now = new Date().toISOString();
  for (const item of items) {
    const before = previous.get(item.key);
    previous.set(item.key, {
      key: item.key,
      done: item.done,
      note: item.note,
      ...(item.done ? { doneAt: before?.done && before.doneAt ? before.doneAt : now } : {}),
    });
  }
  const checklist = closureChecklistKeys.map((key) => previous.get(key)!);
  await db
    .insert(projectClosures)
    .values({ projectId, checklist })
    .onConflictDoUpdate({ target: projectClosures.projectId, set: { checklist } });
  return getClosure(db, actor, projectId);
}

/** Formal closure: every checklist item done; records the date and sets Completado / Cierre. */
export async function closeProject(db: Db, actor: Actor, project: ProjectRef, input: { lessonsLearned?: string; evaluation?: string }) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const closure = await getClosure(db, actor, projectId);
  const missing = closure.checklist.filter((i) => !i.done).map((i) => i.key);
  if (missing.length) {
    throw new HttpError(422, "closure_incomplete", "errors.closure_incomplete", { count: missing.length }, {
      checklist: { key: "errors.closure_incomplete", params: { count: missing.length } },
    });
  }
  const [row] = await db
    .update(projects)
    .set({
      formalClosure: true,
      closedAt: new Date(),
      status: "Completado",
      phase: "Cierre",
      ...(input.lessonsLearned !== undefined ? { lessonsLearned: input.lessonsLearned } : {}),
      ...(input.evaluation !== undefined ? { evaluation: input.evaluation } : {}),
    })
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)))
    .returning();
  await db.update(projectClosures).set({ closedBy: actor.userId }).where(eq(projectClosures.projectId, projectId));
  return toApiProject(row!);
}

/** Reopening a closed project is an administrator's decision. */
export async function reopenProject(db: Db, actor: Actor, project: ProjectRef) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canDelete(actor)) throw forbidden();
  const [row] = await db
    .update(projects)
    .set({ formalClosure: false, closedAt: null, status: "En progreso", phase: "Ejecución" })
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)))
    .returning();
  return toApiProject(row!);
}
