import type { Db } from "../../../db/client";
import type { ActionKind, ActionReading } from "../../../domain/assistant/actions";
import type { Answer } from "../../../domain/assistant/contract";
import { parseDateExpression, type DateRange } from "../../../domain/assistant/dates";
import { findNamed, type Intent, type Named } from "../../../domain/assistant/intents";
import { fold } from "../../../domain/assistant/text";
import type { Lang } from "../../../domain/assistant/text";
import type { Actor } from "../../actor";
import type { ToolDefinition } from "../../shared/llm-client";
import type { ProjectRow } from "../../shared/projects";
import { openTasks, previewAction, type CallApi } from "./actions";
import { fieldFilterAnswer, taskDetailsAnswer } from "./field-answers";
import { workspaceFields, workspaceTasks } from "./lookup";
import { answerFor } from "./service";

// The language model's tools (decision 0920): the offline engine's own queries and actions,
// described for OpenAI function calling. Each call runs as the caller over the caller's workspace:
// projects and people are looked up among the ones loadNames gave for this actor (narrowed to an
// API token's projects), so a project of another workspace is 'not found' and nothing about it is
// read. Actions only preview: nothing is written until the user confirms (decision 0903).

type Person = { id: string; name: string; role: string; availability: number };

const text = (description: string) => ({ type: "string", description });
const projectArg = text("The project's id or name, as the user wrote it or as a tool gave it. Omit for the whole workspace.");
const fromArg = text("First day, YYYY-MM-DD.");
const toArg = text("Last day, YYYY-MM-DD.");
const whenArg = text("Or a date expression in the user's words ('el próximo viernes', 'fin de mes', 'next week').");

const fn = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): ToolDefinition => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties, required, additionalProperties: false } },
});

/** The queries: the offline engine's intents (service.ts), by tool name. */
const queries: Record<string, Intent> = {
  due_dates: "due_date",
  project_risks: "at_risk",
  overloaded_people: "overloaded",
  overdue_tasks: "overdue_tasks",
  delivery_forecast: "forecast",
  what_changed: "changes",
  budget_vs_spend: "budget",
  search_memory: "memory",
};

/** The actions: previews of the offline engine's actions (actions.ts), by tool name. */
const actions: Record<string, ActionKind> = {
  create_task: "create_task",
  move_due_date: "move_due",
  assign_task: "assign",
  add_risk: "add_risk",
  draft_weekly_update: "draft_update",
};

export const toolDefinitions: ToolDefinition[] = [
  fn("due_dates", "When a project is due, or which projects and tasks fall due in a date range.", { project: projectArg, from: fromArg, to: toArg, when: whenArg }),
  fn("project_risks", "Which projects are at risk and why (risk score, factors, open risks of the register).", { project: projectArg }),
  fn("overloaded_people", "Who is allocated above their capacity in a week (next week unless a date is given).", { from: fromArg, when: whenArg }),
  fn("overdue_tasks", "Open tasks past their due date, of everyone or of one person.", { person: text("The person's name, if the user named one.") }),
  fn("delivery_forecast", "When a project will finish at the current pace (P50/P85 delivery forecast).", { project: projectArg }),
  fn("what_changed", "What changed in a project or the workspace in a date range (last 7 days unless given).", { project: projectArg, from: fromArg, to: toArg, when: whenArg }),
  fn("budget_vs_spend", "Budget versus spend of one project or of the open projects.", { project: projectArg }),
  fn("search_memory", "Search the organisation's memory: lessons learned, closure records, risks, change requests, decisions and channel messages.", { query: text("What to look for, in the user's words."), project: projectArg }, ["query"]),
  fn("tasks_by_field", "The tasks whose custom field has a value ('Cliente' = 'Pemex', 'Área' = 'Finanzas'), in one project or the workspace.", { field: text("The custom field's name."), value: text("The value: a choice's label or the text."), project: projectArg }, ["field", "value"]),
  fn("task_details", "One task: its project, status, assignee, due date and custom field values.", { task: text("The task's id or title.") }, ["task"]),
  fn("create_task", "Prepare a new task for the user to confirm (nothing is created until they do).", { project: projectArg, title: text("The task's title."), due: text("Due date, YYYY-MM-DD or the user's words."), assignee: text("The person to assign, if named.") }, ["title"]),
  fn("move_due_date", "Prepare moving a task's due date, for the user to confirm.", { project: projectArg, task: text("The task's id or title."), due: text("The new due date, YYYY-MM-DD or the user's words.") }, ["task", "due"]),
  fn("assign_task", "Prepare assigning a task to a person, for the user to confirm.", { project: projectArg, task: text("The task's id or title."), person: text("The person's name.") }, ["task", "person"]),
  fn("add_risk", "Prepare adding a risk to a project's register, for the user to confirm.", { project: projectArg, title: text("The risk."), probability: { type: "integer", minimum: 1, maximum: 5 }, impact: { type: "integer", minimum: 1, maximum: 5 } }, ["title"]),
  fn("draft_weekly_update", "Prepare the project's weekly progress update for its channel, for the user to confirm and edit.", { project: projectArg }),
];

export type ToolContext = {
  db: Db;
  actor: Actor;
  lang: Lang;
  now: Date;
  /** The reader's today (YYYY-MM-DD) in their own time zone. */
  today: string;
  projects: ProjectRow[];
  people: Person[];
  /** The screen's project (already checked to be the caller's): actions default to it. */
  screenProject?: ProjectRow;
  callApi?: CallApi;
};

/** What one call gave: the text the model reads, and the engine's answer behind it (its sources), if any. */
export type ToolOutcome = { content: string; answer?: Answer };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function str(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  if (typeof value === "string" && value.trim()) return value.trim().slice(0, 300);
  if (typeof value === "number") return String(value);
  return undefined;
}

function level(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 3;
}

/** An id, an exact name (case and accents aside) or a distinctive word of a name; only among `candidates`. */
function resolve<T extends Named>(ref: string, candidates: readonly T[], minWord = 4): T | undefined {
  const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
  return candidates.find((c) => c.id === ref) ?? candidates.find((c) => plain(c.name) === plain(ref)) ?? findNamed(ref, candidates, minWord);
}

function dateRange(args: Record<string, unknown>, today: string, keys: { from: string; to?: string }): DateRange | null {
  const from = str(args, keys.from);
  const to = keys.to ? str(args, keys.to) : undefined;
  if (from && ISO_DAY.test(from)) return { start: from, end: to && ISO_DAY.test(to) && to >= from ? to : from };
  const when = str(args, "when") ?? (from && !ISO_DAY.test(from) ? from : undefined);
  return when ? parseDateExpression(when, today) : null;
}

const notFound = (what: string) => JSON.stringify({ error: "not_found", detail: `No ${what} by that id or name in this workspace. Say so; do not guess.` });

/** What the model reads of an answer: its text, lines, quotes and the links it may cite. */
function forModel(answer: Answer): string {
  return JSON.stringify({
    answer: answer.text,
    items: answer.items.map((i) => (i.href ? { text: i.text, link: i.href } : { text: i.text })),
    quotes: answer.passages.map((p) => ({ quote: p.quote, title: p.title, kind: p.kind, project: p.projectName, link: p.href })),
    sources: answer.citations.map((c) => ({ label: c.label, link: c.href })),
  });
}

export async function runTool(ctx: ToolContext, name: string, rawArgs: string): Promise<ToolOutcome> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = rawArgs.trim() ? JSON.parse(rawArgs) : {};
    args = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { content: JSON.stringify({ error: "bad_arguments", detail: "The arguments are not a JSON object." }) };
  }
  const today = ctx.today;
  const projectRef = str(args, "project");
  const project = projectRef ? resolve(projectRef, ctx.projects) : undefined;
  if (projectRef && !project) return { content: notFound("project") };

  const intent = queries[name];
  if (intent) {
    const personRef = str(args, "person");
    const person = personRef ? resolve(personRef, ctx.people, 3) : undefined;
    if (personRef && !person) return { content: notFound("person") };
    const range = intent === "due_date" || intent === "changes" ? dateRange(args, today, { from: "from", to: "to" }) : intent === "overloaded" ? dateRange(args, today, { from: "from" }) : null;
    const answer = await answerFor(ctx.db, ctx.actor, { intent, lang: ctx.lang, project, person, range, query: str(args, "query"), today }, ctx.projects, ctx.people, ctx.now);
    return { content: forModel(answer), answer };
  }

  // The offline engine's custom-field answers (decision 0930): tasks by a field's value, and one task's details.
  if (name === "tasks_by_field") {
    const fields = await workspaceFields(ctx.db, ctx.actor);
    const fieldRef = str(args, "field");
    const value = str(args, "value");
    const field = fieldRef ? resolve(fieldRef, fields, 3) : undefined;
    if (!field || !value) return { content: notFound("custom field") };
    const option = field.options.find((o) => fold(o.label) === fold(value)) ?? (field.options.length ? findNamed(value, field.options.map((o) => ({ id: o.id, name: o.label })), 2) : undefined);
    if (field.options.length && !option) return { content: notFound(`option of ${field.name}`) };
    const answer = await fieldFilterAnswer(ctx.db, ctx.actor, ctx.lang, { field, value: option ? (field.options.find((o) => o.id === option.id)?.label ?? value) : value, ...(option ? { optionId: option.id } : {}), rest: "" }, project);
    return { content: forModel(answer), answer };
  }
  if (name === "task_details") {
    const taskRef = str(args, "task");
    const task = taskRef ? resolve(taskRef, await workspaceTasks(ctx.db, ctx.actor), 3) : undefined;
    if (!task) return { content: notFound("task") };
    const answer = await taskDetailsAnswer(ctx.db, ctx.actor, ctx.lang, task);
    return { content: forModel(answer), answer };
  }

  const kind = actions[name];
  if (!kind) return { content: JSON.stringify({ error: "unknown_tool", detail: `There is no tool '${name}'.` }) };
  const target = project ?? ctx.screenProject;
  const tasks = target && (kind === "move_due" || kind === "assign") ? await openTasks(ctx.db, target.id) : undefined;
  const taskRef = str(args, "task");
  const task = taskRef && tasks ? resolve(taskRef, tasks, 3) : undefined;
  if (taskRef && tasks && !task) return { content: notFound("open task in that project") };
  const personRef = str(args, kind === "create_task" ? "assignee" : "person");
  const person = personRef ? resolve(personRef, ctx.people, 3) : undefined;
  if (personRef && !person) return { content: notFound("person") };
  const due = str(args, "due");
  const range = due ? (ISO_DAY.test(due) ? { start: due, end: due } : parseDateExpression(due, today)) : null;
  const reading: ActionReading = { kind, project: target, person, task, title: str(args, "title"), range, lang: ctx.lang, probability: level(args.probability), impact: level(args.impact) };
  const answer = await previewAction(ctx.lang, reading, target, ctx.people, tasks, ctx.callApi);
  if (!answer.action) return { content: JSON.stringify({ error: "incomplete", detail: answer.text }) };
  return {
    content: JSON.stringify({ status: "awaiting_confirmation", preview: answer.text, action: answer.action, detail: "Nothing has been changed. The user sees this preview and must confirm it; tell them so and never say it is done." }),
    answer,
  };
}

/** Whether a tool name is one of the actions (at most one preview per answer). */
export const isActionTool = (name: string) => name in actions;
