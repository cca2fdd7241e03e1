import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { Comparison } from "../../../api/orchestrator";
import { Skeleton } from "../../../components/ui/skeleton";
import { ComparisonTable } from "./comparison-table";

const ComparisonCharts = lazy(() => import("./comparison-charts"));

/** A scenario against the current plan: the table of differences, then the charts (own chunk). */
export function ComparisonView({ comparison, name, currency }: { comparison: Comparison; name: string; currency: string }) {
  const { t } = useTranslation("orchestrator");
  return (
    <div className="grid min-w-0 gap-4" data-testid="comparison">
      <ComparisonTable comparison={comparison} currency={currency} caption={`${t("compare.title")}: ${name}`} />
      <Suspense fallback={<Skeleton className="h-64 w-full" aria-label={t("charts.loading")} />}>
        <ComparisonCharts comparison={comparison} name={name} />
      </Suspense>
    </div>
  );
}
