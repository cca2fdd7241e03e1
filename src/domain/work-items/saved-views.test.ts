import { describe, expect, it } from "vitest";
import { decodeViewState, emptyViewState, encodeViewState, groupKeyOf, intoLanes, isDefaultState, matchesView, savedViewInputSchema, type ViewState } from "./saved-views";

const fields = [{ id: "cost", type: "number" as const }, { id: "team", type: "single_choice" as const }];
const task = { status: "En progreso", priority: "Alta", labelIds: ["l1"], values: { cost: 150, team: "norte" } };
const state = (over: Partial<ViewState>): ViewState => ({ ...emptyViewState, ...over });

describe("saved views", () => {
  it("a task passes when every filter holds; a filter on a deleted field is ignored", () => {
    expect(matchesView(state({ labelId: "l1", priority: "Alta", fieldFilters: [{ fieldId: "cost", op: "range", min: "100" }] }), task, fields)).toBe(true);
    expect(matchesView(state({ fieldFilters: [{ fieldId: "cost", op: "range", min: "100" }, { fieldId: "team", op: "equals", value: "sur" }] }), task, fields)).toBe(false);
    expect(matchesView(state({ status: "Completada" }), task, fields)).toBe(false);
    expect(matchesView(state({ labelId: "l2" }), task, fields)).toBe(false);
    expect(matchesView(state({ fieldFilters: [{ fieldId: "gone", op: "equals", value: "x" }] }), task, fields)).toBe(true);
  });

  it("the state survives the URL and a tampered one falls back to the empty view", () => {
    const s = state({ swimlane: "assignee", columns: ["field:cost"], sortBy: "field:cost", sortDir: "desc" });
    expect(decodeViewState(encodeViewState(s))).toEqual(s);
    expect(decodeViewState("{not json")).toEqual(emptyViewState);
    expect(decodeViewState(JSON.stringify({ swimlane: "moon" }))).toEqual(emptyViewState);
    expect(isDefaultState(emptyViewState)).toBe(true);
    expect(isDefaultState(s)).toBe(false);
  });

  it("a view needs a name and a known kind", () => {
    expect(savedViewInputSchema.safeParse({ name: " ", kind: "list", state: {} }).success).toBe(false);
    expect(savedViewInputSchema.safeParse({ name: "Mías", kind: "gantt", state: {} }).success).toBe(false);
    expect(savedViewInputSchema.parse({ name: "Mías", kind: "board", state: { swimlane: "label" } })).toMatchObject({ shared: false, state: { swimlane: "label", fieldFilters: [] } });
  });
});

describe("swimlanes", () => {
  it("puts each task in one lane, lanes in the given order, the keyless lane last, empty lanes out", () => {
    const tasks = [{ id: 1, p: "Alta" }, { id: 2, p: "" }, { id: 3, p: "Baja" }, { id: 4, p: "Alta" }, { id: 5, p: "Rara" }];
    expect(intoLanes(tasks, (t) => t.p, ["Alta", "Media", "Baja"]).map((l) => [l.key, l.tasks.map((t) => t.id)])).toEqual([
      ["Alta", [1, 4]],
      ["Baja", [3]],
      ["Rara", [5]],
      ["", [2]],
    ]);
  });

  it("groups the list by status, assignee, priority, label, milestone, sprint or a choice field, each task once", () => {
    const g = { ...task, assigneeResourceId: "r1", milestoneId: null, sprintId: "s1", labelIds: ["l2", "l1"], values: { team: "norte", tags: ["b", "a"], cost: 5 } };
    const withTags = [...fields, { id: "tags", type: "multi_choice" as const }];
    expect(groupKeyOf("status", g, withTags)).toBe("En progreso");
    expect(groupKeyOf("priority", g, withTags)).toBe("Alta");
    expect(groupKeyOf("assignee", g, withTags)).toBe("r1");
    expect(groupKeyOf("label", g, withTags)).toBe("l2");
    expect(groupKeyOf("milestone", g, withTags)).toBe("");
    expect(groupKeyOf("sprint", g, withTags)).toBe("s1");
    expect(groupKeyOf("field:team", g, withTags)).toBe("norte");
    expect(groupKeyOf("field:tags", g, withTags)).toBe("b");
    // A number field or a deleted field does not group.
    expect(groupKeyOf("field:cost", g, withTags)).toBe("");
    expect(groupKeyOf("field:gone", g, withTags)).toBe("");
    // The grouping is saved with the view's state; a made-up one is refused.
    expect(savedViewInputSchema.safeParse({ name: "Por equipo", kind: "list", state: { groupBy: "field:team" } }).success).toBe(true);
    expect(savedViewInputSchema.safeParse({ name: "Mala", kind: "list", state: { groupBy: "moon" } }).success).toBe(false);
    expect(decodeViewState(encodeViewState(state({ groupBy: "sprint" }))).groupBy).toBe("sprint");
  });
});
