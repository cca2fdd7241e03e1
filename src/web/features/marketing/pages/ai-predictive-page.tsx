import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { FigureBand, IconCardGrid, list, PageHero, Section } from "../components/marketing-blocks";
import { StepList, TrialActions, TrialCtaBand } from "../components/trial-actions";

export function AiPredictivePage() {
  const { t } = useTranslation("marketing");
  usePageMeta(catalogueMeta(t("aiPredictive.meta", { returnObjects: true }), "/product/ai-predictive"));
  return (
    <>
      <PageHero eyebrow={t("aiPredictive.eyebrow")} title={t("aiPredictive.title")} lead={t("aiPredictive.lead")}>
        <TrialActions />
      </PageHero>
      <Section id="models" title={t("aiPredictive.capabilitiesTitle")} intro={t("aiPredictive.capabilitiesIntro")}>
        <IconCardGrid items={list(t("aiPredictive.capabilities", { returnObjects: true }))} columns={2} />
      </Section>
      <FigureBand figures={list(t("aiPredictive.figures", { returnObjects: true }))} note={t("common.figuresNote")} />
      <Section id="how" title={t("aiPredictive.howTitle")}>
        <StepList steps={list(t("aiPredictive.how", { returnObjects: true }))} />
        <div className="mx-auto mt-10 flex max-w-3xl gap-4 rounded-xl border border-border bg-muted/40 p-6">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary-strong" />
          <div>
            <h3 className="font-semibold">{t("aiPredictive.trustTitle")}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t("aiPredictive.trust")}</p>
          </div>
        </div>
      </Section>
      <TrialCtaBand />
    </>
  );
}
