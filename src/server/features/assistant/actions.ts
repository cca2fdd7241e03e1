import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectTasks } from "../../../db/schema/projects";
import type { ActionReading } from "../../../domain/assistant/actions";
import type { ActionPreview, Answer } from "../../../domain/assistant/contract";
import type { Named } from "../../../domain/assistant/intents";
import type { Params } from "../../../domain/i18n/translate";
import { canEdit, type Actor } from "../../actor";
import { HttpError } from "../../errors";
import { translate } from "../../i18n/messages";
import type { ProjectRow } from "../../shared/projects";

// The assistant's actions (decision 0903). A request is read into a preview that changes nothing;
// the user confirms it and the preview comes back to be done through the normal API route
// (`callApi`: an in-process request carrying the caller's own credentials), so the same
// validation, permissions, events, automations and webhooks apply as for a click in the app.

type Lang = "es" | "en";
export type ApiResult = { statusCode: number; body: unknown };
/** One request to this server's API as the caller (their cookie or token, their origin). */
export type CallApi = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown) => Promise<ApiResult>;

const projectHref = (id: string) => `/project/${id}`;

function answer(lang: Lang, intent: string, text: string, extra: Partial<Answer> = {}): Answer {
  return { lang, intent, understood: true, engine: "offline", text, items: [], citations: [], passages: [], suggestions: [], range: null, ...extra };
}

/** The open tasks of a project, as names to match a request against. */
export async function openTasks(db: Db, projectId: string): Promise<(Named & { endDate: string | null })[]> {
  const rows = await db
    .select({ id: projectTasks.id, name: projectTasks.title, endDate: projectTasks.endDate })
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, projectId), isNull(projectTasks.completedAt)))
    .orderBy(asc(projectTasks.position))
    .limit(2000);
  return rows;
}

function errorMessage(result: ApiResult): string | undefined {
  const error = (result.body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
  if (!error) return undefined;
  const fields = error.fields ? Object.values(error.fields).join(" ") : "";
  return [error.message, fields].filter(Boolean).join(" ");
}

/** The preview of an action request: what would be done, or what is missing to do it. Nothing is written. */
export async function previewAction(
  lang: Lang,
  reading: ActionReading,
  project: ProjectRow | undefined,
  people: Named[],
  tasks: (Named & { endDate: string | null })[] | undefined,
  callApi: CallApi | undefined,
): Promise<Answer> {
  const t = (key: string, params?: Params) => translate(lang, `assistantPanel.${key}`, params);
  const intent = `action.${reading.kind}`;
  const ask = (key: string, params?: Params) => answer(lang, intent, t(`need.${key}`, params), { suggestions: [t(`example.${reading.kind}`)] });
  if (!project) return ask("project");
  const base = { projectId: project.id, projectName: project.name, lang };
  const citations = [{ label: project.name, href: projectHref(project.id), kind: "project" }];
  const preview = (action: ActionPreview) => answer(lang, intent, t(`preview.${reading.kind}`, { project: project.name }), { action, citations });
  switch (reading.kind) {
    case "create_task": {
      if (!reading.title) return ask("title");
      const person = reading.person ? people.find((p) => p.id === reading.person!.id) : undefined;
      return preview({ kind: "create_task", ...base, title: reading.title.slice(0, 300), endDate: reading.range?.end ?? null, assigneeResourceId: person?.id ?? null, assigneeName: person?.name ?? null });
    }
    case "move_due": {
      const task = reading.task && tasks?.find((x) => x.id === reading.task!.id);
      if (!task) return ask("task", { project: project.name });
      if (!reading.range) return ask("date");
      return preview({ kind: "move_due", ...base, taskId: task.id, taskTitle: task.name, fromDate: task.endDate, endDate: reading.range.end });
    }
    case "assign": {
      const task = reading.task && tasks?.find((x) => x.id === reading.task!.id);
      if (!task) return ask("task", { project: project.name });
      if (!reading.person) return ask("person");
      return preview({ kind: "assign", ...base, taskId: task.id, taskTitle: task.name, resourceId: reading.person.id, resourceName: reading.person.name });
    }
    case "add_risk": {
      if (!reading.title) return ask("risk_title");
      return preview({ kind: "add_risk", ...base, title: reading.title.slice(0, 300), probability: reading.probability, impact: reading.impact });
    }
    case "draft_update": {
      // The draft is the one /communication offers ('Sugerencia de Comunicación'), read through the same route.
      if (!callApi) return ask("project");
      const result = await callApi("GET", `/api/v1/projects/${encodeURIComponent(project.id)}/progress-update?lang=${lang}`);
      if (result.statusCode !== 200) throw new HttpError(result.statusCode >= 500 ? 502 : result.statusCode, "action_failed", "assistantPanel.errors.failed", { reason: errorMessage(result) ?? String(result.statusCode) });
      const draft = result.body as { channelId: string; text: string };
      return preview({ kind: "draft_update", ...base, channelId: draft.channelId, text: draft.text.slice(0, 10_000) });
    }
  }
}

function day(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** Does a confirmed action through the API route a user would call, as that user. */
export async function confirmAction(actor: Actor, action: ActionPreview, callApi: CallApi): Promise<Answer> {
  // A viewer may ask and see previews, but never change anything: said plainly, before any call.
  if (!canEdit(actor)) throw new HttpError(403, "read_only", "assistantPanel.errors.read_only");
  const lang = action.lang;
  const t = (key: string, params?: Params) => translate(lang, `assistantPanel.${key}`, params);
  const project = encodeURIComponent(action.projectId);
  let result: ApiResult;
  switch (action.kind) {
    case "create_task":
      result = await callApi("POST", `/api/v1/projects/${project}/tasks`, { title: action.title, endDate: action.endDate, assigneeResourceId: action.assigneeResourceId });
      break;
    case "move_due":
      result = await callApi("PATCH", `/api/v1/projects/${project}/tasks/${encodeURIComponent(action.taskId)}`, { endDate: action.endDate });
      break;
    case "assign":
      result = await callApi("PATCH", `/api/v1/projects/${project}/tasks/${encodeURIComponent(action.taskId)}`, { assigneeResourceId: action.resourceId });
      break;
    case "add_risk":
      result = await callApi("POST", `/api/v1/projects/${project}/risks`, { title: action.title, probability: action.probability, impact: action.impact });
      break;
    case "draft_update":
      result = await callApi("POST", `/api/v1/channels/${encodeURIComponent(action.channelId)}/messages`, { body: action.text });
      break;
  }
  if (result.statusCode === 403) throw new HttpError(403, "read_only", "assistantPanel.errors.read_only");
  if (result.statusCode === 404) throw new HttpError(404, "not_found", "assistantPanel.errors.not_found");
  if (result.statusCode >= 300) {
    throw new HttpError(result.statusCode >= 500 ? 502 : result.statusCode, "action_failed", "assistantPanel.errors.failed", { reason: errorMessage(result) ?? String(result.statusCode) });
  }
  const citations = [{ label: action.projectName, href: projectHref(action.projectId), kind: "project" }];
  const done = (key: string, params: Params) => answer(lang, `action.${action.kind}`, t(`done.${key}`, { project: action.projectName, ...params }), { citations });
  switch (action.kind) {
    case "create_task":
      return done("create_task", { title: action.title });
    case "move_due":
      return done("move_due", { task: action.taskTitle, date: day(action.endDate, lang) });
    case "assign":
      return done("assign", { task: action.taskTitle, person: action.resourceName });
    case "add_risk":
      return done("add_risk", { title: action.title });
    case "draft_update": {
      const message = result.body as { id?: string };
      return answer(lang, "action.draft_update", t("done.draft_update", { project: action.projectName }), {
        citations: [...citations, { label: t("channel", { project: action.projectName }), href: `/communication?channel=${action.channelId}${message.id ? `&message=${message.id}` : ""}`, kind: "message" }],
      });
    }
  }
}
