import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import type { PortfolioItem } from "../../../api/intelligence";

const levelClass: Record<NonNullable<PortfolioItem["riskLevel"]>, string> = {
  low: "border-success-strong/40 text-success-strong",
  medium: "border-warning-strong/40 text-warning-strong",
  high: "border-destructive-strong/40 text-destructive-strong",
  critical: "border-destructive-strong bg-destructive-strong/10 text-destructive-strong",
};

export function RiskBadge({ score, level }: { score: number; level: NonNullable<PortfolioItem["riskLevel"]> }) {
  const { t } = useTranslation("dashboard");
  return (
    <span className={cn("inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold", levelClass[level])}>
      <span className="tabular-nums">{score}</span>
      <span>{t(`risk.level.${level}`)}</span>
      <span className="sr-only">{t("risk.score", { score })}</span>
    </span>
  );
}
