import { languageTags, type Language } from "../../../i18n/language";

// A notification's age as spec section 2 words it: "hace 5 minutos", "en 2 días" ("5 minutes ago",
// "in 2 days"). Intl.RelativeTimeFormat picks the words and plurals; its Spanish future reads
// "dentro de 2 días", which the spec writes "en 2 días", so that prefix is replaced.

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** Below this many seconds either way, the moment is "now" ("ahora"). */
export const NOW_SECONDS = 10;

export function relativeTime(value: Date | string | number, language: Language, now: Date | string | number = Date.now()): string {
  const then = new Date(value).getTime();
  const seconds = (then - new Date(now).getTime()) / 1000;
  if (!Number.isFinite(seconds)) return "";
  const tag = languageTags[language];
  if (Math.abs(seconds) < NOW_SECONDS) return new Intl.RelativeTimeFormat(tag, { numeric: "auto" }).format(0, "second");
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ["second", 1];
  // Whole units elapsed, as people count them: 90 minutes ago is "hace 1 hora".
  const amount = Math.trunc(seconds / size);
  const text = new Intl.RelativeTimeFormat(tag, { numeric: "always" }).format(amount, unit);
  return language === "es" ? text.replace(/^dentro de /, "en ") : text;
}
