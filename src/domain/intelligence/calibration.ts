// Recalibrating forecasts with their own track record (decision 0102).
//
// A forecast that is well calibrated puts the actual finish at a random level of its own
// distribution: below its P50 half of the time, below its P85 85 % of the time. That level is the
// probability integral transform (PIT) of the outcome. Past forecasts of the workspace whose
// outcome is known give PIT values; those whose items are not all done yet only say "above the
// level reached today" (censored). Their Kaplan–Meier distribution G says how the model has been
// wrong: if actual finishes land beyond the model's P95 one time in five, G(0.95) = 0.8. A new
// forecast then reports, as its P95, the model's quantile at level G⁻¹(0.95), and as the
// probability of finishing by a date, G(model probability). With a calibrated model G is the
// identity and nothing changes. Too few finished outcomes: no recalibration (and it says so).

import { kaplanMeier, type SurvivalObservation } from "./survival";

/** The model's finish, in days after its as-of date, at levels 1 %, 2 %, … 100 %. */
export type ModelQuantiles = number[];

export type ForecastCalibration = {
  /** Piecewise-linear G through (0,0), these points and (1,1); levels and probabilities ascending. */
  points: { level: number; probability: number }[];
  outcomes: number;
  finished: number;
};

export const minFinishedOutcomes = 10;

/**
 * A forecast still open past its own P85 is already known to be late. For the upper levels such
 * outcomes count toward the record's minimum: a young workspace whose first forecasts are all
 * running late learns it before ten of them have finished (it is when its P95s are missed most).
 */
export const knownLateLevel = 0.85;

/** Mid-point PIT of an outcome `days` after the forecast's as-of date. */
export function pitOf(quantiles: ModelQuantiles, days: number): number {
  let below = 0;
  let atOrBelow = 0;
  for (const q of quantiles) {
    if (q < days) below++;
    if (q <= days) atOrBelow++;
  }
  return (below + atOrBelow) / 2 / quantiles.length;
}

export type PastForecast = {
  asOfDay: number;
  quantiles: ModelQuantiles;
  /** Day the last of its items was completed, or null while some are still open. */
  actualDay: number | null;
};

/** The PIT outcome of a past forecast as known on `today`: finished, censored, or not yet informative. */
export function outcomeOf(forecast: PastForecast, today: number): SurvivalObservation | null {
  if (forecast.asOfDay >= today) return null;
  if (forecast.actualDay !== null && forecast.actualDay <= today) return { value: pitOf(forecast.quantiles, forecast.actualDay - forecast.asOfDay), isCensored: false };
  // Not done yet: the outcome lies beyond today, i.e. above the level the model gave today.
  return { value: pitOf(forecast.quantiles, today - forecast.asOfDay), isCensored: true };
}

export function calibrationFrom(outcomes: SurvivalObservation[], minFinished = minFinishedOutcomes, countKnownLate = false): ForecastCalibration | null {
  const km = kaplanMeier(outcomes);
  const knownLate = countKnownLate ? outcomes.filter((o) => o.isCensored && o.value >= knownLateLevel).length : 0;
  if (!km || km.finished + knownLate < minFinished) return null;
  const points: { level: number; probability: number }[] = [];
  let cumulative = 0;
  km.values.forEach((level, i) => {
    cumulative += km.probabilities[i] as number;
    points.push({ level: Math.min(1, Math.max(0, level)), probability: Math.min(1, cumulative) });
  });
  // The mass Kaplan–Meier could not place lies beyond the largest outcome seen (forecasts still
  // open past that level): G stays flat up to it instead of rising through levels nobody reached.
  const last = points[points.length - 1];
  if (km.beyond > 0 && last && km.largest > last.level) points.push({ level: Math.min(1, km.largest), probability: last.probability });
  return { points, outcomes: km.observations, finished: km.finished };
}

function polyline(calibration: ForecastCalibration): { x: number; y: number }[] {
  return [{ x: 0, y: 0 }, ...calibration.points.map((p) => ({ x: p.level, y: p.probability })), { x: 1, y: 1 }];
}

/** G(level): the calibrated probability of an outcome at or below the model's `level`. */
export function calibratedProbability(calibration: ForecastCalibration | null, level: number): number {
  if (!calibration) return level;
  const line = polyline(calibration);
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as { x: number; y: number };
    const b = line[i] as { x: number; y: number };
    if (level <= b.x) return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (level - a.x)) / (b.x - a.x);
  }
  return 1;
}

/** G⁻¹(probability): the model level to report as the calibrated `probability` percentile. */
export function calibratedLevel(calibration: ForecastCalibration | null, probability: number): number {
  if (!calibration) return probability;
  const line = polyline(calibration);
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as { x: number; y: number };
    const b = line[i] as { x: number; y: number };
    if (probability <= b.y) return b.y === a.y ? a.x : a.x + ((b.x - a.x) * (probability - a.y)) / (b.y - a.y);
  }
  return 1;
}

/** How far back "recent" reaches when the centre of the forecast is recalibrated (26 weeks). */
export const recentCalibrationDays = 182;

/**
 * The workspace's record read twice: the centre from the recent outcomes, the upper levels from
 * whichever of the recent and the whole record is more cautious.
 *
 * Pooled over the whole record, recalibration learns from a young history's misses (its long items
 * not yet seen) and from years of changing pace, and pushes every later P50 late. Read over the last
 * 26 weeks only, the P50 is right but the P85 and P95 fall, and those are the dates a manager commits
 * to (decision 0110). Each level is mapped by the record that answers for it.
 */
export function calibrationOfRecord(past: PastForecast[], today: number, recentDays = recentCalibrationDays): ForecastCalibration | null {
  const all: SurvivalObservation[] = [];
  const recent: SurvivalObservation[] = [];
  for (const forecast of past) {
    const outcome = outcomeOf(forecast, today);
    if (!outcome) continue;
    all.push(outcome);
    if (forecast.asOfDay >= today - recentDays) recent.push(outcome);
  }
  const pooled = calibrationFrom(all, minFinishedOutcomes, true);
  if (!pooled) return null;
  // Too few recent outcomes known: the model's own centre (no recalibration) rather than the pooled one.
  const centre = calibrationFrom(recent);
  const points: { level: number; probability: number }[] = [];
  for (let k = 1; k < 100; k++) {
    const probability = k / 100;
    const recentLevel = calibratedLevel(centre, probability);
    const level = probability <= 0.5 ? recentLevel : Math.max(recentLevel, calibratedLevel(pooled, probability));
    points.push({ level, probability });
  }
  return { points, outcomes: pooled.outcomes, finished: pooled.finished };
}
