import { describe, expect, it } from "vitest";
import { retryDelayMs, retrySchedule, RETRY_MAX_GAP_MS } from "./backoff";

describe("the retry schedule of outgoing webhooks", () => {
  it("doubles from one minute, caps at six hours and ends at the 24-hour mark", () => {
    expect(retrySchedule()).toEqual([1, 3, 7, 15, 31, 63, 127, 255, 511, 871, 1231, 1440]);
  });

  it("doubles each time without jitter", () => {
    const t0 = new Date("2026-01-01T00:00:00Z");
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, t0, t0, mid))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20, t0, t0, mid)).toBe(RETRY_MAX_GAP_MS);
  });

  it("keeps jitter within ±10 %", () => {
    const t0 = new Date("2026-01-01T00:00:00Z");
    expect(retryDelayMs(1, t0, t0, () => 0)).toBe(54_000);
    expect(retryDelayMs(1, t0, t0, () => 1)).toBe(66_000);
  });

  it("stops after 24 hours", () => {
    const t0 = new Date("2026-01-01T00:00:00Z");
    expect(retryDelayMs(13, t0, new Date(t0.getTime() + 24 * 3600_000), () => 0.5)).toBeNull();
    expect(retryDelayMs(12, t0, new Date(t0.getTime() + 24 * 3600_000 - 5000), () => 0.5)).toBe(5000);
  });
});
