import { ArrowRight, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";

const figures = ["figure1", "figure2", "figure3", "figure4"] as const;
const points = ["point1", "point2", "point3"] as const;

export function ValueSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-value" className="px-4 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-10 rounded-3xl bg-ink px-6 py-12 text-white sm:px-10 sm:py-16 lg:grid-cols-2 lg:items-center dark:border dark:border-border">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("value.eyebrow")}</p>
          <h2 id="home-value" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("value.heading")}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-300">{t("value.body")}</p>
          <ul className="mt-6 grid gap-3">
            {points.map((key) => (
              <li key={key} className="flex gap-3 text-slate-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {t(`value.${key}`)}
              </li>
            ))}
          </ul>
          <Link to="/pricing" className={buttonVariants({ size: "lg", className: "mt-8" })}>
            {t("value.cta")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <dl aria-label={t("value.figuresLabel")} className="grid grid-cols-2 gap-4">
          {figures.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1 rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6">
              <dt className="text-sm text-slate-300">{t(`value.${key}Label`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary tabular-nums sm:text-4xl">{t(`value.${key}Value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
