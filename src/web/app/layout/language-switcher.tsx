import { useTranslation } from "react-i18next";
import { focusRing } from "../../components/ui/focus-ring";
import { changeLanguage } from "../../i18n/i18n";
import { isLanguage, languages, languageTags, defaultLanguage } from "../../i18n/language";
import { cn } from "../../lib/cn";

/** ES / EN in the header: two toggle buttons, the current one pressed. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <div role="group" aria-label={t("language.label")} className={cn("inline-flex rounded-lg border border-border p-0.5", className)}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={languageTags[language]}
          aria-pressed={current === language}
          onClick={() => void changeLanguage(language)}
          className={cn(
            "inline-flex h-7 min-w-9 cursor-pointer items-center justify-center rounded-md px-2 text-xs font-semibold tracking-wide text-muted-foreground transition-colors hover:text-foreground",
            "aria-pressed:bg-foreground aria-pressed:text-background",
            focusRing,
            "focus-visible:ring-offset-1",
          )}
        >
          {t(language === "es" ? "language.esShort" : "language.enShort")}
          <span className="sr-only"> {t(language === "es" ? "language.es" : "language.en")}</span>
        </button>
      ))}
    </div>
  );
}
