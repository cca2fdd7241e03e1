import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { formatMoney, formatNumber, formatPercent } from "../../../lib/format";
import type { Resource } from "../../../api/resources";
import { loadLevel } from "../lib/utilisation";
import { useLanguage } from "../../../lib/use-language";
import { DataTable, edgeColumns } from "../../../components/ui/table";
import { RowActions } from "./row-actions";

/** People and roles, with edit and delete. */
export function ResourcesTable({ resources, onEdit, onDelete }: { resources: Resource[]; onEdit: (r: Resource) => void; onDelete: (r: Resource) => void }) {
  const { t } = useTranslation("resources");
  const language = useLanguage();
  return (
    <div className="relative overflow-x-auto">
      <DataTable
        className="min-w-[40rem]"
        data-testid="resources-table"
        caption={t("table.caption")}
        headClassName="border-b border-border text-xs text-muted-foreground"
        cellClassName="py-2 font-medium"
        columns={edgeColumns([
          t("table.name"),
          t("table.role"),
          { label: t("table.availability"), className: "text-right" },
          { label: t("table.allocated"), className: "text-right" },
          { label: t("table.cost"), className: "text-right" },
          { label: <span className="sr-only">{t("table.actions")}</span>, className: "text-right" },
        ])}
      >
        {resources.map((r) => {
          const level = loadLevel(r.allocatedHours, r.availability);
          return (
            <tr key={r.id}>
              <th scope="row" className="py-2.5 pr-3 font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  {r.name}
                  <span className={cn("rounded-full border px-2 py-0.5 text-[11px] font-normal", r.userId ? "border-primary-strong/40 text-primary-strong" : "border-border text-muted-foreground")}>
                    {r.userId ? t("table.member") : t("table.external")}
                  </span>
                  {r.isSample ? <span className="rounded-full bg-muted px-2 py-0.5 text-[11px] font-normal text-muted-foreground">{t("table.sample")}</span> : null}
                </span>
                {r.email ? <span className="block text-xs font-normal text-muted-foreground">{r.email}</span> : null}
              </th>
              <td className="px-3 py-2.5 text-muted-foreground">{r.role || "—"}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{t("table.hoursValue", { hours: formatNumber(r.availability, language) })}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                {t("table.hoursValue", { hours: formatNumber(r.allocatedHours, language) })}
                {r.utilisation !== null ? (
                  <span className={cn("ml-1.5 text-xs", level === "overloaded" ? "font-semibold text-destructive-strong" : level === "high" ? "text-warning-strong" : "text-muted-foreground")}>
                    ({formatPercent(r.utilisation / 100, language)})
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{formatMoney(Math.round(r.costPerHour * 100), language)}</td>
              <RowActions name={r.name} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
