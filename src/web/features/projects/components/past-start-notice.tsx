import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DateOnly } from "../../../../domain/planning/calendar";
import { Button } from "../../../components/ui/button";
import { formatDay } from "../../../lib/format";
import { readerToday } from "../../../lib/reader-day";
import { useLanguage } from "../../../lib/use-language";
import { pastStart } from "../lib/past-start";

/** Under the plan's dates: a start already past is explained, with the way to start today instead. */
export function PastStartNotice({ startDate, dueDate, onRebase }: { startDate: DateOnly | null | undefined; dueDate: DateOnly | null | undefined; onRebase: (dates: { startDate: DateOnly; dueDate: DateOnly | null }) => void }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const past = pastStart(startDate, dueDate, readerToday());
  if (!past || !startDate) return null;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-warning-strong/40 bg-warning-strong/10 p-3 text-sm sm:col-span-2 sm:flex-row sm:items-start">
      <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-warning-strong" />
      <div className="grid gap-2">
        <p>{t("planner.pastStart.explain", { date: formatDay(startDate, language, "long"), count: past.daysAgo })}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => onRebase(past.rebased)}>
            {past.rebased.dueDate ? t("planner.pastStart.rebaseWithDue", { due: formatDay(past.rebased.dueDate, language, "long") }) : t("planner.pastStart.rebase")}
          </Button>
        </div>
        <p className="text-muted-foreground">{t("planner.pastStart.keep")}</p>
      </div>
    </div>
  );
}
