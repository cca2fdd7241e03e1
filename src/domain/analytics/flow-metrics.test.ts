import { describe, expect, it } from "vitest";
import { burnSeries, cumulativeFlow, cycleTimes, percentile, throughputByWeek, velocity, type TaskHistory } from "./flow-metrics";

const task = (id: string, createdOn: string, startedOn: string | null, completedOn: string | null, points = 1): TaskHistory => ({
  id,
  title: id,
  createdOn,
  startedOn,
  completedOn,
  points,
  transitions: [
    { on: createdOn, to: "Pendiente" },
    ...(startedOn ? [{ on: startedOn, to: "En progreso" }] : []),
    ...(completedOn ? [{ on: completedOn, to: "Completada" }] : []),
  ],
});

const tasks = [
  task("a", "2026-11-02", "2026-11-03", "2026-11-05", 3), // Mon..Thu
  task("b", "2026-11-02", "2026-11-09", "2026-11-12", 5),
  task("c", "2026-11-04", null, "2026-11-04", 2),
  task("d", "2026-11-10", "2026-11-11", null, 8),
];

describe("flow metrics", () => {
  it("counts completions per Monday-started week, zeros included", () => {
    expect(throughputByWeek(tasks, "2026-11-02", "2026-11-22")).toEqual([
      { weekStart: "2026-11-02", count: 2 },
      { weekStart: "2026-11-09", count: 1 },
      { weekStart: "2026-11-16", count: 0 },
    ]);
  });

  it("measures cycle time from start, or creation, to completion", () => {
    expect(cycleTimes(tasks, "2026-11-01", "2026-11-30").map((p) => [p.id, p.days])).toEqual([
      ["c", 1],
      ["a", 3],
      ["b", 4],
    ]);
    expect(percentile([1, 3, 4], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.85)).toBe(9);
    expect(percentile([], 0.5)).toBeNull();
  });

  it("stacks the statuses at the end of each day", () => {
    const flow = cumulativeFlow(tasks, ["Pendiente", "En progreso", "Completada"], "2026-11-02", "2026-11-12");
    expect(flow[0]).toEqual({ date: "2026-11-02", counts: { Pendiente: 2, "En progreso": 0, Completada: 0 } });
    expect(flow.find((d) => d.date === "2026-11-05")?.counts).toEqual({ Pendiente: 1, "En progreso": 0, Completada: 2 });
    expect(flow.at(-1)?.counts).toEqual({ Pendiente: 0, "En progreso": 1, Completada: 3 });
    const total = (d: { counts: Record<string, number> }) => Object.values(d.counts).reduce((a, b) => a + b, 0);
    expect(flow.map(total).at(-1)).toBe(4);
  });

  it("burns up scope and done, and down what remains", () => {
    const series = burnSeries(tasks, "2026-11-02", "2026-11-12", "points");
    expect(series[0]).toEqual({ date: "2026-11-02", scope: 8, done: 0, remaining: 8 });
    expect(series.at(-1)).toEqual({ date: "2026-11-12", scope: 18, done: 10, remaining: 8 });
  });

  it("measures velocity per finished or running sprint", () => {
    const sprints = [
      { id: "s1", name: "Sprint 1", startDate: "2026-11-02", endDate: "2026-11-08", status: "completed" },
      { id: "s2", name: "Sprint 2", startDate: "2026-11-09", endDate: "2026-11-15", status: "in_progress" },
      { id: "s3", name: "Sprint 3", startDate: "2026-11-16", endDate: "2026-11-22", status: "planned" },
    ];
    const withSprints = [
      { ...tasks[0]!, sprintId: "s1" },
      { ...tasks[1]!, sprintId: "s1" },
      { ...tasks[3]!, sprintId: "s2" },
    ];
    expect(velocity(sprints, withSprints)).toEqual([
      { sprintId: "s1", name: "Sprint 1", endDate: "2026-11-08", committed: 8, completed: 3 },
      { sprintId: "s2", name: "Sprint 2", endDate: "2026-11-15", committed: 8, completed: 0 },
    ]);
  });
});
