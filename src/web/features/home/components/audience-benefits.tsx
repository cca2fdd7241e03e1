import { CheckCircle2, Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { SectionHeading, sectionContainer } from "./section-heading";

export const audiences = ["managers", "directors", "executives"] as const;
export type Audience = (typeof audiences)[number];

const benefitKeys = ["benefit1", "benefit2", "benefit3", "benefit4"] as const;
const metricKeys = ["metric1", "metric2", "metric3"] as const;

function AudiencePanel({ audience }: { audience: Audience }) {
  const { t } = useTranslation("home");
  return (
    <div className="grid gap-8 rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-8 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <h3 className="text-2xl font-bold tracking-tight">{t(`audience.${audience}.title`)}</h3>
        <h4 className="sr-only">{t("audience.benefitsLabel")}</h4>
        <ul className="mt-6 grid gap-4">
          {benefitKeys.map((key) => (
            <li key={key} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span className="text-pretty">{t(`audience.${audience}.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-6">
        <dl aria-label={t("audience.metricsLabel")} className="grid grid-cols-3 gap-2 sm:gap-3">
          {metricKeys.map((key) => (
            <div key={key} className="flex flex-col-reverse justify-end gap-1 rounded-xl bg-muted px-2 py-3 text-center sm:p-4">
              <dt className="text-xs text-muted-foreground sm:text-sm">{t(`audience.${audience}.${key}Label`)}</dt>
              <dd className="text-lg font-bold tracking-tight whitespace-nowrap text-primary-strong tabular-nums sm:text-2xl">{t(`audience.${audience}.${key}Value`)}</dd>
            </div>
          ))}
        </dl>
        <figure className="relative flex-1 rounded-xl border border-border p-5">
          <Quote aria-hidden="true" className="size-6 text-primary-strong" />
          <blockquote className="mt-2 text-pretty text-foreground">{t(`audience.${audience}.quote`)}</blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-semibold">{t(`audience.${audience}.author`)}</span>
            <span className="text-muted-foreground"> · {t(`audience.${audience}.role`)}</span>
          </figcaption>
        </figure>
      </div>
    </div>
  );
}

export function AudienceBenefits() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-audience" className="bg-muted/50">
      <div className={sectionContainer}>
        <SectionHeading id="home-audience" eyebrow={t("audience.eyebrow")} heading={t("audience.heading")} intro={t("audience.intro")} />
        <Tabs defaultValue="managers" className="mt-10">
          <div className="flex justify-center">
            <TabsList aria-label={t("audience.tabsLabel")} className="h-auto flex-wrap justify-center bg-background shadow-xs">
              {audiences.map((audience) => (
                <TabsTrigger key={audience} value={audience} className="h-10 px-4 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground">
                  {t(`audience.${audience}.tab`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {audiences.map((audience) => (
            <TabsContent key={audience} value={audience} className="mt-8">
              <AudiencePanel audience={audience} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
