import { todayIn, type DateOnly } from "../../domain/planning/calendar";

// The reader's calendar day: "today" is the day in the browser's IANA time zone, never the
// server's (docs/decisions/0201).

export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "America/Mexico_City";
}

export function readerToday(): DateOnly {
  return todayIn(readerTimeZone());
}
