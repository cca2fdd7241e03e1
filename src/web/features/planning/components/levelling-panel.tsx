import { useTranslation } from "react-i18next";
import type { LevellingPreview } from "../../../../domain/levelling/contract";
import { Button } from "../../../components/ui/button";
import { BoxedTable, edgeColumns } from "../../../components/ui/table";
import { LegendEntries, legendClass } from "../../../components/charts/legend";
import { formatDay } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

type LevellingPanelProps = {
  preview: LevellingPreview;
  canApply: boolean;
  isApplying: boolean;
  onApply: () => void;
  onClose: () => void;
};

/** The levelling preview above the Gantt: the finish and overload change, the moved tasks' dates before and after, apply or close. */
export function LevellingPanel({ preview, canApply, isApplying, onApply, onClose }: LevellingPanelProps) {
  const { t } = useTranslation("levelling");
  const language = useLanguage();
  const moved = preview.tasks.filter((task) => task.moved);
  const day = (value: string | null) => (value ? formatDay(value, language) : "—");
  const span = (value: { startDate: string; endDate: string }) => t("preview.span", { start: formatDay(value.startDate, language), end: formatDay(value.endDate, language) });
  const delta = preview.daysAfter - preview.daysBefore;
  const change = delta > 0 ? t("preview.longer", { count: delta }) : delta < 0 ? t("preview.shorter", { count: -delta }) : t("preview.same");

  return (
    <section aria-labelledby="levelling-title" data-testid="levelling-panel" className="grid gap-3 rounded-lg border border-border bg-card p-4 text-sm">
      <h3 id="levelling-title" className="text-base font-semibold">
        {t("preview.title")}
      </h3>
      <ul className="grid gap-1">
        <li>
          {t("preview.finish", { before: day(preview.finishBefore), after: day(preview.finishAfter) })} <span className="text-muted-foreground">({change})</span>
        </li>
        <li>{t("preview.overloads", { before: preview.overloadsBefore, after: preview.overloadsAfter })}</li>
        <li>{moved.length > 0 ? t("preview.moved", { count: moved.length }) : t("preview.nothing")}</li>
        {preview.undated > 0 ? <li className="text-muted-foreground">{t("preview.undated", { count: preview.undated })}</li> : null}
      </ul>
      {moved.length > 0 ? (
        <>
          <ul className={legendClass} aria-hidden="true">
            <LegendEntries
              as="li"
              entries={[
                { swatch: "h-2.5 w-5 rounded-sm border-[1.5px] border-dashed border-muted-foreground", label: t("preview.legendBefore") },
                { swatch: "h-2.5 w-5 rounded-sm bg-info-strong", label: t("preview.legendAfter") },
              ]}
            />
          </ul>
          <BoxedTable caption={t("preview.tableCaption")} columns={edgeColumns([t("preview.task"), t("preview.assignee"), t("preview.before"), t("preview.after")])}>
            {moved.map((task) => (
              <tr key={task.taskId}>
                <td className="px-3 py-2 font-medium">{task.title}</td>
                <td className="px-3 py-2">{task.assigneeName ?? t("preview.nobody")}</td>
                <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{span(task.before)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{span(task.after)}</td>
              </tr>
            ))}
          </BoxedTable>
        </>
      ) : null}
      {!canApply && moved.length > 0 ? <p className="text-muted-foreground">{t("preview.viewerNote")}</p> : null}
      <div className="flex flex-wrap gap-2">
        {canApply && moved.length > 0 ? (
          <Button type="button" onClick={onApply} isLoading={isApplying}>
            {t("preview.apply")}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onClose} disabled={isApplying}>
          {t("preview.cancel")}
        </Button>
      </div>
    </section>
  );
}
