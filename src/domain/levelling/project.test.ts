import { describe, expect, it } from "vitest";
import { levelProject, type LevelTask } from "./project";

const task = (id: string, startDate: string, endDate: string, assigneeId: string | null, extra: Partial<LevelTask> = {}): LevelTask => ({
  id,
  startDate,
  endDate,
  estimateHours: null,
  assigneeId,
  dependsOn: [],
  ...extra,
});
const ana = { id: "ana", minutesPerDay: 480 };
const beto = { id: "beto", minutesPerDay: 480 };

describe("levelling a project", () => {
  it("puts one person's overlapping full-day tasks one after the other, never earlier than planned", () => {
    const outcome = levelProject([task("a", "2026-03-02", "2026-03-04", "ana"), task("b", "2026-03-03", "2026-03-04", "ana")], [ana]);
    expect(outcome.overloadsBefore).toBe(2);
    expect(outcome.overloadsAfter).toBe(0);
    expect(outcome.daysBefore).toBe(3);
    expect(outcome.daysAfter).toBe(5);
    expect(outcome.finishAfter).toBe("2026-03-06");
    const after = Object.fromEntries(outcome.changes.map((c) => [c.taskId, c.after]));
    for (const change of outcome.changes) expect(change.after.startDate >= change.before.startDate).toBe(true);
    // Either order is five days; both keep their lengths.
    const spans = Object.values(after).map((s) => [s.startDate, s.endDate]);
    expect(spans).toContainEqual(expect.arrayContaining(["2026-03-06"]));
  });

  it("leaves a plan that already fits as it is", () => {
    const tasks = [
      task("a", "2026-03-02", "2026-03-03", "ana"),
      task("b", "2026-03-04", "2026-03-05", "ana", { dependsOn: ["a"] }),
      task("c", "2026-03-02", "2026-03-06", "beto"),
      task("d", "2026-03-09", "2026-03-09", null),
    ];
    const outcome = levelProject(tasks, [ana, beto]);
    expect(outcome.changes.every((c) => c.after.startDate === c.before.startDate && c.after.endDate === c.before.endDate)).toBe(true);
    expect(outcome.daysAfter).toBe(outcome.daysBefore);
  });

  it("lets part-time tasks share a day when their estimates fit, and keeps dependencies", () => {
    const outcome = levelProject(
      [
        task("a", "2026-03-02", "2026-03-03", "ana", { estimateHours: 8 }),
        task("b", "2026-03-02", "2026-03-03", "ana", { estimateHours: 8 }),
        task("c", "2026-03-02", "2026-03-02", "beto", { dependsOn: ["a"] }),
      ],
      [ana, beto],
    );
    const after = Object.fromEntries(outcome.changes.map((c) => [c.taskId, c.after]));
    expect(after.a).toEqual({ startDate: "2026-03-02", endDate: "2026-03-03" });
    expect(after.b).toEqual({ startDate: "2026-03-02", endDate: "2026-03-03" });
    expect(after.c!.startDate).toBe("2026-03-04");
  });

  it("answers an empty project", () => {
    expect(levelProject([], []).changes).toEqual([]);
  });
});
