import { useTranslation } from "react-i18next";
import { todayIn, type DateOnly } from "../../../../domain/planning/calendar";
import { isLanguage, type Language } from "../../../i18n/language";

// The reader's language and calendar day: "today" is the day in the browser's IANA time zone,
// never the server's (docs/decisions/0201).

export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "America/Mexico_City";
}

export function readerToday(): DateOnly {
  return todayIn(readerTimeZone());
}

export function useReaderLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "es";
}
