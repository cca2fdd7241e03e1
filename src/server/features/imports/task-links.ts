import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { customFieldValues } from "../../../db/schema/custom-fields";
import { projectMilestones, resources, sprints, taskDependencies } from "../../../db/schema/projects";
import { timeEntries } from "../../../db/schema/time-tracking";
import { taskComments } from "../../../db/schema/task-activity";
import { labels, taskAssignees, taskLabels, taskParents, taskWatchers } from "../../../db/schema/work-items";
import { fold } from "../../../domain/import/fold";
import { readCell, type ColumnReading } from "../../../domain/import/columns";
import type { LinkedRows, RowRelations } from "../../../domain/import/relations";
import { labelColors } from "../../../domain/work-items/colors";
import { parseFieldValue, type CustomField, type FieldValue } from "../../../domain/work-items/custom-fields";
import { can } from "../../../domain/authorization";
import type { Actor } from "../../actor";
import { assertWeeksOpen } from "../../shared/timesheet-lock";
import { translate } from "../../i18n/messages";

// Writing what a task import links each task to (decision 1209), inside the import's transaction:
// milestones, sprints and labels found by name or made, people found among the workspace's
// resources and members (by e-mail or name) or made resources, then parents, dependencies,
// labels, extra assignees, custom field values and time entries.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Member = { userId: string; name: string; email: string };

export async function workspaceMembersOf(db: Db | Tx, workspaceId: string): Promise<Member[]> {
  return (
    await db.select({ userId: users.id, name: users.name, email: users.email }).from(workspaceMembers).innerJoin(users, eq(users.id, workspaceMembers.userId)).where(eq(workspaceMembers.organizationId, workspaceId))
  ).map((m) => ({ userId: m.userId, name: m.name ?? "", email: m.email }));
}

/** A member by id, e-mail or name (without accents or case). */
export function findMember(members: Member[], who: string): Member | undefined {
  const f = fold(who);
  // Jira Server and Data Center name people by user name, often their e-mail's local part.
  const local = (email: string) => email.toLowerCase().split("@")[0];
  return (
    members.find((m) => m.userId === who) ??
    members.find((m) => m.email.toLowerCase() === who.toLowerCase()) ??
    members.find((m) => m.name && fold(m.name) === f) ??
    (who.includes("@") ? undefined : members.find((m) => local(m.email) === who.toLowerCase()))
  );
}

/** A custom field's value from a cell: choices by label, people by name or e-mail, numbers and dates by the column's reading. */
export function customValue(field: CustomField, raw: unknown, column: string, reading: ColumnReading, members: Member[]): { value: FieldValue } | { error: string } {
  let value: unknown;
  const option = (label: string) => field.options.find((o) => o.id === label) ?? field.options.find((o) => fold(o.label) === fold(label));
  switch (field.type) {
    case "number":
      value = readCell("number", raw, column, reading);
      break;
    case "date":
      value = readCell("date", raw, column, reading);
      break;
    case "single_choice":
      value = option(String(raw).trim())?.id;
      break;
    case "multi_choice": {
      const ids = (readCell("list", raw, column, reading) as string[]).map((l) => option(l)?.id);
      value = ids.some((id) => id === undefined) ? undefined : ids;
      break;
    }
    case "person":
      value = findMember(members, String(raw).trim())?.userId;
      break;
    default:
      value = typeof raw === "string" ? raw : String(raw);
  }
  if (value === undefined) return { error: field.type === "person" ? "customFields.errors.not_a_member" : field.type === "date" ? "customFields.errors.not_a_date" : field.type === "number" ? "customFields.errors.not_a_number" : "customFields.errors.not_an_option" };
  const parsed = parseFieldValue(field, value);
  return "error" in parsed ? { error: parsed.error.key } : parsed;
}

export type ImportedTask = { id: string; row: number; title: string; startDate: string | null; endDate: string | null; relations: RowRelations; custom: Map<string, FieldValue> };

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Milestones and sprints by name: the project's own, or made now. Answers each task's milestone and sprint id. */
export async function resolvePlan(tx: Tx, projectId: string, items: { relations: RowRelations; startDate: string | null; endDate: string | null; milestone?: { name: string; dueDate: string | null } }[], epics: { name: string; dueDate: string | null }[]) {
  const existing = await tx.select({ id: projectMilestones.id, name: projectMilestones.name }).from(projectMilestones).where(eq(projectMilestones.projectId, projectId));
  const milestoneIds = new Map(existing.map((m) => [fold(m.name), m.id]));
  const wanted = [...epics, ...items.flatMap((i) => (i.milestone ? [i.milestone] : []))];
  for (const m of wanted) {
    if (milestoneIds.has(fold(m.name))) continue;
    const [made] = await tx.insert(projectMilestones).values({ projectId, name: m.name.slice(0, 200), dueDate: m.dueDate }).returning({ id: projectMilestones.id });
    milestoneIds.set(fold(m.name), made!.id);
  }
  const existingSprints = await tx.select({ id: sprints.id, name: sprints.name }).from(sprints).where(eq(sprints.projectId, projectId));
  const sprintIds = new Map(existingSprints.map((s) => [fold(s.name), s.id]));
  const bySprint = new Map<string, { name: string; start: string | null; end: string | null; dates: string[] }>();
  for (const i of items) {
    const name = i.relations.sprint;
    if (!name || sprintIds.has(fold(name))) continue;
    const s = bySprint.get(fold(name)) ?? bySprint.set(fold(name), { name, start: null, end: null, dates: [] }).get(fold(name))!;
    s.start ??= i.relations.sprintStart;
    s.end ??= i.relations.sprintEnd;
    for (const d of [i.startDate, i.endDate]) if (d) s.dates.push(d);
  }
  for (const [key, s] of bySprint) {
    // A sprint named without dates (Jira's CSV) spans its tasks' dates, or two weeks from today.
    const sorted = s.dates.sort();
    const start = s.start ?? sorted[0] ?? new Date().toISOString().slice(0, 10);
    const end = s.end && s.end >= start ? s.end : sorted.at(-1) && sorted.at(-1)! >= start ? sorted.at(-1)! : addDays(start, 13);
    const [made] = await tx.insert(sprints).values({ projectId, name: s.name.slice(0, 200), startDate: start, endDate: end }).returning({ id: sprints.id });
    sprintIds.set(key, made!.id);
  }
  return {
    milestoneOf: (name: string | undefined | null) => (name ? (milestoneIds.get(fold(name)) ?? null) : null),
    sprintOf: (name: string | null) => (name ? (sprintIds.get(fold(name)) ?? null) : null),
  };
}

/** People by e-mail or name: the workspace's resources, else its members (made resources), else new resources. */
export async function resolvePeople(tx: Tx, actor: Actor, names: string[], members: Member[]) {
  const rows = await tx.select({ id: resources.id, name: resources.name, email: resources.email, userId: resources.userId }).from(resources).where(eq(resources.workspaceId, actor.workspaceId));
  const out = new Map<string, string>();
  for (const who of new Set(names)) {
    const f = fold(who);
    const member = findMember(members, who);
    let found = rows.find((r) => r.email && r.email.toLowerCase() === who.toLowerCase()) ?? rows.find((r) => fold(r.name) === f) ?? (member ? rows.find((r) => r.userId === member.userId) : undefined);
    if (!found) {
      const [made] = await tx
        .insert(resources)
        .values({ workspaceId: actor.workspaceId, name: (member?.name || who).slice(0, 200), email: member?.email ?? (who.includes("@") ? who : null), userId: member?.userId ?? null })
        .returning({ id: resources.id, name: resources.name, email: resources.email, userId: resources.userId });
      found = made!;
      rows.push(found);
    }
    out.set(who, found.id);
  }
  return (who: string) => out.get(who);
}

/** Everything else each task links to, once all tasks exist. Answers how many time entries named no member. */
export async function writeLinks(tx: Tx, actor: Actor, projectId: string, tasks: ImportedTask[], linked: LinkedRows, rowIndex: Map<number, number>, resourceOf: (who: string) => string | undefined, members: Member[], fields: CustomField[], source = "Jira") {
  const idOfRow = (row: number) => {
    const at = rowIndex.get(row);
    return at === undefined ? undefined : tasks[at]?.id;
  };
  const parents = [...linked.parents].flatMap(([child, parent]) => {
    const [taskId, parentTaskId] = [idOfRow(child), idOfRow(parent)];
    return taskId && parentTaskId ? [{ taskId, parentTaskId }] : [];
  });
  if (parents.length) await tx.insert(taskParents).values(parents);
  const deps = linked.dependencies.flatMap(([from, to]) => {
    const [taskId, dependsOnTaskId] = [idOfRow(from), idOfRow(to)];
    return taskId && dependsOnTaskId ? [{ taskId, dependsOnTaskId }] : [];
  });
  if (deps.length) await tx.insert(taskDependencies).values(deps).onConflictDoNothing();

  const labelNames = [...new Set(tasks.flatMap((t) => t.relations.labels))];
  if (labelNames.length) {
    const known = await tx.select({ id: labels.id, name: labels.name }).from(labels).where(eq(labels.workspaceId, actor.workspaceId));
    const ids = new Map(known.map((l) => [l.name.toLowerCase(), l.id]));
    let colour = known.length;
    // Labels are the workspace's: a file may add new ones only for those who may manage them.
    const mayCreate = can(actor.role, "workspace:manage");
    for (const name of labelNames) {
      if (ids.has(name.toLowerCase()) || !mayCreate) continue;
      const [made] = await tx
        .insert(labels)
        .values({ workspaceId: actor.workspaceId, name: name.slice(0, 60), color: labelColors[colour++ % labelColors.length]! })
        .returning({ id: labels.id });
      ids.set(name.toLowerCase(), made!.id);
    }
    const rows = tasks.flatMap((t) => [...new Set(t.relations.labels.flatMap((l) => ids.get(l.toLowerCase()) ?? []))].map((labelId) => ({ taskId: t.id, labelId })));
    if (rows.length) await tx.insert(taskLabels).values(rows).onConflictDoNothing();
  }

  const extra = tasks.flatMap((t) => [...new Set(t.relations.assignees.slice(1).map(resourceOf))].filter((r): r is string => !!r && r !== resourceOf(t.relations.assignees[0]!)).map((resourceId) => ({ taskId: t.id, resourceId })));
  if (extra.length) await tx.insert(taskAssignees).values(extra).onConflictDoNothing();

  const byId = new Map(fields.map((f) => [f.id, f]));
  const values = tasks.flatMap((t) =>
    [...t.custom].map(([fieldId, value]) => {
      const type = byId.get(fieldId)!.type;
      return {
        taskId: t.id,
        fieldId,
        textValue: typeof value === "string" && type !== "date" ? value : null,
        numberValue: typeof value === "number" ? value : null,
        dateValue: type === "date" && typeof value === "string" ? value : null,
        optionIds: Array.isArray(value) ? value : null,
      };
    }),
  );
  for (let i = 0; i < values.length; i += 500) await tx.insert(customFieldValues).values(values.slice(i, i + 500));

  let unknownPeople = 0;
  const entries = tasks.flatMap((t) =>
    t.relations.timeEntries.flatMap((e) => {
      const member = findMember(members, e.user);
      if (!member) {
        unknownPeople++;
        return [];
      }
      return [{ workspaceId: actor.workspaceId, projectId, taskId: t.id, userId: member.userId, date: e.date, minutes: e.minutes, note: e.note, billable: e.billable, source: "manual" }];
    }),
  );
  // An approved week is locked for imports too (decision 1211): the whole import is refused, nothing half-written.
  const datesByPerson = new Map<string, string[]>();
  for (const e of entries) datesByPerson.set(e.userId, [...(datesByPerson.get(e.userId) ?? []), e.date]);
  for (const [userId, dates] of datesByPerson) await assertWeeksOpen(tx, actor.workspaceId, userId, dates);
  for (let i = 0; i < entries.length; i += 500) await tx.insert(timeEntries).values(entries.slice(i, i + 500));

  // Watchers who are members watch the task here too; others are left out (decision 1221).
  const watching = tasks.flatMap((t) => [...new Set(t.relations.watchers.flatMap((w) => findMember(members, w)?.userId ?? []))].map((userId) => ({ taskId: t.id, userId })));
  for (let i = 0; i < watching.length; i += 500) await tx.insert(taskWatchers).values(watching.slice(i, i + 500)).onConflictDoNothing();

  // Comments keep their date; one whose author is not a member is the importer's, and says who wrote it.
  const comments = tasks.flatMap((t) =>
    t.relations.comments.map((c) => {
      const author = findMember(members, c.author);
      return { projectId, taskId: t.id, authorId: author?.userId ?? actor.userId, body: author ? c.body : `${translate(actor.lang, "errors.import_comment_by", { author: c.author, source })}\n\n${c.body}`, createdAt: new Date(c.at) };
    }),
  );
  for (let i = 0; i < comments.length; i += 500) await tx.insert(taskComments).values(comments.slice(i, i + 500));
  return { unknownPeople, comments: comments.length, watchers: watching.length };
}
