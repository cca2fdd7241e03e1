import { describe, expect, it } from "vitest";
import { weekDays, weekTotals, type WeekEntry } from "./week";

const entry = (date: string, minutes: number, projectId = "p1", taskId = "t1", billable = true): WeekEntry => ({
  date,
  minutes,
  billable,
  projectId,
  projectName: projectId === "p1" ? "Alfa" : "Beta",
  taskId,
  taskTitle: `Tarea ${taskId}`,
});

describe("weekTotals", () => {
  it("starts the week on Monday", () => {
    // 26 Nov 2026 is a Thursday; 29 Nov a Sunday.
    expect(weekDays("2026-11-26")[0]).toBe("2026-11-23");
    expect(weekDays("2026-11-29")).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
  });

  it("sums per day, per task row, per project and for the week, leaving out other weeks", () => {
    const totals = weekTotals(
      [entry("2026-11-23", 60), entry("2026-11-23", 30, "p1", "t2", false), entry("2026-11-29", 45, "p2", "t3"), entry("2026-11-30", 600), entry("2026-11-22", 600)],
      "2026-11-25",
    );
    expect(totals.dayTotals).toEqual([90, 0, 0, 0, 0, 0, 45]);
    expect(totals.total).toBe(135);
    expect(totals.billable).toBe(105);
    expect(totals.rows.map((r) => [r.taskId, r.total])).toEqual([
      ["t1", 60],
      ["t2", 30],
      ["t3", 45],
    ]);
    expect(totals.projects).toEqual([
      { projectId: "p1", projectName: "Alfa", minutes: 90, billableMinutes: 60 },
      { projectId: "p2", projectName: "Beta", minutes: 45, billableMinutes: 45 },
    ]);
  });
});
