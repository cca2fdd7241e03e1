import { BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { IconCardGrid, list, PageHero, Section } from "../components/marketing-blocks";
import { StepList, TrialActions, TrialCtaBand } from "../components/trial-actions";

/** /integrations (the directory) and /product/integrations (how the product connects). */
export function IntegrationsPage({ variant }: { variant: "directory" | "product" }) {
  const { t } = useTranslation("marketing");
  const isProduct = variant === "product";
  usePageMeta(
    catalogueMeta(t(isProduct ? "integrations.productMeta" : "integrations.meta", { returnObjects: true }), isProduct ? "/product/integrations" : "/integrations"),
  );
  const builtIn = (
    <Section id="built-in" title={t("integrations.builtInTitle")} intro={t("integrations.builtInIntro")} className={isProduct ? undefined : "pt-0"}>
      <IconCardGrid items={list(t("integrations.builtIn", { returnObjects: true }))} columns={2} />
      <div className="mt-8 flex justify-center">
        <Link to="/resources/api-docs" className={buttonVariants({ variant: "outline" })}>
          <BookOpen aria-hidden="true" />
          {t("integrations.apiDocs")}
        </Link>
      </div>
    </Section>
  );
  return (
    <>
      <PageHero eyebrow={t("integrations.eyebrow")} title={t(isProduct ? "integrations.productTitle" : "integrations.title")} lead={t("integrations.lead")}>
        <TrialActions />
      </PageHero>
      {isProduct ? builtIn : null}
      <Section id="categories" title={t("integrations.categoriesTitle")} intro={t("integrations.categoriesIntro")}>
        <IconCardGrid items={list(t("integrations.categories", { returnObjects: true }))} />
      </Section>
      {isProduct ? (
        <Section id="how" title={t("integrations.howTitle")} className="pt-0">
          <div className="mx-auto max-w-5xl">
            <StepList steps={list(t("integrations.how", { returnObjects: true }))} />
          </div>
        </Section>
      ) : (
        builtIn
      )}
      <TrialCtaBand />
    </>
  );
}

export function IntegrationsDirectoryPage() {
  return <IntegrationsPage variant="directory" />;
}

export function ProductIntegrationsPage() {
  return <IntegrationsPage variant="product" />;
}
