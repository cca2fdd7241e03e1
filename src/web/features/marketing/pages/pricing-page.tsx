import { Check, Minus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatMoney } from "../../../lib/format";
import { usePageMeta, catalogueMeta, softwareApplicationJsonLd } from "../../../lib/page-meta";
import { list, PageHero, Section } from "../components/marketing-blocks";
import { TrialCtaBand } from "../components/trial-actions";
import { annualTotalPerUser, freeTrialDays, pricePerUserMonth, type BillingPeriod, type PlanId } from "../pricing-plans";
import { useLanguage } from "../../../lib/use-language";

export function PricingPage() {
  const { t } = useTranslation("marketing");
  const language = useLanguage();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const plans = list(t("pricing.plans", { returnObjects: true }));
  const meta = t("pricing.meta", { returnObjects: true });
  usePageMeta({
    ...catalogueMeta(meta, "/pricing"),
    jsonLd: [
      softwareApplicationJsonLd(
        plans.map((plan) => ({
          "@type": "Offer",
          name: plan.name,
          price: (pricePerUserMonth(plan.id as PlanId, "monthly") / 100).toFixed(2),
          priceCurrency: "MXN",
          description: plan.description,
        })),
      ),
    ],
  });

  return (
    <>
      <PageHero eyebrow={t("pricing.eyebrow")} title={t("pricing.title")} lead={t("pricing.lead")} />
      <section aria-labelledby="plans-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="plans-title" className="sr-only">
          {t("pricing.eyebrow")}
        </h2>
        <div className="flex justify-center">
          <div role="group" aria-label={t("pricing.billing.label")} className="inline-flex rounded-lg border border-border bg-muted p-1">
            {(["monthly", "annual"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={period === option}
                onClick={() => setPeriod(option)}
                className={cn(
                  "inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  period === option ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t(`pricing.billing.${option}`)}
                {option === "annual" ? (
                  <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">{t("pricing.billing.saving")}</span>
                ) : null}
              </button>
            ))}
          </div>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => {
            const id = plan.id as PlanId;
            const isPopular = id === "professional";
            const price = pricePerUserMonth(id, period);
            return (
              <li
                key={plan.id}
                className={cn("relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs", isPopular ? "border-primary ring-2 ring-primary" : "border-border")}
              >
                {isPopular ? (
                  <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">{t("pricing.popular")}</p>
                ) : null}
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className="mt-2 min-h-12 text-sm text-muted-foreground">{plan.description}</p>
                <p className="mt-6 flex items-baseline gap-2">
                  <span className="text-4xl font-bold tracking-tight" data-testid={`price-${plan.id}`}>
                    {formatMoney(price, language)}
                  </span>
                  <span className="text-sm text-muted-foreground">{t("pricing.perUser")}</span>
                </p>
                <p className="mt-1 min-h-5 text-xs text-muted-foreground">
                  {period === "annual" ? t("pricing.billedAnnually", { total: formatMoney(annualTotalPerUser(id), language) }) : t("pricing.billedMonthly")}
                </p>
                <Link
                  to={id === "enterprise" ? "/contact?topic=sales" : "/auth?tab=register"}
                  className={buttonVariants({ variant: isPopular ? "primary" : "outline", className: "mt-6 w-full" })}
                >
                  {plan.cta}
                  <span className="sr-only">: {plan.name}</span>
                </Link>
                <ul className="mt-6 grid gap-2.5 text-sm">
                  {list(plan.features).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t("pricing.trialNote", { days: freeTrialDays })} {t("pricing.vat")}
        </p>
      </section>

      <Section id="compare" title={t("pricing.compareTitle")} intro={t("pricing.compareIntro")} className="pt-0">
        {/* Focusable so the table can be scrolled sideways with the keyboard on a phone. */}
        <div tabIndex={0} role="region" aria-label={t("pricing.compareTitle")} className="relative overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t("pricing.compareTitle")}</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("pricing.compareFeature")}
                </th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list(t("pricing.compare", { returnObjects: true })).map((row) => (
                <tr key={row.feature} className="border-t border-border">
                  <th scope="row" className="px-4 py-3 font-normal">
                    {row.feature}
                  </th>
                  {list(row.plans).map((included, index) => (
                    <td key={plans[index]?.id ?? index} className="px-4 py-3 text-center">
                      {included === "yes" ? (
                        <Check aria-label={t("pricing.included")} role="img" className="mx-auto size-5 text-primary-strong" />
                      ) : (
                        <Minus aria-label={t("pricing.notIncluded")} role="img" className="mx-auto size-5 text-muted-foreground" />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="faq" title={t("pricing.faqTitle")} className="pt-0">
        <div className="mx-auto grid max-w-3xl gap-3">
          {list(t("pricing.faq", { returnObjects: true })).map((item) => (
            <details key={item.q} className="group rounded-xl border border-border bg-card px-5 py-4 open:shadow-sm">
              <summary className="cursor-pointer list-none font-medium marker:hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <span className="flex items-center justify-between gap-4">
                  {item.q}
                  <span aria-hidden="true" className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-sm text-muted-foreground">{item.a}</p>
            </details>
          ))}
        </div>
      </Section>
      <TrialCtaBand />
    </>
  );
}
