import { z } from "zod";
import { addDays, toDayNumber, type DateOnly } from "../planning/calendar";

// Due-date reminders (issue 23, decision 1207). Each person chooses when to hear of a task they are
// assigned: some days before at a time of day ("1 día antes a las 9:00", "el mismo día a las 8:00")
// or some hours before the task is due. A task's due date is a calendar day; it counts as due at
// 18:00 (the end of the working day) in the recipient's time zone, so "1 hora antes" is 17:00.

/** When a date-only due date falls due, in the recipient's own time zone. */
export const DUE_TIME = "18:00";
/** A reminder whose moment passed longer ago than this (the server was down) is not sent late. */
export const LATE_WINDOW_MS = 24 * 60 * 60_000;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "validation.time_of_day" });

export const reminderSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("days_before"), days: z.number().int().min(0).max(14), at: timeOfDay }).strict(),
  z.object({ kind: z.literal("hours_before"), hours: z.number().int().min(1).max(72) }).strict(),
]);
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderPreferencesSchema = z
  .object({
    reminders: z.array(reminderSchema).max(5),
    email: z.boolean(),
    inApp: z.boolean(),
  })
  .strict();
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** Someone who never chose: one reminder the day before at 9:00, by e-mail and in the app. */
export const defaultReminderPreferences: ReminderPreferences = { reminders: [{ kind: "days_before", days: 1, at: "09:00" }], email: true, inApp: true };

/** A stable name of a reminder, part of the sent-reminder ledger's key ("d1@09:00", "h1"). */
export function reminderKey(reminder: Reminder): string {
  return reminder.kind === "days_before" ? `d${reminder.days}@${reminder.at}` : `h${reminder.hours}`;
}

/** Milliseconds to add to a UTC reading of a wall clock to get `timeZone`'s offset at `instant`. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` reads `date` `time` (the later reading in a repeated hour). */
export function instantAt(date: DateOnly, time: string, timeZone: string): Date {
  toDayNumber(date);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** When `reminder` should reach someone in `timeZone` for a task due on `dueDate`. */
export function reminderInstant(reminder: Reminder, dueDate: DateOnly, timeZone: string): Date {
  if (reminder.kind === "days_before") return instantAt(addDays(dueDate, -reminder.days), reminder.at, timeZone);
  return new Date(instantAt(dueDate, DUE_TIME, timeZone).getTime() - reminder.hours * 3_600_000);
}

/**
 * The reminders due at `now`: their moment has come, within the late window, and the task is not
 * yet due. A moved due date gives other moments, so its reminders are armed again.
 */
export function remindersDue(preferences: ReminderPreferences, dueDate: DateOnly, timeZone: string, now: Date): Reminder[] {
  const due = instantAt(dueDate, DUE_TIME, timeZone).getTime();
  return preferences.reminders.filter((r) => {
    const at = reminderInstant(r, dueDate, timeZone).getTime();
    return at <= now.getTime() && now.getTime() - at < LATE_WINDOW_MS && now.getTime() < due;
  });
}

/** A person's reminders as the API shows them: `isDefault` when they never chose. */
export const reminderPreferencesAnswerSchema = z.object({ reminders: z.array(reminderSchema), email: z.boolean(), inApp: z.boolean(), isDefault: z.boolean() });
