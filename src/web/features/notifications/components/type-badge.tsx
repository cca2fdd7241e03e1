import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import type { NotificationType } from "../api/notifications";

const looks: Record<NotificationType, { className: string; Icon: typeof Info }> = {
  success: { className: "border-success-strong/40 text-success-strong", Icon: CheckCircle2 },
  warning: { className: "border-warning-strong/40 text-warning-strong", Icon: AlertTriangle },
  error: { className: "border-destructive-strong/40 text-destructive-strong", Icon: XCircle },
  info: { className: "border-info-strong/40 text-info-strong", Icon: Info },
};

/** The notification's type (success, warning, error, info), in words and colour. */
export function TypeBadge({ type, className }: { type: NotificationType; className?: string }) {
  const { t } = useTranslation("notifications");
  const { className: look, Icon } = looks[type];
  return (
    <span className={cn("inline-flex shrink-0 items-center gap-1 rounded-full border bg-background px-2 py-0.5 text-xs font-medium", look, className)}>
      <Icon aria-hidden="true" className="size-3" />
      {t(`types.${type}`)}
    </span>
  );
}
