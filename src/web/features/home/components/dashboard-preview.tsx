import { ArrowRight, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

/** For a signed-in visitor: a static example of the dashboard, clearly labelled as an example. */
export function DashboardPreview() {
  const { t } = useTranslation("home");
  const rows = [
    { name: t("preview.projectA"), status: t("preview.onTrack"), isAtRisk: false, progress: "w-[72%]", value: "72%" },
    { name: t("preview.projectB"), status: t("preview.atRisk"), isAtRisk: true, progress: "w-[41%]", value: "41%" },
  ];
  return (
    <div className="relative mx-auto w-full max-w-lg">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-primary/15 blur-2xl" />
      <figure className="rounded-2xl border border-border bg-card p-5 shadow-xl sm:p-6">
        <div role="img" aria-label={t("preview.label")}>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold">{t("preview.title")}</p>
            <span className="rounded-full border border-dashed border-primary-strong px-2.5 py-0.5 text-xs font-semibold tracking-wide text-primary-strong uppercase">
              {t("preview.example")}
            </span>
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
        <figcaption className="mt-4 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <span className="text-xs text-muted-foreground">{t("preview.exampleNote")}</span>
          <Link to="/dashboard" className={buttonVariants({ size: "sm" })}>
            {t("preview.open")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </figcaption>
      </figure>
    </div>
  );
}
