// Seeded synthetic work-item histories with the properties of real trackers that the shipped
// portfolio lacks (issue 22), for tests and for `forecast:backtest --synthetic`:
// - cycle times with a heavy tail (a lognormal body and a Pareto share of neglected items: median
//   about 5 days, 95th percentile about 60, 1–2 % open more than half a year, up to three years);
// - clean-ups: now and then, many old items are closed on one day (a burst that is not capacity);
// - weekly arrivals (and so throughput) that change regime every few months;
// - new work arriving all the time while the old is worked.
// Every item's fate is drawn independently of the others except through the regime (busy regimes
// are also slower), so the process is known: `truth` states the answers a test can check.
// Items still open at the export day are left out, as a tracker export read by `readHistory`
// leaves out rows without a completion date.

import type { HistoryItem } from "./forecast-backtest";
import { mulberry32, normalDeviate, poissonCount } from "./random";

export type SyntheticHistoryOptions = {
  seed: number;
  projects?: number;
  /** Length of each project's history in days. */
  days?: number;
  /** First day (day number) of every project. */
  startDay?: number;
  /** Most items: lognormal cycle time with this median (days) and σ. */
  medianCycleDays?: number;
  sigma?: number;
  /** The rest are neglected: Pareto cycle time from `neglectedMinDays` with tail index `tailIndex` (heavy tail). */
  neglectedShare?: number;
  neglectedMinDays?: number;
  tailIndex?: number;
  /** Longest an item stays open, in days. */
  maxCycleDays?: number;
  /** Mean days between clean-ups; at a clean-up each item older than `cleanUpAgeDays` is closed with probability `cleanUpShare`. */
  cleanUpEveryDays?: number;
  cleanUpAgeDays?: number;
  cleanUpShare?: number;
  /** Weekly arrival rates are drawn log-uniformly between these bounds, one per regime. */
  arrivalsPerWeek?: [number, number];
  /** Regimes last between these many weeks. */
  regimeWeeks?: [number, number];
  /** Keep the items still open at the export (completed = +∞), as a tracker export lists them without a completion date. */
  keepOpen?: boolean;
};

export type SyntheticRegime = { fromDay: number; toDay: number; arrivalsPerWeek: number; slowness: number };

export type SyntheticHistory = {
  items: HistoryItem[];
  /** Items created but not completed by the export day (left out of `items`). */
  openAtExport: number;
  exportDay: number;
  truth: {
    /** The cycle-time mixture before clean-ups, slowness and the cap. */
    medianCycleDays: number;
    sigma: number;
    neglectedShare: number;
    neglectedMinDays: number;
    tailIndex: number;
    regimes: Record<string, SyntheticRegime[]>;
    /** Clean-up days per project and how many items each closed. */
    cleanUps: Record<string, { day: number; closed: number }[]>;
  };
};

// Large means take the normal approximation: the product of uniforms would loop too long.
function poisson(random: () => number, mean: number): number {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normalDeviate(random)));
  return poissonCount(random, mean);
}

export function generateHeavyTailedHistory(options: SyntheticHistoryOptions): SyntheticHistory {
  const random = mulberry32(options.seed >>> 0);
  const projects = options.projects ?? 2;
  const days = options.days ?? 3 * 365;
  const startDay = options.startDay ?? 19_000;
  const median = options.medianCycleDays ?? 4;
  const sigma = options.sigma ?? 1.2;
  const neglectedShare = options.neglectedShare ?? 0.12;
  const neglectedMin = options.neglectedMinDays ?? 25;
  const tailIndex = options.tailIndex ?? 0.75;
  const maxCycle = options.maxCycleDays ?? 3 * 365;
  const cleanUpEvery = options.cleanUpEveryDays ?? 150;
  const cleanUpAge = options.cleanUpAgeDays ?? 45;
  const cleanUpShare = options.cleanUpShare ?? 0.5;
  const [minRate, maxRate] = options.arrivalsPerWeek ?? [4, 30];
  const [minRegime, maxRegime] = options.regimeWeeks ?? [12, 52];
  const exportDay = startDay + days;

  const items: HistoryItem[] = [];
  const regimes: Record<string, SyntheticRegime[]> = {};
  const cleanUps: Record<string, { day: number; closed: number }[]> = {};
  let openAtExport = 0;

  for (let p = 0; p < projects; p++) {
    const project = `p${p + 1}`;
    const own: SyntheticRegime[] = [];
    for (let day = startDay; day < exportDay; ) {
      const length = 7 * (minRegime + Math.floor(random() * (maxRegime - minRegime + 1)));
      const rate = minRate * Math.pow(maxRate / minRate, random());
      // Busy regimes are a little slower per item: the tail is not independent of the load.
      const slowness = Math.pow(rate / Math.sqrt(minRate * maxRate), 0.3);
      own.push({ fromDay: day, toDay: Math.min(exportDay, day + length), arrivalsPerWeek: rate, slowness });
      day += length;
    }
    regimes[project] = own;

    const cleanUpDays: number[] = [];
    for (let day = startDay + Math.round(cleanUpEvery * (0.5 + random())); day < exportDay; day += Math.round(cleanUpEvery * (0.5 + random()))) cleanUpDays.push(day);

    type Draft = { created: number; completed: number };
    const drafts: Draft[] = [];
    for (const regime of own) {
      for (let day = regime.fromDay; day < regime.toDay; day++) {
        const n = poisson(random, regime.arrivalsPerWeek / 7);
        for (let i = 0; i < n; i++) {
          const base = random() < neglectedShare ? neglectedMin * Math.pow(1 - random(), -1 / tailIndex) : median * Math.exp(sigma * normalDeviate(random));
          const cycle = Math.min(maxCycle, Math.round(base * regime.slowness));
          drafts.push({ created: day, completed: day + cycle });
        }
      }
    }
    // Clean-ups in date order: an item still open and old enough on that day may be closed by it.
    const closedBy = new Map<number, number>();
    for (const draft of drafts) {
      for (const day of cleanUpDays) {
        if (day <= draft.created + cleanUpAge) continue;
        if (day >= draft.completed) break;
        if (random() < cleanUpShare) {
          draft.completed = day;
          closedBy.set(day, (closedBy.get(day) ?? 0) + 1);
          break;
        }
      }
    }
    cleanUps[project] = cleanUpDays.map((day) => ({ day, closed: closedBy.get(day) ?? 0 }));
    drafts.forEach((draft, i) => {
      if (draft.completed > exportDay) {
        openAtExport++;
        if (options.keepOpen) items.push({ id: `${project}-${i + 1}`, project, created: draft.created, completed: Number.POSITIVE_INFINITY });
      } else items.push({ id: `${project}-${i + 1}`, project, created: draft.created, completed: draft.completed });
    });
  }
  return {
    items,
    openAtExport,
    exportDay,
    truth: { medianCycleDays: median, sigma, neglectedShare, neglectedMinDays: neglectedMin, tailIndex, regimes, cleanUps },
  };
}
