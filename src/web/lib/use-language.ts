import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "../i18n/language";

/** The reader's interface language (Spanish until i18next knows better). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "es";
}
