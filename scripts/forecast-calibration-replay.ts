// `npx tsx scripts/forecast-calibration-replay.ts [--trials N] [--cache FILE]`
// Replays other readings of the track record on the eight backtest histories (docs/intelligence.md,
// "Tried after 0111"). The model's forecasts do not depend on the recalibration, so each history is
// simulated once (runForecastBacktest with `onForecast`, the model's finish at 1,000 levels) and
// every reading maps the same forecasts, in date order, with only the outcomes known on each
// checkpoint's day (no look-ahead). The shipped reading (0111) reproduces `npm run forecast:backtest`
// within a point. Prints each reading's shares ≤ P50/P85/P95, median |P50 error|, the points outside
// the bands (P50 45–55, P85 80–90, P95 ≥ 92), and a leave-one-history-out choice among the readings.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { calibratedLevel, calibrationFrom, calibrationOfRecord, minFinishedOutcomes, outcomeOf, recentCalibrationDays, type ForecastCalibration, type PastForecast } from "../src/domain/intelligence/calibration";
import { readHistory, runForecastBacktest, type HistoryItem, type ReplayedForecast } from "../src/domain/intelligence/forecast-backtest";
import { kaplanMeier, type SurvivalObservation } from "../src/domain/intelligence/survival";
import { generateHeavyTailedHistory, type SyntheticHistoryOptions } from "../src/domain/intelligence/synthetic-history";

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const trials = Number(valueOf("--trials") ?? 2000);
const cache = valueOf("--cache");
const horizonDays = 520 * 7;

const variants: Record<string, Partial<SyntheticHistoryOptions>> = {
  bursty: { cleanUpEveryDays: 60, cleanUpShare: 0.8 },
  regime: { regimeWeeks: [4, 12], arrivalsPerWeek: [2, 60] },
  stale: { neglectedShare: 0.25 },
};
const histories: { name: string; load: () => { items: HistoryItem[]; exportDay: number | null } }[] = [
  ...["1", "2", "3", "4 bursty", "4 regime", "4 stale"].map((spec) => ({
    name: `synthetic ${spec}`,
    load: () => {
      const [seed, variant] = spec.split(" ");
      const generated = generateHeavyTailedHistory({ seed: Number(seed), projects: 2, keepOpen: true, ...(variant ? variants[variant] : {}) });
      return { items: generated.items, exportDay: generated.exportDay };
    },
  })),
  ...["forecast-portfolio", "forecast-flow-team"].map((file) => ({
    name: file,
    load: () => readHistory(readFileSync(`src/domain/intelligence/fixtures/${file}.csv`, "utf8"), "UTC"),
  })),
];

type Forecast = ReplayedForecast & { quantiles: number[]; horizon: number };
let record: Record<string, ReplayedForecast[]>;
if (cache && existsSync(cache)) record = JSON.parse(readFileSync(cache, "utf8")) as Record<string, ReplayedForecast[]>;
else {
  record = {};
  for (const history of histories) {
    const { items, exportDay } = history.load();
    const forecasts: ReplayedForecast[] = [];
    runForecastBacktest(items, { trials, useCalibration: false, onForecast: (f) => forecasts.push(f), ...(exportDay === null ? {} : { exportDay }) });
    record[history.name] = forecasts;
    console.error(`${history.name}: ${forecasts.length} forecasts`);
  }
  if (cache) writeFileSync(cache, JSON.stringify(record));
}

// ---- readings of the record: each gives the P50/P85/P95 in days after the checkpoint --------------
type Reading = (past: Forecast[], today: number, forecast: Forecast) => number[];
const levels = [0.5, 0.85, 0.95];
const fine = (f: Forecast, level: number): number => f.fineQuantiles[Math.min(999, Math.max(0, Math.ceil(level * 1000 - 1e-9) - 1))] as number;
const byMap = (map: (past: Forecast[], today: number, f: Forecast) => ((p: number) => number) | null): Reading => (past, today, f) => {
  const level = map(past, today, f);
  return levels.map((p) => fine(f, level ? level(p) : p));
};
const asPast = (forecasts: Forecast[]): PastForecast[] => forecasts.map((f) => ({ asOfDay: f.asOfDay, quantiles: f.quantiles, actualDay: f.actualDay }));
const of = (c: ForecastCalibration | null) => (c ? (p: number) => calibratedLevel(c, p) : null);
const finishedBy = (past: Forecast[], today: number) => past.filter((f) => f.actualDay !== null && f.actualDay <= today).length;
/** Horizon buckets by the model's own P50: a month, a quarter, a year, longer. */
const bucket = (days: number): number => (days <= 28 ? 0 : days <= 91 ? 1 : days <= 364 ? 2 : 3);
const sameBucket = (past: Forecast[], f: Forecast) => past.filter((p) => bucket(p.horizon) === bucket(f.horizon));
const shrink = minFinishedOutcomes;
const wholeRecord = (past: Forecast[], today: number) =>
  calibrationFrom(asPast(past).map((p) => outcomeOf(p, today)).filter((o): o is SurvivalObservation => o !== null), minFinishedOutcomes, true);

/** A bucket's map blended toward a prior with weight n/(n+10), n = the bucket's finished outcomes. */
const horizonMap = (read: (past: Forecast[], today: number) => ForecastCalibration | null, prior: "pooled" | "model", part: "all" | "centre"): Reading =>
  byMap((past, today, f) => {
    const pooled = calibrationOfRecord(asPast(past), today);
    if (!pooled) return null;
    const mine = sameBucket(past, f);
    const own = read(mine, today);
    const n = own ? finishedBy(mine, today) : 0;
    const w = n / (n + shrink);
    return (p) => {
      const base = calibratedLevel(pooled, p);
      if (part === "centre" && p > 0.5) return base;
      return w * calibratedLevel(own, p) + (1 - w) * (prior === "pooled" ? base : p);
    };
  });

/** Kaplan–Meier quantile of past log(actual / model P50), censored at log(elapsed / model P50); null under ten finished. */
function logRatioQuantile(past: Forecast[], today: number, p: number): { value: number; finished: number } | null {
  const observations = past.map((f) =>
    f.actualDay !== null && f.actualDay <= today ? { value: Math.log(Math.max(1, f.actualDay - f.asOfDay) / f.horizon), isCensored: false } : { value: Math.log(Math.max(1, today - f.asOfDay) / f.horizon), isCensored: true },
  );
  const km = kaplanMeier(observations);
  if (!km || km.finished < minFinishedOutcomes) return null;
  let cumulative = 0;
  for (let i = 0; i < km.values.length; i++) {
    cumulative += km.probabilities[i] as number;
    if (cumulative >= p - 1e-12) return { value: km.values[i] as number, finished: km.finished };
  }
  return null;
}
/** Conformal: a level's date = model P50 × the record's quantile of actual/P50; recent 26 weeks for the centre. */
const conformal = (byHorizon: boolean, part: "all" | "centre"): Reading => (past, today, f) => {
  const shipped = calibrationOfRecord(asPast(past), today);
  return levels.map((p) => {
    const base = fine(f, calibratedLevel(shipped, p));
    if (part === "centre" && p > 0.5) return base;
    const window = p <= 0.5 ? past.filter((x) => x.asOfDay >= today - recentCalibrationDays) : past;
    const pooled = logRatioQuantile(window, today, p);
    const own = byHorizon ? logRatioQuantile(sameBucket(window, f), today, p) : null;
    const score = own && pooled ? (own.finished * own.value + shrink * pooled.value) / (own.finished + shrink) : (own ?? pooled)?.value;
    return score === undefined ? base : f.horizon * Math.exp(score);
  });
};

const readings: Record<string, Reading> = {
  "0111 (shipped)": byMap((past, today) => of(calibrationOfRecord(asPast(past), today))),
  "no recalibration": byMap(() => null),
  "horizon: 0111 per bucket, shrunk to pooled": horizonMap((past, today) => calibrationOfRecord(asPast(past), today), "pooled", "all"),
  "horizon: 0111 per bucket, shrunk to model": horizonMap((past, today) => calibrationOfRecord(asPast(past), today), "model", "all"),
  "horizon: whole bucket record, shrunk to pooled": horizonMap(wholeRecord, "pooled", "all"),
  "horizon: centre only, whole bucket record": horizonMap(wholeRecord, "pooled", "centre"),
  "conformal log-ratio, centre only": conformal(false, "centre"),
  "conformal log-ratio, all levels": conformal(false, "all"),
  "conformal log-ratio by horizon, centre only": conformal(true, "centre"),
  "conformal log-ratio by horizon, all levels": conformal(true, "all"),
};

// ---- scoring, as runForecastBacktest scores (Kaplan–Meier over outcomes open at the export) ------
type Row = { actual: number; isCensored: boolean; exportDay: number; dates: number[]; p50Day: number };
function share(rows: Row[], index: number): number {
  const observations = rows.map((r) => {
    const date = r.dates[index] as number;
    if (date === Number.POSITIVE_INFINITY) return { value: -1, isCensored: false };
    return r.isCensored ? { value: r.exportDay - date, isCensored: true } : { value: r.actual - date, isCensored: false };
  });
  const km = kaplanMeier(observations);
  let hit = 0;
  km?.values.forEach((v, i) => {
    if (v <= 0) hit += km.probabilities[i] as number;
  });
  return Math.min(1, hit) * 100;
}
function medianError(rows: Row[]): number {
  const km = kaplanMeier(rows.map((r) => (r.isCensored ? { value: Math.max(0, r.exportDay - r.p50Day), isCensored: true } : { value: Math.abs(r.actual - r.p50Day), isCensored: false })));
  if (!km) return Number.NaN;
  let cumulative = 0;
  for (let i = 0; i < km.values.length; i++) {
    cumulative += km.probabilities[i] as number;
    if (cumulative >= 0.5) return km.values[i] as number;
  }
  return km.largest;
}
const outside = (s: number[]): number => Math.max(0, 45 - (s[0] as number), (s[0] as number) - 55) + Math.max(0, 80 - (s[1] as number), (s[1] as number) - 90) + Math.max(0, 92 - (s[2] as number));

const points: Record<string, Record<string, number>> = {};
for (const [label, reading] of Object.entries(readings)) {
  points[label] = {};
  console.log(`\n${label}`);
  let total = 0;
  for (const history of histories) {
    const past: Forecast[] = [];
    const rows: Row[] = [];
    for (const replayed of record[history.name] ?? []) {
      const f: Forecast = { ...replayed, quantiles: replayed.fineQuantiles.filter((_, i) => (i + 1) % 10 === 0), horizon: 0 };
      f.horizon = Math.max(7, f.quantiles[49] as number);
      const days = reading(
        past.filter((p) => p.asOfDay < f.asOfDay),
        f.asOfDay,
        f,
      );
      const dates = days.map((d) => (d > horizonDays ? Number.POSITIVE_INFINITY : f.asOfDay + Math.round(d)));
      rows.push({ actual: f.actualDay ?? Number.POSITIVE_INFINITY, isCensored: f.actualDay === null, exportDay: f.exportDay, dates, p50Day: f.asOfDay + Math.round(Math.min(days[0] as number, horizonDays)) });
      past.push(f);
    }
    const s = [share(rows, 0), share(rows, 1), share(rows, 2)];
    s[1] = Math.max(s[0] as number, s[1] as number);
    s[2] = Math.max(s[1] as number, s[2] as number);
    const off = outside(s);
    total += off;
    (points[label] as Record<string, number>)[history.name] = off;
    console.log(`  ${history.name.padEnd(20)} ${s.map((x) => x.toFixed(1)).join("/")}, ${medianError(rows).toFixed(0)} days, ${off.toFixed(1)} points outside`);
  }
  console.log(`  total ${total.toFixed(1)} points outside`);
}

// Leave one history out: choose the reading with the fewest points outside on the other seven, score it on the eighth.
console.log("\nleave one history out");
let chosenTotal = 0;
let shippedTotal = 0;
for (const history of histories) {
  const others = (label: string) => histories.reduce((sum, h) => sum + (h.name === history.name ? 0 : (points[label]?.[h.name] ?? 0)), 0);
  const chosen = Object.keys(readings).reduce((best, label) => (others(label) < others(best) ? label : best));
  const held = points[chosen]?.[history.name] ?? 0;
  const shipped = points["0111 (shipped)"]?.[history.name] ?? 0;
  chosenTotal += held;
  shippedTotal += shipped;
  console.log(`  ${history.name.padEnd(20)} chosen: ${chosen}; ${held.toFixed(1)} points outside (0111: ${shipped.toFixed(1)})`);
}
console.log(`  total ${chosenTotal.toFixed(1)} (0111: ${shippedTotal.toFixed(1)})`);
