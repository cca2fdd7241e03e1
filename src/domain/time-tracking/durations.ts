// Durations as people type them (decision 1204): "1:30", "1.5", "1,5", "1h 30m", "90m", "2h",
// "45 min". A bare number is hours. The answer is whole minutes, or null for what is not a duration.

const UNIT = /(\d+(?:[.,]\d+)?)\s*(h|hr|hrs|hora|horas|hour|hours|m|min|mins|minuto|minutos|minute|minutes)(?![a-z])/gi;

export function parseDuration(input: string): number | null {
  const text = input.trim().toLowerCase();
  if (!text) return null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(Number(text.replace(",", ".")) * 60);
  let total = 0;
  let matched = "";
  for (const m of text.matchAll(UNIT)) {
    const value = Number(m[1]!.replace(",", "."));
    total += m[2]!.startsWith("h") ? value * 60 : value;
    matched += m[0];
  }
  // Everything typed must be a number with its unit (spaces aside).
  if (!matched || matched.replace(/\s/g, "") !== text.replace(/\s/g, "")) return null;
  return Math.round(total);
}

/** "1:05" style, hours and minutes (minutes may exceed a day: totals). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, "0")}`;
}

/** Whole minutes between two instants (a running timer's length), never negative. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.max(0, Math.floor((end.getTime() - start.getTime()) / 60_000));
}
