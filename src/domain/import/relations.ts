import { customKey, readCell, repeatedColumns, type ColumnReading } from "./columns";
import { fold } from "./fold";
import { parseJiraComment, parseJiraWorklog, type JiraComment } from "./jira-activity";
import { sourceType } from "./sources";

// A task row's links, read from its mapped columns (decision 1209): who it is assigned to, its
// labels, milestone and sprint by name, its parent and dependencies by the key of another row
// of the same file, its custom field values by field name and its time entries. `linkRows` then
// resolves keys to rows: Jira epics become milestones, parents and blockers become subtasks and
// dependencies, and a link that would close a cycle is dropped.

export type ImportedTimeEntry = { user: string; date: string; minutes: number; billable: boolean; note: string; source: "manual" | "timer" };

export type RowRelations = {
  key: string | null;
  externalId: string | null;
  epicRow: boolean;
  parent: string | null;
  epic: string | null;
  assignees: string[];
  labels: string[];
  milestone: string | null;
  milestoneDue: string | null;
  sprint: string | null;
  sprintStart: string | null;
  sprintEnd: string | null;
  dependsOn: string[];
  blocks: string[];
  estimateHours: number | null;
  timeEntries: ImportedTimeEntry[];
  custom: Record<string, unknown>;
  /** Who reported the issue (Jira): the task's creator when they are a member. */
  reporter: string | null;
  /** Who watches it: the task's watchers when they are members. */
  watchers: string[];
  /** Its comments, oldest first, by the author's name, e-mail or user name. */
  comments: JiraComment[];
};

export type RelationProblem = { field: string; column: string; messageKey: string };

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());

function timeEntry(raw: unknown, reading: ColumnReading, column: string): ImportedTimeEntry | null {
  if (!raw || typeof raw !== "object") return null;
  const e = raw as Record<string, unknown>;
  const date = readCell("date", e.date, column, reading);
  const minutes = Number(e.minutes);
  if (typeof date !== "string" || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440 || !text(e.user)) return null;
  return { user: text(e.user), date, minutes, billable: e.billable !== false, note: text(e.note).slice(0, 2000), source: e.source === "timer" ? "timer" : "manual" };
}

/** A Rumbo export's comments cell: a JSON list of { author, at, body }; a null marks one that cannot be read. */
function rumboComments(raw: unknown): (JiraComment | null)[] {
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      return [null];
    }
  }
  if (!Array.isArray(list)) return [null];
  return list.map((item) => {
    if (!item || typeof item !== "object") return null;
    const { author, at, body } = item as Record<string, unknown>;
    const when = typeof at === "string" ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || !text(body)) return null;
    // An author whose account is gone is written as "": the comment becomes the importer's.
    return { at: when.toISOString(), author: text(author) || "?", body: text(body).slice(0, 10_000) };
  });
}

/** The relation fields of one row; cells that cannot be read are problems naming their column. */
export function readRelations(row: Record<string, unknown>, mapping: Record<string, string>, columns: string[], reading: ColumnReading) {
  const problems: RelationProblem[] = [];
  const cell = (field: string) => {
    const column = mapping[field];
    return column ? row[column] : undefined;
  };
  const list = (field: string) => {
    const column = mapping[field];
    if (!column) return [];
    return repeatedColumns(columns, column).flatMap((c) => (text(row[c]) || Array.isArray(row[c]) ? (readCell("list", row[c], c, reading) as string[]) : []));
  };
  const date = (field: string) => {
    const column = mapping[field];
    const raw = cell(field);
    if (!column || !text(raw)) return null;
    const value = readCell("date", raw, column, reading);
    if (value === undefined) problems.push({ field, column, messageKey: "validation.invalid_date" });
    return (value as string | undefined) ?? null;
  };
  let estimateHours: number | null = null;
  if (mapping.estimateSeconds && text(cell("estimateSeconds"))) {
    const hours = readCell("seconds", cell("estimateSeconds"), mapping.estimateSeconds, reading);
    if (hours === undefined) problems.push({ field: "estimateSeconds", column: mapping.estimateSeconds, messageKey: "validation.invalid_value" });
    else estimateHours = hours as number;
  }
  const timeEntries: ImportedTimeEntry[] = [];
  if (mapping.timeEntries && text(cell("timeEntries")) && text(cell("timeEntries")) !== "[]") {
    const parsed = readCell("json", cell("timeEntries"), mapping.timeEntries, reading);
    const entries = Array.isArray(parsed) ? parsed.map((e) => timeEntry(e, reading, mapping.timeEntries!)) : [null];
    if (entries.some((e) => e === null)) problems.push({ field: "timeEntries", column: mapping.timeEntries, messageKey: "errors.import_time_entries" });
    else timeEntries.push(...(entries as ImportedTimeEntry[]));
  }
  // Jira's work logs become time entries (checked against the week lock when written); its comments, the task's.
  const comments: JiraComment[] = [];
  const cells = (field: string) => (mapping[field] ? repeatedColumns(columns, mapping[field]).filter((c) => text(row[c])) : []);
  for (const c of cells("worklogs")) {
    const log = parseJiraWorklog(text(row[c]));
    if (!log) problems.push({ field: "worklogs", column: c, messageKey: "errors.import_worklog" });
    else timeEntries.push({ user: log.author, date: log.date, minutes: log.minutes, billable: true, note: log.note, source: "manual" });
  }
  for (const c of cells("comments")) {
    // Rumbo's own export writes a task's comments as one JSON list (decision 1231); Jira, one per cell.
    const rumbo = Array.isArray(row[c]) || text(row[c]).startsWith("[");
    const read = rumbo ? rumboComments(row[c]) : [parseJiraComment(text(row[c]))];
    if (read.some((x) => !x)) problems.push({ field: "comments", column: c, messageKey: rumbo ? "errors.import_comment_list" : "errors.import_comment" });
    else comments.push(...(read as JiraComment[]));
  }
  comments.sort((a, b) => a.at.localeCompare(b.at));
  const custom: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(mapping)) {
    if (!field.startsWith(customKey(""))) continue;
    const raw = row[column];
    if (text(raw) || Array.isArray(raw) || typeof raw === "number") custom[field.slice(customKey("").length)] = raw;
  }
  const sprints = list("sprint");
  const relations: RowRelations = {
    key: text(cell("key")) || null,
    externalId: text(cell("externalId")) || null,
    epicRow: mapping.type ? sourceType(cell("type")) === "epic" : false,
    parent: text(cell("parent")) || null,
    epic: text(cell("epic")) || null,
    assignees: [...new Set(list("assignees"))],
    labels: [...new Set(list("labels"))],
    milestone: text(cell("milestone")) || null,
    milestoneDue: date("milestoneDue"),
    // Jira repeats the Sprint column for each sprint an issue went through: the last is where it is now.
    sprint: sprints.at(-1) ?? null,
    sprintStart: date("sprintStart"),
    sprintEnd: date("sprintEnd"),
    dependsOn: list("dependsOn"),
    blocks: list("blocks"),
    estimateHours,
    timeEntries,
    custom,
    reporter: text(cell("reporter")) || null,
    watchers: [...new Set(list("watchers"))],
    comments,
  };
  return { relations, problems };
}

export type LinkedRows = {
  /** Row index → its parent's row index. */
  parents: Map<number, number>;
  /** Row index → milestone name (its own column, or the epic it belongs to). */
  milestones: Map<number, { name: string; dueDate: string | null }>;
  /** [row, the row it depends on]. */
  dependencies: [number, number][];
  /** References that named no row of the file. */
  unresolved: number;
};

/**
 * Resolves the rows' references (by key, by the tool's id, else by title) to rows. Epic rows give
 * their title (and end date) as the milestone of the rows that point at them.
 */
export function linkRows(rows: { title: string; endDate: string | null; relations: RowRelations }[]): LinkedRows {
  const index = new Map<string, number>();
  rows.forEach((r, i) => {
    for (const id of [r.relations.key, r.relations.externalId]) if (id && !index.has(id)) index.set(id, i);
  });
  const byTitle = new Map<string, number>();
  rows.forEach((r, i) => {
    const t = fold(r.title);
    if (!byTitle.has(t)) byTitle.set(t, i);
  });
  let unresolved = 0;
  const find = (ref: string | null): number | undefined => {
    if (!ref) return undefined;
    const at = index.get(ref) ?? byTitle.get(fold(ref));
    if (at === undefined) unresolved++;
    return at;
  };
  const parents = new Map<number, number>();
  const milestones = new Map<number, { name: string; dueDate: string | null }>();
  rows.forEach((r, i) => {
    const rel = r.relations;
    if (rel.milestone) milestones.set(i, { name: rel.milestone, dueDate: rel.milestoneDue });
    for (const ref of [rel.epic, rel.parent]) {
      const at = find(ref);
      if (at === undefined || at === i) continue;
      const target = rows[at]!;
      if (target.relations.epicRow) {
        if (!milestones.has(i)) milestones.set(i, { name: target.title, dueDate: target.endDate });
      } else if (ref === rel.parent && !rel.epicRow && !createsCycle(parents, i, at)) parents.set(i, at);
    }
  });
  const edges = new Map<number, Set<number>>();
  const dependencies: [number, number][] = [];
  const addEdge = (from: number, to: number) => {
    if (from === to || rows[from]!.relations.epicRow || rows[to]!.relations.epicRow) return;
    if (edges.get(from)?.has(to) || reaches(edges, to, from)) return;
    (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
    dependencies.push([from, to]);
  };
  rows.forEach((r, i) => {
    for (const ref of r.relations.dependsOn) {
      const at = find(ref);
      if (at !== undefined) addEdge(i, at);
    }
    for (const ref of r.relations.blocks) {
      const at = find(ref);
      if (at !== undefined) addEdge(at, i);
    }
  });
  return { parents, milestones, dependencies, unresolved };
}

function createsCycle(parents: Map<number, number>, child: number, parent: number): boolean {
  for (let at: number | undefined = parent, steps = 0; at !== undefined && steps <= parents.size; at = parents.get(at), steps++) if (at === child) return true;
  return false;
}

function reaches(edges: Map<number, Set<number>>, from: number, to: number): boolean {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length) {
    const at = stack.pop()!;
    if (at === to) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const next of edges.get(at) ?? []) stack.push(next);
  }
  return false;
}
