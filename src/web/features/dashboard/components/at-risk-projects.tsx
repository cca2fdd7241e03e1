import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import type { PortfolioItem } from "../../../api/intelligence";
import { EmptyLine } from "./dashboard-section";
import { RiskBadge } from "./risk-badge";

type Factor = PortfolioItem["topFactors"][number];

const factorKeys = ["schedule", "overdue", "capacity", "budget", "milestones", "scope", "staleness"] as const;
const detailKeys = ["schedule_probability", "schedule_spi", "schedule_late", "overdue", "capacity", "budget_cpi", "budget_burn", "milestones", "scope", "staleness", "unavailable"] as const;

function FactorLine({ factor }: { factor: Factor }) {
  const { t } = useTranslation("dashboard");
  const name = (factorKeys as readonly string[]).includes(factor.key) ? t(`risk.factor.${factor.key as (typeof factorKeys)[number]}`) : factor.key;
  const detailKey = factor.detail.key.replace(/^risk\.detail\./, "");
  const detail = (detailKeys as readonly string[]).includes(detailKey) ? t(`risk.detail.${detailKey as (typeof detailKeys)[number]}`, factor.detail.params) : null;
  return (
    <li className="flex items-baseline justify-between gap-3 text-sm">
      <span className="min-w-0">
        <span className="font-medium">{name}</span>
        {detail ? <span className="text-muted-foreground"> · {detail}</span> : null}
      </span>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{t("risk.points", { points: factor.contribution })}</span>
    </li>
  );
}

/** The riskiest open projects with the factors that weigh most in their score. */
export function AtRiskProjects({ items, isPending }: { items: PortfolioItem[]; isPending: boolean }) {
  const { t } = useTranslation("dashboard");
  if (items.length === 0) return <EmptyLine>{isPending ? t("risk.pending") : t("risk.empty")}</EmptyLine>;
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="at-risk-list">
      {items.map((item) => (
        <li key={item.projectId} className="rounded-lg border border-border p-3">
          <div className="flex items-start justify-between gap-3">
            <Link to={`/project/${item.projectId}`} className={cn("min-w-0 truncate font-medium hover:underline", focusRing)}>
              {item.name}
            </Link>
            {item.riskScore !== null && item.riskLevel ? <RiskBadge score={item.riskScore} level={item.riskLevel} /> : null}
          </div>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className={cn("block h-full rounded-full", (item.riskScore ?? 0) >= 50 ? "bg-destructive" : "bg-warning-strong")} style={{ width: `${item.riskScore ?? 0}%` }} />
          </div>
          {item.topFactors.length ? (
            <>
              <p className="sr-only">{t("risk.topFactors")}</p>
              <ul className="mt-2 grid gap-1">
                {item.topFactors.map((f) => (
                  <FactorLine key={f.key} factor={f} />
                ))}
              </ul>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
