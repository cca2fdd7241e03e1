import { describe, expect, it } from "vitest";
import { addWeeks } from "./dates";
import type { PersonWeek } from "./load";
import { burnoutSignals, type SignalInput } from "./signals";

const current = "2026-11-23";
// Twelve past weeks at the given utilisations, then the current week and the planned ones.
function weeks(past: number[], now: number[], projects: (n: number) => string[] = () => ["a"]): PersonWeek[] {
  return [...past, ...now].map((u, i) => {
    const start = addWeeks(current, i - past.length);
    return { start, nominal: 40, available: 40, holidayHours: 0, timeOffHours: 0, allocated: (u * 40) / 100, taskHours: 0, planned: (u * 40) / 100, utilisation: u, level: u > 100 ? "over" : "balanced", projectIds: projects(i - past.length) };
  });
}
const base = (w: PersonWeek[]): SignalInput => ({
  weeks: w,
  currentWeek: current,
  projectNames: new Map([["a", "ERP"], ["b", "CRM"], ["c", "BI"], ["d", "App"]]),
  overdueTasks: [],
  othersOverdue: [],
  lastTimeOff: "2026-10-01",
  knownSince: "2025-01-01",
  today: "2026-11-25",
});

describe("burnout signals against the person's own baseline", () => {
  it("flags two weeks in a row above capacity for someone whose normal is 70 %, with the weeks as evidence", () => {
    const signals = burnoutSignals(base(weeks(Array(12).fill(70), [112, 115, 80])));
    expect(signals).toEqual([{ kind: "overload_streak", severity: "warning", evidence: { kind: "overload_streak", baseline: 70, weeks: [{ start: "2026-11-23", utilisation: 112 }, { start: "2026-11-30", utilisation: 115 }] } }]);
  });

  it("does not flag the same weeks for someone whose normal is already that load, unless it passes the hard line", () => {
    expect(burnoutSignals(base(weeks(Array(12).fill(108), [112, 115, 80])))).toEqual([]);
    expect(burnoutSignals(base(weeks(Array(12).fill(125), [135, 140])))[0]).toMatchObject({ kind: "overload_streak", severity: "high" });
    // One week above is not a streak.
    expect(burnoutSignals(base(weeks(Array(12).fill(60), [120, 90])))).toEqual([]);
  });

  it("flags switching between more projects than usual, naming them", () => {
    const w = weeks(Array(12).fill(80), [90], (i) => (i === 0 ? ["a", "b", "c", "d"] : ["a"]));
    expect(burnoutSignals(base(w))).toEqual([{ kind: "context_switching", severity: "warning", evidence: { kind: "context_switching", baseline: 1, week: current, projects: ["ERP", "CRM", "BI", "App"] } }]);
    // Four projects is this person's normal: nothing to say.
    const usual = weeks(Array(12).fill(80), [90], () => ["a", "b", "c", "d"]);
    expect(burnoutSignals(base(usual))).toEqual([]);
  });

  it("flags overdue work piling on one person compared with the team, and a long stretch without time off", () => {
    const tasks = [1, 2, 3].map((n) => ({ id: `t${n}`, title: `Tarea ${n}`, projectName: "ERP", endDate: "2026-11-10" }));
    const input = { ...base(weeks(Array(12).fill(70), [70])), overdueTasks: tasks, othersOverdue: [0, 1, 0] };
    expect(burnoutSignals(input).map((s) => s.kind)).toEqual(["overdue_pileup"]);
    expect(burnoutSignals({ ...input, othersOverdue: [3, 4] })).toEqual([]);
    const tired = burnoutSignals({ ...base(weeks(Array(12).fill(70), [70])), lastTimeOff: "2026-03-01" });
    expect(tired).toEqual([{ kind: "no_time_off", severity: "warning", evidence: { kind: "no_time_off", since: "2026-03-01", days: 269, lastTimeOff: "2026-03-01" } }]);
    // A newcomer is not flagged for the time before they joined.
    expect(burnoutSignals({ ...base(weeks(Array(12).fill(70), [70])), lastTimeOff: null, knownSince: "2026-09-01" })).toEqual([]);
  });
});
