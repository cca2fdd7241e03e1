// Kaplan–Meier estimate of a distribution from observations some of which are right-censored
// ("at least this much": a checkpoint whose items are not all done yet, a forecast whose outcome
// is not known yet). Dropping the censored ones would keep only the short outcomes and bias every
// estimate built on them towards optimism.

export type SurvivalObservation = { value: number; isCensored: boolean };

export type SurvivalDistribution = {
  /** Distinct finished values, ascending, with the probability mass at each. */
  values: number[];
  probabilities: number[];
  /** Mass beyond the largest finished value (censored observations past every finished one). */
  beyond: number;
  /** The largest value observed, finished or not. */
  largest: number;
  observations: number;
  finished: number;
};

/** Null when no observation has finished: then the data say nothing about the distribution. */
export function kaplanMeier(observations: SurvivalObservation[]): SurvivalDistribution | null {
  const finished = observations.filter((o) => !o.isCensored).length;
  if (finished === 0) return null;
  // At equal values a finished observation counts before a censored one (the usual convention).
  const sorted = [...observations].sort((a, b) => a.value - b.value || Number(a.isCensored) - Number(b.isCensored));
  const values: number[] = [];
  const probabilities: number[] = [];
  let survival = 1;
  let atRisk = sorted.length;
  for (let i = 0; i < sorted.length; ) {
    const value = (sorted[i] as SurvivalObservation).value;
    let events = 0;
    let ties = 0;
    while (i + ties < sorted.length && (sorted[i + ties] as SurvivalObservation).value === value) {
      if (!(sorted[i + ties] as SurvivalObservation).isCensored) events++;
      ties++;
    }
    if (events > 0) {
      const mass = survival * (events / atRisk);
      values.push(value);
      probabilities.push(mass);
      survival -= mass;
    }
    atRisk -= ties;
    i += ties;
  }
  return {
    values,
    probabilities,
    beyond: Math.max(0, survival),
    largest: (sorted[sorted.length - 1] as SurvivalObservation).value,
    observations: observations.length,
    finished,
  };
}

/** A survival function S(x) = P(value > x), defined for every x ≥ 0. */
export type SurvivalCurve = {
  survival(x: number): number;
  /** Where the fitted tail takes over from Kaplan–Meier, and its constant hazard per unit (events ÷ exposure). */
  tailFrom: number;
  tailHazard: number;
  observations: number;
  finished: number;
};

/** Observations above the Hill threshold (the largest ones), and at risk to trust a step. */
const tailObservations = 50;
const minAtRisk = 20;
const minTailEvents = 5;

/**
 * Kaplan–Meier while at least 20 observations are at risk, then a constant-hazard tail
 * S(u)·e^(−λ(x−u)), λ = events ÷ exposure over the 50 largest observations (finished or not: an
 * item open today adds its time beyond the threshold to the exposure). Long-lived items are what a
 * forecast of "when will the last one be done" hinges on, and the steps say nothing past the
 * largest value seen: with the tail an item older than any finished one still has a long, finite
 * expected remaining life (1/λ). A Pareto tail (hazard falling with age) was tried: multiplied
 * over a hundred open items it put the median finish of every backlog years out, far past what
 * happened (decision 0107). Null without enough finished observations.
 */
export function heavyTailSurvival(observations: SurvivalObservation[], minFinished = 20): SurvivalCurve | null {
  const km = kaplanMeier(observations);
  if (!km || km.finished < minFinished) return null;
  const sorted = observations.map((o) => o.value).sort((a, b) => a - b);
  const atRisk = (x: number): number => {
    // Observations ≥ x.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return sorted.length - lo;
  };
  const steps: number[] = [];
  const after: number[] = [];
  let s = 1;
  km.values.forEach((v, i) => {
    s -= km.probabilities[i] as number;
    steps.push(v);
    after.push(Math.max(0, s));
  });
  // u: the last finished value with enough at risk (at least one day); the steps stop there.
  let last = 0;
  for (let i = 0; i < steps.length; i++) if (atRisk(steps[i] as number) >= minAtRisk) last = i;
  const tailFrom = Math.max(1, steps[last] as number);
  const survivalAtTail = Math.max(1e-12, after[last] as number);
  const threshold = Math.max(1, sorted[Math.max(0, sorted.length - tailObservations - 1)] as number);
  let events = 0;
  let exposure = 0;
  for (const o of observations) {
    if (o.value <= threshold) continue;
    exposure += o.value - threshold;
    if (!o.isCensored) events++;
  }
  // Too few events to fit: the hazard of the last step's region, one event per its span.
  const tailHazard = events >= minTailEvents && exposure > 0 ? events / exposure : 1 / Math.max(1, tailFrom);
  const survival = (x: number): number => {
    if (x > tailFrom) return survivalAtTail * Math.exp(-tailHazard * (x - tailFrom));
    // Steps: survival after the last finished value ≤ x.
    let lo = 0;
    let hi = steps.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((steps[mid] as number) <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 1 : (after[lo - 1] as number);
  };
  return { survival, tailFrom, tailHazard, observations: km.observations, finished: km.finished };
}
