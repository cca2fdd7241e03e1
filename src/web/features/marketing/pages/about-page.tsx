import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { CtaBand, FigureBand, IconCardGrid, list, PageHero, Section } from "../components/marketing-blocks";

export function AboutPage() {
  const { t } = useTranslation("marketing");
  usePageMeta(catalogueMeta(t("about.meta", { returnObjects: true }), "/about-us"));
  return (
    <>
      <PageHero eyebrow={t("about.eyebrow")} title={t("about.title")} lead={t("about.lead")} />
      <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
            {t("about.missionTitle")}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{t("about.mission")}</p>
        </section>
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-2xl font-bold tracking-tight">
            {t("about.storyTitle")}
          </h2>
          {list(t("about.story", { returnObjects: true })).map((paragraph) => (
            <p key={paragraph} className="mt-4 text-pretty text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      </div>
      <FigureBand figures={list(t("about.figures", { returnObjects: true }))} note={t("common.figuresNote")} />
      <Section id="values" title={t("about.valuesTitle")}>
        <IconCardGrid items={list(t("about.values", { returnObjects: true }))} columns={2} />
      </Section>
      <CtaBand title={t("about.ctaTitle")} body={t("about.ctaBody")}>
        <Link to="/contact" className={buttonVariants({ size: "lg", className: "bg-background text-foreground hover:bg-background/90" })}>
          {t("common.requestDemo")}
        </Link>
      </CtaBand>
    </>
  );
}
