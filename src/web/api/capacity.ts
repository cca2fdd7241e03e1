import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { holidaySchema } from "../../domain/capacity/contract";
import { apiClient } from "../lib/api-client";

// Capacity: GET /api/v1/capacity?weeks=n and the capacity center's calendars, holidays, time off,
// load over time and burnout signals (decision 1301).

export const capacityKeys = {
  all: ["capacity"] as const,
  plan: (weeks: number) => [...capacityKeys.all, "plan", weeks] as const,
  load: (past: number, future: number) => [...capacityKeys.all, "load", past, future] as const,
  week: (resourceId: string, weekStart: string) => [...capacityKeys.all, "week", resourceId, weekStart] as const,
  signals: () => [...capacityKeys.all, "signals"] as const,
  calendars: () => [...capacityKeys.all, "calendars"] as const,
  holidays: (year: number) => [...capacityKeys.all, "holidays", year] as const,
  timeOff: () => [...capacityKeys.all, "time-off"] as const,
};

/** The year's holidays (official and the workspace's own): the capacity center lists them, the Gantt counts working days with them. */
export function useHolidays(year: number) {
  return useQuery({ queryKey: capacityKeys.holidays(year), queryFn: ({ signal }) => apiClient.get("/capacity/holidays", { query: { year }, signal, parse: (d) => z.array(holidaySchema).parse(d) }) });
}
