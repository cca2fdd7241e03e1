// Turning spreadsheet cells into the values the forms accept: dates written the Mexican way
// (31/12/2026), ISO dates, Excel serial numbers, Jira's `15/Dec/26 10:30 AM`; numbers and money
// in either of the two ways Mexican files write them (1,500.50 or 1.500,50), by the column's
// locale (decision 1208).

/** How a column writes its numbers: `point` is 1,500.50; `comma` is 1.500,50. */
export type NumberLocale = "point" | "comma";
/** How a column writes its slashed dates: day first (15/12/2026) or month first (12/15/2026). */
export type DateOrder = "dmy" | "mdy";

const months: Record<string, number> = {
  jan: 1, ene: 1, feb: 2, mar: 3, apr: 4, abr: 4, may: 5, jun: 6, jul: 7, aug: 8, ago: 8, sep: 9, set: 9, oct: 10, nov: 11, dec: 12, dic: 12,
};

function fullYear(text: string): number {
  const n = Number(text);
  return text.length <= 2 ? 2000 + n : n;
}

/** A YYYY-MM-DD date from a cell, or undefined when the cell cannot be read as a date. */
export function parseDateCell(value: unknown, order: DateOrder = "dmy"): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value === "number") {
    // Excel's serial day count (1900 system): day 25569 is 1970-01-01.
    if (value < 1 || value > 2_958_465) return undefined;
    return new Date(Math.round((value - 25569) * 86_400_000)).toISOString().slice(0, 10);
  }
  const text = String(value).trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  // Jira: 15/Dec/26 10:30 AM (English or Spanish month abbreviations, with or without the time).
  m = /^(\d{1,2})[/ -]([A-Za-zÀ-ÿ]{3,4})\.?[/ -](\d{2}|\d{4})(?:[ ,]+\d{1,2}:\d{2}(?::\d{2})?\s*([ap]\.?\s?m\.?)?)?$/i.exec(text);
  if (m) {
    const month = months[m[2]!.normalize("NFD").replace(/[\u0300-\u036f.]/g, "").toLowerCase().slice(0, 3)];
    return month ? valid(fullYear(m[3]!), month, Number(m[1])) : undefined;
  }
  // Slashed: day first as written in Mexico, unless the column reads month first; a time may follow.
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T]+\d{1,2}:\d{2}.*)?$/.exec(text);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return order === "mdy" ? valid(fullYear(m[3]!), a, b) : valid(fullYear(m[3]!), b, a);
  }
  return undefined;
}

/** Month first when a value's second part cannot be a month (12/15/2026) and none's first part is over 12. */
export function detectDateOrder(values: unknown[]): DateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    if (typeof value !== "string") continue;
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}/.exec(value.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  return monthFirst && !dayFirst ? "mdy" : "dmy";
}

function valid(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

/** What a written number says about its locale: a definite answer, or null when either would do. */
function evidence(text: string): NumberLocale | null {
  const t = text.replace(/(mxn|usd|\$|\s|h|hrs?|horas?)/gi, "");
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(t) || /^-?\d{1,3}(\.\d{3}){2,}$/.test(t) || /^-?\d+,\d{1,2}$/.test(t) || /^-?\d+,\d{4,}$/.test(t)) return "comma";
  if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(t) || /^-?\d{1,3}(,\d{3}){2,}$/.test(t) || /^-?\d+\.\d{1,2}$/.test(t) || /^-?\d+\.\d{4,}$/.test(t)) return "point";
  return null;
}

/**
 * The column's locale from its values: the one the unambiguous values agree on. A column of only
 * ambiguous values (1.500, 1,500) is null: each such value is then read as thousands.
 */
export function detectNumberLocale(values: unknown[]): NumberLocale | null {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    if (typeof value !== "string") continue;
    const found = evidence(value);
    if (found === "comma") comma++;
    else if (found === "point") point++;
  }
  if (comma === point) return null;
  return comma > point ? "comma" : "point";
}

/**
 * A number from text written either way. With a locale the separators are read by it; without
 * one a lone separator followed by exactly three digits groups thousands (1.500 and 1,500 are
 * 1500: nobody writes one and a half as 1.500), and otherwise it is the decimal mark.
 */
export function parseLocaleNumber(text: string, locale: NumberLocale | null = null): number | undefined {
  const t = text.trim().replace(/\s+/g, "");
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(t)) return undefined;
  const resolved = locale ?? evidence(t) ?? (/^-?\d{1,3}[.,]\d{3}$/.test(t) ? "thousands" : t.includes(",") && !t.includes(".") ? "comma" : "point");
  let normal: string;
  if (resolved === "thousands") normal = t.replace(/[.,]/g, "");
  else if (resolved === "comma") {
    if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(t)) return undefined;
    normal = t.replace(/\./g, "").replace(",", ".");
  } else {
    if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return undefined;
    normal = t.replace(/,/g, "");
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}

/** A number of pesos from "$1,234.50", "$1.234,50", "1234.5", "MXN 2 000" or a numeric cell. */
export function parseMoneyCell(value: unknown, locale: NumberLocale | null = null): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  return parseLocaleNumber(String(value).replace(/(mxn|usd|\$)/gi, ""), locale);
}

export function parseNumberCell(value: unknown, locale: NumberLocale | null = null): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  return parseLocaleNumber(String(value), locale);
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage
 * return) gets a leading apostrophe, so an exported file cannot execute what users typed.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
