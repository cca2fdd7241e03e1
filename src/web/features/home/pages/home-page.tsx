import { ArrowRight, BrainCircuit, Check, MessagesSquare, Sparkles, TrendingUp, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { defaultLanguage, isLanguage } from "../../../i18n/language";
import { formatNumber, formatPercent } from "../../../lib/format";
import { cn } from "../../../lib/cn";

// A first, deliberately small home page: headline, pitch, a call to action to /auth, a few
// figures and highlights. The public-site issue replaces it with the full page of spec section 2.

function DashboardPreview() {
  const { t } = useTranslation("home");
  const rows = [
    { name: t("preview.projectA"), status: t("preview.onTrack"), isAtRisk: false, progress: "w-[72%]", value: "72%" },
    { name: t("preview.projectB"), status: t("preview.atRisk"), isAtRisk: true, progress: "w-[41%]", value: "41%" },
  ];
  return (
    <div role="img" aria-label={t("preview.label")} className="relative mx-auto w-full max-w-lg">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-primary/15 blur-2xl" />
      <div className="rounded-2xl border border-border bg-card p-5 shadow-xl sm:p-6">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold">{t("preview.title")}</p>
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-primary" />
          </div>
        </div>
        <ul className="mt-5 grid gap-4">
          {rows.map((row) => (
            <li key={row.name} className="rounded-xl border border-border p-4">
              <div className="flex items-center justify-between gap-3">
                <p className="truncate text-sm font-medium">{row.name}</p>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    row.isAtRisk ? "bg-muted text-warning-strong" : "bg-primary-soft text-primary-strong",
                  )}
                >
                  {row.status}
                </span>
              </div>
              <div className="mt-3 flex items-center gap-3">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                  <div className={cn("h-full rounded-full", row.progress, row.isAtRisk ? "bg-warning-strong" : "bg-primary")} />
                </div>
                <span className="w-9 text-right text-xs text-muted-foreground tabular-nums">{row.value}</span>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex gap-3 rounded-xl bg-muted p-4">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
          <div>
            <p className="text-xs font-semibold text-foreground">{t("preview.insightTitle")}</p>
            <p className="mt-1 text-xs text-muted-foreground">{t("preview.insight")}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

function Highlight({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="mb-2 inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">{icon}</div>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{body}</p>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const { t, i18n } = useTranslation("home");
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const figures = [
    { value: `${formatNumber(10_000, language)}+`, label: t("figures.teams") },
    { value: formatPercent(0.98, language), label: t("figures.satisfaction") },
    { value: formatPercent(0.4, language), label: t("figures.planning") },
    { value: formatPercent(0.35, language), label: t("figures.success") },
  ];

  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--primary-soft),transparent_65%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-foreground shadow-xs">
              <Sparkles aria-hidden="true" className="size-4 text-primary-strong" />
              {t("hero.badge")}
            </p>
            <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]">{t("hero.heading")}</h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{t("hero.pitch")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/auth">
                  {t("hero.cta")}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/features">{t("hero.secondary")}</Link>
              </Button>
            </div>
            <p className="mt-5 inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Check aria-hidden="true" className="size-4 text-primary-strong" />
              {t("hero.trial")}
            </p>
          </div>
          <DashboardPreview />
        </div>
      </section>

      <section aria-labelledby="home-figures" className="border-y border-border bg-muted/50">
        <h2 id="home-figures" className="sr-only">
          {t("figures.label")}
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1 text-center">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-foreground tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="home-highlights" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <h2 id="home-highlights" className="max-w-2xl text-3xl font-bold tracking-tight text-balance">
          {t("highlights.heading")}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <Highlight
            icon={<TrendingUp aria-hidden="true" className="size-5" />}
            title={t("highlights.predictive.title")}
            body={t("highlights.predictive.body")}
          />
          <Highlight
            icon={<MessagesSquare aria-hidden="true" className="size-5" />}
            title={t("highlights.assistant.title")}
            body={t("highlights.assistant.body")}
          />
          <Highlight
            icon={<Users aria-hidden="true" className="size-5" />}
            title={t("highlights.resources.title")}
            body={t("highlights.resources.body")}
          />
        </div>
      </section>

      <section aria-labelledby="home-closing" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-2xl bg-ink px-6 py-10 text-white dark:border dark:border-border sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-4">
            <BrainCircuit aria-hidden="true" className="hidden size-10 shrink-0 text-primary sm:block" />
            <div>
              <h2 id="home-closing" className="text-2xl font-bold tracking-tight text-balance">
                {t("closing.heading")}
              </h2>
              <p className="mt-2 max-w-2xl text-pretty text-slate-300">{t("closing.body")}</p>
            </div>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link to="/auth">
              {t("closing.cta")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
