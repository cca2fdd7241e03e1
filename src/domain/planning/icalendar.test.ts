import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, foldLine } from "./icalendar";

describe("iCalendar feed", () => {
  const text = buildCalendar({
    name: "Rumbo — Ana",
    now: new Date("2026-11-22T10:00:00Z"),
    events: [
      { uid: "task-1@rumbo", summary: "Entrega: migración, fase 1; revisión", description: "Línea 1\nLínea 2", date: "2026-12-01", url: "https://rumbo.example.mx/project/p1", categories: ["Tarea"] },
      { uid: "milestone-2@rumbo", summary: "Hito: ".concat("muy largo ".repeat(20)), date: "2028-02-29" },
    ],
  });

  it("parses as iCalendar with all-day events and escaped text", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    expect(events[0]!.summary).toBe("Entrega: migración, fase 1; revisión");
    expect(events[0]!.description).toBe("Línea 1\nLínea 2");
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe("2026-12-01");
    expect(events[1]!.startDate.toString()).toBe("2028-02-29");
    expect(events[1]!.endDate.toString()).toBe("2028-03-01");
    expect(events[1]!.summary).toBe("Hito: ".concat("muy largo ".repeat(20)));
  });

  it("ends lines with CRLF and folds them at 75 octets without splitting characters", () => {
    expect(text.includes("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const folded = foldLine("SUMMARY:" + "ñ".repeat(60));
    expect(folded.split("\r\n ").join("")).toBe("SUMMARY:" + "ñ".repeat(60));
  });
});
