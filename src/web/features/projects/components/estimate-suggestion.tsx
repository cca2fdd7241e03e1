import { Lightbulb } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatNumber, formatPercent } from "../../../lib/format";
import { useEstimateSuggestion, type EstimateQuery } from "../api/suggest-estimate";
import { useLanguage } from "../../../lib/use-language";

/** While a task is being created: what similar finished tasks took, with the evidence. */
export function EstimateSuggestion({ projectId, query, onUse }: { projectId: string; query: EstimateQuery; onUse: (unit: "points" | "hours", value: number) => void }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  // Ask once the reader pauses typing.
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), 500);
    return () => clearTimeout(timer);
  }, [query]);
  const suggestion = useEstimateSuggestion(projectId, settled, true);
  const n = (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 });

  let body;
  if (settled.title.trim().length < 3) body = <p className="text-muted-foreground">{t("estimate.typeTitle")}</p>;
  else if (suggestion.isPending) body = <Spinner label={t("estimate.loading")} size="sm" showLabel />;
  else if (suggestion.isError) body = <p className="text-muted-foreground">{t("estimate.failed")}</p>;
  else {
    const { unit, result } = suggestion.data;
    const unitLabel = (v: number) => t(unit === "points" ? "estimate.points" : "estimate.hours", { count: v, value: n(v) });
    if (result.status === "insufficient") {
      body = (
        <p className="text-muted-foreground">
          {result.reasons.includes("no_history") ? t("estimate.noHistory") : result.reasons.includes("empty_query") ? t("estimate.emptyQuery") : t("estimate.thin", { count: result.historySize, min: result.minHistory })}
        </p>
      );
    } else {
      body = (
        <div className="grid gap-2">
          <p>
            <span className="text-lg font-semibold">{unitLabel(result.estimate)}</span>{" "}
            <span className="text-muted-foreground">{t("estimate.range", { low: n(result.range.low), high: n(result.range.high) })}</span>
          </p>
          <p className="text-xs text-muted-foreground">{t("estimate.basis", { count: result.historySize, share: formatPercent(result.evidenceShare, language) })}</p>
          {result.neighbours.length ? (
            <div>
              <p className="text-xs font-medium">{t("estimate.similar")}</p>
              <ul className="mt-1 grid gap-1 text-xs">
                {result.neighbours.slice(0, 5).map((nb) => (
                  <li key={nb.id} className="flex justify-between gap-2">
                    <span className="truncate">{nb.title}</span>
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {unitLabel(nb.estimate)} · {t("estimate.similarity", { value: formatPercent(nb.similarity, language) })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">{t("estimate.noNeighbours")}</p>
          )}
          <div>
            <Button size="sm" variant="outline" onClick={() => onUse(unit, result.estimate)}>
              {t("estimate.use")}
            </Button>
          </div>
        </div>
      );
    }
  }

  return (
    <section aria-labelledby="estimate-heading" className="grid gap-2 rounded-lg border border-primary-strong/30 bg-primary-soft/50 p-3 text-sm">
      <h3 id="estimate-heading" className="flex items-center gap-1.5 font-medium">
        <Lightbulb aria-hidden="true" className="size-4 text-primary-strong" />
        {t("estimate.title")}
      </h3>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
