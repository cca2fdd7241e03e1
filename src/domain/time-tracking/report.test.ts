import { describe, expect, it } from "vitest";
import { buildReport, hoursOf, periodOf, reportTable, type ReportRow } from "./report";

const row = (over: Partial<ReportRow>): ReportRow => ({ projectId: "p1", projectName: "Atlas", userId: "ana", userName: "Ana", taskId: "t1", taskTitle: "Diseño", date: "2026-11-23", billable: true, minutes: 60, ...over });

const rows = [
  row({}),
  row({ date: "2026-11-29", minutes: 30, billable: false }), // Sunday: still the week of Monday 23
  row({ date: "2026-11-30", minutes: 90, taskId: "t2", taskTitle: "Código" }),
  row({ projectId: "p2", projectName: "Boreal", userId: "mia", userName: "Mía", taskId: "t3", taskTitle: "Pruebas", date: "2026-12-01", minutes: 45 }),
];

describe("time reports", () => {
  it("groups by project per Monday-first week, with tasks and billable minutes", () => {
    const r = buildReport(rows, "project", "week");
    expect(r.periods).toEqual(["2026-11-23", "2026-11-30"]);
    expect(r.total).toBe(225);
    expect(r.billable).toBe(195);
    expect(r.groups.map((g) => [g.name, g.minutes, g.billableMinutes, g.byPeriod])).toEqual([
      ["Atlas", 180, 150, [90, 90]],
      ["Boreal", 45, 45, [0, 45]],
    ]);
    expect(r.groups[0]!.tasks.map((t) => [t.taskTitle, t.minutes])).toEqual([["Código", 90], ["Diseño", 90]]);
    expect(r.periodTotals).toEqual([{ minutes: 90, billableMinutes: 60 }, { minutes: 135, billableMinutes: 135 }]);
  });

  it("groups by person per month", () => {
    const r = buildReport(rows, "person", "month");
    expect(r.periods).toEqual(["2026-11", "2026-12"]);
    expect(r.groups.map((g) => [g.name, g.byPeriod])).toEqual([
      ["Ana", [180, 0]],
      ["Mía", [0, 45]],
    ]);
    expect(periodOf("2026-11-29", "week")).toBe("2026-11-23");
  });

  it("makes the CSV's table in hours", () => {
    const table = reportTable(buildReport(rows, "person", "week"), { group: "Persona", project: "Proyecto", task: "Tarea", hours: "Horas", billable: "Facturables", nonBillable: "No facturables" });
    expect(table.header).toEqual(["Persona", "Proyecto", "Tarea", "Horas", "Facturables", "No facturables"]);
    expect(table.rows).toContainEqual(["Ana", "Atlas", "Diseño", 1.5, 1, 0.5]);
    expect(hoursOf(20)).toBe(0.33);
  });
});
