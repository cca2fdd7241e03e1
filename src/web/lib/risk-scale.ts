import { riskLevel, type RiskLevel } from "../../domain/intelligence/risk";

// The risk colour scale on the one set of bands (domain riskLevel: low < 25 ≤ medium < 50 ≤ high
// < 75 ≤ critical). Colours come from the theme's status tokens, so they hold in light and dark.

export const levelOf = (score: number): RiskLevel => riskLevel(score);

export const levelText: Record<RiskLevel, string> = {
  low: "text-success-strong",
  medium: "text-warning-strong",
  high: "text-destructive-strong",
  critical: "text-destructive-strong",
};

export const levelFill: Record<RiskLevel, string> = {
  low: "bg-success-strong",
  medium: "bg-warning-strong",
  high: "bg-destructive",
  critical: "bg-destructive-strong",
};

export const levelBadge: Record<RiskLevel, string> = {
  low: "border-success-strong/40 bg-success-strong/10 text-success-strong",
  medium: "border-warning-strong/40 bg-warning-strong/10 text-warning-strong",
  high: "border-destructive-strong/40 bg-destructive-strong/10 text-destructive-strong",
  critical: "border-destructive-strong bg-destructive-strong/15 text-destructive-strong",
};
