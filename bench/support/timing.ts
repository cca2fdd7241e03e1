// Timing for the CPU benchmarks: a few unmeasured runs first, so the figure is the warm code's.

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Milliseconds of each of `runs` measured runs of `work`, after `warmUp` unmeasured ones. */
export function sampleMs(work: () => unknown, runs: number, warmUp: number): number[] {
  for (let k = 0; k < warmUp; k++) work();
  const samples: number[] = [];
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return samples;
}
