import type { TFunction } from "i18next";
import type { RecurrenceRule } from "../../../domain/work-items/recurrence";
import type { Reminder } from "../../../domain/work-items/reminders";
import { languageTags, type Language } from "../../i18n/language";
import { formatDay } from "../../lib/format";

// Readable sentences for a series and a reminder ("Cada semana el lunes y el jueves, 10 veces",
// "1 día antes a las 9:00"): catalogue phrases, weekday names and list joining from Intl.

/** 0 = Sunday … 6 = Saturday; 22 Nov 2026 was a Sunday. */
export function weekdayName(day: number, language: Language): string {
  return new Intl.DateTimeFormat(languageTags[language], { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 22 + day)));
}

/** Weekdays in the week's order from Monday, as es-MX and ISO count them. */
export const weekdaysFromMonday = [1, 2, 3, 4, 5, 6, 0] as const;

export function summarizeRule(rule: RecurrenceRule, t: TFunction<"recurring">, language: Language): string {
  const count = rule.interval;
  let text: string;
  if (rule.frequency === "daily") text = t("summary.daily", { count });
  else if (rule.frequency === "weekly") {
    const ordered = weekdaysFromMonday.filter((d) => rule.weekdays?.includes(d));
    const days = new Intl.ListFormat(languageTags[language], { type: "conjunction" }).format(ordered.map((d) => t("summary.dayItem", { day: weekdayName(d, language) })));
    text = t("summary.weekly", { count, days });
  } else if (rule.monthlyOn?.kind === "weekday") text = t("summary.monthlyWeekday", { count, nth: t(`nth.${rule.monthlyOn.nth}`), weekday: weekdayName(rule.monthlyOn.weekday, language) });
  else text = t("summary.monthlyDay", { count, day: rule.monthlyOn?.day ?? 1 });
  if (rule.end.kind === "count") text += `, ${t("summary.times", { count: rule.end.count })}`;
  if (rule.end.kind === "until") text += `, ${t("summary.until", { date: formatDay(rule.end.until, language, "long") })}`;
  return text;
}

export function describeReminder(reminder: Reminder, t: TFunction<"recurring">): string {
  if (reminder.kind === "hours_before") return t("reminders.describeHours", { count: reminder.hours });
  const at = reminder.at.replace(/^0(\d)/, "$1");
  return reminder.days === 0 ? t("reminders.describeDays_zero", { at }) : t("reminders.describeDays", { count: reminder.days, at });
}
