import { describe, expect, it } from "vitest";
import { observeWorkFactors, workFactorDistribution } from "./flow";

describe("observeWorkFactors", () => {
  it("measures completions needed per open item, counting newer work done in between", () => {
    // Two items open on 2025-01-13 (a week after the start); a newer item jumps ahead of one of them.
    const items = [
      { createdAt: "2025-01-06", completedAt: "2025-01-15" },
      { createdAt: "2025-01-06", completedAt: "2025-01-20" },
      { createdAt: "2025-01-14", completedAt: "2025-01-16" },
    ];
    // As of 2025-01-20 the only checkpoint is 2025-01-13: 3 completions for 2 items → 1.5.
    expect(observeWorkFactors(items, "2025-01-20")).toEqual([{ factor: 1.5, isCensored: false }]);
  });

  it("marks checkpoints whose items are not all done as censored", () => {
    const items = [
      { createdAt: "2025-01-06", completedAt: "2025-01-15" },
      { createdAt: "2025-01-06", completedAt: null },
    ];
    expect(observeWorkFactors(items, "2025-01-20")).toEqual([{ factor: 0.5, isCensored: true }]);
  });

  it("treats completions after the as-of date as not done yet", () => {
    const items = [
      { createdAt: "2025-01-06", completedAt: "2025-01-15" },
      { createdAt: "2025-01-06", completedAt: "2025-03-01" },
    ];
    expect(observeWorkFactors(items, "2025-01-20")[0]?.isCensored).toBe(true);
  });

  it("measures without the checkpoint's stragglers when asked, so their wait is not counted twice (decision 0120)", () => {
    // 30 items done in 2 days each, one a week from 2025-01-06, and one opened on 2025-01-06 that
    // is still open: from its ninth day it is far past what 80 % of the items take (a straggler).
    const items: { createdAt: string; completedAt: string | null }[] = [{ createdAt: "2025-01-06", completedAt: null }];
    for (let i = 0; i < 30; i++) {
      const created = new Date(Date.UTC(2025, 0, 6 + 7 * i));
      const done = new Date(created.getTime() + 2 * 86_400_000);
      items.push({ createdAt: created.toISOString().slice(0, 10), completedAt: done.toISOString().slice(0, 10) });
    }
    const asOf = "2025-08-04";
    // Every checkpoint waits for the straggler: all censored, the factor unknown.
    const all = observeWorkFactors(items, asOf);
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((o) => o.isCensored)).toBe(true);
    expect(workFactorDistribution(all)).toBeNull();
    // Without it, the checkpoints have nothing open (items are done within the week) except the
    // first ones; what is measured is finished, and the distribution says how it was measured.
    const without = observeWorkFactors(items, asOf, { stragglerShare: 0.8 });
    expect(without.every((o) => !o.isCensored && o.stragglerShare === 0.8)).toBe(true);
    expect(workFactorDistribution(without)?.stragglerShare).toBe(0.8);
    // A history too young for a cycle-time curve counts every item, and says nothing more.
    expect(observeWorkFactors(items.slice(0, 10), "2025-03-10", { stragglerShare: 0.8 }).every((o) => o.stragglerShare === undefined)).toBe(true);
  });

  it("returns nothing for an empty history", () => {
    expect(observeWorkFactors([], "2025-01-20")).toEqual([]);
  });
});

describe("workFactorDistribution (Kaplan–Meier)", () => {
  it("is the empirical distribution when nothing is censored", () => {
    const d = workFactorDistribution([
      { factor: 1, isCensored: false },
      { factor: 2, isCensored: false },
      { factor: 2, isCensored: false },
      { factor: 3, isCensored: false },
    ]);
    expect(d?.values).toEqual([1, 2, 3]);
    expect(d?.probabilities).toEqual([0.25, 0.5, 0.25]);
  });

  it("moves a censored observation's mass to the larger values", () => {
    const d = workFactorDistribution([
      { factor: 1, isCensored: false },
      { factor: 1.5, isCensored: true },
      { factor: 2, isCensored: false },
      { factor: 3, isCensored: false },
    ]);
    // 1 takes 1/4; the censored 1.5 passes its 1/4 on to 2 and 3 (3/8 each).
    expect(d?.values).toEqual([1, 2, 3]);
    expect(d?.probabilities.map((p) => Math.round(p * 1000) / 1000)).toEqual([0.25, 0.375, 0.375]);
  });

  it("is null until a checkpoint has finished", () => {
    expect(workFactorDistribution([{ factor: 2, isCensored: true }])).toBeNull();
    expect(workFactorDistribution([])).toBeNull();
  });
});
