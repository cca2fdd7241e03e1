import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { channelMessages, channels } from "../../../db/schema/communication";
import { costEntries } from "../../../db/schema/finance";
import { projectChangeRequests, projectClosures, projectRisks } from "../../../db/schema/management";
import { projectTasks, projects, resourceAllocations, resources, taskEvents } from "../../../db/schema/projects";
import type { Answer } from "../../../domain/assistant/contract";
import { detectAction, readAction } from "../../../domain/assistant/actions";
import { amountSubject, parseAmountFilter, type AmountFilter } from "../../../domain/assistant/amounts";
import { addDays, type DateRange } from "../../../domain/assistant/dates";
import { intents, readQuestion, type Intent, type Named, type Reading } from "../../../domain/assistant/intents";
import { fold } from "../../../domain/assistant/text";
import { createIndex, type MemoryDoc } from "../../../domain/assistant/retrieval";
import { capacityPlan } from "../../../domain/capacity/capacity-plan";
import type { Params } from "../../../domain/i18n/translate";
import { todayIn } from "../../../domain/planning/calendar";
import { canRead, inActorProjects, type Actor } from "../../actor";
import { forbidden } from "../../errors";
import { translate } from "../../i18n/messages";
import type { ProjectRow } from "../../shared/projects";
import { openTasks, previewAction, type CallApi } from "./actions";
import { fieldFilterAnswer, taskDetailsAnswer } from "./field-answers";
import { workspaceFields, workspaceOpenTasks, workspaceTasks } from "./lookup";

// The assistant's answers (decision 0902), each computed from the caller's workspace only (every
// query is filtered by actor.workspaceId, the same check as the API) and citing the records used.
// A token limited to some projects (decision 0417) sees only those: every query below also takes
// `inActorProjects`, so no answer, citation, passage or preview names another project.

const TIME_ZONE = "America/Mexico_City";
const closed = ["Completado", "Cancelado"];
const LIST = 10;

type Lang = "es" | "en";
type Item = Answer["items"][number];
type Citation = Answer["citations"][number];
type Ctx = { db: Db; actor: Actor; lang: Lang; today: string; now: Date };

const projectHref = (id: string) => `/project/${id}`;

type Insights = {
  risk?: { status: string; score?: number; level?: string; factors?: { key: string; severity: number | null; weight?: number; contribution?: number }[] };
  forecast?: { status: string; p50?: { date: string }; p85?: { date: string }; probabilityOnTime?: number | null; remaining?: number };
};

function reply(ctx: Ctx, intent: string | null, text: string, items: Item[] = [], citations: Citation[] = [], extra: Partial<Answer> = {}): Answer {
  const seen = new Set<string>();
  const unique = citations.filter((c) => (seen.has(c.href) ? false : (seen.add(c.href), true)));
  return { lang: ctx.lang, intent, understood: intent !== null, engine: "offline", text, items, citations: unique, passages: [], suggestions: [], range: null, ...extra };
}

function dayDiff(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A day as the reader writes it: '14 de marzo de 2031', 'March 14, 2031'. */
function day(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

function money(cents: number, currency: string, lang: Lang) {
  return new Intl.NumberFormat(lang === "es" ? "es-MX" : "en-US", { style: "currency", currency: currency || "MXN", maximumFractionDigits: 0 }).format(cents / 100);
}

function suggestions(ctx: Ctx, sample: string | undefined): string[] {
  const t = (key: string, params?: Params) => translate(ctx.lang, `assistant.suggest.${key}`, params);
  const project = sample ?? "Atlas";
  return [t("due", { project }), t("risk"), t("overloaded"), t("overdue"), t("forecast", { project }), t("changes", { project }), t("budget"), t("memory"), t("friday")];
}

/** The intent each suggestion (in the order of `suggestions`) is an example of. */
const suggestionOrder = ["due_date", "at_risk", "overloaded", "overdue_tasks", "forecast", "changes", "budget", "memory"];

/** The workspace's projects and people: what questions name, and what answers are computed over. */
export function loadNames(db: Db, actor: Actor) {
  return Promise.all([
    db.select().from(projects).where(and(eq(projects.workspaceId, actor.workspaceId), inActorProjects(actor, projects.id))).orderBy(asc(projects.name)),
    db.select({ id: resources.id, name: resources.name, role: resources.role, availability: resources.availability }).from(resources).where(eq(resources.workspaceId, actor.workspaceId)),
  ]);
}

export async function ask(db: Db, actor: Actor, question: string, context?: ProjectRow, now = new Date(), callApi?: CallApi): Promise<Answer> {
  if (!canRead(actor)) throw forbidden();
  const today = todayIn(TIME_ZONE, now);
  const [projectRows, people] = await loadNames(db, actor);
  const screenProject = context && context.workspaceId === actor.workspaceId ? context : undefined;
  // A request to act ('crea la tarea…', 'move … to Friday') gets a preview to confirm (decision 0903).
  const actionKind = detectAction(question);
  if (actionKind) {
    const needsTasks = actionKind === "move_due" || actionKind === "assign";
    if (!needsTasks) {
      const action = readAction(question, today, { projects: projectRows, people }, actionKind)!;
      const target = (action.project && projectRows.find((p) => p.id === action.project!.id)) ?? screenProject;
      return previewAction(action.lang, action, target, people, undefined, callApi);
    }
    // Which project's task (decision 0930): the project the request names; else a task named by its
    // whole title (the screen's project's first when two share it); else a task of the screen's
    // project the request names by a word; else the workspace's open task it names.
    const all = await workspaceOpenTasks(db, actor);
    const open = (list: readonly Named[]) => ({ projects: projectRows, people, tasks: list });
    const wide = readAction(question, today, open(all), actionKind)!;
    let target = wide.project ? projectRows.find((p) => p.id === wide.project!.id) : undefined;
    if (!target) {
      const screenTasks = screenProject ? all.filter((x) => x.projectId === screenProject.id) : [];
      const onScreen = screenTasks.length ? readAction(question, today, open(screenTasks), actionKind)! : undefined;
      const owner = (task: Named | undefined) => (task ? projectRows.find((p) => p.id === all.find((x) => x.id === task.id)?.projectId) : undefined);
      if (onScreen?.task && onScreen.taskExact) target = screenProject;
      else if (wide.task && wide.taskExact) target = owner(wide.task);
      else if (onScreen?.task) target = screenProject;
      else target = owner(wide.task) ?? screenProject;
    }
    const tasks = target ? await openTasks(db, target.id) : undefined;
    const action = tasks ? readAction(question, today, open(tasks), actionKind)! : wide;
    return previewAction(action.lang, action, target, people, tasks, callApi);
  }
  // Custom fields and task titles (decision 0926): '¿Qué tareas tienen Cliente = Pemex?', a task named by its title.
  const [fields, tasks] = await Promise.all([workspaceFields(db, actor), workspaceTasks(db, actor)]);
  const reading = readQuestion(question, today, { projects: projectRows, people, fields, tasks });
  return respond(db, actor, reading, projectRows, people, screenProject, today, now);
}

type Person = { id: string; name: string; role: string; availability: number };

/**
 * The answer the engine computes for one intent, without a question to read (decision 0907): the
 * idle rule's 'AI recommendation' asks the same engine what is overdue, overloaded, at risk or due.
 */
export async function answerIntent(db: Db, actor: Actor, intent: Intent, lang: Lang, range: DateRange | null, now = new Date()): Promise<Answer> {
  if (!canRead(actor)) throw forbidden();
  const today = todayIn(TIME_ZONE, now);
  const [projectRows, people] = await loadNames(db, actor);
  const scores = Object.fromEntries(intents.map((i) => [i, 0])) as Reading["scores"];
  return respond(db, actor, { lang, intent, scores, range, query: "", confidence: 1 }, projectRows, people, undefined, today, now);
}

/**
 * The answer the engine computes for one intent with the entities a language model's tool call
 * names (decision 0920), over the caller's workspace only: `projects` and `people` are the ones
 * loadNames gave for this actor, so a record of another workspace is never among them.
 */
export async function answerFor(db: Db, actor: Actor, call: { intent: Intent; lang: Lang; project?: ProjectRow; person?: Named; range: DateRange | null; query?: string; today?: string }, projectRows: ProjectRow[], people: Person[], now = new Date()): Promise<Answer> {
  if (!canRead(actor)) throw forbidden();
  const scores = Object.fromEntries(intents.map((i) => [i, 0])) as Reading["scores"];
  const reading: Reading = { lang: call.lang, intent: call.intent, scores, range: call.range, query: call.query ?? "", confidence: 1, ...(call.project ? { project: call.project } : {}), ...(call.person ? { person: call.person } : {}) };
  return respond(db, actor, reading, projectRows, people, undefined, call.today ?? todayIn(TIME_ZONE, now), now);
}

async function respond(db: Db, actor: Actor, reading: Reading, projectRows: ProjectRow[], people: Person[], screenProject: ProjectRow | undefined, today: string, now: Date): Promise<Answer> {
  const ctx: Ctx = { db, actor, lang: reading.lang, today, now };
  const t = (key: string, params?: Params) => translate(ctx.lang, `assistant.${key}`, params);
  const named = reading.project ? projectRows.find((p) => p.id === reading.project!.id) : undefined;
  // The screen's project stands in when the question names none (never another workspace's: the route checked it).
  const project = named ?? screenProject;
  const open = projectRows.filter((p) => !closed.includes(p.status));
  const sample = (project ?? open[0] ?? projectRows[0])?.name;
  const cite = (p: ProjectRow): Citation => ({ label: p.name, href: projectHref(p.id), kind: "project" });

  if (reading.decline) return reply(ctx, null, t(`decline.${reading.decline}`), [], [], { understood: false, suggestions: suggestions(ctx, sample) });
  if (reading.intent === null && reading.clarify) {
    // Unsure between two readings (decision 0907): ask which one, offering one question of each, rather than answer the wrong one.
    const [first, second] = reading.clarify;
    const all = suggestions(ctx, sample);
    const pick = (i: string) => all[Math.max(0, suggestionOrder.indexOf(i))]!;
    return reply(ctx, null, t("clarify", { first: t(`topic.${first}`), second: t(`topic.${second}`) }), [], [], { understood: false, suggestions: [pick(first), pick(second)] });
  }
  if (reading.intent === null || reading.intent === "help") {
    return reply(ctx, reading.intent, t(reading.intent === "help" ? "help" : "not_understood"), [], [], { understood: reading.intent === "help", suggestions: suggestions(ctx, sample) });
  }
  if (!projectRows.length && reading.intent !== "memory") return reply(ctx, reading.intent, t("no_projects"), [], [], { suggestions: suggestions(ctx, sample) });

  switch (reading.intent) {
    case "due_date":
      // 'When is it due?' on a project's screen is about that project; a date range stays workspace-wide unless named.
      return dueDates(ctx, reading.range, reading.range ? named : project, open, t, cite);
    case "at_risk":
      return atRisk(ctx, project, open, t, cite);
    case "overloaded":
      return overloaded(ctx, reading.range, people, t, reading.person, reading.spare);
    case "overdue_tasks":
      return overdue(ctx, reading.person, t, named);
    case "forecast":
      return forecast(ctx, project, open, t, cite);
    case "changes":
      return changes(ctx, reading.range, project, t, cite);
    case "budget":
      // 'Which projects went over budget?' asks about every project, finished ones too (decision 0930).
      if (!project && overBudget.test(fold(reading.query))) return budget(ctx, undefined, projectRows, t, cite, null, "spent", true);
      return budget(ctx, project, open, t, cite, parseAmountFilter(reading.query), amountSubject(reading.query));
    case "memory":
      return memory(ctx, reading.query, t, named?.id);
    case "field_filter":
      return fieldFilterAnswer(db, actor, ctx.lang, reading.field!, named);
    case "task_details":
      return taskDetailsAnswer(db, actor, ctx.lang, reading.task!);
  }
}

type T = (key: string, params?: Params) => string;
type Cite = (p: ProjectRow) => Citation;

async function dueDates(ctx: Ctx, range: { start: string; end: string } | null, project: ProjectRow | undefined, open: ProjectRow[], t: T, cite: Cite): Promise<Answer> {
  if (range) {
    const tasks = await ctx.db
      .select({ id: projectTasks.id, title: projectTasks.title, endDate: projectTasks.endDate, projectId: projects.id, projectName: projects.name })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(eq(projects.workspaceId, ctx.actor.workspaceId), inActorProjects(ctx.actor, projects.id), isNull(projectTasks.completedAt), gte(projectTasks.endDate, range.start), lte(projectTasks.endDate, range.end), project ? eq(projects.id, project.id) : undefined))
      .orderBy(asc(projectTasks.endDate))
      .limit(LIST * 2);
    const dueProjects = open.filter((p) => p.dueDate && p.dueDate >= range.start && p.dueDate <= range.end && (!project || p.id === project.id));
    const items: Item[] = [
      ...dueProjects.map((p) => ({ text: `${p.name} — ${day(p.dueDate!, ctx.lang)}`, href: projectHref(p.id) })),
      ...tasks.map((task) => ({ text: `${task.title} (${t("task_of", { project: task.projectName })}) — ${day(task.endDate!, ctx.lang)}`, href: projectHref(task.projectId) })),
    ];
    const citations = [...dueProjects.map(cite), ...tasks.map((task) => ({ label: task.projectName, href: projectHref(task.projectId), kind: "project" }))];
    const shown = { start: day(range.start, ctx.lang), end: day(range.end, ctx.lang) };
    const head = items.length ? t(range.start === range.end ? "due_range_one" : "due_range", shown) : t("due_range_none", shown);
    return reply(ctx, "due_date", head, items, citations, { range });
  }
  if (project) {
    if (!project.dueDate) return reply(ctx, "due_date", t("due_project_none", { project: project.name }), [], [cite(project)]);
    const days = dayDiff(ctx.today, project.dueDate);
    const relative = days === 0 ? t("today") : days > 0 ? t("in_days", { count: days }) : t("days_ago", { count: -days });
    return reply(ctx, "due_date", t("due_project", { project: project.name, date: day(project.dueDate, ctx.lang), relative }), [], [cite(project)]);
  }
  const upcoming = open.filter((p) => p.dueDate && p.dueDate >= ctx.today).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!)).slice(0, LIST);
  return reply(ctx, "due_date", t("due_upcoming"), upcoming.map((p) => ({ text: `${p.name} — ${day(p.dueDate!, ctx.lang)}`, href: projectHref(p.id) })), upcoming.map(cite));
}

function riskLine(p: ProjectRow, t: T): { text: string; score: number } | null {
  const risk = (p.predictiveInsights as Insights | null)?.risk;
  if (!risk || risk.status !== "ok" || risk.score === undefined) return null;
  const factors = (risk.factors ?? [])
    .filter((f) => (f.severity ?? 0) > 0)
    .sort((a, b) => (b.contribution ?? (b.severity ?? 0) * (b.weight ?? 1)) - (a.contribution ?? (a.severity ?? 0) * (a.weight ?? 1)))
    .slice(0, 3)
    .map((f) => `${t(`factor.${f.key}`)} (${Math.round((f.severity ?? 0) * 100)}%)`)
    .join(", ");
  return { text: t("risk_item", { project: p.name, score: risk.score, level: t(`level.${risk.level ?? "low"}`), factors: factors || "—" }), score: risk.score };
}

async function atRisk(ctx: Ctx, project: ProjectRow | undefined, open: ProjectRow[], t: T, cite: Cite): Promise<Answer> {
  const scope = project ? [project] : open;
  const registers = await ctx.db
    .select({ projectId: projectRisks.projectId, title: projectRisks.title, exposure: sql<number>`${projectRisks.probability} * ${projectRisks.impact}` })
    .from(projectRisks)
    .innerJoin(projects, eq(projects.id, projectRisks.projectId))
    .where(and(eq(projects.workspaceId, ctx.actor.workspaceId), inActorProjects(ctx.actor, projects.id), inArray(projectRisks.status, ["open", "monitoring"]), project ? eq(projects.id, project.id) : undefined))
    .orderBy(desc(sql`${projectRisks.probability} * ${projectRisks.impact}`));
  const withRegister = (p: ProjectRow, line: string) => {
    const own = registers.filter((r) => r.projectId === p.id).slice(0, 3).map((r) => r.title);
    return own.length ? `${line} · ${t("open_risks", { risks: own.join("; ") })}` : line;
  };
  if (project) {
    const line = riskLine(project, t);
    const text = line ? withRegister(project, line.text) : t("risk_unscored", { project: project.name });
    return reply(ctx, "at_risk", text, [], [cite(project)]);
  }
  const scored = scope.map((p) => ({ p, line: riskLine(p, t), level: (p.predictiveInsights as Insights | null)?.risk?.level })).filter((s) => s.line);
  const high = scored.filter((s) => s.level === "high" || s.level === "critical").sort((a, b) => b.line!.score - a.line!.score);
  const shown = high.length ? high : scored.sort((a, b) => b.line!.score - a.line!.score).slice(0, 3);
  const head = high.length ? t("risk_intro", { count: high.length }) : t("risk_none");
  return reply(ctx, "at_risk", head, shown.slice(0, LIST).map((s) => ({ text: withRegister(s.p, s.line!.text), href: projectHref(s.p.id) })), shown.map((s) => cite(s.p)));
}

async function overloaded(ctx: Ctx, range: { start: string; end: string } | null, people: { id: string; name: string; role: string; availability: number }[], t: T, person?: Named, spare = false): Promise<Answer> {
  const allocations = await ctx.db
    .select({ resourceId: resourceAllocations.resourceId, projectId: resourceAllocations.projectId, projectName: projects.name, hours: resourceAllocations.hours, startDate: resourceAllocations.startDate, endDate: resourceAllocations.endDate })
    .from(resourceAllocations)
    .innerJoin(projects, eq(projects.id, resourceAllocations.projectId))
    .where(and(eq(projects.workspaceId, ctx.actor.workspaceId), inActorProjects(ctx.actor, projects.id), notInArray(projects.status, closed)));
  // 'next week' unless the question says which.
  const target = range?.start ?? addDays(ctx.today, 7);
  const weeks = Math.min(26, Math.max(1, Math.floor(dayDiff(ctx.today, target) / 7) + 2));
  const plan = capacityPlan(people, allocations, ctx.today, weeks);
  const weekIndex = Math.max(0, plan.weekStarts.findLastIndex((start) => start <= target));
  const week = plan.weekStarts[weekIndex]!;
  const over = plan.resources
    .map((r) => ({ r, w: r.weeks[weekIndex]! }))
    .filter(({ w }) => w.utilisation !== null && w.utilisation > 100)
    .sort((a, b) => b.w.utilisation! - a.w.utilisation!);
  const ownProjects = (id: string) => allocations.filter((a) => a.resourceId === id && (!a.startDate || a.startDate <= addDays(week, 6)) && (!a.endDate || a.endDate >= week)).map((a) => `${a.projectName} ${a.hours} h`).join(", ") || "—";
  if (spare && !person) {
    // Who has room (decision 0930): the same week's plan, the most spare hours first.
    const free = plan.resources
      .map((r) => ({ r, w: r.weeks[weekIndex]! }))
      .filter(({ r, w }) => r.availability > 0 && r.availability - w.hours > 0)
      .sort((a, b) => b.r.availability - b.w.hours - (a.r.availability - a.w.hours));
    const items = free.map(({ r, w }) => ({ text: t("spare_item", { name: r.name, free: Math.round((r.availability - w.hours) * 10) / 10, hours: w.hours, availability: r.availability, projects: ownProjects(r.id) }), href: "/capacity" }));
    return reply(ctx, "overloaded", free.length ? t("spare_intro", { week: day(week, ctx.lang) }) : t("spare_none", { week: day(week, ctx.lang) }), items, [{ label: translate(ctx.lang, "assistant.kind.capacity"), href: "/capacity", kind: "capacity" }], { range: { start: week, end: addDays(week, 6) } });
  }
  // A person the question names is answered for too, overloaded or not ('¿Jorge tiene espacio?').
  const asked = person && !over.some(({ r }) => r.id === person.id) ? plan.resources.filter((r) => r.id === person.id).map((r) => ({ r, w: r.weeks[weekIndex]! })) : [];
  const items = [...over, ...asked].map(({ r, w }) => {
    const own = allocations.filter((a) => a.resourceId === r.id && (!a.startDate || a.startDate <= addDays(week, 6)) && (!a.endDate || a.endDate >= week));
    return { text: t("overloaded_item", { name: r.name, hours: w.hours, availability: r.availability, percent: w.utilisation ?? 0, projects: own.map((a) => `${a.projectName} ${a.hours} h`).join(", ") || "—" }), href: "/capacity" };
  });
  const citations: Citation[] = [{ label: translate(ctx.lang, "assistant.kind.capacity"), href: "/capacity", kind: "capacity" }, ...over.flatMap(({ r }) => allocations.filter((a) => a.resourceId === r.id).map((a) => ({ label: a.projectName, href: projectHref(a.projectId), kind: "project" })))];
  return reply(ctx, "overloaded", over.length ? t("overloaded_intro", { week: day(week, ctx.lang), count: over.length }) : t("overloaded_none", { week: day(week, ctx.lang) }), items, citations, { range: { start: week, end: addDays(week, 6) } });
}

async function overdue(ctx: Ctx, person: Named | undefined, t: T, project?: ProjectRow): Promise<Answer> {
  const rows = await ctx.db
    .select({ id: projectTasks.id, title: projectTasks.title, endDate: projectTasks.endDate, projectId: projects.id, projectName: projects.name })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projects.workspaceId, ctx.actor.workspaceId), inActorProjects(ctx.actor, projects.id), isNull(projectTasks.completedAt), sql`${projectTasks.status} <> 'Completada'`, lt(projectTasks.endDate, ctx.today), person ? eq(projectTasks.assigneeResourceId, person.id) : undefined, project ? eq(projects.id, project.id) : undefined))
    .orderBy(asc(projectTasks.endDate))
    .limit(200);
  const items = rows.slice(0, LIST * 2).map((r) => ({ text: t("overdue_item", { task: r.title, project: r.projectName, date: day(r.endDate!, ctx.lang) }), href: projectHref(r.projectId) }));
  const citations = rows.map((r) => ({ label: r.projectName, href: projectHref(r.projectId), kind: "project" }));
  if (person) citations.unshift({ label: person.name, href: "/resources", kind: "resource" });
  const head = person ? (rows.length ? t("overdue_person", { person: person.name, count: rows.length }) : t("overdue_person_none", { person: person.name })) : rows.length ? t("overdue_all", { count: rows.length }) : t("overdue_none");
  return reply(ctx, "overdue_tasks", head, items, citations);
}

function forecastLine(p: ProjectRow, t: T, lang: Lang): string {
  const f = (p.predictiveInsights as Insights | null)?.forecast;
  if (!f || f.status !== "ok" || !f.p50 || !f.p85) return t("forecast_none", { project: p.name });
  const line = t("forecast_item", { project: p.name, p50: day(f.p50.date, lang), p85: day(f.p85.date, lang), remaining: f.remaining ?? 0 });
  return p.dueDate && typeof f.probabilityOnTime === "number" ? `${line} ${t("forecast_on_time", { due: day(p.dueDate, lang), probability: Math.round(f.probabilityOnTime * 100) })}` : line;
}

async function forecast(ctx: Ctx, project: ProjectRow | undefined, open: ProjectRow[], t: T, cite: Cite): Promise<Answer> {
  if (project) return reply(ctx, "forecast", forecastLine(project, t, ctx.lang), [], [cite(project)]);
  const shown = open.slice(0, LIST);
  return reply(ctx, "forecast", t("forecast_intro"), shown.map((p) => ({ text: forecastLine(p, t, ctx.lang), href: projectHref(p.id) })), shown.map(cite));
}

async function changes(ctx: Ctx, range: { start: string; end: string } | null, project: ProjectRow | undefined, t: T, cite: Cite): Promise<Answer> {
  const span = range ?? { start: addDays(ctx.today, -6), end: ctx.today };
  const from = new Date(`${span.start}T00:00:00-06:00`);
  const to = new Date(`${addDays(span.end, 1)}T00:00:00-06:00`);
  const scope = and(eq(projects.workspaceId, ctx.actor.workspaceId), inActorProjects(ctx.actor, projects.id), project ? eq(projects.id, project.id) : undefined);
  const [events, created] = await Promise.all([
    ctx.db
      .select({ title: projectTasks.title, from: taskEvents.fromStatus, to: taskEvents.toStatus, at: taskEvents.occurredAt, projectId: projects.id, projectName: projects.name })
      .from(taskEvents)
      .innerJoin(projectTasks, eq(projectTasks.id, taskEvents.taskId))
      .innerJoin(projects, eq(projects.id, taskEvents.projectId))
      .where(and(scope, gte(taskEvents.occurredAt, from), lt(taskEvents.occurredAt, to), sql`${taskEvents.fromStatus} is not null`))
      .orderBy(desc(taskEvents.occurredAt))
      .limit(100),
    ctx.db
      .select({ title: projectTasks.title, at: projectTasks.createdAt, projectId: projects.id, projectName: projects.name })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(scope, gte(projectTasks.createdAt, from), lt(projectTasks.createdAt, to)))
      .orderBy(desc(projectTasks.createdAt))
      .limit(100),
  ]);
  const on = (d: Date) => day(todayIn(TIME_ZONE, d), ctx.lang);
  const all = [
    ...events.map((e) => ({ at: e.at, projectId: e.projectId, projectName: e.projectName, text: t("change_status", { task: e.title, from: e.from ?? "—", to: e.to, date: on(e.at) }) })),
    ...created.map((c) => ({ at: c.at, projectId: c.projectId, projectName: c.projectName, text: t("change_created", { task: c.title, date: on(c.at) }) })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  const items = all.slice(0, LIST * 2).map((c) => ({ text: project ? c.text : `${c.projectName}: ${c.text}`, href: projectHref(c.projectId) }));
  const citations = project ? [cite(project)] : all.map((c) => ({ label: c.projectName, href: projectHref(c.projectId), kind: "project" }));
  const spanText = { start: day(span.start, ctx.lang), end: day(span.end, ctx.lang) };
  const head = !all.length ? t("changes_none", spanText) : project ? t("changes_intro", { project: project.name, ...spanText, count: all.length }) : t("changes_workspace", { ...spanText, count: all.length });
  return reply(ctx, "changes", head, items, citations, { range: span });
}

const overBudget = /\b(over budget|over the budget|over their budget|went over|gone over|exceed\w*|overr?un\w*|overspen\w*|se pasaron|se paso|se han pasado|pasaron del|excedi\w*|se excedieron|sobrepas\w*|rebasa\w*|sobregir\w*|por encima del presupuesto|arriba del presupuesto|sobrecosto\w*)\b/;

async function budget(ctx: Ctx, project: ProjectRow | undefined, open: ProjectRow[], t: T, cite: Cite, amount: AmountFilter | null = null, subject: "spent" | "budget" = "spent", overOnly = false): Promise<Answer> {
  const scope = project ? [project] : open;
  const spentRows = scope.length
    ? await ctx.db
        .select({ projectId: costEntries.projectId, total: sql<string>`sum(${costEntries.amountCents})` })
        .from(costEntries)
        .where(inArray(costEntries.projectId, scope.map((p) => p.id)))
        .groupBy(costEntries.projectId)
    : [];
  const spent = new Map(spentRows.map((r) => [r.projectId, Number(r.total ?? 0)]));
  // 'más de 50 mil pesos' keeps the projects whose spend (or budget, when that is what is asked) passes it (decision 0925).
  const passes = (p: ProjectRow) => {
    if (!amount) return true;
    const value = subject === "budget" ? p.budgetCents : (spent.get(p.id) ?? 0);
    return amount.op === "gt" ? value > amount.cents : value < amount.cents;
  };
  const shown = scope.filter((p) => (p.budgetCents > 0 || (spent.get(p.id) ?? 0) > 0) && passes(p) && (!overOnly || (p.budgetCents > 0 && (spent.get(p.id) ?? 0) > p.budgetCents)));
  if (!shown.length) {
    // Say what was asked: none over its budget, none past the amount, or no money at all yet.
    const hasMoney = scope.some((p) => p.budgetCents > 0 || (spent.get(p.id) ?? 0) > 0);
    const none = !hasMoney ? "budget_none" : overOnly ? "budget_none_over" : "budget_none_amount";
    return reply(ctx, "budget", t(none), [], scope.slice(0, LIST).map(cite));
  }
  const items = shown.slice(0, LIST * 2).map((p) => {
    const s = spent.get(p.id) ?? 0;
    const text =
      p.budgetCents > 0
        ? `${t("budget_item", { project: p.name, spent: money(s, p.currency, ctx.lang), budget: money(p.budgetCents, p.currency, ctx.lang), percent: Math.round((100 * s) / p.budgetCents), over: s > p.budgetCents ? t("budget_over") : "" })}${s < p.budgetCents ? t("budget_left", { left: money(p.budgetCents - s, p.currency, ctx.lang) }) : ""}`
        : t("budget_no_budget", { project: p.name, spent: money(s, p.currency, ctx.lang) });
    return { text, href: projectHref(p.id) };
  });
  return reply(ctx, "budget", t("budget_intro"), items, shown.map(cite));
}

/** A message's Markdown-light as plain text, for quoting. */
function plain(body: string) {
  return body.replace(/\*\*([^*\n]+)\*\*/g, "$1").replace(/`([^`\n]+)`/g, "$1").replace(/(^|\s)[_*]([^_*\n]+)[_*](?=\s|[.,;:!?]|$)/g, "$1$2");
}

/** The workspace's memory: what past and current projects wrote down, as documents to rank. */
async function memoryDocs(ctx: Ctx): Promise<MemoryDoc[]> {
  const ws = ctx.actor.workspaceId;
  const mine = and(eq(projects.workspaceId, ws), inActorProjects(ctx.actor, projects.id));
  const kind = (k: string) => translate(ctx.lang, `assistant.kind.${k}`);
  const [rows, closures, risks, changesRows, messages] = await Promise.all([
    ctx.db.select({ id: projects.id, name: projects.name, lessons: projects.lessonsLearned, evaluation: projects.evaluation }).from(projects).where(mine),
    ctx.db.select({ projectId: projectClosures.projectId, checklist: projectClosures.checklist, name: projects.name }).from(projectClosures).innerJoin(projects, eq(projects.id, projectClosures.projectId)).where(mine),
    ctx.db
      .select({ id: projectRisks.id, title: projectRisks.title, description: projectRisks.description, plan: projectRisks.responsePlan, projectId: projects.id, name: projects.name })
      .from(projectRisks)
      .innerJoin(projects, eq(projects.id, projectRisks.projectId))
      .where(mine),
    ctx.db
      .select({ id: projectChangeRequests.id, title: projectChangeRequests.title, description: projectChangeRequests.description, note: projectChangeRequests.decisionNote, decision: projectChangeRequests.decision, projectId: projects.id, name: projects.name })
      .from(projectChangeRequests)
      .innerJoin(projects, eq(projects.id, projectChangeRequests.projectId))
      .where(mine),
    ctx.db
      .select({ id: channelMessages.id, body: channelMessages.body, channelId: channels.id, channelName: channels.name, projectId: channels.projectId, projectName: projects.name })
      .from(channelMessages)
      .innerJoin(channels, eq(channels.id, channelMessages.channelId))
      .leftJoin(projects, eq(projects.id, channels.projectId))
      // Direct conversations are their participants' only, never the workspace's memory (decision 0910).
      .where(and(eq(channels.workspaceId, ws), inActorProjects(ctx.actor, channels.projectId), isNull(channelMessages.deletedAt), sql`${channels.kind} <> 'direct'`))
      .orderBy(desc(channelMessages.createdAt))
      .limit(2000),
  ]);
  const docs: MemoryDoc[] = [];
  for (const p of rows) {
    if (p.lessons.trim()) docs.push({ id: `lesson:${p.id}`, kind: "lesson", title: `${kind("lesson")}: ${p.name}`, text: p.lessons, projectId: p.id, projectName: p.name, href: projectHref(p.id) });
    if (p.evaluation.trim()) docs.push({ id: `closure:${p.id}`, kind: "closure", title: `${kind("closure")}: ${p.name}`, text: p.evaluation, projectId: p.id, projectName: p.name, href: projectHref(p.id) });
  }
  for (const c of closures) {
    const notes = c.checklist.map((i) => i.note ?? "").filter(Boolean).join("\n");
    if (notes) docs.push({ id: `closure-notes:${c.projectId}`, kind: "closure", title: `${kind("closure")}: ${c.name}`, text: notes, projectId: c.projectId, projectName: c.name, href: projectHref(c.projectId) });
  }
  for (const r of risks) docs.push({ id: `risk:${r.id}`, kind: "risk", title: r.title, text: [r.title, r.description, r.plan].filter(Boolean).join(". "), projectId: r.projectId, projectName: r.name, href: projectHref(r.projectId) });
  for (const c of changesRows) docs.push({ id: `change:${c.id}`, kind: "change", title: c.title, text: [c.title, c.description, c.note].filter(Boolean).join(". "), projectId: c.projectId, projectName: c.name, href: projectHref(c.projectId) });
  for (const m of messages) docs.push({ id: `message:${m.id}`, kind: "message", title: `#${m.projectName ?? m.channelName}`, text: plain(m.body), projectId: m.projectId, projectName: m.projectName, href: `/communication?channel=${m.channelId}&message=${m.id}` });
  return docs;
}

async function memory(ctx: Ctx, question: string, t: T, projectId?: string): Promise<Answer> {
  const index = createIndex(await memoryDocs(ctx));
  const hits = index.search(question, 6, projectId);
  const kind = (k: string) => translate(ctx.lang, `assistant.kind.${k}`);
  const passages = hits.map((h) => ({ quote: h.quote, title: h.doc.title, kind: kind(h.doc.kind), projectName: h.doc.projectName, href: h.doc.href, score: h.score }));
  const citations = hits.map((h) => ({ label: h.doc.projectName ? `${h.doc.title} · ${h.doc.projectName}` : h.doc.title, href: h.doc.href, kind: h.doc.kind }));
  return reply(ctx, "memory", hits.length ? t("memory_intro") : t("memory_none"), [], citations, { passages });
}
