import { describe, expect, it } from "vitest";
import { mexicanHolidays } from "./holidays";
import { loadOverTime, loadWeeks, type LoadInput } from "./load";
import type { WorkCalendar } from "./working-time";

const cal: WorkCalendar = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "MX" };

describe("load over time", () => {
  it("lists the last and next weeks around today's", () => {
    const w = loadWeeks("2026-11-25", 2, 3);
    expect(w).toEqual(["2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30", "2026-12-07"]);
  });

  it("plans the larger of an allocation and the tasks in its project, against the real hours of each week", () => {
    const input: LoadInput = {
      people: [{ id: "ana", name: "Ana", role: "Dev", calendar: cal }],
      allocations: [{ id: "al", resourceId: "ana", projectId: "erp", projectName: "ERP", hours: 30, startDate: null, endDate: null }],
      tasks: [
        // 50 h over two weeks (10 working days, the holiday Monday excluded: 9 days).
        { id: "t1", title: "Migración", resourceId: "ana", projectId: "erp", projectName: "ERP", estimateHours: 45, startDate: "2026-11-16", endDate: "2026-11-27" },
        { id: "t2", title: "Informe", resourceId: "ana", projectId: "crm", projectName: "CRM", estimateHours: 6, startDate: null, endDate: "2026-11-25" },
      ],
      holidays: mexicanHolidays(2026),
      timeOff: new Map(),
      weekStarts: ["2026-11-16", "2026-11-23", "2026-11-30"],
    };
    const { people, team } = loadOverTime(input);
    const [w1, w2, w3] = people[0]!.weeks;
    // Week 1: 4 days of 5 h of tasks = 20 h < 30 h allocated → 30 h of 32 available.
    expect(w1).toMatchObject({ available: 32, holidayHours: 8, allocated: 30, taskHours: 20, planned: 30, utilisation: 94, level: "high", projectIds: ["erp"] });
    // Week 2: 25 h of ERP tasks under its 30 h, plus 6 h of CRM without an allocation.
    expect(w2).toMatchObject({ available: 40, taskHours: 31, planned: 36, projectIds: ["crm", "erp"] });
    expect(w3).toMatchObject({ planned: 30, utilisation: 75 });
    expect(team[0]).toMatchObject({ available: 32, planned: 30, overloaded: 0 });
  });
});
