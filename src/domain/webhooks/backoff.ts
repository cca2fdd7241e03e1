// When an outgoing webhook's delivery is tried again (decision 0806): one minute after the first
// failure, then twice as long each time, at most six hours apart, for 24 hours after the first
// attempt; the last retry falls at the 24-hour mark. ±10 % jitter spreads retries of many deliveries.

export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_GAP_MS = 6 * 60 * 60_000;
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** A subscription whose deliveries have failed without a success for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 24 * 60 * 60_000;

/** The wait after failed attempt number `attempt` (1-based), or null when the 24 hours are over. */
export function retryDelayMs(attempt: number, firstAttemptAt: Date, now: Date, random: () => number = Math.random): number | null {
  const deadline = firstAttemptAt.getTime() + RETRY_WINDOW_MS;
  const left = deadline - now.getTime();
  if (left <= 0) return null;
  const gap = Math.min(RETRY_MAX_GAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(gap * (0.9 + 0.2 * random()));
  return Math.min(jittered, left);
}

/** The whole schedule without jitter: minutes after the first attempt at which each retry runs. */
export function retrySchedule(): number[] {
  const start = new Date(0);
  const out: number[] = [];
  let now = start;
  for (let attempt = 1; ; attempt++) {
    const delay = retryDelayMs(attempt, start, now, () => 0.5);
    if (delay === null) return out;
    now = new Date(now.getTime() + delay);
    out.push(Math.round(now.getTime() / 60_000));
  }
}
