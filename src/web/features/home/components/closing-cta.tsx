import { ArrowRight, CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { registerPath } from "./hero";

const figures = ["figure1", "figure2", "figure3"] as const;

export function ClosingCta() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-closing" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-ink px-6 py-12 text-center text-white sm:px-10 sm:py-16 dark:border dark:border-border">
        <div aria-hidden="true" className="absolute inset-x-0 -top-32 h-64 bg-[radial-gradient(ellipse_at_center,color-mix(in_oklab,var(--primary)_35%,transparent),transparent_70%)]" />
        <div className="relative">
          <h2 id="home-closing" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("closing.heading")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-300">{t("closing.body")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={registerPath} className={buttonVariants({ size: "lg" })}>
              {t("closing.start")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to="/contact"
              className={buttonVariants({ size: "lg", variant: "outline", className: "border-white/20 bg-transparent text-white hover:bg-white/10" })}
            >
              <CalendarDays aria-hidden="true" />
              {t("closing.demo")}
            </Link>
          </div>
          <dl aria-label={t("closing.figuresLabel")} className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-3">
            {figures.map((key) => (
              <div key={key} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-300">{t(`closing.${key}Label`)}</dt>
                <dd className="text-4xl font-bold tracking-tight text-primary tabular-nums">{t(`closing.${key}Value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
