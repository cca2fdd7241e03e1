import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RiskFactor, RiskResult } from "../../../../domain/intelligence/risk";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatMoney, formatNumber, formatPercent } from "../../../lib/format";
import { camelKey } from "../lib/keys";
import { useLanguage } from "../../../lib/use-language";
import { levelBadge, levelFill, levelText } from "../../../lib/risk-scale";

const moneyInputs = new Set(["budgetCents", "spentCents"]);
const ratioInputs = new Set(["probabilityOnTime", "percentComplete"]);

function InputValue({ name, value }: { name: string; value: number | string | null }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  if (value === null) return <span className="text-muted-foreground">{t("risk.noData")}</span>;
  if (typeof value === "string") return <>{value}</>;
  if (moneyInputs.has(name)) return <>{formatMoney(value, language)}</>;
  if (ratioInputs.has(name)) return <>{formatPercent(value, language)}</>;
  return <>{formatNumber(value, language, { maximumFractionDigits: 2 })}</>;
}

function FactorRow({ factor }: { factor: RiskFactor }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const isAvailable = factor.status === "available";
  const widthPct = Math.max(0, Math.min(100, factor.exactContribution));
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0" data-testid={`risk-factor-${factor.key}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 className="font-medium">{t(`risk.factor.${factor.key}`)}</h4>
        <p className="text-sm tabular-nums">
          {isAvailable ? (
            <>
              <span className="font-semibold">{t("risk.points", { count: factor.contribution })}</span>
              <span className="text-muted-foreground"> · {t("risk.weight", { weight: formatNumber(factor.effectiveWeight, language, { maximumFractionDigits: 1 }), configured: factor.weight })}</span>
              <span className="text-muted-foreground"> · {t("risk.severity", { severity: formatPercent(factor.severity ?? 0, language) })}</span>
            </>
          ) : (
            <span className="text-muted-foreground">{t("risk.unavailable")}</span>
          )}
        </p>
      </div>
      {/* The bar: the factor's share of 100 points, its contribution filled. */}
      <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={cn("h-full rounded-full", (factor.severity ?? 0) >= 0.66 ? "bg-destructive" : (factor.severity ?? 0) >= 0.33 ? "bg-warning-strong" : "bg-primary-strong")} style={{ width: `${widthPct}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{t(`riskDetail.${camelKey(factor.detail.key.replace("risk.detail.", ""))}` as "riskDetail.unavailable", factor.detail.params)}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {Object.entries(factor.inputs).map(([name, value]) => (
          <div key={name} className="flex gap-1">
            <dt className="text-muted-foreground">{t(`risk.input.${name}` as "risk.input.open")}:</dt>
            <dd className="tabular-nums">
              <InputValue name={name} value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The 0–100 score, each factor's weight and contribution as bars, the inputs and when it was computed. */
export function RiskBreakdown({ risk, computedAt }: { risk: RiskResult; computedAt: string }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const factors = [...risk.factors].sort((a, b) => b.exactContribution - a.exactContribution || b.weight - a.weight);
  return (
    <Card data-testid="risk-breakdown">
      <CardHeader>
        <div className="flex items-center gap-2">
          <ShieldAlert aria-hidden="true" className="size-5 text-primary-strong" />
          <CardTitle as="h2">{t("risk.heading")}</CardTitle>
        </div>
        <CardDescription>{t("risk.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {risk.status === "ok" ? (
          <div className="flex flex-wrap items-center gap-4">
            <p className={cn("text-5xl font-bold tabular-nums", levelText[risk.level])} data-testid="risk-score">
              {risk.score}
              <span className="text-lg font-medium text-muted-foreground">/100</span>
            </p>
            <span className={cn("rounded-full border px-3 py-1 text-sm font-medium", levelBadge[risk.level])}>{t(`risk.level.${risk.level}`)}</span>
            <div className="h-3 min-w-40 flex-1 overflow-hidden rounded-full bg-muted" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={risk.score} aria-label={t("risk.meter")}>
              <div className={cn("h-full", levelFill[risk.level])} style={{ width: `${risk.score}%` }} />
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="risk-insufficient">
            {t("risk.insufficient")}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t("risk.computedAt", { date: formatDateTime(computedAt, language) })} {t("risk.formula")}
        </p>
        <ul className="grid">
          {factors.map((factor) => (
            <FactorRow key={factor.key} factor={factor} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
