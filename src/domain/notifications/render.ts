import type { Language } from "../i18n/translate";

// A notification is kept as catalogue keys and parameters, and rendered for whoever reads it, in
// the language of the interface they read it in (decision 0603). Parameters are plain values or
// values that need the reader's language: a date, a catalogue key, a list of keys, or a text the
// creator already has in both languages (a course title, a tip). Numbers and dates are formatted
// for the reader's locale (es-MX or en).

export type LocalizedText = { es: string; en: string };
export type NotificationParam =
  | string
  | number
  | { date: string }
  | { key: string }
  | { keys: string[] }
  | { text: LocalizedText };
export type NotificationParams = Record<string, NotificationParam>;

/** The server's catalogue lookup (plural forms chosen by a numeric `count`). */
export type Translate = (lang: Language, key: string, params?: Record<string, string | number>) => string;

export const localeTags: Record<Language, string> = { es: "es-MX", en: "en-US" };

const numberFormats: Record<Language, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(localeTags.es, { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(localeTags.en, { maximumFractionDigits: 2 }),
};
const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat(localeTags.es, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat(localeTags.en, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/** A calendar day (YYYY-MM-DD) or an instant, as the reader's locale writes a date. */
export function formatNotificationDate(value: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(day.getTime()) ? value : dateFormats[lang].format(day);
}

export function formatNotificationNumber(value: number, lang: Language): string {
  return numberFormats[lang].format(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One parameter as the reader sees it. */
export function renderParam(value: unknown, lang: Language, t: Translate): string {
  if (typeof value === "number") return formatNotificationNumber(value, lang);
  if (typeof value === "string") return value;
  if (isObject(value)) {
    if (typeof value.date === "string") return formatNotificationDate(value.date, lang);
    if (typeof value.key === "string") return t(lang, value.key);
    if (Array.isArray(value.keys)) return value.keys.filter((k): k is string => typeof k === "string").map((k) => t(lang, k)).join(", ");
    if (isObject(value.text)) {
      const text = value.text[lang] ?? value.text.es;
      return typeof text === "string" ? text : "";
    }
  }
  return "";
}

/**
 * Every parameter rendered. A count is formatted too: the catalogue picks the plural form from it
 * ("1" is one; "1,500" no longer reads as a number and takes 'other', which is right in es and en).
 */
export function renderParams(params: unknown, lang: Language, t: Translate): Record<string, string | number> {
  if (!isObject(params)) return {};
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) out[name] = renderParam(value, lang, t);
  return out;
}

export type StoredNotificationText = {
  title: string;
  message: string;
  titleKey?: string | null;
  messageKey?: string | null;
  params?: unknown;
};

/**
 * The title and message in `lang`: from the keys when the row has them (and the catalogue knows
 * them), otherwise the text stored when it was made (rows made before keys existed).
 */
export function renderNotificationText(row: StoredNotificationText, lang: Language, t: Translate): { title: string; message: string } {
  const params = renderParams(row.params, lang, t);
  const one = (key: string | null | undefined, fallback: string) => {
    if (!key) return fallback;
    const text = t(lang, key, params);
    return text === key ? fallback : text;
  };
  return { title: one(row.titleKey, row.title), message: one(row.messageKey, row.message) };
}
