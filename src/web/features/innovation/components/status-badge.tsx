import { useTranslation } from "react-i18next";
import type { IdeaStatus } from "../../../../domain/innovation/scoring";
import { cn } from "../../../lib/cn";

const tone: Record<IdeaStatus, string> = {
  idea: "border-border bg-muted text-foreground",
  evaluating: "border-info-strong/40 bg-info-strong/10 text-info-strong",
  approved: "border-success-strong/40 bg-success-strong/10 text-success-strong",
  converted: "border-primary/40 bg-primary/10 text-primary-strong",
  discarded: "border-border bg-muted text-muted-foreground line-through",
};

export function IdeaStatusBadge({ status }: { status: IdeaStatus }) {
  const { t } = useTranslation("innovation");
  return <span className={cn("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap", tone[status])}>{t(`status.${status}`)}</span>;
}
