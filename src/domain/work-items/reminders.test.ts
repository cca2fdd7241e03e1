import { describe, expect, it } from "vitest";
import { defaultReminderPreferences, instantAt, reminderInstant, reminderKey, reminderPreferencesSchema, remindersDue, type ReminderPreferences } from "./reminders";

const prefs = (reminders: ReminderPreferences["reminders"]): ReminderPreferences => ({ reminders, email: true, inApp: true });

describe("due-date reminders", () => {
  it("reads a wall clock in the recipient's time zone (Mexico City has no DST since 2022; Madrid has)", () => {
    expect(instantAt("2026-11-26", "09:00", "America/Mexico_City").toISOString()).toBe("2026-11-26T15:00:00.000Z");
    expect(instantAt("2026-07-01", "09:00", "America/Mexico_City").toISOString()).toBe("2026-07-01T15:00:00.000Z");
    expect(instantAt("2026-07-01", "09:00", "Europe/Madrid").toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(instantAt("2026-03-29", "09:00", "Europe/Madrid").toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(instantAt("2026-11-26", "09:00", "UTC").toISOString()).toBe("2026-11-26T09:00:00.000Z");
  });

  it("places 1 day before at 9:00, the same day at 8:00 and 1 hour before (a task is due at 18:00)", () => {
    const tz = "America/Mexico_City";
    expect(reminderInstant({ kind: "days_before", days: 1, at: "09:00" }, "2026-12-01", tz).toISOString()).toBe("2026-11-30T15:00:00.000Z");
    expect(reminderInstant({ kind: "days_before", days: 0, at: "08:00" }, "2026-12-01", tz).toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(reminderInstant({ kind: "hours_before", hours: 1 }, "2026-12-01", tz).toISOString()).toBe("2026-12-01T23:00:00.000Z");
    expect(reminderKey({ kind: "days_before", days: 1, at: "09:00" })).toBe("d1@09:00");
    expect(reminderKey({ kind: "hours_before", hours: 1 })).toBe("h1");
  });

  it("is due once its moment came, not a day late, not after the task is due", () => {
    const p = prefs([{ kind: "days_before", days: 1, at: "09:00" }, { kind: "hours_before", hours: 1 }]);
    const tz = "America/Mexico_City";
    expect(remindersDue(p, "2026-12-01", tz, new Date("2026-11-30T14:59:00Z"))).toEqual([]);
    expect(remindersDue(p, "2026-12-01", tz, new Date("2026-11-30T15:00:00Z"))).toEqual([p.reminders[0]]);
    expect(remindersDue(p, "2026-12-01", tz, new Date("2026-12-01T23:30:00Z")).map(reminderKey)).toEqual(["h1"]);
    expect(remindersDue(p, "2026-12-01", tz, new Date("2026-12-02T00:00:00Z"))).toEqual([]);
    // Due date moved a week later: nothing due now, the reminders wait for the new date.
    expect(remindersDue(p, "2026-12-08", tz, new Date("2026-11-30T15:00:00Z"))).toEqual([]);
  });

  it("defaults to one reminder the day before at 9:00 and validates a chosen time", () => {
    expect(defaultReminderPreferences.reminders.map(reminderKey)).toEqual(["d1@09:00"]);
    const bad = reminderPreferencesSchema.safeParse(prefs([{ kind: "days_before", days: 1, at: "9" }]));
    expect(bad.error?.issues[0]).toMatchObject({ path: ["reminders", 0, "at"], message: "validation.time_of_day" });
  });
});
