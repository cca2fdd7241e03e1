import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addDays } from "../planning/calendar";
import { readHistory, runForecastBacktest } from "./forecast-backtest";

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");

describe("readHistory", () => {
  it("skips and counts rows that cannot be true, and keeps the open ones as open", () => {
    const csv = [
      "id,created_at,completed_at,project",
      "1,2025-01-06,2025-01-08,a",
      "2,,2025-01-08,a",
      "3,2025-01-06,,a",
      "4,2025-02-30,2025-03-02,a",
      "5,2025-01-06,yesterday,a",
      "6,2025-01-10,2025-01-08,a",
      "1,2025-01-06,2025-01-09,a",
      "1,2025-01-06T23:30:00-06:00,2025-01-09T10:00:00Z,b",
    ].join("\n");
    const read = readHistory(csv);
    expect(read.skipped).toEqual({
      missing_created_at: 1,
      missing_completed_at: 0,
      invalid_created_at: 1,
      invalid_completed_at: 1,
      completed_before_created: 1,
      duplicate_id: 1,
    });
    expect(read.items.map((i) => [i.id, i.project, i.completed])).toEqual([
      ["1", "a", expect.any(Number)],
      ["3", "a", Number.POSITIVE_INFINITY],
      ["1", "b", expect.any(Number)],
    ]);
    expect(read.open).toBe(1);
    expect(read.hasProjectColumn).toBe(true);
    // The old reading, for comparison (`--drop-open`): an open row is skipped.
    const dropped = readHistory(csv, "UTC", { dropOpen: true });
    expect(dropped.skipped.missing_completed_at).toBe(1);
    expect(dropped.open).toBe(0);
  });

  it("treats a file without a project column as one project", () => {
    const read = readHistory("id,created_at,completed_at\n1,2025-01-06,2025-01-07\n");
    expect(read.items[0]?.project).toBe("(all)");
    expect(read.hasProjectColumn).toBe(false);
  });

  it("reports missing columns instead of guessing", () => {
    expect(readHistory("id,opened,closed\n1,2025-01-01,2025-01-02\n").missingColumns).toEqual(["created_at", "completed_at"]);
  });

  it("counts the impossible rows of the shipped demo history", () => {
    const read = readHistory(fixture("forecast-portfolio.csv"));
    // Three rows cannot be true; the fourth has no completion date: an item open at the export.
    expect(Object.values(read.skipped).reduce((a, b) => a + b, 0)).toBe(3);
    expect(read.open).toBe(1);
    expect(read.skipped.completed_before_created).toBe(1);
  });
});

describe("runForecastBacktest", () => {
  it("is exact on a history with constant throughput and no new work", () => {
    // 60 items created on day one, 5 done every week: every forecast should be right to the week.
    const start = "2025-01-06";
    const rows = ["id,created_at,completed_at"];
    for (let i = 0; i < 60; i++) rows.push(`${i},${start},${addDays(start, 7 * Math.floor(i / 5) + 6)}`);
    const report = runForecastBacktest(readHistory(rows.join("\n")).items, { trials: 500 });
    expect(report.overall.checkpoints).toBeGreaterThan(5);
    expect(report.overall.hitP50).toBe(1);
    // Items finish on the sixth day of each week; the forecast spreads a week's work evenly, so it
    // lands on the seventh: one day late, never a week off.
    expect(report.overall.medianAbsoluteErrorDays).toBe(1);
  });

  it("scores a backlog that never finished as missed once the export is past its dates, not as met", () => {
    // The same 60 items, plus one opened on day one and still open at the export: no checkpoint's
    // items were ever all done. Dropping the open row (the old reading) scores every forecast as met.
    const start = "2025-01-06";
    const rows = ["id,created_at,completed_at", `open,${start},`];
    for (let i = 0; i < 60; i++) rows.push(`${i},${start},${addDays(start, 7 * Math.floor(i / 5) + 6)}`);
    const kept = readHistory(rows.join("\n"));
    const honest = runForecastBacktest(kept.items, { trials: 500, useAges: false, exportDay: kept.exportDay as number });
    expect(honest.overall.checkpoints).toBeGreaterThan(5);
    expect(honest.overall.censored).toBe(honest.overall.checkpoints);
    // Every P95 date falls before the export: each is known to have been missed.
    expect(honest.overall.hitP95).toBe(0);
    const dropped = runForecastBacktest(readHistory(rows.join("\n"), "UTC", { dropOpen: true }).items, { trials: 500, useAges: false });
    expect(dropped.overall.hitP95).toBe(1);
    expect(dropped.overall.censored).toBe(0);
  });

  it("leaves an outcome open at the export out of the share only while the export is before its date (Kaplan–Meier)", () => {
    // Two projects: a finishes its 20 items at 2 a week; b has the same items plus one still open,
    // and the export comes one day after b's last finished item, so b's checkpoints are censored
    // just after their real finish. Censored before a date is not a miss: the shares stay high.
    const start = "2025-01-06";
    const rows = ["id,project,created_at,completed_at", `open,b,${start},`];
    for (const project of ["a", "b"]) for (let i = 0; i < 20; i++) rows.push(`${project}${i},${project},${start},${addDays(start, 7 * Math.floor(i / 2) + 3)}`);
    const read = readHistory(rows.join("\n"));
    const report = runForecastBacktest(read.items, { trials: 500, useAges: false, useCalibration: false, exportDay: (read.exportDay as number) - 0 });
    const b = report.byProject.find((p) => p.project === "b");
    expect(b?.censored).toBeGreaterThan(0);
    expect(report.overall.hitP95).toBeGreaterThan(0.5);
  });

  it("evaluates checkpoints of the tiny fixture and says which had too little history", () => {
    const report = runForecastBacktest(readHistory(fixture("forecast-tiny.csv")).items, { trials: 300 });
    expect(report.projects).toBe(1);
    expect(report.checkpointsConsidered).toBeGreaterThan(0);
    expect(report.checkpointsInsufficient.history_too_short ?? 0).toBeGreaterThanOrEqual(0);
    for (const c of report.checkpoints) expect(c.p50 <= c.p85 && c.p85 <= c.p95).toBe(true);
  });

  it("hands each scored forecast to the replay with its model at 1,000 levels, and scores exactly as without it", () => {
    // Two projects of 30 items, 3 done a week, one of them with an item still open at the export.
    const start = "2025-01-06";
    const rows = ["id,project,created_at,completed_at", `open,b,${start},`];
    for (const project of ["a", "b"]) for (let i = 0; i < 30; i++) rows.push(`${project}${i},${project},${start},${addDays(start, 7 * Math.floor(i / 3) + 2)}`);
    const items = readHistory(rows.join("\n")).items;
    const replayed: { fineQuantiles: number[]; asOfDay: number; actualDay: number | null }[] = [];
    const plain = runForecastBacktest(items, { trials: 300 });
    const hooked = runForecastBacktest(items, { trials: 300, onForecast: (f) => replayed.push(f) });
    expect(hooked.overall).toEqual(plain.overall);
    expect(hooked.checkpoints).toEqual(plain.checkpoints);
    expect(replayed).toHaveLength(plain.overall.checkpoints);
    for (const f of replayed) {
      expect(f.fineQuantiles).toHaveLength(1000);
      // Ascending, and each outcome after its own checkpoint.
      expect(f.fineQuantiles.every((q, i) => i === 0 || q >= (f.fineQuantiles[i - 1] as number))).toBe(true);
      if (f.actualDay !== null) expect(f.actualDay).toBeGreaterThan(f.asOfDay);
    }
  });

  it("reports nothing for an empty history", () => {
    const report = runForecastBacktest([]);
    expect(report).toMatchObject({ projects: 0, checkpointsConsidered: 0, overall: { checkpoints: 0 } });
  });
});
