import { useMemo } from "react";
import { teamWorkingDays, type WorkingDayCalendar } from "../../../../domain/capacity/working-days";
import { useHolidays } from "../../../api/capacity";

/**
 * The workspace's working days over the years the tasks span (Monday to Friday, minus Mexico's
 * official holidays and the workspace's own; decision 1306), or undefined until the holidays have
 * loaded, when the Gantt counts calendar days as before.
 */
export function useTeamWorkingDays(tasks: readonly { startDate: string | null; endDate: string | null }[]): WorkingDayCalendar | undefined {
  const dates = tasks.flatMap((t) => [t.startDate, t.endDate]).filter((d): d is string => d !== null);
  const first = dates.length ? Number(dates.reduce((a, b) => (a < b ? a : b)).slice(0, 4)) : new Date().getFullYear();
  const last = dates.length ? Number(dates.reduce((a, b) => (a > b ? a : b)).slice(0, 4)) : first;
  // Tasks rarely cross more than a new year; the first and last years hold them.
  const start = useHolidays(first);
  const end = useHolidays(last);
  return useMemo(() => (start.data && end.data ? teamWorkingDays([...start.data, ...(last === first ? [] : end.data)]) : undefined), [start.data, end.data, first, last]);
}
