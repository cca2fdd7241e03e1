import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectTasks, projects, resources } from "../../../db/schema/projects";
import type { Answer } from "../../../domain/assistant/contract";
import { valueMatches, type FieldQuery } from "../../../domain/assistant/custom-fields";
import type { Named } from "../../../domain/assistant/intents";
import type { Params } from "../../../domain/i18n/translate";
import { inActorProjects, type Actor } from "../../actor";
import { translate } from "../../i18n/messages";
import { shownValues } from "./lookup";

// The assistant's answers about custom fields (issue 23, decision 0926): the tasks with a field's
// value, and one task's values; each from the caller's workspace only, citing the projects used.

type Lang = "es" | "en";
const projectHref = (id: string) => `/project/${id}`;
const LIST = 20;

function day(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

function answer(lang: Lang, intent: string, text: string, items: Answer["items"], citations: Answer["citations"]): Answer {
  const seen = new Set<string>();
  const unique = citations.filter((c) => (seen.has(c.href) ? false : (seen.add(c.href), true)));
  return { lang, intent, understood: true, engine: "offline", text, items, citations: unique, passages: [], suggestions: [], range: null };
}

/** The tasks whose value of a custom field is the one asked for ('Cliente = Pemex'), in the named project only when one is named. */
export async function fieldFilterAnswer(db: Db, actor: Actor, lang: Lang, query: FieldQuery, project?: { id: string }): Promise<Answer> {
  const t = (key: string, params?: Params) => translate(lang, `assistant.${key}`, params);
  if (query.empty) return emptyFieldAnswer(db, actor, lang, query, project);
  const rows = (await shownValues(db, actor, { fieldId: query.field.id })).filter((r) => valueMatches(query, r) && (!project || r.projectId === project.id));
  const params = { field: query.field.name, value: query.op ? `${query.op === "gt" ? ">" : "<"} ${query.value}` : query.value, count: rows.length };
  const items = rows.slice(0, LIST).map((r) => ({ text: t("field_item", { task: r.taskTitle, project: r.projectName, status: r.status, field: r.fieldName, value: r.text }), href: projectHref(r.projectId) }));
  const citations = rows.map((r) => ({ label: `${r.taskTitle} · ${r.projectName}`, href: projectHref(r.projectId), kind: "task" }));
  return answer(lang, "field_filter", rows.length ? t("field_filter_intro", params) : t("field_filter_none", params), items, citations);
}

/** The open tasks without a value of the field ('tareas sin Cliente'), in the named project only when one is named (decision 0930). */
async function emptyFieldAnswer(db: Db, actor: Actor, lang: Lang, query: FieldQuery, project?: { id: string }): Promise<Answer> {
  const t = (key: string, params?: Params) => translate(lang, `assistant.${key}`, params);
  const [withValue, open] = await Promise.all([
    shownValues(db, actor, { fieldId: query.field.id }),
    db
      .select({ id: projectTasks.id, title: projectTasks.title, status: projectTasks.status, projectId: projects.id, projectName: projects.name })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(eq(projects.workspaceId, actor.workspaceId), inActorProjects(actor, projects.id), isNull(projectTasks.completedAt), project ? eq(projects.id, project.id) : undefined))
      .orderBy(asc(projectTasks.title))
      .limit(5000),
  ]);
  const has = new Set(withValue.filter((v) => v.text.trim()).map((v) => v.taskId));
  const rows = open.filter((r) => !has.has(r.id));
  const params = { field: query.field.name, count: rows.length };
  const items = rows.slice(0, LIST).map((r) => ({ text: t("field_empty_item", { task: r.title, project: r.projectName, status: r.status }), href: projectHref(r.projectId) }));
  const citations = rows.map((r) => ({ label: `${r.title} · ${r.projectName}`, href: projectHref(r.projectId), kind: "task" }));
  return answer(lang, "field_filter", rows.length ? t("field_empty_intro", params) : t("field_empty_none", params), items, citations);
}

/** One task: its project, status, assignee and due date, and every custom field value it has. */
export async function taskDetailsAnswer(db: Db, actor: Actor, lang: Lang, task: Named): Promise<Answer> {
  const t = (key: string, params?: Params) => translate(lang, `assistant.${key}`, params);
  const [row] = await db
    .select({ title: projectTasks.title, status: projectTasks.status, endDate: projectTasks.endDate, projectId: projects.id, projectName: projects.name, assignee: resources.name })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .leftJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
    .where(and(eq(projectTasks.id, task.id), eq(projects.workspaceId, actor.workspaceId)));
  if (!row) return answer(lang, "task_details", t("task_missing"), [], []);
  const values = await shownValues(db, actor, { taskId: task.id });
  const head = t("task_head", { task: row.title, project: row.projectName, status: row.status, assignee: row.assignee ?? t("task_unassigned"), date: row.endDate ? day(row.endDate, lang) : t("task_no_date") });
  const items = values.map((v) => ({ text: `${v.fieldName}: ${v.text}`, href: projectHref(row.projectId) }));
  return answer(lang, "task_details", values.length ? `${head} ${t("task_fields")}` : `${head} ${t("task_fields_none")}`, items, [{ label: `${row.title} · ${row.projectName}`, href: projectHref(row.projectId), kind: "task" }]);
}
