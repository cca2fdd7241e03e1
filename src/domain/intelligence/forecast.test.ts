import { describe, expect, it } from "vitest";
import { addDays } from "../planning/calendar";
import { describeForecast, forecastDelivery, weeklyCounts, type ForecastInput, type ForecastResult } from "./forecast";
import { exponentialTail } from "./survival";

const asOf = "2025-06-30";

/** `perWeek` completions in each of the `weeks` full weeks that end on asOf. */
function steadyHistory(perWeek: number[], end = asOf): string[] {
  const days: string[] = [];
  perWeek.forEach((count, weeksBack) => {
    for (let i = 0; i < count; i++) days.push(addDays(end, -7 * weeksBack - (i % 7)));
  });
  return days;
}

function ok(result: ForecastResult): Extract<ForecastResult, { status: "ok" }> {
  if (result.status !== "ok") throw new Error(`expected a forecast, got ${JSON.stringify(result)}`);
  return result;
}

// The first day of the ten (twelve) full weeks that end on asOf.
const tenWeeksAgo = addDays(asOf, -69);

const variable: ForecastInput = {
  asOf,
  startedAt: addDays(asOf, -83),
  completedAt: steadyHistory([3, 7, 0, 5, 9, 2, 4, 6, 1, 8, 5, 5]),
  remaining: 40,
  trials: 10_000,
  seed: 7,
};

describe("forecastDelivery", () => {
  it("finishes in exactly the right week with constant throughput", () => {
    const input: ForecastInput = { asOf, startedAt: tenWeeksAgo, completedAt: steadyHistory(new Array(10).fill(5)), remaining: 20 };
    const result = ok(forecastDelivery(input));
    // 5 a week, 20 left: four weeks, so the last item lands on the 28th day.
    for (const p of [result.p50, result.p85, result.p95]) {
      expect(p.date).toBe("2025-07-28");
      expect(p.weeks).toBe(4);
    }
    expect(result.histogram).toEqual([{ week: 4, trials: 10_000, probability: 1 }]);
    expect(result.source).toMatchObject({ kind: "own", ownWeeks: 10, ownCompletions: 50 });
    expect(result.meanWeeklyThroughput).toBe(5);
  });

  it("interpolates inside the last week", () => {
    const result = ok(forecastDelivery({ asOf, startedAt: tenWeeksAgo, completedAt: steadyHistory(new Array(10).fill(7)), remaining: 10 }));
    // 7 in week one, 3 of the next 7 → day 7 + ceil(7·3/7) = 10.
    expect(result.p50.days).toBe(10);
  });

  it("is deterministic for a seed and varies with it", () => {
    const a = ok(forecastDelivery(variable));
    const b = ok(forecastDelivery(variable));
    expect(b).toEqual(a);
    const others = [1, 2, 3, 4, 5].map((seed) => ok(forecastDelivery({ ...variable, seed })).histogram);
    expect(others.some((h) => JSON.stringify(h) !== JSON.stringify(a.histogram))).toBe(true);
  });

  it("orders the percentiles and returns a histogram and an S-curve that agree", () => {
    const r = ok(forecastDelivery(variable));
    expect(r.p50.days).toBeLessThanOrEqual(r.p85.days);
    expect(r.p85.days).toBeLessThanOrEqual(r.p95.days);
    expect(r.p50.days).toBeLessThan(r.p95.days);
    expect(r.histogram.reduce((s, h) => s + h.trials, 0)).toBe(10_000);
    const probabilities = r.sCurve.map((p) => p.probability);
    expect([...probabilities].sort((x, y) => x - y)).toEqual(probabilities);
    expect(probabilities.at(-1)).toBe(1);
    // 40 items at a mean of about 4.6 a week: between 6 and 16 weeks (the recent weeks weigh
    // more, so fewer weeks effectively count and the range is a little wider than with equal weights).
    expect(r.p50.weeks).toBeGreaterThanOrEqual(6);
    expect(r.p95.weeks).toBeLessThanOrEqual(16);
  });

  it("gives the probability of meeting the due date", () => {
    const r = ok(forecastDelivery({ ...variable, dueDate: "2025-09-15" }));
    expect(r.probabilityOnTime).not.toBeNull();
    const early = ok(forecastDelivery({ ...variable, dueDate: "2025-07-07" }));
    const late = ok(forecastDelivery({ ...variable, dueDate: "2026-07-07" }));
    expect(early.probabilityOnTime).toBe(0);
    expect(late.probabilityOnTime).toBe(1);
    expect(r.sentence.key).toBe("forecast.sentence.likely_due");
  });

  it("moves the dates the right way for what-if changes", () => {
    const base = ok(forecastDelivery(variable));
    const morePeople = ok(forecastDelivery({ ...variable, whatIf: { capacityFactor: 1.5 } }));
    const fewerPeople = ok(forecastDelivery({ ...variable, whatIf: { capacityFactor: 0.5 } }));
    const moreScope = ok(forecastDelivery({ ...variable, whatIf: { scopeChange: 20 } }));
    const lessScope = ok(forecastDelivery({ ...variable, whatIf: { scopeChange: -20 } }));
    expect(morePeople.p85.days).toBeLessThan(base.p85.days);
    expect(fewerPeople.p85.days).toBeGreaterThan(base.p85.days);
    expect(moreScope.p85.days).toBeGreaterThan(base.p85.days);
    expect(lessScope.p85.days).toBeLessThan(base.p85.days);
    expect(moreScope.remaining).toBe(60);
  });

  it("asks for more work when new work competes for the throughput", () => {
    const base = ok(forecastDelivery(variable));
    const diluted = ok(forecastDelivery({ ...variable, workFactor: { values: [1.5, 2], probabilities: [0.5, 0.5] } }));
    expect(diluted.p50.days).toBeGreaterThan(base.p50.days);
    expect(diluted.workFactorMedian).toBe(1.5);
  });

  it("ignores completions after the as-of date", () => {
    const withFuture = { ...variable, completedAt: [...variable.completedAt, ...new Array(50).fill("2025-07-15")] };
    expect(ok(forecastDelivery(withFuture)).p50).toEqual(ok(forecastDelivery(variable)).p50);
  });

  it("reads instants in the given time zone", () => {
    // 2025-06-30T03:00Z is still 29 June in Mexico City.
    const days = weeklyCounts([], 0, 0, 1);
    expect(days.counts).toEqual([]);
    const r = forecastDelivery({ ...variable, asOf: "2025-06-30T03:00:00Z", timeZone: "America/Mexico_City" });
    expect(ok(r).asOf).toBe("2025-06-29");
  });
});

describe("heavy-tailed histories (decision 0107)", () => {
  it("forecasts at the recent regime's pace, not the window's mean", () => {
    // 20 weeks at 2 a week, then the last 6 at 10 a week: 100 items take 10 weeks at the new pace,
    // 26 at the window's mean of 3.8.
    const completedAt = steadyHistory([...new Array(6).fill(10), ...new Array(20).fill(2)]);
    const input: ForecastInput = { asOf, startedAt: addDays(asOf, -181), completedAt, remaining: 100, seed: 3 };
    const recent = ok(forecastDelivery(input));
    const flat = ok(forecastDelivery({ ...input, recentHalfLifeWeeks: Number.POSITIVE_INFINITY }));
    // With a half-life of 8 weeks the six new weeks weigh about half: between the two answers,
    // well on the new pace's side.
    expect(recent.p50.days).toBeGreaterThan(70);
    expect(recent.p50.days).toBeLessThan(140);
    expect(flat.p50.days).toBeGreaterThan(160);
    // The new regime is only six weeks long: the forecast stays wider than a constant pace.
    expect(recent.p95.days).toBeGreaterThan(recent.p50.days);
  });

  it("counts a clean-up day as an ordinary day, not as capacity", () => {
    const completedAt = [...steadyHistory(new Array(10).fill(5)), ...new Array(60).fill(addDays(asOf, -17))];
    const r = ok(forecastDelivery({ asOf, startedAt: tenWeeksAgo, completedAt, remaining: 50 }));
    expect(r.ages.cleanUpDays).toBe(1);
    // 5 a week: ten weeks. Counting the clean-up as pace would say about five.
    expect(r.p50.days).toBeGreaterThanOrEqual(63);
  });

  it("says 'not before' the horizon instead of giving up", () => {
    const r = ok(forecastDelivery({ asOf, startedAt: tenWeeksAgo, completedAt: steadyHistory(new Array(10).fill(5)), remaining: 1000, horizonWeeks: 10 }));
    for (const p of [r.p50, r.p85, r.p95]) expect(p).toMatchObject({ isLowerBound: true, days: 70, date: addDays(asOf, 70) });
    expect(describeForecast(r, "en")).toContain("not before");
    expect(describeForecast(r, "es")).toContain("no antes del");
  });

  it("keeps an old open item open longer when given the items' ages", () => {
    // 60 items finished in two days each, 30 in 60 days: an item open 150 days is past the body.
    const items: { createdAt: string; completedAt: string | null }[] = [];
    for (let i = 0; i < 90; i++) {
      const created = addDays(asOf, -170 + i);
      items.push({ createdAt: created, completedAt: addDays(created, i % 3 === 0 ? 60 : 2) });
    }
    items.push({ createdAt: addDays(asOf, -150), completedAt: null });
    for (let i = 0; i < 4; i++) items.push({ createdAt: addDays(asOf, -1), completedAt: null });
    const completedAt = items.flatMap((i) => (i.completedAt && i.completedAt <= asOf ? [i.completedAt] : []));
    const input: ForecastInput = { asOf, startedAt: addDays(asOf, -170), completedAt, remaining: 5, seed: 5 };
    const plain = ok(forecastDelivery(input));
    const aged = ok(forecastDelivery({ ...input, items }));
    expect(aged.ages).toMatchObject({ isApplied: true, oldestDays: 150 });
    expect(plain.ages.isApplied).toBe(false);
    expect(aged.p50.days).toBeGreaterThan(plain.p50.days);
    expect(aged.p95.days).toBeGreaterThan(plain.p95.days);
  });
});

describe("reference class", () => {
  const reference = [
    [4, 6, 5, 5],
    [3, 7, 5, 5],
  ];

  it("uses the workspace's projects when the project has no history", () => {
    const r = ok(forecastDelivery({ asOf, completedAt: [], remaining: 10, referenceWeeklyThroughput: reference }));
    expect(r.source).toMatchObject({ kind: "reference", ownWeeks: 0, ownCompletions: 0, referenceWeeks: 8, referenceProjects: 2, ownShare: 0 });
  });

  it("blends while the project is young and stops once it has enough history", () => {
    const young = ok(
      forecastDelivery({ asOf, startedAt: "2025-06-09", completedAt: steadyHistory([2, 2, 2]), remaining: 10, referenceWeeklyThroughput: reference }),
    );
    expect(young.source.kind).toBe("blended");
    expect(young.source.ownShare).toBeCloseTo(0.5, 5); // 3 of 6 weeks, 6 of 10 completions → the smaller
    const grown = ok(forecastDelivery({ ...variable, referenceWeeklyThroughput: reference }));
    expect(grown.source.kind).toBe("own");
  });

  it("falls back to the reference class's pace, not to invented numbers", () => {
    const r = ok(forecastDelivery({ asOf, completedAt: [], remaining: 50, referenceWeeklyThroughput: [[5, 5, 5, 5], [5, 5], [0, 0, 0]] }));
    expect(r.p50.date).toBe("2025-09-08"); // 10 weeks at 5 a week
    expect(r.p95.date).toBe("2025-09-08");
    expect(r.source.referenceProjects).toBe(2); // the idle project says nothing about a pace
  });

  it("spreads the forecast over the reference projects' different paces", () => {
    const r = ok(forecastDelivery({ asOf, completedAt: [], remaining: 40, referenceWeeklyThroughput: [[2, 2, 2], [10, 10, 10]] }));
    expect(r.p50.weeks).toBeLessThanOrEqual(20);
    expect(r.p50.weeks).toBeGreaterThanOrEqual(4);
    expect(r.histogram.map((h) => h.week)).toEqual([4, 20]);
  });
});

describe("insufficient data", () => {
  it("says there is no history", () => {
    const r = forecastDelivery({ asOf, completedAt: [], remaining: 10 });
    expect(r).toMatchObject({ status: "insufficient", reasons: ["no_completed_history", "history_too_short"] });
    expect(r.sentence.key).toBe("forecast.sentence.insufficient");
  });

  it("says the history is too short", () => {
    const r = forecastDelivery({ asOf, startedAt: "2025-06-20", completedAt: ["2025-06-25"], remaining: 10 });
    expect(r).toMatchObject({ status: "insufficient", reasons: ["history_too_short"] });
  });

  it("says when nothing is left", () => {
    expect(forecastDelivery({ ...variable, remaining: 0 })).toMatchObject({ status: "insufficient", reasons: ["no_remaining_work"] });
    expect(forecastDelivery({ ...variable, remaining: 5, whatIf: { scopeChange: -10 } })).toMatchObject({ reasons: ["no_remaining_work"] });
  });

  it("counts weeks without completions as zeros", () => {
    const tight = ok(forecastDelivery({ ...variable, startedAt: addDays(asOf, -83) }));
    const withIdleWeeks = ok(forecastDelivery({ ...variable, startedAt: addDays(asOf, -167) }));
    expect(withIdleWeeks.meanWeeklyThroughput).toBeLessThan(tight.meanWeeklyThroughput);
    expect(withIdleWeeks.p50.days).toBeGreaterThan(tight.p50.days);
  });

  it("says when nothing was completed in the observed weeks", () => {
    const r = forecastDelivery({ asOf, startedAt: "2024-01-01", completedAt: ["2024-01-10"], remaining: 5 });
    expect(r).toMatchObject({ status: "insufficient", reasons: ["no_throughput"] });
  });

  it("refuses an unreadable as-of date", () => {
    expect(forecastDelivery({ ...variable, asOf: "30/06/2025" })).toMatchObject({ status: "insufficient", reasons: ["invalid_as_of"] });
  });
});

describe("describeForecast", () => {
  it("words a forecast in Spanish and English with long dates", () => {
    const r = forecastDelivery({ asOf, startedAt: tenWeeksAgo, completedAt: steadyHistory(new Array(10).fill(5)), remaining: 20, dueDate: "2025-08-01" });
    const es = describeForecast(r, "es");
    const en = describeForecast(r, "en");
    expect(es).toContain("28 de julio de 2025");
    expect(es).toContain("100 %");
    expect(en).toContain("July 28, 2025");
    expect(en).toContain("100%");
  });

  it("says what is missing", () => {
    const r = forecastDelivery({ asOf, completedAt: [], remaining: 10 });
    expect(describeForecast(r, "es")).toContain("aún no hay tareas terminadas");
    expect(describeForecast(r, "en")).toContain("no task has been completed yet");
  });
});

describe("forecastDelivery: the open items' ages on a shared clock (decision 0110)", () => {
  // 40 weeks, 10 items a week: 9 done in 3 days, 1 (a straggler) in 60. When `stopsAfter` is
  // given, no straggler has been closed since that many days before asOf: the team stopped
  // touching old work, and the ones due later are still open.
  function stragglerHistory(stopsAfter: number | null) {
    const items: { createdAt: string; completedAt: string | null }[] = [];
    const completedAt: string[] = [];
    for (let week = 40; week >= 1; week--) {
      for (let i = 0; i < 10; i++) {
        const created = addDays(asOf, -7 * week + (i % 7));
        const cycle = i < 9 ? 3 : 60;
        const done = addDays(created, cycle);
        const isClosed = done <= asOf && (stopsAfter === null || cycle < 60 || done <= addDays(asOf, -stopsAfter));
        items.push({ createdAt: created, completedAt: isClosed ? done : null });
        if (isClosed) completedAt.push(done);
      }
    }
    const remaining = items.filter((i) => i.completedAt === null).length;
    return { asOf, completedAt, remaining, items, startedAt: addDays(asOf, -280), trials: 4000 } satisfies ForecastInput;
  }
  const p50 = (input: ForecastInput): number => (forecastDelivery(input) as Extract<ForecastResult, { status: "ok" }>).p50.days;

  it("forecasts the stragglers of a team that stopped closing old work later than the items' own curve alone", () => {
    const stalled = stragglerHistory(84);
    const withClock = p50(stalled);
    const independent = p50({ ...stalled, agesClock: false });
    // The curve says a 60-day item is due; the last twelve weeks closed none of the old items
    // it expected to close, so the backlog's clock runs slow.
    expect(withClock).toBeGreaterThan(independent * 1.5);
  });

  it("keeps a stalled team's stragglers within the horizon: the Lindy tail's exponent is floored (decision 0121)", () => {
    // Every finished item took at most 60 days; twenty have been open 60–138 days. Beyond 60 days
    // the hazard falls with age, with an exponent λm below 1 here: unfloored, a tail without a
    // finite mean, and the P50 went to the ten-year horizon (decision 0120).
    const stalled = stragglerHistory(84);
    for (const input of [stalled, { ...stalled, agesClock: false }]) {
      const result = forecastDelivery(input) as Extract<ForecastResult, { status: "ok" }>;
      expect(result.ages.stragglers).toBe(20);
      expect(result.p50.isLowerBound).toBeFalsy();
      expect(result.p50.days).toBeLessThan(3640 / 2);
    }
    // Still later than the constant hazard of 0111: an item older than every finished one is
    // expected to stay open longer the older it is.
    expect(p50(stalled)).toBeGreaterThan(p50({ ...stalled, ageTail: exponentialTail }));
  });

  it("changes little when old items were closed at the curve's own pace every week", () => {
    const steady = stragglerHistory(null);
    const withClock = p50(steady);
    const independent = p50({ ...steady, agesClock: false });
    expect(Math.abs(withClock - independent)).toBeLessThanOrEqual(Math.max(7, 0.25 * independent));
  });

  it("applies a factor measured without stragglers to the other open items only (decision 0120)", () => {
    // A team that closes its old items every week: the ten items' finish is the throughput's
    // (100 completions) with the factor on every item, the stragglers' (their ages) with it on
    // the other two only. (On the stalled history the stragglers' finish decides both.)
    const steady = { ...stragglerHistory(null), trials: 2000 };
    const factor = { values: [10], probabilities: [1] };
    const both = forecastDelivery({ ...steady, workFactor: factor }) as Extract<ForecastResult, { status: "ok" }>;
    const once = forecastDelivery({ ...steady, workFactor: { ...factor, stragglerShare: 0.8 } }) as Extract<ForecastResult, { status: "ok" }>;
    expect(once.ages.stragglers).toBeGreaterThan(0);
    // The stragglers are waited for once, by their ages; the throughput part has fewer items.
    expect(once.p50.days).toBeLessThan(both.p50.days);
    // A factor measured with another share, or a forecast without the ages, counts every item.
    expect(p50({ ...steady, workFactor: { ...factor, stragglerShare: 0.5 } })).toBe(both.p50.days);
    expect(p50({ ...steady, items: null, workFactor: { ...factor, stragglerShare: 0.8 } })).toBe(p50({ ...steady, items: null, workFactor: factor }));
  });

  it("leaves young items to the throughput model and models only the stragglers", () => {
    const stalled = stragglerHistory(84);
    const result = forecastDelivery(stalled) as Extract<ForecastResult, { status: "ok" }>;
    expect(result.ages.isApplied).toBe(true);
    const throughputOnly = forecastDelivery({ ...stalled, items: null }) as Extract<ForecastResult, { status: "ok" }>;
    expect(result.p50.days).toBeGreaterThan(throughputOnly.p50.days);
  });
});
