import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { keyOf, phaseKeys, priorityKeys, statusKeys, taskStatusKeys } from "../lib/field-labels";
import { levelOf, levelText } from "../../../lib/risk-scale";

const badge = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const statusTone: Record<string, string> = {
  inProgress: "border-info-strong/40 bg-info-strong/10 text-info-strong",
  onHold: "border-warning-strong/40 bg-warning-strong/10 text-warning-strong",
  completed: "border-success-strong/40 bg-success-strong/10 text-success-strong",
  cancelled: "border-border bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("projects");
  const key = keyOf(statusKeys, status);
  return <span className={cn(badge, statusTone[key ?? "cancelled"])}>{key ? t(`values.status.${key}`) : status}</span>;
}

const priorityTone: Record<string, string> = {
  low: "border-border bg-muted text-muted-foreground",
  medium: "border-info-strong/40 text-info-strong",
  high: "border-destructive-strong/40 bg-destructive-strong/10 text-destructive-strong",
};

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation("projects");
  const key = keyOf(priorityKeys, priority);
  return <span className={cn(badge, priorityTone[key ?? "medium"])}>{t("fields.priorityValue", { value: key ? t(`values.priority.${key}`) : priority })}</span>;
}

export function PhaseBadge({ phase }: { phase: string }) {
  const { t } = useTranslation("projects");
  const key = keyOf(phaseKeys, phase);
  return <span className={cn(badge, "border-border text-foreground")}>{key ? t(`values.phase.${key}`) : phase}</span>;
}

export function TaskStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("projects");
  const key = keyOf(taskStatusKeys, status);
  const tone = key === "completed" ? statusTone.completed : key === "inProgress" ? statusTone.inProgress : "border-border bg-muted text-foreground";
  return <span className={cn(badge, tone)}>{key ? t(`values.taskStatus.${key}`) : status}</span>;
}

export function RiskScore({ score }: { score: number }) {
  const { t } = useTranslation("projects");
  // The one set of risk bands (domain riskLevel: 25/50/75), as every other screen reads it.
  const band = levelOf(score);
  return (
    <span className={cn("font-semibold tabular-nums", levelText[band])}>
      {score}
      <span className="sr-only"> · </span>
      <span className="ml-1 text-xs font-normal text-muted-foreground">{t(`values.risk.${band}`)}</span>
    </span>
  );
}

export function SampleBadge() {
  const { t } = useTranslation("projects");
  return <span className={cn(badge, "border-primary-strong/40 bg-primary-soft text-primary-strong")}>{t("sample.badge")}</span>;
}
