import { describe, expect, it } from "vitest";
import { errorFigures, readEstimateRows, runEstimateBacktest } from "./estimate-backtest";

describe("readEstimateRows", () => {
  it("reads quoted multi-line descriptions and counts unusable rows", () => {
    const csv = [
      "issuekey,title,description,storypoint,split_mark",
      'A-1,Login,"first line\nsecond, with comma",3,train',
      "A-2,No points,,,train",
      "A-3,Bad points,,abc,train",
      "A-4,Zero,,0,train",
      ",,,5,test",
      "A-6,Export,,8,TEST",
    ].join("\n");
    const read = readEstimateRows(csv);
    expect(read.skipped).toEqual({ missing_estimate: 1, invalid_estimate: 2, missing_text: 1 });
    expect(read.rows.map((r) => [r.id, r.estimate, r.split])).toEqual([
      ["A-1", 3, "train"],
      ["A-6", 8, "test"],
    ]);
    expect(read.rows[0]?.description).toBe("first line\nsecond, with comma");
  });

  it("reports missing columns", () => {
    expect(readEstimateRows("key,summary\n1,x\n").missingColumns).toEqual(["title", "storypoint"]);
  });
});

describe("errorFigures", () => {
  it("computes MAE, median AE and the share within 25 %", () => {
    const f = errorFigures([
      { actual: 4, predicted: 5 },
      { actual: 8, predicted: 8 },
      { actual: 2, predicted: 5 },
      { actual: 10, predicted: 12 },
    ]);
    expect(f.meanAbsoluteError).toBe(1.5);
    expect(f.medianAbsoluteError).toBe(1.5);
    expect(f.withinQuarter).toBe(0.75);
  });
});

describe("runEstimateBacktest", () => {
  const rows = (marks: boolean) =>
    Array.from({ length: 60 }, (_, i) => ({
      id: `R-${i}`,
      title: i % 3 === 0 ? `migrar servidor de base de datos ${i}` : `corregir texto del botón ${i}`,
      description: "",
      estimate: i % 3 === 0 ? 8 : 2,
      split: marks ? (i < 36 ? "train" : i < 48 ? "val" : "test") : null,
    })) as Parameters<typeof runEstimateBacktest>[0];

  it("learns from train and val and scores the test rows against the training median", () => {
    const report = runEstimateBacktest(rows(true));
    if (report.status !== "ok") throw new Error("expected a report");
    expect(report).toMatchObject({ mode: "split", trainCount: 36, validationCount: 12, evaluatedCount: 12 });
    expect(report.baseline.value).toBe(2);
    expect(report.estimator.meanAbsoluteError).toBeLessThan(report.baseline.meanAbsoluteError);
  });

  it("estimates each row from the rows before it without split marks", () => {
    const report = runEstimateBacktest(rows(false));
    if (report.status !== "ok") throw new Error("expected a report");
    expect(report.mode).toBe("rolling");
    expect(report.evaluatedCount).toBe(60 - report.options.minHistory);
    expect(report.estimator.meanAbsoluteError).toBeLessThan(report.baseline.meanAbsoluteError);
  });

  it("says so for empty and tiny histories", () => {
    expect(runEstimateBacktest([])).toMatchObject({ status: "insufficient", reason: "no_rows" });
    expect(runEstimateBacktest(rows(false).slice(0, 3))).toMatchObject({ status: "insufficient", reason: "no_rows" });
    expect(runEstimateBacktest(rows(true).slice(0, 10))).toMatchObject({ status: "insufficient", reason: "no_test_rows" });
  });
});

describe("shipped story-point history", () => {
  it("beats the median-so-far baseline in rolling mode", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const read = readEstimateRows(readFileSync(join(import.meta.dirname, "fixtures", "estimate-history.csv"), "utf8"));
    expect(read.rows).toHaveLength(150);
    const report = runEstimateBacktest(read.rows);
    if (report.status !== "ok") throw new Error("expected a report");
    expect(report.mode).toBe("rolling");
    expect(report.estimator.meanAbsoluteError).toBeLessThan(report.baseline.meanAbsoluteError);
    // Every answer is counted by how it was reached, and the range holds about what it states.
    expect(Object.values(report.methods).reduce((a, b) => a + b, 0)).toBe(report.evaluatedCount - report.insufficientCount);
    expect(report.range.level).not.toBeNull();
    expect(Math.abs(report.range.coverage - (report.range.level ?? 0))).toBeLessThan(0.1);
  });
});
