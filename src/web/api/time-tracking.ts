import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  taskTimeSchema,
  timeEntrySchema,
  timerStartResultSchema,
  timerStateSchema,
  timerStopResultSchema,
  timesheetSchema,
  timesheetWeekListSchema,
  timesheetWeekSchema,
  timeReportSchema,
  type TimeEntryInput,
  type TimeEntryUpdate,
  type TimerStartInput,
} from "../../domain/time-tracking/contract";
import { apiClient } from "../lib/api-client";
import { taskKeys } from "./tasks";
import { timeKeys } from "./query-keys";

// Time tracking (decision 1204): a task's time (GET/POST …/tasks/:taskId/time-entries), an entry
// by id (PATCH/DELETE /time-entries/:id), the caller's timer (GET /timer, POST …/tasks/:id/timer,
// POST /timer/stop) and the timesheet (GET /time-entries?from&to). A task's time sits under the
// project's task list key, so another member's change on the event stream refreshes it too.

export type { TimeEntry } from "../../domain/time-tracking/contract";


const taskPath = (projectId: string, taskId: string) => `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`;

export function useTaskTime(projectId: string, taskId: string) {
  return useQuery({ queryKey: timeKeys.task(projectId, taskId), queryFn: ({ signal }) => apiClient.get(`${taskPath(projectId, taskId)}/time-entries`, { signal, parse: (d) => taskTimeSchema.parse(d) }) });
}

export function useTimer() {
  return useQuery({ queryKey: timeKeys.timer, queryFn: ({ signal }) => apiClient.get("/timer", { signal, parse: (d) => timerStateSchema.parse(d).timer }) });
}

export function useTimesheet(from: string, to: string, userId: string | null) {
  return useQuery({
    queryKey: timeKeys.sheet(userId, from, to),
    queryFn: ({ signal }) => apiClient.get("/time-entries", { signal, query: { from, to, userId: userId ?? undefined }, parse: (d) => timesheetSchema.parse(d) }),
  });
}

/** After any write: the timesheets, the timer and the touched projects' task time. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (...projectIds: (string | null | undefined)[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timeKeys.all }),
      queryClient.invalidateQueries({ queryKey: timeKeys.timer }),
      ...[...new Set(projectIds.filter((p): p is string => Boolean(p)))].map((p) => queryClient.invalidateQueries({ queryKey: [...taskKeys.list(p), "time"] })),
    ]);
}

export function useLogTime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ projectId, taskId, input }: { projectId: string; taskId: string; input: TimeEntryInput }) => apiClient.post(`${taskPath(projectId, taskId)}/time-entries`, input, { parse: (d) => timeEntrySchema.parse(d) }),
    onSuccess: (entry) => refresh(entry.projectId),
  });
}

export function useUpdateEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TimeEntryUpdate }) => apiClient.patch(`/time-entries/${encodeURIComponent(id)}`, input, { parse: (d) => timeEntrySchema.parse(d) }),
    onSuccess: (entry) => refresh(entry.projectId),
  });
}

export function useDeleteEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id }: { id: string; projectId: string }) => apiClient.delete<void>(`/time-entries/${encodeURIComponent(id)}`),
    onSuccess: (_, { projectId }) => refresh(projectId),
  });
}

export function useStartTimer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ projectId, taskId, input = {} }: { projectId: string; taskId: string; input?: TimerStartInput }) => apiClient.post(`${taskPath(projectId, taskId)}/timer`, input, { parse: (d) => timerStartResultSchema.parse(d) }),
    onSuccess: (result) => refresh(result.timer.projectId, result.stopped?.projectId),
  });
}

export function useStopTimer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiClient.post("/timer/stop", undefined, { parse: (d) => timerStopResultSchema.parse(d) }),
    onSuccess: (result) => refresh(result.entry?.projectId),
  });
}

// ——— Weekly approval (decision 1211) ———

export type { TimesheetWeek } from "../../domain/time-tracking/contract";

export function useTimesheetWeek(weekStart: string, userId: string | null) {
  return useQuery({
    queryKey: timeKeys.week(userId, weekStart),
    queryFn: ({ signal }) => apiClient.get(`/timesheet-weeks/${weekStart}`, { signal, query: { userId: userId ?? undefined }, parse: (d) => timesheetWeekSchema.parse(d) }),
  });
}

/** Submitted weeks waiting for a decision (owners and admins: everyone's). */
export function useApprovalQueue(enabled: boolean) {
  return useQuery({
    queryKey: timeKeys.queue(),
    enabled,
    queryFn: ({ signal }) => apiClient.get("/timesheet-weeks", { signal, query: { status: "submitted" }, parse: (d) => timesheetWeekListSchema.parse(d).weeks }),
  });
}

export function useWeekAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { action: "submit"; weekStart: string } | { action: "approve" | "reopen"; weekId: string } | { action: "reject"; weekId: string; reason: string }) =>
      input.action === "submit"
        ? apiClient.post(`/timesheet-weeks/${input.weekStart}/submit`, undefined, { parse: (d) => timesheetWeekSchema.parse(d) })
        : apiClient.post(`/timesheet-weeks/${encodeURIComponent(input.weekId)}/${input.action}`, input.action === "reject" ? { reason: input.reason } : undefined, { parse: (d) => timesheetWeekSchema.parse(d) }),
    onSuccess: () => refresh(),
  });
}

/** Report rows between two dates (decision 1212): everyone's for owners and admins, the caller's own otherwise. */
export function useTimeReport(query: { from: string; to: string; projectId?: string }, enabled: boolean) {
  return useQuery({
    queryKey: timeKeys.report(query),
    enabled,
    queryFn: ({ signal }) => apiClient.get("/time-reports", { signal, query, parse: (d) => timeReportSchema.parse(d) }),
  });
}

export { timeKeys };
