import { ArrowRight, BookOpen, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { CtaBand, list, MarketingIcon, PageHero } from "../components/marketing-blocks";

export function UserGuidesPage() {
  const { t } = useTranslation("marketing");
  usePageMeta(catalogueMeta(t("userGuides.meta", { returnObjects: true }), "/user-guides"));
  const guides = list(t("userGuides.guides", { returnObjects: true }));
  return (
    <>
      <PageHero eyebrow={t("userGuides.eyebrow")} title={t("userGuides.title")} lead={t("userGuides.lead")} />
      <nav aria-label={t("userGuides.title")} className="mx-auto w-full max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {guides.map((guide, index) => (
            <li key={guide.title}>
              <a href={`#guide-${index + 1}`} className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:bg-subtle">
                {guide.title}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center">
          <Link to="/user-manual" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
            <BookOpen aria-hidden="true" className="size-4" />
            {t("userGuides.manualAll")}
          </Link>
        </p>
      </nav>
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        {guides.map((guide, index) => (
          <article key={guide.title} id={`guide-${index + 1}`} aria-labelledby={`guide-${index + 1}-title`} className="scroll-mt-24 rounded-xl border border-border bg-card p-6 shadow-xs">
            <div className="flex flex-wrap items-start gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
                <MarketingIcon name={guide.icon} className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 id={`guide-${index + 1}-title`} className="text-xl font-semibold">
                  {guide.title}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{guide.summary}</p>
              </div>
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <Clock aria-hidden="true" className="size-4" />
                {t("userGuides.minutes", { count: Number(guide.minutes) })}
              </span>
            </div>
            <h3 className="sr-only">{t("userGuides.stepsLabel")}</h3>
            <ol className="mt-5 grid gap-3">
              {list(guide.steps).map((step, stepIndex) => (
                <li key={step} className="flex gap-3 text-sm">
                  <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                    {stepIndex + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
            <div className="mt-5 flex flex-wrap gap-2">
              <Link to={guide.to} className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("userGuides.open")}
                <span className="sr-only">: {guide.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
              {/* The manual is public: its section for the guide's screen, opened at its deep link. */}
              <Link to={`/user-manual#${guide.manual}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <BookOpen aria-hidden="true" />
                {t("userGuides.readManual")}
                <span className="sr-only">: {guide.title}</span>
              </Link>
            </div>
          </article>
        ))}
      </div>
      <CtaBand title={t("userGuides.helpTitle")} body={t("userGuides.helpBody")}>
        <Link to="/contact?topic=support" className={buttonVariants({ size: "lg", className: "bg-background text-foreground hover:bg-background/90" })}>
          {t("common.contactSales")}
        </Link>
      </CtaBand>
    </>
  );
}
