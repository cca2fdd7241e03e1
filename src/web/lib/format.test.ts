import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMoney, formatNumber, formatPercent, formatRelativeTime } from "./format";

describe("format", () => {
  it("formats money held in integer cents, MXN by default", () => {
    expect(formatMoney(123_456, "es")).toBe("$1,234.56");
    expect(formatMoney(123_456, "en")).toBe("MX$1,234.56");
    expect(formatMoney(-5, "es")).toBe("-$0.05");
    expect(formatMoney(100_000, "en", "USD")).toBe("$1,000.00");
  });

  it("formats numbers and percentages for each language", () => {
    expect(formatNumber(1_234_567.5, "es")).toBe("1,234,567.5");
    expect(formatNumber(1_234_567.5, "en")).toBe("1,234,567.5");
    expect(formatPercent(0.42, "en")).toBe("42%");
    expect(formatPercent(0.425, "es", 1)).toMatch(/^42\.5\s?%$/);
  });

  it("formats instants and calendar days", () => {
    const instant = "2025-03-14T18:30:00Z";
    expect(formatDate(instant, "es", "long", "America/Mexico_City")).toBe("14 de marzo de 2025");
    expect(formatDate(instant, "en", "long", "America/Mexico_City")).toBe("March 14, 2025");
    // A date-only value keeps its day whatever the reader's time zone.
    expect(formatDay("2025-01-01", "es", "short")).toBe("1 ene 2025");
    expect(formatDay("2025-01-01", "en", "short")).toBe("Jan 1, 2025");
  });

  it("words relative time with 'hace' and 'en' in Spanish (spec section 2)", () => {
    const now = new Date("2025-03-14T12:00:00Z");
    expect(formatRelativeTime(new Date("2025-03-14T11:55:00Z"), "es", now)).toBe("hace 5 minutos");
    expect(formatRelativeTime(new Date("2025-03-17T12:00:00Z"), "es", now)).toBe("en 3 días");
    expect(formatRelativeTime(new Date("2025-03-14T11:55:00Z"), "en", now)).toBe("5 minutes ago");
    expect(formatRelativeTime(new Date("2025-03-17T12:00:00Z"), "en", now)).toBe("in 3 days");
  });
});
