import { describe, expect, it } from "vitest";
import i18next from "i18next";
import es from "../../i18n/es/recurring.json";
import en from "../../i18n/en/recurring.json";
import { recurrenceRuleSchema } from "../../../domain/work-items/recurrence";
import { describeReminder, summarizeRule } from "./summary";

const i18n = i18next.createInstance();
await i18n.init({ lng: "es", resources: { es: { recurring: es }, en: { recurring: en } }, ns: ["recurring"], interpolation: { escapeValue: false } });
const tIn = (lng: "es" | "en") => i18n.getFixedT(lng, "recurring");
const rule = (r: object) => recurrenceRuleSchema.parse({ interval: 1, start: "2026-11-26", end: { kind: "never" }, ...r });

describe("recurrence summaries", () => {
  it("reads a weekly rule as a sentence in both languages", () => {
    const weekly = rule({ frequency: "weekly", weekdays: [4, 1], end: { kind: "count", count: 10 } });
    expect(summarizeRule(weekly, tIn("es"), "es")).toBe("Cada semana el lunes y el jueves, 10 veces");
    expect(summarizeRule(weekly, tIn("en"), "en")).toBe("Every week on Monday and Thursday, 10 times");
  });

  it("reads daily, monthly by day and by nth weekday, until a date", () => {
    expect(summarizeRule(rule({ frequency: "daily", interval: 3 }), tIn("es"), "es")).toBe("Cada 3 días");
    expect(summarizeRule(rule({ frequency: "monthly", monthlyOn: { kind: "day", day: 31 }, end: { kind: "until", until: "2027-06-30" } }), tIn("es"), "es")).toBe("Cada mes el día 31, hasta el 30 de junio de 2027");
    expect(summarizeRule(rule({ frequency: "monthly", monthlyOn: { kind: "weekday", nth: 2, weekday: 2 } }), tIn("es"), "es")).toBe("Cada mes el segundo martes");
    expect(summarizeRule(rule({ frequency: "monthly", interval: 2, monthlyOn: { kind: "weekday", nth: -1, weekday: 5 }, end: { kind: "count", count: 1 } }), tIn("en"), "en")).toBe("Every 2 months on the last Friday, 1 time");
  });

  it("describes reminders", () => {
    expect(describeReminder({ kind: "days_before", days: 1, at: "09:00" }, tIn("es"))).toBe("1 día antes a las 9:00");
    expect(describeReminder({ kind: "days_before", days: 0, at: "08:30" }, tIn("es"))).toBe("El mismo día a las 8:30");
    expect(describeReminder({ kind: "hours_before", hours: 1 }, tIn("en"))).toBe("1 hour before");
  });
});
