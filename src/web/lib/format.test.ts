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

const reference = new Date("2026-03-10T12:00:00Z");
const at = (seconds: number) => new Date(reference.getTime() + seconds * 1000);

describe("formatRelativeTime", () => {
  it("words the past with 'hace' in Spanish and 'ago' in English", () => {
    expect(formatRelativeTime(at(-5 * 60), "es", reference)).toBe("hace 5 minutos");
    expect(formatRelativeTime(at(-5 * 60), "en", reference)).toBe("5 minutes ago");
    expect(formatRelativeTime(at(-60), "es", reference)).toBe("hace 1 minuto");
    expect(formatRelativeTime(at(-60), "en", reference)).toBe("1 minute ago");
    expect(formatRelativeTime(at(-3 * 3600), "es", reference)).toBe("hace 3 horas");
    expect(formatRelativeTime(at(-3 * 3600), "en", reference)).toBe("3 hours ago");
    expect(formatRelativeTime(at(-30), "es", reference)).toBe("hace 30 segundos");
  });

  it("words the future with 'en' in Spanish (not 'dentro de') and 'in' in English", () => {
    expect(formatRelativeTime(at(2 * 86_400), "es", reference)).toBe("en 2 días");
    expect(formatRelativeTime(at(2 * 86_400), "en", reference)).toBe("in 2 days");
    expect(formatRelativeTime(at(3600), "es", reference)).toBe("en 1 hora");
    expect(formatRelativeTime(at(3600), "en", reference)).toBe("in 1 hour");
  });

  it("counts whole units elapsed and moves to the next unit at its boundary", () => {
    expect(formatRelativeTime(at(-59), "es", reference)).toBe("hace 59 segundos");
    expect(formatRelativeTime(at(-90 * 60), "es", reference)).toBe("hace 1 hora");
    expect(formatRelativeTime(at(-23 * 3600 - 59 * 60), "en", reference)).toBe("23 hours ago");
    expect(formatRelativeTime(at(-86_400), "es", reference)).toBe("hace 1 día");
    expect(formatRelativeTime(at(-7 * 86_400), "es", reference)).toBe("hace 1 semana");
    expect(formatRelativeTime(at(-45 * 86_400), "en", reference)).toBe("1 month ago");
    expect(formatRelativeTime(at(-400 * 86_400), "es", reference)).toBe("hace 1 año");
  });

  it("says now for the last few seconds, and accepts ISO strings", () => {
    expect(formatRelativeTime(at(-3), "es", reference)).toBe("ahora");
    expect(formatRelativeTime(at(-3), "en", reference)).toBe("now");
    expect(formatRelativeTime("2026-03-10T11:55:00.000Z", "es", reference.toISOString())).toBe("hace 5 minutos");
    expect(formatRelativeTime("not a date", "es", reference)).toBe("");
  });
});
