import { formatMinutes } from "../../../domain/time-tracking/durations";
import type { Language } from "../../i18n/language";
import { formatNumber } from "../../lib/format";

// Durations for people: "1:30 h" style in both languages (the timesheet's cells), and hours with
// one decimal in es-MX or en ("1,5 h" / "1.5 h") where figures are compared.

export const clock = (minutes: number) => `${formatMinutes(minutes)} h`;
export const hours = (minutes: number, language: Language) => `${formatNumber(minutes / 60, language, { maximumFractionDigits: 1 })} h`;

/** A running timer's elapsed time, hh:mm:ss. */
export function elapsedSince(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  return `${hh}:${String(mm).padStart(2, "0")}:${String(ss).padStart(2, "0")}`;
}
