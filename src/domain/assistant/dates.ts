import { fold } from "./text";

// es-MX (and English) date expressions, resolved against today (decision 0902): 'hoy', 'mañana',
// 'el próximo viernes', 'este viernes', 'fin de mes', 'la próxima semana', 'esta semana',
// 'el próximo mes', 'en 10 días', 'el 15 de diciembre', '15/12/2026'. Weeks start on Monday.
// Periods (decision 0930): a period's end reached 'before'/'by'/'de aquí a' it is the range from
// today to that end ('antes de fin de año', 'by the end of the quarter'); quarters ('Q1', 'el
// primer trimestre del año que viene', 'this quarter'), quincenas (1–15, 16–end of month), years,
// 'los próximos 10 días' / 'the next two weeks', and two dates joined ('entre el 1 y el 10 de
// diciembre', 'from December 1 to December 15').

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

function quarterOf(day: string): number {
  return Math.floor((Number(day.slice(5, 7)) - 1) / 3);
}
function quarterRange(year: number, quarter: number): DateRange {
  const start = iso(new Date(Date.UTC(year, quarter * 3, 1)));
  return { start, end: iso(new Date(Date.UTC(year, quarter * 3 + 3, 0))) };
}
/** A quincena: the 1st to the 15th, or the 16th to the month's end. */
function quincena(day: string, ahead: number): DateRange {
  let start = Number(day.slice(8, 10)) <= 15 ? `${day.slice(0, 8)}01` : `${day.slice(0, 8)}16`;
  for (let i = 0; i < ahead; i++) start = start.endsWith("01") ? `${start.slice(0, 8)}16` : startOfMonth(start, 1);
  return { start, end: start.endsWith("01") ? `${start.slice(0, 8)}15` : endOfMonth(start) };
}

const numberWords: Record<string, number> = {
  un: 1, una: 1, uno: 1, one: 1, a: 1, dos: 2, two: 2, couple: 2, tres: 3, three: 3, cuatro: 4, four: 4, cinco: 5, five: 5, seis: 6, six: 6, siete: 7, seven: 7,
  ocho: 8, eight: 8, diez: 10, ten: 10, quince: 15, fifteen: 15, veinte: 20, twenty: 20, treinta: 30, thirty: 30, noventa: 90, ninety: 90,
};
const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : numberWords[word]);
const NUMBER = `(\\d{1,3}|${Object.keys(numberWords).join("|")})`;
const UNIT = "(dias|days|semanas|weeks|meses|months)";
function unitDays(unit: string, n: number, today: string): string {
  if (/^(meses|months)$/.test(unit)) return addDays(startOfMonth(today, n), Number(today.slice(8, 10)) - 1);
  return addDays(today, n * (/^(semanas|weeks)$/.test(unit) ? 7 : 1));
}

function explicitDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? iso(date) : null;
}

/** Ranges of periods: up to a period's end, quarters, quincenas, years, the next N days, two dates joined. */
function periodRange(t: string, today: string, mo: string): DateRange | null {
  const year = Number(today.slice(0, 4));
  // Two explicit dates joined: 'entre el 1 y el 10 de diciembre', 'del 1 al 15 de diciembre', 'from December 1 to December 15'.
  let m = new RegExp(`\\b(?:entre el|entre|del|de|desde el|from|between)\\s+(\\d{1,2})\\s+(?:y el|y|al|a el|a|hasta el|and|to|through|-)\\s+(\\d{1,2})\\s+de\\s+(${mo})\\b`).exec(t);
  if (m) {
    const month = months[m[3]!]!;
    const start = nextDate(year, month, Number(m[1]), today);
    const end = start && explicitDate(Number(start.slice(0, 4)), month, Number(m[2]));
    if (start && end && end >= start) return { start, end };
  }
  m = new RegExp(`\\b(${mo})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|to|through|and|until)\\s*(?:(${mo})\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(t);
  if (m) {
    const start = nextDate(year, months[m[1]!]!, Number(m[2]), today);
    const endMonth = months[(m[3] ?? m[1])!]!;
    const end = start && explicitDate(Number(start.slice(0, 4)) + (endMonth < months[m[1]!]! ? 1 : 0), endMonth, Number(m[4]));
    if (start && end && end >= start) return { start, end };
  }
  m = new RegExp(`\\b(?:entre el|entre|del|desde el)\\s+(\\d{1,2})\\s+de\\s+(${mo})\\s+(?:y el|y|al|hasta el)\\s+(\\d{1,2})\\s+de\\s+(${mo})\\b`).exec(t);
  if (m) {
    const start = nextDate(year, months[m[2]!]!, Number(m[1]), today);
    const end = start && explicitDate(Number(start.slice(0, 4)) + (months[m[4]!]! < months[m[2]!]! ? 1 : 0), months[m[4]!]!, Number(m[3]));
    if (start && end && end >= start) return { start, end };
  }
  // 'los próximos 10 días', 'the next two weeks', 'within 10 days', 'en las siguientes 2 semanas'.
  m = new RegExp(`\\b(?:proximos|proximas|siguientes|next|coming|within|within the next|dentro de los proximos|en los proximos|en las proximas)\\s+(?:the\\s+)?${NUMBER}\\s+(?:of\\s+)?${UNIT}\\b`).exec(t);
  if (m && count(m[1]!) !== undefined) return { start: today, end: unitDays(m[2]!, count(m[1]!)!, today) };
  // A period's end; 'antes de' / 'by' / 'de aquí a' it: from today to it.
  const until = /\b(antes de|antes del|antes que|antes de que|para|hacia|de aqui a|de aqui al|hasta|by|before|until|till|through|from now (?:to|until))\b/;
  const ends: [RegExp, () => string, boolean][] = [
    [/\b(fin|final|finales|cierre) del? (ano|anio)\b|\b(acabe|termine|cierre) el (ano|anio)\b|\bend of (the )?year\b|\byear ?end\b|\beoy\b/, () => `${year}-12-31`, true],
    [/\b(fin|final|finales|cierre) del? trimestre\b|\b(acabe|termine|cierre) el trimestre\b|\bend of (the )?quarter\b|\bquarter ?end\b|\beoq\b/, () => quarterRange(year, quarterOf(today)).end, true],
    [/\b(fin|final|cierre) de (la )?quincena\b|\bend of the fortnight\b/, () => quincena(today, 0).end, true],
    [/\b(fin|final|finales) de(l)? mes\b|\b(acabe|termine) el mes\b|\bend of (the )?month\b|\beom\b/, () => endOfMonth(today), false],
  ];
  for (const [pattern, end, bare] of ends) {
    const hit = pattern.exec(t);
    if (!hit) continue;
    const before = t.slice(0, hit.index);
    if (until.test(before.split(" ").slice(-4).join(" ")) || bare) return { start: today, end: end() };
  }
  // Quarters: 'Q1', 'Q1 2027', 'el primer trimestre (del año que viene)', 'this quarter', 'next quarter'.
  const ordinals: Record<string, number> = { primer: 0, primero: 0, first: 0, segundo: 1, second: 1, tercer: 2, tercero: 2, third: 2, cuarto: 3, fourth: 3, ultimo: 3, last: 3 };
  const nextYear = /\b(ano que viene|proximo ano|siguiente ano|next year|ano entrante)\b/.test(t);
  m = /\b(?:q([1-4])|([1-4])q|(primer|primero|segundo|tercer|tercero|cuarto|first|second|third|fourth) (?:trimestre|quarter))\b(?:\s+(?:de |del |of )?(\d{4}))?/.exec(t);
  if (m) {
    const quarter = m[1] ? Number(m[1]) - 1 : m[2] ? Number(m[2]) - 1 : ordinals[m[3]!]!;
    let y = m[4] ? Number(m[4]) : nextYear ? year + 1 : year;
    if (!m[4] && !nextYear && quarterRange(y, quarter).end < today) y++;
    return quarterRange(y, quarter);
  }
  if (/\b(proximo|siguiente) trimestre\b|\btrimestre (que viene|siguiente|proximo)\b|\bnext quarter\b/.test(t)) {
    const q = quarterOf(today) + 1;
    return quarterRange(year + Math.floor(q / 4), q % 4);
  }
  if (/\b(este|el) trimestre\b|\btrimestre actual\b|\b(this|the current|current) quarter\b/.test(t)) return quarterRange(year, quarterOf(today));
  // Quincenas.
  m = new RegExp(`\\b(primera|segunda|1a|2a|first|second) quincena(?:\\s+de(?:l mes de)?\\s+(${mo}))?\\b`).exec(t);
  if (m) {
    const month = m[2] ? months[m[2]]! : Number(today.slice(5, 7));
    const y = month < Number(today.slice(5, 7)) ? year + 1 : year;
    const first = /^(primera|1a|first)$/.test(m[1]!);
    const start = explicitDate(y, month, first ? 1 : 16)!;
    return { start, end: first ? explicitDate(y, month, 15)! : endOfMonth(start) };
  }
  if (/\b(proxima|siguiente) quincena\b|\bquincena (que viene|siguiente|proxima|entrante)\b|\bnext fortnight\b/.test(t)) return quincena(today, 1);
  if (/\b(esta|la) quincena\b|\bquincena actual\b|\bthis fortnight\b/.test(t)) return quincena(today, 0);
  // Years.
  if (nextYear) return { start: `${year + 1}-01-01`, end: `${year + 1}-12-31` };
  if (/\b(este|en el) (ano|anio)\b|\bthis year\b/.test(t)) return { start: `${year}-01-01`, end: `${year}-12-31` };
  // Weekends and the past week or month.
  if (/\b(este )?fin de semana\b|\b(this )?weekend\b/.test(t)) {
    const saturday = addDays(today, (5 - weekday(today) + 7) % 7);
    return { start: saturday, end: addDays(saturday, 1) };
  }
  if (/\b(la )?semana pasada\b|\blast week\b/.test(t)) {
    const monday = addDays(today, -weekday(today) - 7);
    return { start: monday, end: addDays(monday, 6) };
  }
  if (/\b(el )?mes pasado\b|\blast month\b/.test(t)) return { start: startOfMonth(today, -1), end: endOfMonth(today, -1) };
  return null;
}

/** A day of a month without a year: the next one to come. */
function nextDate(year: number, month: number, d: number, today: string): string | null {
  const date = explicitDate(year, month, d);
  return date && date < today ? explicitDate(year + 1, month, d) : date;
}

/** The first date expression in `text`, as a range of days (inclusive), or null. */
export function parseDateExpression(text: string, today: string): DateRange | null {
  // Chat shorthand ('la prox semana', 'sig mes') and es-MX 'la otra semana' (the next one).
  const t = fold(text)
    .replace(/\bprox\b|\bprox\.|\bproxim[oa]\b/g, (w) => (w.startsWith("prox") ? "proximo" : w))
    .replace(/\bsig\b/g, "siguiente")
    .replace(/\bproximo (semana|quincena)\b/g, "proxima $1")
    .replace(/\b(la )?otra semana\b/g, "la proxima semana")
    .replace(/\b(navidad|christmas)\b/g, "25 de diciembre")
    .replace(/\b(ano nuevo|new year'?s?( day)?)\b/g, "1 de enero");
  const wd = Object.keys(weekdays).join("|");
  const mo = Object.keys(months).sort((a, b) => b.length - a.length).join("|");

  // 'desde el lunes', 'since Monday': from the last such day (today included) to today (decision 0925).
  let m = new RegExp(`\\b(?:desde el|desde|since)\\s+(?:el\\s+|last\\s+|pasado\\s+)?(${wd})\\b`).exec(t);
  if (m) return { start: addDays(today, -((weekday(today) - weekdays[m[1]!]! + 7) % 7)), end: today };
  m = /\b(?:ultimos|ultimas|last|past)\s+(\d{1,3})\s+(dias|days|semanas|weeks)\b/.exec(t);
  if (m) return { start: addDays(today, -(Number(m[1]) * (/^(semanas|weeks)$/.test(m[2]!) ? 7 : 1)) + 1), end: today };
  const period = periodRange(t, today, mo);
  if (period) return period;
  // 'antes del 15 de diciembre', 'before Christmas': from today to the day before.
  const before = /\b(antes del?|before|prior to)\s+(.*)$/.exec(t);
  if (before) {
    const after = parseDateExpression(before[2]!, today);
    if (after && after.start > today) return { start: today, end: addDays(after.start, -1) };
  }
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
  if (/\b(fin|final|finales) de(l)? mes\b|\bend of (the )?month\b|\beom\b/.test(t)) return one(endOfMonth(today));
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
  if (/\b(antier|anteayer|antes de ayer|day before yesterday)\b/.test(t)) return /\bayer\b|\byesterday\b/.test(t.replace(/\b(antes de ayer|day before yesterday)\b/, "")) ? { start: addDays(today, -2), end: addDays(today, -1) } : one(addDays(today, -2));
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
