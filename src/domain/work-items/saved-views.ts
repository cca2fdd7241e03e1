import { z } from "zod";
import { fieldFilterSchema, matchesFieldFilter, type CustomField, type FieldValue } from "./custom-fields";

// Saved views (issue 23, decision 1205): a project's task list or board as someone left it —
// filters, grouping, sorting, visible columns, board swimlanes — kept for that person or shared
// with the workspace. The state also travels in the URL (`?view=` plus the state itself), so a
// link opens the same view.

export const viewKinds = ["list", "board"] as const;
export const swimlanes = ["none", "assignee", "priority", "label"] as const;

/** The list's grouping: a built-in one, or "field:<id>" for a choice custom field (decision 1215). */
export const groupings = ["none", "status", "priority", "assignee", "label", "milestone", "sprint"] as const;
export type Grouping = (typeof groupings)[number] | `field:${string}`;
const groupBySchema = z.union([z.enum(groupings), z.custom<`field:${string}`>((v) => typeof v === "string" && /^field:[\w-]{1,64}$/.test(v))], { error: "validation.invalid_value" });

const key = z.string().max(80);
export const viewStateSchema = z
  .object({
    labelId: z.string().max(64).optional(),
    status: z.string().max(60).optional(),
    priority: z.string().max(60).optional(),
    fieldFilters: z.array(fieldFilterSchema).max(20, { error: "validation.too_big_number" }).default([]),
    groupBy: groupBySchema.default("none"),
    /** A built-in column ("title", "dueDate"…) or "field:<id>". */
    sortBy: key.optional(),
    sortDir: z.enum(["asc", "desc"]).default("asc"),
    /** Visible optional columns: "field:<id>" for a custom field. */
    columns: z.array(key).max(40, { error: "validation.too_big_number" }).default([]),
    swimlane: z.enum(swimlanes).default("none"),
  })
  .strict();
export type ViewState = z.infer<typeof viewStateSchema>;
export const emptyViewState: ViewState = { fieldFilters: [], groupBy: "none", sortDir: "asc", columns: [], swimlane: "none" };

export const savedViewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  kind: z.enum(viewKinds),
  name: z.string(),
  shared: z.boolean(),
  ownerId: z.string(),
  /** Whether the caller may rename, share or delete it (its owner; an admin for a shared view). */
  canManage: z.boolean(),
  state: viewStateSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });

const name = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(60, { error: "validation.too_long" });
export const savedViewInputSchema = z.object({ name, kind: z.enum(viewKinds, { error: "validation.invalid_value" }), shared: z.boolean().default(false), state: viewStateSchema }).strict();
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;
export const savedViewUpdateSchema = z.object({ name: name.optional(), shared: z.boolean().optional(), state: viewStateSchema.optional() }).strict();
export type SavedViewUpdate = z.infer<typeof savedViewUpdateSchema>;

/** What a task offers to a view's filters. */
export type FilterableTask = { status: string; priority: string; labelIds: readonly string[]; values: Readonly<Record<string, FieldValue>> };

/** Whether a task passes every filter of the view; a filter on a field that no longer exists is ignored. */
export function matchesView(state: Pick<ViewState, "labelId" | "status" | "priority" | "fieldFilters">, task: FilterableTask, fields: readonly Pick<CustomField, "id" | "type">[]): boolean {
  if (state.labelId && !task.labelIds.includes(state.labelId)) return false;
  if (state.status && task.status !== state.status) return false;
  if (state.priority && task.priority !== state.priority) return false;
  const typeOf = new Map(fields.map((f) => [f.id, f.type]));
  return state.fieldFilters.every((filter) => {
    const type = typeOf.get(filter.fieldId);
    return type === undefined || matchesFieldFilter(type, task.values[filter.fieldId], filter);
  });
}

/** Whether a view state differs from the empty one (the URL then carries it). */
export const isDefaultState = (state: ViewState) => JSON.stringify(viewStateSchema.parse(state)) === JSON.stringify(emptyViewState);

/** The state as a URL parameter and back; a broken or tampered parameter gives the empty state. */
export const encodeViewState = (state: ViewState) => JSON.stringify(state);
export function decodeViewState(text: string | null): ViewState {
  if (!text) return emptyViewState;
  try {
    const parsed = viewStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : emptyViewState;
  } catch {
    return emptyViewState;
  }
}

/**
 * Board swimlanes: the tasks in lanes, each task once, lanes in the order their keys are given
 * (then any key not listed, then the lane without a key, keyed ""), empty lanes left out.
 */
export function intoLanes<T>(tasks: readonly T[], laneOf: (task: T) => string, order: readonly string[]): { key: string; tasks: T[] }[] {
  const lanes = new Map<string, T[]>(order.map((k) => [k, []]));
  for (const task of tasks) {
    const key = laneOf(task);
    (lanes.get(key) ?? lanes.set(key, []).get(key)!).push(task);
  }
  const empty = lanes.get("");
  lanes.delete("");
  if (empty) lanes.set("", empty);
  return [...lanes].filter(([, list]) => list.length > 0).map(([key, list]) => ({ key, tasks: list }));
}

/** What a task offers to the list's grouping. `labelIds` in the order labels are shown (the first one groups). */
export type GroupableTask = { status: string; priority: string; assigneeResourceId: string | null; milestoneId: string | null; sprintId: string | null; labelIds: readonly string[]; values: Readonly<Record<string, FieldValue>> };

/**
 * The group a task falls in ("" for none: no assignee, label, milestone, sprint or value). Each
 * task is in one group: by its first label, and for a multiple choice by its first option in the
 * field's order, as the board's swimlanes do. A field that no longer exists or is not a choice
 * puts every task in the "" group.
 */
export function groupKeyOf(groupBy: Grouping, task: GroupableTask, fields: readonly Pick<CustomField, "id" | "type">[]): string {
  switch (groupBy) {
    case "none":
      return "";
    case "status":
      return task.status;
    case "priority":
      return task.priority;
    case "assignee":
      return task.assigneeResourceId ?? "";
    case "label":
      return task.labelIds[0] ?? "";
    case "milestone":
      return task.milestoneId ?? "";
    case "sprint":
      return task.sprintId ?? "";
    default: {
      const id = groupBy.slice("field:".length);
      const field = fields.find((f) => f.id === id);
      if (!field || (field.type !== "single_choice" && field.type !== "multi_choice")) return "";
      const value = task.values[id];
      return (Array.isArray(value) ? value[0] : typeof value === "string" ? value : undefined) ?? "";
    }
  }
}
