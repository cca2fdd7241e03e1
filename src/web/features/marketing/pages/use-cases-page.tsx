import { TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { IconCardGrid, list, MarketingIcon, PageHero, Section } from "../components/marketing-blocks";
import { TrialActions, TrialCtaBand } from "../components/trial-actions";

export function UseCasesPage() {
  const { t } = useTranslation("marketing");
  usePageMeta(catalogueMeta(t("useCases.meta", { returnObjects: true }), "/use-cases"));
  const cases = list(t("useCases.cases", { returnObjects: true }));
  return (
    <>
      <PageHero eyebrow={t("useCases.eyebrow")} title={t("useCases.title")} lead={t("useCases.lead")}>
        <TrialActions />
      </PageHero>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        {cases.map((item) => (
          <article key={item.title} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-xs">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
                <MarketingIcon name={item.icon} className="size-5" />
              </span>
              <h2 className="text-xl font-semibold">{item.title}</h2>
            </div>
            <dl className="mt-5 grid flex-1 gap-4 text-sm">
              <div>
                <dt className="font-semibold">{t("useCases.challenge")}</dt>
                <dd className="mt-1 text-muted-foreground">{item.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t("useCases.solution")}</dt>
                <dd className="mt-1 text-muted-foreground">{item.solution}</dd>
              </div>
            </dl>
            <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-strong">
              <TrendingUp aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("useCases.result")}: </span>
              {item.result}
            </p>
          </article>
        ))}
      </div>
      <Section id="roles" title={t("useCases.rolesTitle")} className="pt-0">
        <IconCardGrid items={list(t("useCases.roles", { returnObjects: true }))} columns={2} />
      </Section>
      <TrialCtaBand />
    </>
  );
}
