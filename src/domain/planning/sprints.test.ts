import { afterEach, describe, expect, it } from "vitest";
import {
  canTransitionSprint,
  findSprintOverlaps,
  generateSprints,
  isFinalSprintStatus,
  SprintGenerationError,
  sprintBurndown,
  sprintDaysBetween,
  sprintStatuses,
  sprintsActiveOn,
  validateSprintGeneration,
  type GenerateSprintsInput,
  type SprintGenerationIssue,
  type SprintRange,
  type SprintStatus,
} from "./sprints";

function ranges(input: GenerateSprintsInput): [string, string][] {
  return generateSprints(input).sprints.map((s) => [s.startDate, s.endDate]);
}

function issuesOf(input: GenerateSprintsInput): SprintGenerationIssue[] {
  try {
    generateSprints(input);
  } catch (error) {
    if (error instanceof SprintGenerationError) return error.issues;
    throw error;
  }
  throw new Error("expected a SprintGenerationError");
}

// An independent oracle: UTC milliseconds, never local time.
function utcPlusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe("generateSprints", () => {
  it("makes consecutive sprints: inclusive ends, each next one starting the day after", () => {
    const result = generateSprints({ startDate: "2025-01-27", count: 3, durationDays: 14 });
    expect(result.sprints).toEqual([
      { name: "Sprint 1", number: 1, startDate: "2025-01-27", endDate: "2025-02-09" },
      { name: "Sprint 2", number: 2, startDate: "2025-02-10", endDate: "2025-02-23" },
      { name: "Sprint 3", number: 3, startDate: "2025-02-24", endDate: "2025-03-09" },
    ]);
    expect(result.overlaps).toEqual([]);
  });

  it("crosses month and year ends", () => {
    expect(ranges({ startDate: "2025-01-31", count: 2, durationDays: 1 })).toEqual([
      ["2025-01-31", "2025-01-31"],
      ["2025-02-01", "2025-02-01"],
    ]);
    expect(ranges({ startDate: "2024-12-25", count: 2, durationDays: 7 })).toEqual([
      ["2024-12-25", "2024-12-31"],
      ["2025-01-01", "2025-01-07"],
    ]);
    expect(ranges({ startDate: "2025-04-30", count: 2, durationDays: 30 })).toEqual([
      ["2025-04-30", "2025-05-29"],
      ["2025-05-30", "2025-06-28"],
    ]);
  });

  it("counts the leap day of 2028 and only real leap days", () => {
    expect(ranges({ startDate: "2028-02-16", count: 2, durationDays: 14 })).toEqual([
      ["2028-02-16", "2028-02-29"],
      ["2028-03-01", "2028-03-14"],
    ]);
    expect(ranges({ startDate: "2027-02-16", count: 1, durationDays: 14 })).toEqual([["2027-02-16", "2027-03-01"]]);
    expect(ranges({ startDate: "2028-02-29", count: 1, durationDays: 1 })).toEqual([["2028-02-29", "2028-02-29"]]);
    expect(ranges({ startDate: "2000-02-29", count: 1, durationDays: 1 })).toEqual([["2000-02-29", "2000-02-29"]]);
    for (const startDate of ["2027-02-29", "2100-02-29"]) {
      expect(issuesOf({ startDate, count: 1, durationDays: 1 }).map((i) => i.code)).toEqual(["invalid_start_date"]);
    }
  });

  it("reaches the upper bounds, 52 sprints of 90 days, without drifting a day", () => {
    const { sprints } = generateSprints({ startDate: "2025-01-01", count: 52, durationDays: 90 });
    expect(sprints).toHaveLength(52);
    sprints.forEach((sprint, k) => {
      expect(sprint.startDate).toBe(utcPlusDays("2025-01-01", k * 90));
      expect(sprint.endDate).toBe(utcPlusDays(sprint.startDate, 89));
    });
    expect(sprints[51]).toMatchObject({ name: "Sprint 52", endDate: utcPlusDays("2025-01-01", 52 * 90 - 1) });
    expect(sprints[51]?.endDate).toBe("2037-10-24");
  });

  it("refuses bad input with one code per field, all at once", () => {
    expect(issuesOf({ startDate: "2025-13-01", count: 0, durationDays: 91 })).toEqual([
      { code: "invalid_start_date", field: "startDate", value: "2025-13-01" },
      { code: "invalid_count", field: "count", value: 0, min: 1, max: 52 },
      { code: "invalid_duration", field: "durationDays", value: 91, min: 1, max: 90 },
    ]);
    for (const count of [53, 2.5, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(validateSprintGeneration({ startDate: "2025-01-01", count, durationDays: 14 }).map((i) => i.code)).toEqual(["invalid_count"]);
    }
    for (const durationDays of [0, 1.5, 1000]) {
      expect(validateSprintGeneration({ startDate: "2025-01-01", count: 1, durationDays }).map((i) => i.code)).toEqual(["invalid_duration"]);
    }
    for (const startDate of ["", "2025/01/01", "2025-1-1", "2025-01-01T00:00:00Z", "2025-04-31"]) {
      expect(validateSprintGeneration({ startDate, count: 1, durationDays: 1 }).map((i) => i.code)).toEqual(["invalid_start_date"]);
    }
    // A form may hand over a string; it is refused, not coerced.
    expect(validateSprintGeneration({ startDate: "2025-01-01", count: "3" as unknown as number, durationDays: 1 }).map((i) => i.code)).toEqual([
      "invalid_count",
    ]);
    expect(validateSprintGeneration({ startDate: "2025-01-01", count: 52, durationDays: 90 })).toEqual([]);
    expect(validateSprintGeneration({ startDate: "2025-01-01", count: 1, durationDays: 1 })).toEqual([]);
    expect(issuesOf({ startDate: "2025-01-01", count: 1, durationDays: 1, namePrefix: "x".repeat(81) }).map((i) => i.code)).toEqual([
      "name_prefix_too_long",
    ]);
  });

  describe("in any process time zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    // DST changes: Mexico City's last ones (2022-04-03, 2022-10-30; none since), New York's of
    // 2025, São Paulo's at midnight (2018-11-04 had no 00:00), and zones far from UTC.
    it.each(["America/Mexico_City", "America/New_York", "America/Sao_Paulo", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"])(
      "keeps dates across DST changes with TZ=%s",
      (zone) => {
        process.env.TZ = zone;
        expect(ranges({ startDate: "2022-03-28", count: 2, durationDays: 7 })).toEqual([
          ["2022-03-28", "2022-04-03"],
          ["2022-04-04", "2022-04-10"],
        ]);
        expect(ranges({ startDate: "2022-10-24", count: 2, durationDays: 7 })).toEqual([
          ["2022-10-24", "2022-10-30"],
          ["2022-10-31", "2022-11-06"],
        ]);
        expect(ranges({ startDate: "2025-03-09", count: 2, durationDays: 1 })).toEqual([
          ["2025-03-09", "2025-03-09"],
          ["2025-03-10", "2025-03-10"],
        ]);
        expect(ranges({ startDate: "2025-10-27", count: 2, durationDays: 7 })).toEqual([
          ["2025-10-27", "2025-11-02"],
          ["2025-11-03", "2025-11-09"],
        ]);
        expect(ranges({ startDate: "2018-11-03", count: 2, durationDays: 1 })).toEqual([
          ["2018-11-03", "2018-11-03"],
          ["2018-11-04", "2018-11-04"],
        ]);
      },
    );
  });

  it("continues the numbering of existing sprints, or uses a given prefix and number", () => {
    const existing: SprintRange[] = [
      { name: "Sprint 3", startDate: "2024-01-01", endDate: "2024-01-14" },
      { name: "sprint 7", startDate: "2024-01-15", endDate: "2024-01-28" },
      { name: "Lanzamiento", startDate: "2024-02-01", endDate: "2024-02-02" },
    ];
    expect(generateSprints({ startDate: "2025-01-01", count: 2, durationDays: 7, existing }).sprints.map((s) => s.name)).toEqual(["Sprint 8", "Sprint 9"]);
    expect(generateSprints({ startDate: "2025-01-01", count: 1, durationDays: 7, existing, namePrefix: " Iteración " }).sprints[0]?.name).toBe(
      "Iteración 1",
    );
    expect(generateSprints({ startDate: "2025-01-01", count: 1, durationDays: 7, namePrefix: "", firstNumber: 5 }).sprints[0]?.name).toBe("Sprint 5");
  });
});

describe("findSprintOverlaps", () => {
  const existing: SprintRange[] = [
    { id: "s1", name: "Sprint 1", startDate: "2025-02-01", endDate: "2025-02-14", status: "planned" },
    { id: "s2", name: "Sprint 2", startDate: "2025-02-20", endDate: "2025-02-21", status: "cancelled" },
    { id: "s0", name: "Sprint 0", startDate: "2025-01-13", endDate: "2025-01-26", status: "completed" },
  ];

  it("reports generated sprints sharing days with the project's sprints, with the shared days", () => {
    const { overlaps } = generateSprints({ startDate: "2025-01-27", count: 2, durationDays: 14, existing });
    expect(overlaps.map((o) => [o.candidateIndex, o.existing.id, o.overlapStart, o.overlapEnd, o.days])).toEqual([
      [0, "s1", "2025-02-01", "2025-02-09", 9],
      [1, "s1", "2025-02-10", "2025-02-14", 5],
    ]);
  });

  it("does not count touching ranges, the edited sprint itself, or cancelled sprints unless asked", () => {
    expect(findSprintOverlaps([{ startDate: "2025-01-27", endDate: "2025-01-31" }], existing)).toEqual([]);
    expect(findSprintOverlaps([{ id: "s1", startDate: "2025-02-03", endDate: "2025-02-16" }], existing)).toEqual([]);
    expect(findSprintOverlaps([{ startDate: "2025-02-21", endDate: "2025-02-21" }], existing)).toEqual([]);
    expect(findSprintOverlaps([{ startDate: "2025-02-21", endDate: "2025-02-21" }], existing, { includeCancelled: true })).toHaveLength(1);
    // One day inside another sprint is an overlap.
    expect(findSprintOverlaps([{ startDate: "2025-01-26", endDate: "2025-01-26" }], existing)).toMatchObject([{ existing: { id: "s0" }, days: 1 }]);
  });

  it("refuses a sprint whose end is before its start", () => {
    expect(() => findSprintOverlaps([{ startDate: "2025-02-10", endDate: "2025-02-01" }], existing)).toThrow(/invalid dates/);
  });
});

describe("sprint states", () => {
  it("allows the transitions of a sprint's life and keeps completed and cancelled final", () => {
    const allowed: [SprintStatus, SprintStatus][] = [
      ["planned", "in_progress"],
      ["planned", "completed"],
      ["planned", "cancelled"],
      ["in_progress", "planned"],
      ["in_progress", "completed"],
      ["in_progress", "cancelled"],
    ];
    for (const from of sprintStatuses) {
      for (const to of sprintStatuses) {
        const expected = from === to || allowed.some(([a, b]) => a === from && b === to);
        expect(canTransitionSprint(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
    expect(sprintStatuses.filter(isFinalSprintStatus)).toEqual(["completed", "cancelled"]);
  });
});

describe("sprint calendar", () => {
  const sprints: SprintRange[] = [
    { id: "a", startDate: "2025-03-03", endDate: "2025-03-16", status: "in_progress" },
    { id: "b", startDate: "2025-03-16", endDate: "2025-03-29", status: "planned" },
    { id: "c", startDate: "2025-03-10", endDate: "2025-03-12", status: "cancelled" },
  ];

  it("lists the sprints active on a date, ends included, cancelled left out", () => {
    expect(sprintsActiveOn("2025-03-02", sprints)).toEqual([]);
    expect(sprintsActiveOn("2025-03-03", sprints).map((s) => s.id)).toEqual(["a"]);
    expect(sprintsActiveOn("2025-03-11", sprints).map((s) => s.id)).toEqual(["a"]);
    expect(sprintsActiveOn("2025-03-11", sprints, { includeCancelled: true }).map((s) => s.id)).toEqual(["a", "c"]);
    expect(sprintsActiveOn("2025-03-16", sprints).map((s) => s.id)).toEqual(["a", "b"]);
    expect(sprintsActiveOn("2025-03-29", sprints).map((s) => s.id)).toEqual(["b"]);
    expect(sprintsActiveOn("2025-03-30", sprints)).toEqual([]);
  });

  it("gives the highlighted days of a month view", () => {
    const days = sprintDaysBetween("2025-02-24", "2025-04-06", sprints);
    expect(days[0]).toBe("2025-03-03");
    expect(days.at(-1)).toBe("2025-03-29");
    expect(days).toHaveLength(27);
    expect(sprintDaysBetween("2025-03-30", "2025-04-30", sprints)).toEqual([]);
  });
});

describe("sprintBurndown", () => {
  const sprint = { startDate: "2025-03-03", endDate: "2025-03-07" };
  const tasks = [
    { points: 3, completedAt: "2025-03-04T05:30:00Z" }, // 23:30 on 03-03 in Mexico City
    { points: 5, completedAt: "2025-03-05T18:00:00Z" },
    { points: 2, completedAt: null },
  ];

  it("burns points on the day they were completed in the user's time zone, up to today", () => {
    const burndown = sprintBurndown(sprint, tasks, { timeZone: "America/Mexico_City", today: "2025-03-05" });
    expect(burndown.unit).toBe("points");
    expect(burndown.total).toBe(10);
    expect(burndown.points.map((p) => [p.date, p.remaining, p.completed, p.ideal])).toEqual([
      ["2025-03-03", 7, 3, 8],
      ["2025-03-04", 7, 0, 6],
      ["2025-03-05", 2, 5, 4],
      ["2025-03-06", null, 0, 2],
      ["2025-03-07", null, 0, 0],
    ]);
    const inUtc = sprintBurndown(sprint, tasks, { timeZone: "UTC" });
    expect(inUtc.points.map((p) => p.remaining)).toEqual([10, 7, 2, 2, 2]);
  });

  it("counts work done before the sprint on its first day, work done after it not at all", () => {
    const burndown = sprintBurndown(
      sprint,
      [
        { estimate: 4, completedAt: "2025-02-20" },
        { estimate: 6, completedAt: "2025-03-08T12:00:00Z" },
      ],
      { timeZone: "UTC" },
    );
    expect(burndown.points.map((p) => p.remaining)).toEqual([6, 6, 6, 6, 6]);
  });

  it("counts tasks when none has points, and keeps the ideal line flat on weekends", () => {
    const twoWeeks = { startDate: "2025-03-03", endDate: "2025-03-16" };
    const open = Array.from({ length: 10 }, () => ({ completedAt: null }));
    const burndown = sprintBurndown(twoWeeks, open, { timeZone: "UTC", workdays: "mon-fri" });
    expect(burndown.unit).toBe("tasks");
    expect(burndown.total).toBe(10);
    expect(burndown.points.map((p) => p.ideal)).toEqual([9, 8, 7, 6, 5, 5, 5, 4, 3, 2, 1, 0, 0, 0]);
  });
});
