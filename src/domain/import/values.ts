// Turning spreadsheet cells into the values the forms accept: dates written the Mexican way
// (31/12/2026), ISO dates, Excel serial numbers; money with $ signs and thousands separators.

/** A YYYY-MM-DD date from a cell, or undefined when the cell cannot be read as a date. */
export function parseDateCell(value: unknown): string | undefined {
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
  // Day first, as written in Mexico and most of Latin America.
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return valid(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

function valid(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

/** A number of pesos from "$1,234.50", "1234.5", "MXN 2 000" or a numeric cell. */
export function parseMoneyCell(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = String(value).replace(/(mxn|usd|\$|\s)/gi, "");
  if (!/^-?[\d,]*\.?\d+$/.test(text)) return undefined;
  const n = Number(text.replace(/,/g, ""));
  return Number.isFinite(n) ? n : undefined;
}

export function parseNumberCell(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const n = Number(String(value).trim().replace(",", "."));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage
 * return) gets a leading apostrophe, so an exported file cannot execute what users typed.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
