import { describe, expect, it } from "vitest";
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, WELCOME_DELAY_MS } from "./timing";

describe("notification timing", () => {
  it("follows the load sequence of spec section 9", () => {
    expect(WELCOME_DELAY_MS).toBe(2000);
    expect(FIRST_CHECK_DELAY_MS).toBe(5000);
    expect(CHECK_INTERVAL_MS).toBe(1_800_000);
  });
});
