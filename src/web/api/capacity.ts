import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { holidaySchema } from "../../domain/capacity/contract";
import { apiClient } from "../lib/api-client";
import { capacityKeys } from "./query-keys";

// Capacity: GET /api/v1/capacity?weeks=n and the capacity center's calendars, holidays, time off,
// load over time and burnout signals (decision 1301).


/** The year's holidays (official and the workspace's own): the capacity center lists them, the Gantt counts working days with them. */
export function useHolidays(year: number) {
  return useQuery({ queryKey: capacityKeys.holidays(year), queryFn: ({ signal }) => apiClient.get("/capacity/holidays", { query: { year }, signal, parse: (d) => z.array(holidaySchema).parse(d) }) });
}

export { capacityKeys };
