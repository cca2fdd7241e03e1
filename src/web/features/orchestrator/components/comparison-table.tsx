import { useTranslation } from "react-i18next";
import type { Comparison, ProjectOutcome } from "../../../api/orchestrator";
import { BoxedTable, edgeColumns } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { formatDay, formatMoney, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

// A scenario's outcomes project by project, each figure with its difference against the current
// plan: green when it is better, red when it is worse.

const DAY = 86_400_000;
const dayDiff = (a: string | null, b: string | null) => (a && b ? Math.round((Date.parse(a) - Date.parse(b)) / DAY) : null);

function Delta({ value, betterWhen, text }: { value: number | null; betterWhen: "lower" | "higher"; text: string }) {
  const { t } = useTranslation("orchestrator");
  if (value === null || Math.abs(value) < 1e-9) return null;
  const isBetter = betterWhen === "lower" ? value < 0 : value > 0;
  return (
    <span className={cn("block text-xs font-medium", isBetter ? "text-success-strong" : "text-destructive-strong")}>
      {text} <span className="sr-only">({isBetter ? t("compare.better") : t("compare.worse")})</span>
    </span>
  );
}

export function ComparisonTable({ comparison, currency, caption }: { comparison: Comparison; currency: string; caption: string }) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language, currency);
  const base = new Map(comparison.baseline.projects.map((p) => [p.projectId, p]));
  const days = (n: number | null) => (n === null ? "" : t("compare.days", { sign: n > 0 ? "+" : "", count: n }));
  const date = (d: string | null, o: ProjectOutcome) => (o.state === "paused" ? t("compare.paused") : o.state === "cancelled" ? t("compare.cancelled") : d ? formatDay(d, language) : t("compare.none"));
  const totals = comparison.scenario.totals;
  return (
    <div className="grid min-w-0 gap-2">
      <BoxedTable caption={caption} columns={edgeColumns([t("compare.project"), t("compare.due"), t("compare.p50"), t("compare.p85"), t("compare.onTime"), t("compare.risk"), t("compare.cost"), t("compare.roi")])}>
        {comparison.scenario.projects.map((o) => {
          const b = base.get(o.projectId);
          return (
            <tr key={o.projectId} className="align-top">
              <th scope="row" className="pr-3 py-2 pl-3 font-medium">
                {o.name}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">
                {o.dueDate ? formatDay(o.dueDate, language) : t("compare.none")}
                <Delta value={dayDiff(o.dueDate, b?.dueDate ?? null)} betterWhen="lower" text={days(dayDiff(o.dueDate, b?.dueDate ?? null))} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {date(o.p50, o)}
                <Delta value={dayDiff(o.p50, b?.p50 ?? null)} betterWhen="lower" text={days(dayDiff(o.p50, b?.p50 ?? null))} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {date(o.p85, o)}
                <Delta value={dayDiff(o.p85, b?.p85 ?? null)} betterWhen="lower" text={days(dayDiff(o.p85, b?.p85 ?? null))} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {o.onTimeProbability === null ? t("compare.none") : formatPercent(o.onTimeProbability, language)}
                {o.onTimeProbability !== null && b?.onTimeProbability != null ? (
                  <Delta value={Math.round((o.onTimeProbability - b.onTimeProbability) * 100)} betterWhen="higher" text={`${o.onTimeProbability >= b.onTimeProbability ? "+" : ""}${Math.round((o.onTimeProbability - b.onTimeProbability) * 100)} pp`} />
                ) : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {o.riskScore ?? t("compare.none")}
                {o.riskScore !== null && b?.riskScore != null ? <Delta value={o.riskScore - b.riskScore} betterWhen="lower" text={`${o.riskScore >= b.riskScore ? "+" : ""}${o.riskScore - b.riskScore}`} /> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {money(o.costCents)}
                {b ? <Delta value={o.costCents - b.costCents} betterWhen="lower" text={`${o.costCents >= b.costCents ? "+" : "−"}${money(Math.abs(o.costCents - b.costCents))}`} /> : null}
              </td>
              <td className="pl-3 py-2 pr-3 whitespace-nowrap">
                {o.roi === null ? t("compare.none") : formatPercent(o.roi, language)}
                {o.roi !== null && b?.roi != null ? <Delta value={Math.round((o.roi - b.roi) * 100)} betterWhen="higher" text={`${o.roi >= b.roi ? "+" : ""}${Math.round((o.roi - b.roi) * 100)} pp`} /> : null}
              </td>
            </tr>
          );
        })}
      </BoxedTable>
      <p className="text-sm text-muted-foreground">
        {t("compare.totals", { onTime: totals.expectedOnTime, cost: money(totals.costCents), roi: totals.roi === null ? t("compare.none") : formatPercent(totals.roi, language), overloaded: totals.overloadedWeeks })}
      </p>
    </div>
  );
}
