import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { projectMilestones, resources, sprints } from "../../../db/schema/projects";
import { timeEntries } from "../../../db/schema/time-tracking";
import { taskComments } from "../../../db/schema/task-activity";
import { labels, taskAssignees, taskLabels, taskParents, taskWatchers } from "../../../db/schema/work-items";
import type { Actor } from "../../actor";
import { translate } from "../../i18n/messages";
import { fieldHeader } from "../../../domain/import/field-definitions";
import type { CustomField } from "../../../domain/work-items/custom-fields";
import { exportedFieldValues } from "../../shared/custom-fields";
import { listTasks, type ProjectRow } from "../../shared/projects";
import type { Column } from "./export";

// A project's tasks as a lossless export (decision 1210): every task with its key (its id), type,
// all assignees, milestone, sprint, parent and dependencies by key, labels, custom field values
// and time entries, so that importing the file into a new project gives the same plan. CSV and
// XLSX carry lists as comma-separated names and the time log as JSON in one cell; the JSON
// export carries the same values typed.

export type ExportedTimeEntry = { user: string; date: string; minutes: number; billable: boolean; note: string };
type ExportedComment = { author: string; at: string; body: string };
export type ExportedTask = {
  key: string;
  title: string;
  type: string;
  description: string;
  status: string;
  priority: string;
  startDate: string | null;
  endDate: string | null;
  estimateHours: number | null;
  storyPoints: number | null;
  completedAt: string | null;
  assignees: string[];
  milestone: string | null;
  milestoneDue: string | null;
  sprint: string | null;
  sprintStart: string | null;
  sprintEnd: string | null;
  parent: string | null;
  dependsOn: string[];
  labels: string[];
  timeEntries: ExportedTimeEntry[];
  /** Who watches it, by e-mail (decision 1231). */
  watchers: string[];
  /** Its comments, oldest first: the author by e-mail, the time as ISO (decision 1231). */
  comments: ExportedComment[];
  customFields: Record<string, string | number>;
};

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) (out.get(key(r)) ?? out.set(key(r), []).get(key(r))!).push(r);
  return out;
}

export async function exportTasks(db: Db, actor: Actor, project: ProjectRow) {
  const tasks = await listTasks(db, actor, project);
  const ids = tasks.map((t) => t.id);
  const none = ids.length === 0;
  const [milestones, sprintRows, people, extra, parents, named, entries, custom, watching, said] = await Promise.all([
    db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id)),
    db.select().from(sprints).where(eq(sprints.projectId, project.id)),
    db.select({ id: resources.id, name: resources.name, email: resources.email }).from(resources).where(eq(resources.workspaceId, actor.workspaceId)),
    none ? [] : db.select().from(taskAssignees).where(inArray(taskAssignees.taskId, ids)).orderBy(asc(taskAssignees.createdAt)),
    none ? [] : db.select().from(taskParents).where(inArray(taskParents.taskId, ids)),
    none ? [] : db.select({ taskId: taskLabels.taskId, name: labels.name }).from(taskLabels).innerJoin(labels, eq(labels.id, taskLabels.labelId)).where(inArray(taskLabels.taskId, ids)),
    none
      ? []
      : db
          .select({ taskId: timeEntries.taskId, email: users.email, date: timeEntries.date, minutes: timeEntries.minutes, billable: timeEntries.billable, note: timeEntries.note })
          .from(timeEntries)
          .innerJoin(users, eq(users.id, timeEntries.userId))
          .where(eq(timeEntries.projectId, project.id))
          .orderBy(asc(timeEntries.date), asc(timeEntries.createdAt)),
    exportedFieldValues(db, actor, project),
    none
      ? []
      : db
          .select({ taskId: taskWatchers.taskId, email: users.email })
          .from(taskWatchers)
          .innerJoin(users, eq(users.id, taskWatchers.userId))
          .where(and(inArray(taskWatchers.taskId, ids), eq(taskWatchers.watching, true)))
          .orderBy(asc(users.email)),
    none
      ? []
      : db
          .select({ taskId: taskComments.taskId, email: users.email, at: taskComments.createdAt, body: taskComments.body })
          .from(taskComments)
          .leftJoin(users, eq(users.id, taskComments.authorId))
          .where(and(eq(taskComments.projectId, project.id), isNull(taskComments.deletedAt)))
          .orderBy(asc(taskComments.createdAt), asc(taskComments.id)),
  ]);
  const milestoneOf = new Map(milestones.map((m) => [m.id, m]));
  const sprintOf = new Map(sprintRows.map((s) => [s.id, s]));
  const personOf = new Map(people.map((p) => [p.id, p.email || p.name]));
  const extraOf = group(extra, (r) => r.taskId);
  const parentOf = new Map(parents.map((p) => [p.taskId, p.parentTaskId]));
  const labelsOf = group(named, (r) => r.taskId);
  const entriesOf = group(entries, (r) => r.taskId);
  const watchersOf = group(watching, (r) => r.taskId);
  const commentsOf = group(said, (r) => r.taskId);
  const rows: ExportedTask[] = tasks.map((t) => {
    const milestone = t.milestoneId ? milestoneOf.get(t.milestoneId) : undefined;
    const sprint = t.sprintId ? sprintOf.get(t.sprintId) : undefined;
    const assignees = [t.assigneeResourceId, ...(extraOf.get(t.id) ?? []).map((a) => a.resourceId)].flatMap((id) => (id && personOf.get(id) ? [personOf.get(id)!] : []));
    const customFields: Record<string, string | number> = {};
    for (const field of custom.fields) {
      const v = custom.valueOf(t.id, field);
      if (v !== null && v !== "") customFields[field.name] = v;
    }
    return {
      key: t.id,
      title: t.title,
      type: t.type,
      description: t.description,
      status: t.status,
      priority: t.priority,
      startDate: t.startDate,
      endDate: t.endDate,
      estimateHours: t.estimateHours,
      storyPoints: t.storyPoints,
      completedAt: t.completedAt,
      assignees,
      milestone: milestone?.name ?? null,
      milestoneDue: milestone?.dueDate ?? null,
      sprint: sprint?.name ?? null,
      sprintStart: sprint?.startDate ?? null,
      sprintEnd: sprint?.endDate ?? null,
      parent: parentOf.get(t.id) ?? null,
      dependsOn: t.dependsOn,
      labels: (labelsOf.get(t.id) ?? []).map((l) => l.name).sort((a, b) => a.localeCompare(b, "es")),
      timeEntries: (entriesOf.get(t.id) ?? []).map((e) => ({ user: e.email, date: e.date, minutes: e.minutes, billable: e.billable, note: e.note })),
      watchers: (watchersOf.get(t.id) ?? []).map((w) => w.email),
      comments: (commentsOf.get(t.id) ?? []).map((c) => ({ author: c.email ?? "", at: new Date(c.at).toISOString(), body: c.body })),
      customFields,
    };
  });
  return { rows, fields: custom.fields };
}

/** The spreadsheet columns of the lossless export, headed in the caller's language. */
export function exportColumns(lang: "es" | "en", fields: CustomField[]): Column<ExportedTask>[] {
  const t = (k: string) => translate(lang, `export.${k}`);
  const list = (values: string[]) => (values.length ? values.join(", ") : null);
  return [
    { header: t("key"), value: (x) => x.key },
    { header: t("title"), value: (x) => x.title },
    { header: t("type"), value: (x) => x.type },
    { header: t("description"), value: (x) => x.description },
    { header: t("status"), value: (x) => x.status },
    { header: t("priority"), value: (x) => x.priority },
    { header: t("start_date"), value: (x) => x.startDate },
    { header: t("end_date"), value: (x) => x.endDate },
    { header: t("estimate_hours"), value: (x) => x.estimateHours },
    { header: t("story_points"), value: (x) => x.storyPoints },
    { header: t("completed_at"), value: (x) => x.completedAt },
    { header: t("assignees"), value: (x) => list(x.assignees) },
    { header: t("milestone"), value: (x) => x.milestone },
    { header: t("milestone_due"), value: (x) => x.milestoneDue },
    { header: t("sprint"), value: (x) => x.sprint },
    { header: t("sprint_start"), value: (x) => x.sprintStart },
    { header: t("sprint_end"), value: (x) => x.sprintEnd },
    { header: translate(lang, "workItems.export.parent"), value: (x) => x.parent },
    { header: t("depends_on"), value: (x) => list(x.dependsOn) },
    { header: translate(lang, "workItems.export.labels"), value: (x) => list(x.labels) },
    { header: t("time_entries"), value: (x) => (x.timeEntries.length ? JSON.stringify(x.timeEntries) : null) },
    { header: t("watchers"), value: (x) => list(x.watchers) },
    { header: t("comments"), value: (x) => (x.comments.length ? JSON.stringify(x.comments) : null) },
    // One last column per custom field, headed by its name and its definition (decisions 1205, 1230).
    ...fields.map((field): Column<ExportedTask> => ({ header: fieldHeader(lang, field), value: (x) => x.customFields[field.name] ?? null })),
  ];
}
