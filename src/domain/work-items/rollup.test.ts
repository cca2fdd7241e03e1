import { describe, expect, it } from "vitest";
import { checkParent, MAX_DEPTH, rollups, treeOrder } from "./rollup";
import { contrastRatio, labelColors, labelPalette } from "./colors";

const task = (id: string, parentId: string | null, completed = false, estimateHours: number | null = null) => ({ id, parentId, completed, estimateHours });

describe("subtask trees", () => {
  it("rolls up the leaves' progress and the subtasks' estimates to every ancestor", () => {
    const r = rollups([task("p", null, false, 50), task("a", "p", true, 3), task("b", "p", false, 8), task("b1", "b", true, 1), task("b2", "b", false, null)]);
    expect(r.get("p")).toEqual({ subtaskCount: 2, completedCount: 1, progress: 67, estimateHours: 4 });
    expect(r.get("b")).toEqual({ subtaskCount: 2, completedCount: 1, progress: 50, estimateHours: 1 });
    expect(r.has("a")).toBe(false);
  });

  it("has no estimate when no leaf has one, and survives a cycle in stored data", () => {
    expect(rollups([task("p", null), task("a", "p")]).get("p")?.estimateHours).toBeNull();
    expect(() => rollups([task("x", "y"), task("y", "x")])).not.toThrow();
  });

  it("refuses itself, a descendant and a tree deeper than the limit", () => {
    const chain = Array.from({ length: MAX_DEPTH }, (_, i) => ({ id: `t${i}`, parentId: i ? `t${i - 1}` : null }));
    expect(checkParent("t0", "t0", chain)).toEqual({ ok: false, reason: "self" });
    expect(checkParent("t0", "t3", chain)).toEqual({ ok: false, reason: "cycle" });
    expect(checkParent("n", `t${MAX_DEPTH - 1}`, [...chain, { id: "n", parentId: null }])).toEqual({ ok: false, reason: "too_deep" });
    expect(checkParent("n", `t${MAX_DEPTH - 2}`, [...chain, { id: "n", parentId: null }])).toEqual({ ok: true });
    expect(checkParent("t4", null, chain)).toEqual({ ok: true });
  });
});

describe("label palette", () => {
  it.each(labelColors)("%s reads at 4.5:1 or more in light and dark", (color) => {
    const { light, dark } = labelPalette[color];
    expect(contrastRatio(light.bg, light.fg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.bg, dark.fg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("tree order", () => {
  it("puts each subtask under its parent, keeping the order among siblings", () => {
    const parents: Record<string, string | null> = { a: null, b: null, a1: "a", a2: "a", a11: "a1", orphan: "gone" };
    const order = treeOrder(["a1", "b", "a", "a11", "orphan", "a2"].map((id) => ({ id })), (id) => parents[id] ?? null);
    expect(order.map((o) => `${o.task.id}:${o.depth}`)).toEqual(["b:1", "a:1", "a1:2", "a11:3", "a2:2", "orphan:1"]);
  });
});
