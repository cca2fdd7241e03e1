// Official rest days of Mexico (Ley Federal del Trabajo, art. 74), computed for any year, and the
// workspace's own holidays on top of them.
//
// Art. 74: I. 1 January; II. the first Monday of February (5 February); III. the third Monday of
// March (21 March); IV. 1 May; V. 16 September; VI. the third Monday of November (20 November);
// VII. 1 October of each sixth year, when the Federal Executive is transmitted — the reform
// published in the DOF on 30 September 2024 moved it from 1 December (art. 83 of the Constitution:
// the president takes office on 1 October since 2024), so 1 December counts up to 2018 only;
// VIII. 25 December; IX. the day federal and local election laws set for an ordinary election —
// not fixed in advance, so the workspace adds it as an "election" holiday.

import { TZDate } from "@date-fns/tz";
import { addWeeks, format, nextMonday, isMonday } from "date-fns";
import type { DateOnly } from "./dates";

export type HolidayKey = "new_year" | "constitution" | "juarez" | "labour" | "independence" | "revolution" | "transmission" | "christmas";

export type Holiday = {
  date: DateOnly;
  /** es-MX and English names. */
  name: { es: string; en: string };
  /** ISO 3166-1 alpha-2 country the holiday applies to, or null for everybody in the workspace. */
  country: string | null;
  source: "law" | "custom" | "election";
  key?: HolidayKey;
  id?: string;
};

const names: Record<HolidayKey, { es: string; en: string }> = {
  new_year: { es: "Año Nuevo", en: "New Year's Day" },
  constitution: { es: "Día de la Constitución", en: "Constitution Day" },
  juarez: { es: "Natalicio de Benito Juárez", en: "Benito Juárez's Birthday" },
  labour: { es: "Día del Trabajo", en: "Labour Day" },
  independence: { es: "Día de la Independencia", en: "Independence Day" },
  revolution: { es: "Día de la Revolución", en: "Revolution Day" },
  transmission: { es: "Transmisión del Poder Ejecutivo Federal", en: "Transfer of the Federal Executive" },
  christmas: { es: "Navidad", en: "Christmas Day" },
};

const day = (year: number, month: number, date: number) => new TZDate(Date.UTC(year, month - 1, date), "UTC");
const iso = (date: Date): DateOnly => format(date, "yyyy-MM-dd");

/** The `nth` Monday (1-based) of a month. */
export function nthMonday(year: number, month: number, nth: number): DateOnly {
  const first = day(year, month, 1);
  const firstMonday = isMonday(first) ? first : nextMonday(first);
  return iso(addWeeks(firstMonday, nth - 1));
}

/** The transmission of the Federal Executive: 1 Oct every six years from 2024, 1 Dec every six years up to 2018. */
export function transmissionDate(year: number): DateOnly | null {
  if (year >= 2024) return (year - 2024) % 6 === 0 ? `${year}-10-01` : null;
  return year >= 1934 && (2018 - year) % 6 === 0 ? `${year}-12-01` : null;
}

/** Mexico's mandatory rest days of `year` (art. 74 LFT), in date order. */
export function mexicanHolidays(year: number): Holiday[] {
  const law = (key: HolidayKey, date: DateOnly): Holiday => ({ date, name: names[key], country: "MX", source: "law", key });
  const pad = (n: number) => String(n).padStart(2, "0");
  const fixed = (month: number, date: number) => `${String(year).padStart(4, "0")}-${pad(month)}-${pad(date)}`;
  const list = [
    law("new_year", fixed(1, 1)),
    law("constitution", nthMonday(year, 2, 1)),
    law("juarez", nthMonday(year, 3, 3)),
    law("labour", fixed(5, 1)),
    law("independence", fixed(9, 16)),
    law("revolution", nthMonday(year, 11, 3)),
    law("christmas", fixed(12, 25)),
  ];
  const transmission = transmissionDate(year);
  if (transmission) list.push(law("transmission", transmission));
  return list.sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Built-in holidays of a country for `year` (empty for a country not built in). */
export function officialHolidays(country: string, year: number): Holiday[] {
  return country === "MX" ? mexicanHolidays(year) : [];
}

/** Whether a holiday applies to a person of `country`: a holiday of no country applies to all. */
export function appliesTo(holiday: Pick<Holiday, "country">, country: string): boolean {
  return holiday.country === null || holiday.country === country;
}

/** Every official holiday of the given countries between two dates (inclusive), plus the custom ones. */
export function holidaysBetween(from: DateOnly, to: DateOnly, countries: Iterable<string>, custom: Holiday[] = []): Holiday[] {
  const out: Holiday[] = [];
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  for (const country of new Set(countries)) {
    for (let year = first; year <= last; year++) out.push(...officialHolidays(country, year).filter((h) => h.date >= from && h.date <= to));
  }
  out.push(...custom.filter((h) => h.date >= from && h.date <= to));
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
