import { languageTags, type Language } from "../../../i18n/language";

/** Monday to Sunday (the week starts on Monday: spec §9, docs/decisions/0201), short and long. */
export function weekdayLabels(language: Language): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(languageTags[language], { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(languageTags[language], { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, k) => {
    const day = new Date(Date.UTC(2024, 0, 1 + k));
    return { short: short.format(day), long: long.format(day) };
  });
}
