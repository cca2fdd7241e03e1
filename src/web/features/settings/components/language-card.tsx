import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/card";
import { RadioGroup, RadioGroupCard } from "../../../components/ui/radio-group";
import { changeLanguage } from "../../../i18n/i18n";
import { defaultLanguage, isLanguage, languages, languageTags } from "../../../i18n/language";

export function LanguageCard() {
  const { t, i18n } = useTranslation(["settings", "common"]);
  const labelId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <SectionCard title={t("language.title")} description={t("language.description")} contentClassName="grid gap-3">
      <h3 id={labelId} className="text-sm font-semibold">
        {t("language.label")}
      </h3>
      <RadioGroup
        aria-labelledby={labelId}
        value={current}
        onValueChange={(value) => {
          if (isLanguage(value)) void changeLanguage(value);
        }}
        className="grid-cols-1 sm:grid-cols-2"
      >
        {languages.map((language) => (
          <RadioGroupCard key={language} value={language} lang={languageTags[language]}>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-bold text-foreground group-data-[state=checked]:bg-background group-data-[state=checked]:text-primary-strong">
              {t(language === "es" ? "common:language.esShort" : "common:language.enShort")}
            </span>
            <span className="font-medium">{t(language === "es" ? "common:language.es" : "common:language.en")}</span>
          </RadioGroupCard>
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
