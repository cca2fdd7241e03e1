// Small statistics shared by the calibration, the backtest and the search.

/** The p-quantile (0–1) of values by linear interpolation; NaN for no values. */
export function quantile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return quantileSorted(sorted, p);
}

export function quantileSorted(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (index - lo);
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
}

/** Coefficient of variation (standard deviation over mean); 0 when the mean is 0. */
export function coefficientOfVariation(values: readonly number[]): number {
  const m = mean(values);
  if (!values.length || m === 0) return 0;
  const variance = values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length;
  return Math.sqrt(variance) / m;
}
