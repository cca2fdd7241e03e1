import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { statusBars } from "../lib/dashboard-model";
import { useLanguage } from "../../../lib/use-language";

const barColour: Record<string, string> = {
  "En progreso": "bg-primary",
  "En pausa": "bg-warning-strong",
  Completado: "bg-success-strong",
  Cancelado: "bg-muted-foreground",
};

/** Projects by status as horizontal bars; the figure's label reads the counts out. */
export function StatusChart({ byStatus }: { byStatus: Record<string, number> }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const bars = statusBars(byStatus);
  const label = (status: string) => (status in barColour ? t(`status.${status as "En pausa"}`) : status);
  const summary = bars.map((b) => `${label(b.status)} ${formatNumber(b.count, language)}`).join(", ");
  return (
    <figure aria-label={t("status.chartLabel", { summary })} className="grid gap-3">
      {bars.map((bar) => (
        <div key={bar.status} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-3 text-sm" aria-hidden="true">
          <span className="truncate text-muted-foreground">{label(bar.status)}</span>
          <span className="h-3 overflow-hidden rounded-full bg-muted">
            <span className={`block h-full rounded-full ${barColour[bar.status] ?? "bg-info-strong"}`} style={{ width: `${Math.max(bar.count ? 4 : 0, bar.share * 100)}%` }} />
          </span>
          <span className="text-right font-medium tabular-nums">{formatNumber(bar.count, language)}</span>
        </div>
      ))}
    </figure>
  );
}
