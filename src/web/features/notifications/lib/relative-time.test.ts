import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("relativeTime", () => {
  it("words the past with 'hace' in Spanish and 'ago' in English", () => {
    expect(relativeTime(at(-5 * 60), "es", now)).toBe("hace 5 minutos");
    expect(relativeTime(at(-5 * 60), "en", now)).toBe("5 minutes ago");
    expect(relativeTime(at(-60), "es", now)).toBe("hace 1 minuto");
    expect(relativeTime(at(-60), "en", now)).toBe("1 minute ago");
    expect(relativeTime(at(-3 * 3600), "es", now)).toBe("hace 3 horas");
    expect(relativeTime(at(-3 * 3600), "en", now)).toBe("3 hours ago");
    expect(relativeTime(at(-30), "es", now)).toBe("hace 30 segundos");
  });

  it("words the future with 'en' in Spanish (not 'dentro de') and 'in' in English", () => {
    expect(relativeTime(at(2 * 86_400), "es", now)).toBe("en 2 días");
    expect(relativeTime(at(2 * 86_400), "en", now)).toBe("in 2 days");
    expect(relativeTime(at(3600), "es", now)).toBe("en 1 hora");
    expect(relativeTime(at(3600), "en", now)).toBe("in 1 hour");
  });

  it("counts whole units elapsed and moves to the next unit at its boundary", () => {
    expect(relativeTime(at(-59), "es", now)).toBe("hace 59 segundos");
    expect(relativeTime(at(-90 * 60), "es", now)).toBe("hace 1 hora");
    expect(relativeTime(at(-23 * 3600 - 59 * 60), "en", now)).toBe("23 hours ago");
    expect(relativeTime(at(-86_400), "es", now)).toBe("hace 1 día");
    expect(relativeTime(at(-7 * 86_400), "es", now)).toBe("hace 1 semana");
    expect(relativeTime(at(-45 * 86_400), "en", now)).toBe("1 month ago");
    expect(relativeTime(at(-400 * 86_400), "es", now)).toBe("hace 1 año");
  });

  it("says now for the last few seconds, and accepts ISO strings", () => {
    expect(relativeTime(at(-3), "es", now)).toBe("ahora");
    expect(relativeTime(at(-3), "en", now)).toBe("now");
    expect(relativeTime("2026-03-10T11:55:00.000Z", "es", now.toISOString())).toBe("hace 5 minutos");
    expect(relativeTime("not a date", "es", now)).toBe("");
  });
});
