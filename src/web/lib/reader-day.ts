import { todayIn, type DateOnly } from "../../domain/planning/calendar";

// The reader's calendar day: "today" is the day in the browser's IANA time zone, never the
// server's (docs/decisions/0201).

let zone: string | undefined;

/** The browser's IANA time zone, read once a page: asking Intl for it costs a formatter each time. */
export function readerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || "America/Mexico_City";
  return zone;
}

export function readerToday(): DateOnly {
  return todayIn(readerTimeZone());
}
