import { fold } from "./text";

// es-MX (and English) date expressions, resolved against today (decision 0902): 'hoy', 'mañana',
// 'el próximo viernes', 'este viernes', 'fin de mes', 'la próxima semana', 'esta semana',
// 'el próximo mes', 'en 10 días', 'el 15 de diciembre', '15/12/2026'. Weeks start on Monday.

export type DateRange = { start: string; end: string };

const DAY_MS = 86_400_000;

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function addDays(day: string, n: number): string {
  return iso(new Date(parseDay(day).getTime() + n * DAY_MS));
}
/** 0 = Monday … 6 = Sunday. */
function weekday(day: string): number {
  return (parseDay(day).getUTCDay() + 6) % 7;
}
function endOfMonth(day: string, monthsAhead = 0): string {
  const d = parseDay(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1 + monthsAhead, 0)));
}
function startOfMonth(day: string, monthsAhead = 0): string {
  const d = parseDay(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthsAhead, 1)));
}

const weekdays: Record<string, number> = {
  lunes: 0, martes: 1, miercoles: 2, jueves: 3, viernes: 4, sabado: 5, domingo: 6,
  monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6,
};
const months: Record<string, number> = {
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

const one = (day: string): DateRange => ({ start: day, end: day });

function explicitDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? iso(date) : null;
}

/** The first date expression in `text`, as a range of days (inclusive), or null. */
export function parseDateExpression(text: string, today: string): DateRange | null {
  const t = fold(text);
  const wd = Object.keys(weekdays).join("|");
  const mo = Object.keys(months).sort((a, b) => b.length - a.length).join("|");

  // 'desde el lunes', 'since Monday': from the last such day (today included) to today (decision 0925).
  let m = new RegExp(`\\b(?:desde el|desde|since)\\s+(?:el\\s+|last\\s+|pasado\\s+)?(${wd})\\b`).exec(t);
  if (m) return { start: addDays(today, -((weekday(today) - weekdays[m[1]!]! + 7) % 7)), end: today };
  m = /\b(?:ultimos|ultimas|last|past)\s+(\d{1,3})\s+(dias|days|semanas|weeks)\b/.exec(t);
  if (m) return { start: addDays(today, -(Number(m[1]) * (/^(semanas|weeks)$/.test(m[2]!) ? 7 : 1)) + 1), end: today };
  // A sprint is taken as the two weeks from Monday: 'next sprint' starts next Monday, 'this sprint' this one.
  if (/\b(proximo|siguiente|next) (sprint|iteracion|iteration)\b|\b(sprint|iteracion) (que viene|siguiente|proximo)\b/.test(t)) {
    const monday = addDays(today, 7 - weekday(today));
    return { start: monday, end: addDays(monday, 13) };
  }
  if (/\b(este|this|current|actual) (sprint|iteracion|iteration)\b|\b(sprint|iteracion) actual\b/.test(t)) {
    const monday = addDays(today, -weekday(today));
    return { start: monday, end: addDays(monday, 13) };
  }
  m = new RegExp(`\\b(proximo|siguiente|next)\\s+(${wd})\\b`).exec(t) ?? new RegExp(`\\b(${wd})\\s+(proximo|que viene|siguiente)\\b`).exec(t);
  if (m) {
    const target = weekdays[(m[2] && weekdays[m[2]] !== undefined ? m[2] : m[1])!]!;
    // 'el próximo viernes': the coming one (never today); on the same weekday, a week ahead.
    const ahead = (target - weekday(today) + 7) % 7 || 7;
    return one(addDays(today, ahead));
  }
  m = new RegExp(`\\b(este|esta|this)\\s+(${wd})\\b`).exec(t);
  if (m) {
    const target = weekdays[m[2]!]!;
    return one(addDays(today, target - weekday(today) >= 0 ? target - weekday(today) : target - weekday(today) + 7));
  }
  if (/\b(fin|final|finales) del? (proximo|siguiente) mes\b|\bend of next month\b/.test(t)) return one(endOfMonth(today, 1));
  if (/\b(fin|final|finales) de(l)? mes\b|\bend of (the )?month\b/.test(t)) return one(endOfMonth(today));
  if (/\b(proxima|siguiente) semana\b|\bsemana (que viene|que entra|entrante|proxima|siguiente)\b|\bnext week\b|\bcoming week\b/.test(t)) {
    const monday = addDays(today, 7 - weekday(today));
    return { start: monday, end: addDays(monday, 6) };
  }
  if (/\b(esta|this) semana\b|\bthis week\b/.test(t)) {
    const monday = addDays(today, -weekday(today));
    return { start: monday, end: addDays(monday, 6) };
  }
  if (/\b(proximo|siguiente) mes\b|\bmes (que viene|proximo|siguiente)\b|\bnext month\b/.test(t)) return { start: startOfMonth(today, 1), end: endOfMonth(today, 1) };
  if (/\b(este|this) mes\b|\bthis month\b/.test(t)) return { start: startOfMonth(today), end: endOfMonth(today) };
  if (/\bpasado manana\b|\bday after tomorrow\b/.test(t)) return one(addDays(today, 2));
  if (/\bmanana\b|\btomorrow\b/.test(t)) return one(addDays(today, 1));
  if (/\bhoy\b|\btoday\b/.test(t)) return one(today);
  if (/\bayer\b|\byesterday\b/.test(t)) return one(addDays(today, -1));
  m = /\b(?:en|in|dentro de)\s+(\d{1,3})\s+(dias|days|semanas|weeks)\b/.exec(t);
  if (m) {
    const n = Number(m[1]) * (m[2]!.startsWith("seman") || m[2] === "weeks" ? 7 : 1);
    return one(addDays(today, n));
  }
  const year = Number(today.slice(0, 4));
  const withYear = (month: number, day: number, y?: string) => {
    if (y) return explicitDate(Number(y), month, day);
    const date = explicitDate(year, month, day);
    // A date without a year is the next one to come.
    return date && date < today ? explicitDate(year + 1, month, day) : date;
  };
  m = new RegExp(`\\b(\\d{1,2})\\s+de\\s+(${mo})(?:\\s+(?:de|del)\\s+(\\d{4}))?\\b`).exec(t);
  if (m) {
    const date = withYear(months[m[2]!]!, Number(m[1]), m[3]);
    if (date) return one(date);
  }
  m = new RegExp(`\\b(${mo})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`).exec(t);
  if (m) {
    const date = withYear(months[m[1]!]!, Number(m[2]), m[3]);
    if (date) return one(date);
  }
  m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(t);
  if (m) {
    const date = explicitDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) return one(date);
  }
  // es-MX writes day/month/year.
  m = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/.exec(t);
  if (m) {
    const date = withYear(Number(m[2]), Number(m[1]), m[3]);
    if (date) return one(date);
  }
  // A month without a day ('en diciembre', 'in January'): the whole month, the next one to come.
  const monthNames = Object.keys(months).filter((k) => k.length > 3 || k === "may").join("|");
  m = new RegExp(`(?<!\\d\\s)\\b(?:en|in|durante|during|para|for|de|del mes de|el mes de|the month of)\\s+(${monthNames})\\b`).exec(t);
  if (m) {
    const month = months[m[1]!]!;
    const thisMonth = Number(today.slice(5, 7));
    const y = month >= thisMonth ? year : year + 1;
    const start = explicitDate(y, month, 1)!;
    return { start, end: endOfMonth(start) };
  }
  // A bare weekday ('el viernes', 'on Friday'): the coming one, today included.
  m = new RegExp(`\\b(${wd})\\b`).exec(t);
  if (m) return one(addDays(today, (weekdays[m[1]!]! - weekday(today) + 7) % 7));
  return null;
}
