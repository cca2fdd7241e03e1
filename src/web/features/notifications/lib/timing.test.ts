import { describe, expect, it } from "vitest";
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, reconnectDelay, WELCOME_DELAY_MS } from "./timing";

describe("notification timing", () => {
  it("follows the load sequence of spec section 9", () => {
    expect(WELCOME_DELAY_MS).toBe(2000);
    expect(FIRST_CHECK_DELAY_MS).toBe(5000);
    expect(CHECK_INTERVAL_MS).toBe(1_800_000);
  });
  it("backs off 1, 2, 5, then 10 s between reconnections", () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(reconnectDelay(-1)).toBe(1000);
  });
});
