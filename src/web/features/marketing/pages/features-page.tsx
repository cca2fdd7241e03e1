import { useTranslation } from "react-i18next";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { FigureBand, IconCardGrid, list, PageHero, Section } from "../components/marketing-blocks";
import { StepList, TrialActions, TrialCtaBand } from "../components/trial-actions";

export function FeaturesPage() {
  const { t } = useTranslation("marketing");
  usePageMeta(catalogueMeta(t("features.meta", { returnObjects: true }), "/features"));
  return (
    <>
      <PageHero eyebrow={t("features.eyebrow")} title={t("features.title")} lead={t("features.lead")}>
        <TrialActions />
      </PageHero>
      <Section id="capabilities" title={t("features.groupsTitle")} intro={t("features.groupsIntro")}>
        <IconCardGrid items={list(t("features.groups", { returnObjects: true }))} />
      </Section>
      <FigureBand figures={list(t("features.figures", { returnObjects: true }))} note={t("common.figuresNote")} />
      <Section id="week" title={t("features.workflowTitle")} intro={t("features.workflowIntro")}>
        <StepList steps={list(t("features.workflow", { returnObjects: true }))} />
      </Section>
      <TrialCtaBand />
    </>
  );
}
