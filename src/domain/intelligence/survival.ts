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
