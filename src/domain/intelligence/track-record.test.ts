import { describe, expect, it } from "vitest";
import { mulberry32 } from "./random";
import { observeWorkFactors, workFactorDistribution, type WorkFactorObservation } from "./flow";
import { finishDayOfOpenItems, minOwnFinishedCheckpoints, workspaceHistory, type WorkspaceItem } from "./track-record";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe("finishDayOfOpenItems", () => {
  const items = [
    { created: 0, completed: 3 },
    { created: 2, completed: 20 },
    { created: 5, completed: 9 },
    { created: 12, completed: 40 },
  ];
  it("is the day the last item open on the as-of day was done", () => {
    expect(finishDayOfOpenItems(items, 4)).toBe(20);
    expect(finishDayOfOpenItems(items, 10)).toBe(20);
  });
  it("ignores items created later and items done before", () => {
    expect(finishDayOfOpenItems(items, 1)).toBe(3);
  });
  it("is null while an item open then is still open, and when nothing was open", () => {
    expect(finishDayOfOpenItems([...items, { created: 1, completed: null }], 4)).toBeNull();
    expect(finishDayOfOpenItems(items, 50)).toBeNull();
  });
});

describe("workspaceHistory", () => {
  // A project with a long history where each week's open items needed twice their number of
  // completions, and a brand-new project with none of its own.
  const items: WorkspaceItem[] = [];
  for (let week = 0; week < 30; week++) {
    for (let i = 0; i < 2; i++) items.push({ projectId: "old", createdAt: day(week * 7), completedAt: day(week * 7 + 13) });
  }
  items.push({ projectId: "new", createdAt: day(209), completedAt: null });
  const history = workspaceHistory({ items, startedAt: new Map(), forecasts: [], asOf: day(210), timeZone: "UTC" });

  it("uses a mature project's own checkpoints", () => {
    const own = history.workFactorFor("old");
    expect(own?.finished).toBeGreaterThanOrEqual(4);
  });
  it("lends a young project the other projects' observations", () => {
    const young = history.workFactorFor("new");
    expect(young?.observations).toBe(history.workFactorFor("old")?.observations);
  });
  it("does not recalibrate without stored forecasts", () => {
    expect(history.calibration()).toBeNull();
  });
});

describe("workspaceHistory's pooled work factor (issue 17: measured once per workspace)", () => {
  // Forty projects of mixed ages: the young ones (few finished checkpoints of their own) pool.
  const random = mulberry32(3);
  const items: WorkspaceItem[] = [];
  for (let p = 0; p < 40; p++) {
    const start = p % 4 === 0 ? 190 : Math.floor(random() * 60);
    for (let i = 0; i < 15; i++) {
      const created = start + Math.floor(random() * (205 - start));
      const done = random() < 0.6 ? Math.min(209, created + 1 + Math.floor(random() * 30)) : null;
      items.push({ projectId: `p${p}`, createdAt: day(created), completedAt: done === null ? null : day(done) });
    }
  }
  const asOf = day(210);
  const history = workspaceHistory({ items, startedAt: new Map(), forecasts: [], asOf, timeZone: "UTC" });
  const observe = (projectId: string) => observeWorkFactors(items.filter((i) => i.projectId === projectId), asOf, { startedAt: null, timeZone: "UTC" });
  const ids = [...new Set(items.map((i) => i.projectId))];

  it("equals, for every young project, the pool of its own checkpoints then the others' (the per-project computation)", () => {
    let young = 0;
    for (const id of [...ids, "no-items"]) {
      const own = observe(id);
      if (own.filter((o) => !o.isCensored).length >= minOwnFinishedCheckpoints) continue;
      young++;
      const pooled: WorkFactorObservation[] = [...own];
      for (const other of ids) if (other !== id) pooled.push(...observe(other));
      expect(history.workFactorFor(id)).toEqual(workFactorDistribution(pooled));
    }
    expect(young).toBeGreaterThan(5);
  });
});
