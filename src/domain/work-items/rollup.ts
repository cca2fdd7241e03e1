// Subtasks form a tree inside a project (decision 1202): a task has at most one parent, no cycle,
// and at most MAX_DEPTH levels. A parent shows the roll-up of its subtree.

/** Levels a tree may have: a top-level task, its subtasks, and so on down to the fifth level. */
export const MAX_DEPTH = 5;

export type TreeTask = { id: string; parentId: string | null; completed: boolean; estimateHours: number | null };
export type Rollup = { subtaskCount: number; completedCount: number; progress: number; estimateHours: number | null };

/** The chain from a task up to its root (the task first); stops at a cycle rather than looping. */
export function ancestorsOf(id: string, parentOf: ReadonlyMap<string, string | null>): string[] {
  const chain = [id];
  const seen = new Set(chain);
  let current = parentOf.get(id) ?? null;
  while (current && !seen.has(current)) {
    chain.push(current);
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return chain;
}

/** Levels below a task, counting the task: 1 for a leaf. */
export function heightOf(id: string, childrenOf: ReadonlyMap<string, readonly string[]>, seen = new Set<string>()): number {
  if (seen.has(id)) return 0;
  seen.add(id);
  const children = childrenOf.get(id) ?? [];
  return 1 + Math.max(0, ...children.map((c) => heightOf(c, childrenOf, seen)));
}

export type ParentCheck = { ok: true } | { ok: false; reason: "self" | "cycle" | "too_deep" };

/** Whether `taskId` may move under `parentId` (null: to the top level) given the current tree. */
export function checkParent(taskId: string, parentId: string | null, tasks: readonly Pick<TreeTask, "id" | "parentId">[]): ParentCheck {
  if (parentId === null) return { ok: true };
  if (parentId === taskId) return { ok: false, reason: "self" };
  const parentOf = new Map(tasks.map((t) => [t.id, t.id === taskId ? null : t.parentId]));
  const chain = ancestorsOf(parentId, parentOf);
  if (chain.includes(taskId)) return { ok: false, reason: "cycle" };
  const childrenOf = new Map<string, string[]>();
  for (const t of tasks) {
    const p = parentOf.get(t.id);
    if (p) childrenOf.set(p, [...(childrenOf.get(p) ?? []), t.id]);
  }
  // Levels above the new place (the parent's chain) plus the moved subtree's own height.
  return chain.length + heightOf(taskId, childrenOf) > MAX_DEPTH ? { ok: false, reason: "too_deep" } : { ok: true };
}

/**
 * Each parent's roll-up: its direct subtasks (count, completed), the share of its leaf
 * descendants completed (0–100), and its estimate as the sum of its subtasks' rolled estimates
 * (a leaf's own estimate; null when no leaf has one).
 */
export function rollups(tasks: readonly TreeTask[]): Map<string, Rollup> {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const childrenOf = new Map<string, TreeTask[]>();
  for (const t of tasks) if (t.parentId && byId.has(t.parentId)) childrenOf.set(t.parentId, [...(childrenOf.get(t.parentId) ?? []), t]);
  const memo = new Map<string, { leaves: number; done: number; estimate: number | null }>();
  const visit = (t: TreeTask, path: Set<string>): { leaves: number; done: number; estimate: number | null } => {
    const known = memo.get(t.id);
    if (known) return known;
    const children = (childrenOf.get(t.id) ?? []).filter((c) => !path.has(c.id));
    let result: { leaves: number; done: number; estimate: number | null };
    if (!children.length) result = { leaves: 1, done: t.completed ? 1 : 0, estimate: t.estimateHours };
    else {
      const next = new Set(path).add(t.id);
      const parts = children.map((c) => visit(c, next));
      const estimates = parts.map((p) => p.estimate).filter((e): e is number => e !== null);
      result = { leaves: parts.reduce((s, p) => s + p.leaves, 0), done: parts.reduce((s, p) => s + p.done, 0), estimate: estimates.length ? estimates.reduce((s, e) => s + e, 0) : null };
    }
    memo.set(t.id, result);
    return result;
  };
  const out = new Map<string, Rollup>();
  for (const [id, children] of childrenOf) {
    const t = byId.get(id);
    if (!t) continue;
    const r = visit(t, new Set());
    out.set(id, { subtaskCount: children.length, completedCount: children.filter((c) => c.completed).length, progress: Math.round((100 * r.done) / r.leaves), estimateHours: r.estimate });
  }
  return out;
}

/**
 * The tasks in list order with each subtask right under its parent (depth-first, keeping the given
 * order among siblings); a task whose parent is missing from the list stands at the top level.
 */
export function treeOrder<T extends { id: string }>(tasks: readonly T[], parentOf: (id: string) => string | null): { task: T; depth: number }[] {
  const ids = new Set(tasks.map((t) => t.id));
  const childrenOf = new Map<string | null, T[]>();
  for (const t of tasks) {
    const p = parentOf(t.id);
    const key = p && ids.has(p) ? p : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), t]);
  }
  const out: { task: T; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const t of childrenOf.get(parent) ?? []) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      out.push({ task: t, depth });
      walk(t.id, depth + 1);
    }
  };
  walk(null, 1);
  // Anything left (a cycle in stored data) still shows, at the top level.
  for (const t of tasks) if (!seen.has(t.id)) out.push({ task: t, depth: 1 });
  return out;
}
