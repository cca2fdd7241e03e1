import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  loadOverTimeSchema,
  personCalendarSchema,
  signalsResponseSchema,
  timeOffSchema,
  weekDetailSchema,
  type HolidayInput,
  type TimeOffInput,
  type WorkCalendarInput,
} from "../../../../domain/capacity/contract";
import { capacityKeys } from "../../../api/capacity";
import { apiClient } from "../../../lib/api-client";

// The capacity center's data: load over time and its drill-down, burnout signals, working
// calendars, holidays and time off. Every write refreshes the whole capacity cache, since a
// holiday or an approved day off changes every figure.

export type { BurnoutSignal, LoadOverTime, PersonCalendar, PersonWeek, TimeOff } from "../../../../domain/capacity/contract";

export function useLoadOverTime(past = 12, future = 12) {
  return useQuery({
    queryKey: capacityKeys.load(past, future),
    queryFn: ({ signal }) => apiClient.get("/capacity/load", { query: { past, future }, signal, parse: (d) => loadOverTimeSchema.parse(d) }),
  });
}

export function useWeekDetail(resourceId: string | null, weekStart: string | null) {
  return useQuery({
    queryKey: capacityKeys.week(resourceId ?? "", weekStart ?? ""),
    enabled: Boolean(resourceId && weekStart),
    queryFn: ({ signal }) => apiClient.get(`/capacity/load/${resourceId}/${weekStart}`, { signal, parse: (d) => weekDetailSchema.parse(d) }),
  });
}

export function useSignals() {
  return useQuery({ queryKey: capacityKeys.signals(), queryFn: ({ signal }) => apiClient.get("/capacity/signals", { signal, parse: (d) => signalsResponseSchema.parse(d) }) });
}

export function useCalendars() {
  return useQuery({ queryKey: capacityKeys.calendars(), queryFn: ({ signal }) => apiClient.get("/capacity/calendars", { signal, parse: (d) => z.array(personCalendarSchema).parse(d) }) });
}

export function useTimeOff() {
  return useQuery({ queryKey: capacityKeys.timeOff(), queryFn: ({ signal }) => apiClient.get("/capacity/time-off", { signal, parse: (d) => z.array(timeOffSchema).parse(d) }) });
}

function useCapacityMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: capacityKeys.all }) });
}

export const useSaveCalendar = () => useCapacityMutation(({ resourceId, ...body }: WorkCalendarInput & { resourceId: string }) => apiClient.put(`/capacity/calendars/${resourceId}`, body));
export const useAddHoliday = () => useCapacityMutation((body: HolidayInput) => apiClient.post("/capacity/holidays", body));
export const useDeleteHoliday = () => useCapacityMutation((id: string) => apiClient.delete(`/capacity/holidays/${id}`));
export const useRequestTimeOff = () => useCapacityMutation((body: TimeOffInput) => apiClient.post("/capacity/time-off", body));
export const useDecideTimeOff = () => useCapacityMutation(({ id, decision }: { id: string; decision: "approved" | "declined" }) => apiClient.post(`/capacity/time-off/${id}/decision`, { decision }));
export const useCancelTimeOff = () => useCapacityMutation((id: string) => apiClient.delete(`/capacity/time-off/${id}`));
