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
  /** Where the hazard starts to fall (the Lindy tail, decision 0121), and its exponent; +∞ and 0 for the exponential tail. */
  lindyFrom: number;
  lindyExponent: number;
  observations: number;
  finished: number;
};

/**
 * The tail beyond the largest finished value, where the history has seen nothing finish.
 * - `exponential`: the constant hazard λ of the 50 largest observations goes on for ever (0107–0111):
 *   an item of any age has the same expected remaining life 1/λ.
 * - `lindy` (decision 0121): past the largest finished value m the hazard falls with age, α/x, so
 *   S(x) = S(x₀)(x₀/x)^α and an item's expected remaining life grows with its age (x/(α − 1)).
 *   α = max(λm, minExponent): the exponent λm alone (the hazard continuous at m, decision 0120) is
 *   below 1 on short-cycle histories, a tail with no finite mean that put a stalled team's
 *   stragglers past the ten-year horizon. The floor 2 keeps the mean finite with a margin (an
 *   item's expected remaining life is at most its age: the classic Lindy reading, "as long again").
 *   The hazard stays λ until it meets α/x (x₀ = max(m, α/λ)), so it never rises with age and the
 *   tail is never lighter than the exponential one.
 */
export type SurvivalTail = { kind: "exponential" } | { kind: "lindy"; minExponent: number };

export const lindyTail: SurvivalTail = { kind: "lindy", minExponent: 2 };
export const exponentialTail: SurvivalTail = { kind: "exponential" };

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
 * expected remaining life (1/λ). A Pareto tail from the threshold on (hazard falling with age) was
 * tried: multiplied over a hundred open items it put the median finish of every backlog years out,
 * far past what happened (decision 0107). Beyond the largest finished value the hazard falls
 * (`lindyTail`, decision 0121, see `SurvivalTail`) unless `tail` is `exponentialTail`. Null without
 * enough finished observations.
 */
export function heavyTailSurvival(observations: SurvivalObservation[], minFinished = 20, tail: SurvivalTail = lindyTail): SurvivalCurve | null {
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
  // The Lindy tail: from x₀ = max(m, α/λ) the hazard α/x, α = max(λm, floor), continuous with λ at x₀.
  const largestFinished = Math.max(tailFrom, km.values[km.values.length - 1] ?? tailFrom);
  const lindyExponent = tail.kind === "lindy" ? Math.max(tailHazard * largestFinished, tail.minExponent) : 0;
  const lindyFrom = tail.kind === "lindy" ? Math.max(largestFinished, lindyExponent / tailHazard) : Number.POSITIVE_INFINITY;
  const atLindy = Number.isFinite(lindyFrom) ? survivalAtTail * Math.exp(-tailHazard * (lindyFrom - tailFrom)) : 0;
  const survival = (x: number): number => {
    if (x > lindyFrom) return atLindy * Math.pow(lindyFrom / x, lindyExponent);
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
  return { survival, tailFrom, tailHazard, lindyFrom, lindyExponent, observations: km.observations, finished: km.finished };
}
