import { describe, expect, it } from "vitest";
import { mexicanWorkingDays } from "../../../../domain/capacity/working-days";
import { buildGanttModel, taskSpan } from "./gantt-model";

const task = (id: string, startDate: string | null, endDate: string | null, dependsOn: string[] = []) => ({ id, title: id, status: "Pendiente", startDate, endDate, dependsOn });

describe("buildGanttModel", () => {
  it("orders milestones, dated tasks by start, then undated tasks", () => {
    const model = buildGanttModel(
      [task("late", "2026-03-10", "2026-03-12"), task("none", null, null), task("early", "2026-03-01", "2026-03-03")],
      [{ id: "m", name: "Entrega", dueDate: "2026-03-15", completed: false }, { id: "m2", name: "Sin fecha", dueDate: null, completed: false }],
    );
    expect(model.rows.map((r) => `${r.kind}:${r.id}`)).toEqual(["milestone:m", "task:early", "task:late", "undated:none"]);
  });

  it("marks the critical path: the longest chain, not the parallel task with slack", () => {
    // A (3 days) → B (5 days); C (2 days) runs beside them.
    const model = buildGanttModel(
      [task("A", "2026-01-01", "2026-01-03"), task("B", "2026-01-04", "2026-01-08", ["A"]), task("C", "2026-01-01", "2026-01-02")],
      [],
    );
    const critical = model.rows.filter((r) => r.kind === "task" && r.isCritical).map((r) => r.id);
    expect(critical).toEqual(["A", "B"]);
    expect(model.links).toEqual([{ fromId: "A", toId: "B", isCritical: true }]);
  });

  it("marks the whole chain that drives the end, even with planned gaps between its tasks", () => {
    // A → (gap) → B → (gap) → D ends last; C runs beside them and ends earlier.
    const model = buildGanttModel(
      [task("A", "2026-01-01", "2026-01-03"), task("B", "2026-01-10", "2026-01-12", ["A"]), task("D", "2026-01-20", "2026-01-22", ["B"]), task("C", "2026-01-01", "2026-01-15")],
      [],
    );
    const critical = model.rows.filter((r) => r.kind === "task" && r.isCritical).map((r) => r.id);
    expect(critical).toEqual(["A", "B", "D"]);
    expect(model.links.every((l) => l.isCritical)).toBe(true);
  });

  it("counts the team's working days when it has them: a weekend or a holiday at the end of a task is no slack", () => {
    // A runs Friday 12 March 2027 to Wednesday 17 (3 working days: Monday 15 is a holiday), B
    // Thursday to Friday 19 after A. C runs from Friday 12 to Sunday 21.
    const tasks = [task("A", "2027-03-12", "2027-03-17"), task("B", "2027-03-18", "2027-03-19", ["A"]), task("C", "2027-03-12", "2027-03-21")];
    const critical = (model: ReturnType<typeof buildGanttModel>) => model.rows.filter((r) => r.kind === "task" && r.isCritical).map((r) => r.id);
    // In calendar days C ends two days after B, so only C drives the end.
    expect(critical(buildGanttModel(tasks, []))).toEqual(["C"]);
    // In working days C's last one is Friday 19 too: both chains drive the end.
    expect(critical(buildGanttModel(tasks, [], mexicanWorkingDays("2027-01-01", "2027-12-31")))).toEqual(["A", "C", "B"]);
  });

  it("ignores dependencies on undated tasks and survives a cycle", () => {
    const model = buildGanttModel([task("A", "2026-01-01", "2026-01-02", ["B", "X"]), task("B", "2026-01-03", "2026-01-04", ["A"]), task("X", null, null)], []);
    expect(model.dependencies).toHaveLength(2);
    expect(model.criticalCount).toBe(0);
  });
});

describe("taskSpan", () => {
  it("makes a one-day bar from a lone date and never an inverted one", () => {
    expect(taskSpan({ startDate: null, endDate: "2026-02-01" })).toEqual({ start: "2026-02-01", end: "2026-02-01" });
    expect(taskSpan({ startDate: "2026-02-05", endDate: "2026-02-01" })).toEqual({ start: "2026-02-05", end: "2026-02-05" });
    expect(taskSpan({ startDate: null, endDate: null })).toBeNull();
  });
});
