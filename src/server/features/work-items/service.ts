import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { projectTasks, projects, resources, taskEvents } from "../../../db/schema/projects";
import { labels, taskAssignees, taskLabels, taskParents, taskWatchers } from "../../../db/schema/work-items";
import { pickLanguage } from "../../../domain/i18n/translate";
import type { LabelInput, SubtaskInput, TaskWorkItem } from "../../../domain/work-items/contract";
import type { LabelColor } from "../../../domain/work-items/colors";
import { ancestorsOf, checkParent, MAX_DEPTH, rollups } from "../../../domain/work-items/rollup";
import { canEdit, type Actor } from "../../actor";
import { HttpError, forbidden, notFound } from "../../errors";
import { findProject, recomputeProgress, toApiTask, type ProjectRef } from "../../shared/projects";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";

// Labels, subtasks, assignees and watchers (issue 23, decision 1202). The task row keeps its
// primary assignee; everything else lives in the work-items tables.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = (field: string, key = "validation.invalid_value", params?: Record<string, string | number>) =>
  new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { [field]: { key, params } });

// ---- Labels

type LabelRow = typeof labels.$inferSelect;
const toApiLabel = (l: LabelRow) => ({ id: l.id, name: l.name, color: l.color as LabelColor });

/** The workspace a label belongs to (for the access plugin), undefined when there is none. */
export async function labelWorkspace(db: Db, labelId: string): Promise<string | undefined> {
  if (!UUID.test(labelId)) return undefined;
  const [row] = await db.select({ w: labels.workspaceId }).from(labels).where(eq(labels.id, labelId));
  return row?.w;
}

export async function listLabels(db: Db, actor: Actor) {
  const rows = await db.select().from(labels).where(eq(labels.workspaceId, actor.workspaceId)).orderBy(asc(sql`lower(${labels.name})`));
  return rows.map(toApiLabel);
}

async function nameTaken(db: Db, actor: Actor, name: string, except?: string) {
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.workspaceId, actor.workspaceId), sql`lower(${labels.name}) = lower(${name})`));
  return rows.some((r) => r.id !== except);
}

const duplicateName = () => new HttpError(409, "conflict", "workItems.errors.label_exists", undefined, { name: { key: "workItems.errors.label_exists" } });

export async function createLabel(db: Db, actor: Actor, input: LabelInput) {
  if (await nameTaken(db, actor, input.name)) throw duplicateName();
  const [row] = await db.insert(labels).values({ workspaceId: actor.workspaceId, name: input.name, color: input.color }).returning();
  if (!row) throw new Error("insert returned no row");
  return toApiLabel(row);
}

export async function updateLabel(db: Db, actor: Actor, labelId: string, input: LabelInput) {
  if (await nameTaken(db, actor, input.name, labelId)) throw duplicateName();
  const [row] = await db
    .update(labels)
    .set({ name: input.name, color: input.color })
    .where(and(eq(labels.id, labelId), eq(labels.workspaceId, actor.workspaceId)))
    .returning();
  if (!row) throw notFound();
  return toApiLabel(row);
}

export async function deleteLabel(db: Db, actor: Actor, labelId: string) {
  const rows = await db.delete(labels).where(and(eq(labels.id, labelId), eq(labels.workspaceId, actor.workspaceId))).returning({ id: labels.id });
  if (!rows.length) throw notFound();
}

// ---- A project's work items

/** The accounts that watch each task: explicit watchers, plus creator and assignees' accounts unless they opted out. */
async function watchersOf(db: Db | Tx, taskIds: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(taskIds.map((id) => [id, new Set<string>()]));
  if (!taskIds.length) return out;
  const [tasks, extra, explicit] = await Promise.all([
    db
      .select({ id: projectTasks.id, createdBy: projectTasks.createdBy, primaryUser: resources.userId })
      .from(projectTasks)
      .leftJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
      .where(inArray(projectTasks.id, taskIds)),
    db
      .select({ taskId: taskAssignees.taskId, userId: resources.userId })
      .from(taskAssignees)
      .innerJoin(resources, eq(resources.id, taskAssignees.resourceId))
      .where(inArray(taskAssignees.taskId, taskIds)),
    db.select().from(taskWatchers).where(inArray(taskWatchers.taskId, taskIds)),
  ]);
  for (const t of tasks) {
    const set = out.get(t.id);
    if (t.createdBy) set?.add(t.createdBy);
    if (t.primaryUser) set?.add(t.primaryUser);
  }
  for (const a of extra) if (a.userId) out.get(a.taskId)?.add(a.userId);
  for (const w of explicit) {
    if (w.watching) out.get(w.taskId)?.add(w.userId);
    else out.get(w.taskId)?.delete(w.userId);
  }
  return out;
}

export async function listWorkItems(db: Db, actor: Actor, project: ProjectRef): Promise<TaskWorkItem[]> {
  const projectId = (await findProject(db, actor, project)).id;
  const tasks = await db
    .select({ id: projectTasks.id, status: projectTasks.status, estimateHours: projectTasks.estimateHours, assignee: projectTasks.assigneeResourceId, parentId: taskParents.parentTaskId })
    .from(projectTasks)
    .leftJoin(taskParents, eq(taskParents.taskId, projectTasks.id))
    .where(eq(projectTasks.projectId, projectId))
    .orderBy(asc(projectTasks.position), asc(projectTasks.createdAt));
  const ids = tasks.map((t) => t.id);
  if (!ids.length) return [];
  const [taskLabelRows, assigneeRows, watchers] = await Promise.all([
    db.select({ taskId: taskLabels.taskId, labelId: taskLabels.labelId }).from(taskLabels).innerJoin(labels, eq(labels.id, taskLabels.labelId)).where(inArray(taskLabels.taskId, ids)).orderBy(asc(sql`lower(${labels.name})`)),
    db.select({ taskId: taskAssignees.taskId, resourceId: taskAssignees.resourceId }).from(taskAssignees).where(inArray(taskAssignees.taskId, ids)).orderBy(asc(taskAssignees.createdAt)),
    watchersOf(db, ids),
  ]);
  const group = <T extends { taskId: string }>(rows: T[], pick: (r: T) => string) => {
    const m = new Map<string, string[]>();
    for (const r of rows) m.set(r.taskId, [...(m.get(r.taskId) ?? []), pick(r)]);
    return m;
  };
  const labelsOf = group(taskLabelRows, (r) => r.labelId);
  const extraOf = group(assigneeRows, (r) => r.resourceId);
  const parentOf = new Map(tasks.map((t) => [t.id, t.parentId]));
  const rolled = rollups(tasks.map((t) => ({ id: t.id, parentId: t.parentId, completed: t.status === "Completada", estimateHours: t.estimateHours })));
  return tasks.map((t) => {
    const watching = [...(watchers.get(t.id) ?? [])].sort();
    return {
      taskId: t.id,
      parentId: t.parentId,
      depth: ancestorsOf(t.id, parentOf).length,
      labelIds: labelsOf.get(t.id) ?? [],
      assigneeResourceIds: [...(t.assignee ? [t.assignee] : []), ...(extraOf.get(t.id) ?? []).filter((r) => r !== t.assignee)],
      watcherUserIds: watching,
      watching: watching.includes(actor.userId),
      rollup: rolled.get(t.id) ?? null,
    };
  });
}

async function taskIn(db: Db | Tx, projectId: string, taskId: string) {
  if (!UUID.test(taskId)) throw notFound();
  const [row] = await db.select().from(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

async function treeOf(db: Db | Tx, projectId: string) {
  return db
    .select({ id: projectTasks.id, parentId: taskParents.parentTaskId })
    .from(projectTasks)
    .leftJoin(taskParents, eq(taskParents.taskId, projectTasks.id))
    .where(eq(projectTasks.projectId, projectId));
}

function refusal(reason: "self" | "cycle" | "too_deep") {
  const key = reason === "too_deep" ? "workItems.errors.too_deep" : "workItems.errors.parent_cycle";
  return new HttpError(422, reason === "too_deep" ? "subtask_too_deep" : "subtask_cycle", key, { max: MAX_DEPTH }, { parentId: { key, params: { max: MAX_DEPTH } } });
}

/** Adds a subtask under a task: a task of the same project with the parent's sprint and milestone. */
export async function createSubtask(db: Db, actor: Actor, project: ProjectRef, parentTaskId: string, input: SubtaskInput) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  return db.transaction(async (tx) => {
    const parent = await taskIn(tx, projectId, parentTaskId);
    const tree = await treeOf(tx, projectId);
    const parentOf = new Map(tree.map((t) => [t.id, t.parentId]));
    if (ancestorsOf(parent.id, parentOf).length + 1 > MAX_DEPTH) throw refusal("too_deep");
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${projectTasks.position}) + 1, 0)` })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.status, "Pendiente")));
    const [row] = await tx
      .insert(projectTasks)
      .values({ projectId, title: input.title, estimateHours: input.estimateHours ?? null, sprintId: parent.sprintId, milestoneId: parent.milestoneId, position: Number(next), createdBy: actor.userId })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await tx.insert(taskEvents).values({ taskId: row.id, projectId, fromStatus: null, toStatus: row.status, actorId: actor.userId });
    await tx.insert(taskParents).values({ taskId: row.id, parentTaskId: parent.id });
    await recomputeProgress(tx, projectId);
    return toApiTask(row, []);
  });
}

/** Moves a task under another of the same project, or to the top level; cycles and trees deeper than MAX_DEPTH are refused. */
export async function setParent(db: Db, actor: Actor, project: ProjectRef, taskId: string, parentId: string | null) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  await db.transaction(async (tx) => {
    await taskIn(tx, projectId, taskId);
    if (parentId !== null) {
      if (!UUID.test(parentId)) throw invalid("parentId");
      const [p] = await tx.select({ id: projectTasks.id }).from(projectTasks).where(and(eq(projectTasks.id, parentId), eq(projectTasks.projectId, projectId)));
      if (!p) throw invalid("parentId");
    }
    const check = checkParent(taskId, parentId, await treeOf(tx, projectId));
    if (!check.ok) throw refusal(check.reason);
    await tx.delete(taskParents).where(eq(taskParents.taskId, taskId));
    if (parentId) await tx.insert(taskParents).values({ taskId, parentTaskId: parentId });
  });
}

export async function setTaskLabels(db: Db, actor: Actor, project: ProjectRef, taskId: string, labelIds: string[]) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const unique = [...new Set(labelIds)];
  const namesOf = async (tx: Tx, ids: string[]) =>
    ids.length ? (await tx.select({ name: labels.name }).from(labels).where(inArray(labels.id, ids)).orderBy(asc(labels.name))).map((l) => l.name).join(", ") || null : null;
  return db.transaction(async (tx) => {
    await taskIn(tx, projectId, taskId);
    const before = await namesOf(tx, (await tx.select({ id: taskLabels.labelId }).from(taskLabels).where(eq(taskLabels.taskId, taskId))).map((l) => l.id));
    if (unique.some((l) => !UUID.test(l))) throw invalid("labelIds");
    if (unique.length) {
      const found = await tx.select({ id: labels.id }).from(labels).where(and(inArray(labels.id, unique), eq(labels.workspaceId, actor.workspaceId)));
      if (found.length !== unique.length) throw invalid("labelIds");
    }
    await tx.delete(taskLabels).where(eq(taskLabels.taskId, taskId));
    if (unique.length) await tx.insert(taskLabels).values(unique.map((labelId) => ({ taskId, labelId })));
    // The label names before and after, for the task event (the task's history, decision 0918).
    return { before, after: await namesOf(tx, unique) };
  });
}

/**
 * Every assignee of a task. The primary (the task row's, read by capacity, forecasts and exports)
 * stays when it is still listed; otherwise the first listed becomes it. The rest are extra.
 * Returns the primary before and after, for the task event.
 */
export async function setAssignees(db: Db, actor: Actor, project: ProjectRef, taskId: string, resourceIds: string[]) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const unique = [...new Set(resourceIds)];
  return db.transaction(async (tx) => {
    const task = await taskIn(tx, projectId, taskId);
    if (unique.some((r) => !UUID.test(r))) throw invalid("resourceIds");
    if (unique.length) {
      const found = await tx.select({ id: resources.id }).from(resources).where(and(inArray(resources.id, unique), eq(resources.workspaceId, actor.workspaceId)));
      if (found.length !== unique.length) throw invalid("resourceIds");
    }
    const namesOf = async (ids: string[]) =>
      ids.length ? (await tx.select({ name: resources.name }).from(resources).where(inArray(resources.id, ids)).orderBy(asc(resources.name))).map((r) => r.name).join(", ") || null : null;
    const earlier = [...(task.assigneeResourceId ? [task.assigneeResourceId] : []), ...(await tx.select({ id: taskAssignees.resourceId }).from(taskAssignees).where(eq(taskAssignees.taskId, taskId))).map((a) => a.id)];
    const primary = task.assigneeResourceId && unique.includes(task.assigneeResourceId) ? task.assigneeResourceId : (unique[0] ?? null);
    if (primary !== task.assigneeResourceId) await tx.update(projectTasks).set({ assigneeResourceId: primary }).where(eq(projectTasks.id, taskId));
    await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    const extra = unique.filter((r) => r !== primary);
    if (extra.length) await tx.insert(taskAssignees).values(extra.map((resourceId) => ({ taskId, resourceId })));
    return { before: task.assigneeResourceId, after: primary, namesBefore: await namesOf(earlier), namesAfter: await namesOf(unique) };
  });
}

/**
 * Starts or stops `userId` watching a task. Anyone who may read the project may watch or unwatch
 * for themself (a personal subscription, like marking a notice read); choosing for someone else
 * is a write, and that person must be a member of the workspace.
 */
export async function setWatching(db: Db, actor: Actor, project: ProjectRef, taskId: string, userId: string, watching: boolean) {
  const projectId = (await findProject(db, actor, project)).id;
  if (userId !== actor.userId && !canEdit(actor)) throw forbidden();
  await taskIn(db, projectId, taskId);
  if (userId !== actor.userId) {
    const [member] = await db.select({ id: workspaceMembers.id }).from(workspaceMembers).where(and(eq(workspaceMembers.organizationId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
    if (!member) throw invalid("userId", "validation.not_a_member");
  }
  await db
    .insert(taskWatchers)
    .values({ taskId, userId, watching })
    .onConflictDoUpdate({ target: [taskWatchers.taskId, taskWatchers.userId], set: { watching } });
}

// ---- Watchers' notices

const fieldKeys: Record<string, string> = {
  status: "workItems.fields.status",
  priority: "workItems.fields.priority",
  assigneeResourceId: "workItems.fields.assignee",
  sprintId: "workItems.fields.sprint",
  endDate: "workItems.fields.endDate",
  title: "workItems.fields.title",
};

/**
 * An in-app notice, in each watcher's language, that a task they watch changed; never to whoever
 * changed it. Returns the notices made (their ids, for the real-time stream).
 */
export async function notifyWatchers(db: Db, event: { projectId: string; taskId: string; changes: Record<string, unknown>; actorId: string | null }) {
  const [task] = await db
    .select({ title: projectTasks.title, project: projects.name, workspaceId: projects.workspaceId })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projectTasks.id, event.taskId), eq(projectTasks.projectId, event.projectId)));
  if (!task) return [];
  const watchers = [...((await watchersOf(db, [event.taskId])).get(event.taskId) ?? [])].filter((u) => u !== event.actorId);
  if (!watchers.length) return [];
  // Only members of the task's workspace still hear about it.
  const people = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.organizationId, task.workspaceId)))
    .where(inArray(users.id, watchers));
  if (!people.length) return [];
  const [actor] = event.actorId ? await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, event.actorId)) : [];
  const fields = Object.keys(event.changes).filter((f) => fieldKeys[f]);
  // Keys and parameters: each watcher reads it in the language of their interface (decision 0603).
  const changed = fields.length ? fields.map((f) => fieldKeys[f]!) : ["workItems.fields.other"];
  return insertNotifications(
    db,
    people.map((p) =>
      notificationRow(p.id, pickLanguage(p.locale) ?? "es", {
        titleKey: "workItems.notice.title",
        messageKey: "workItems.notice.message",
        params: { task: task.title, who: actor?.name || actor?.email || { key: "workItems.notice.someone" }, fields: { keys: changed }, project: task.project },
        kind: "task_watch",
        type: "info",
        priority: "low",
        action: { type: "navigate", target: `/project/${event.projectId}`, projectId: event.projectId },
      }),
    ),
  );
}


