import { languageTags, type Language } from "../i18n/language";

// Dates, numbers and money for the reader's language, through Intl (es-MX, en). Money is held in
// integer cents with its currency, MXN by default (ARCHITECTURE.md, data model).

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

// Building an Intl formatter costs far more than formatting with one (locale data is resolved each
// time): a dashboard that formats a few hundred dates spent tens of milliseconds building them on a
// slow phone (issue 17). Formatters are kept per constructor, language and options; the options
// are a handful of literal shapes, so the cache stays small.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, tag: string, options: object, make: () => T): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = languageTags[language];
  return cached("date", tag, options, () => new Intl.DateTimeFormat(tag, options));
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = languageTags[language];
  return cached("number", tag, options, () => new Intl.NumberFormat(tag, options));
}

function relativeTimeFormat(tag: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached("relative", tag, options, () => new Intl.RelativeTimeFormat(tag, options));
}

const dateStyles = {
  short: { day: "numeric", month: "short", year: "numeric" },
  long: { day: "numeric", month: "long", year: "numeric" },
  full: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  monthYear: { month: "long", year: "numeric" },
  dayMonth: { day: "numeric", month: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

export function formatDate(value: DateInput, language: Language, style: DateStyle = "short", timeZone?: string): string {
  return dateTimeFormat(language, { ...dateStyles[style], timeZone }).format(toDate(value));
}

/**
 * A date-only ISO string ("2025-03-14") names a calendar day, not an instant: format it in UTC
 * so the day never shifts with the reader's time zone.
 */
export function formatDay(isoDay: string, language: Language, style: DateStyle = "short"): string {
  return formatDate(`${isoDay}T00:00:00Z`, language, style, "UTC");
}

export function formatDateTime(value: DateInput, language: Language, timeZone?: string): string {
  return dateTimeFormat(language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(toDate(value));
}

export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(language, options).format(value);
}

/** A ratio (0.42) as a percentage ("42 %" in es-MX, "42%" in en). */
export function formatPercent(ratio: number, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits }).format(ratio);
}

/** Integer cents as money: 123456 MXN → "$1,234.56" (es-MX) or "MX$1,234.56" (en). */
export function formatMoney(cents: number, language: Language, currency = "MXN"): string {
  const format = numberFormat(language, { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}

// Relative time as spec section 2 words it: "hace 5 minutos", "en 2 días" ("5 minutes ago", "in 2
// days"). Intl.RelativeTimeFormat picks the words and plurals; its Spanish future reads "dentro de
// 2 días", which the spec writes "en 2 días", so that prefix is replaced.

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** Below this many seconds either way, the moment is "now" ("ahora"). */
const nowSeconds = 10;

/** "hace 5 minutos", "en 2 días", "ahora"; an empty text for a value that is not a date. */
export function formatRelativeTime(value: DateInput, language: Language, now: DateInput = Date.now()): string {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  if (!Number.isFinite(seconds)) return "";
  const tag = languageTags[language];
  if (Math.abs(seconds) < nowSeconds) return relativeTimeFormat(tag, { numeric: "auto" }).format(0, "second");
  const [unit, size] = relativeUnits.find(([, s]) => Math.abs(seconds) >= s) ?? ["second", 1];
  // Whole units elapsed, as people count them: 90 minutes ago is "hace 1 hora".
  const amount = Math.trunc(seconds / size);
  const text = relativeTimeFormat(tag, { numeric: "always" }).format(amount, unit);
  return language === "es" ? text.replace(/^dentro de /, "en ") : text;
}
