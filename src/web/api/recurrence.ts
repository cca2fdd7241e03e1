import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { taskRecurrenceAnswerSchema, type RecurrenceRule } from "../../domain/work-items/recurrence";
import { reminderPreferencesAnswerSchema, type ReminderPreferences } from "../../domain/work-items/reminders";
import { apiClient } from "../lib/api-client";
import { taskKeys } from "./tasks";

// A task's series (GET/PUT/DELETE …/tasks/:taskId/recurrence, decision 1206) and the caller's
// due-date reminders (GET/PUT /me/reminders, decision 1207). The series sits under the project's
// task list key, so the stream's tasks.changed refreshes it with the tasks the job made.

const recurrenceKey = (projectId: string, taskId: string) => [...taskKeys.list(projectId), "recurrence", taskId] as const;
const remindersKey = ["me", "reminders"] as const;
const path = (projectId: string, taskId: string) => `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}/recurrence`;
const parse = (d: unknown) => taskRecurrenceAnswerSchema.parse(d).recurrence;

export function useTaskRecurrence(projectId: string, taskId: string) {
  return useQuery({ queryKey: recurrenceKey(projectId, taskId), queryFn: ({ signal }) => apiClient.get(path(projectId, taskId), { signal, parse }) });
}

export function useSetRecurrence(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: RecurrenceRule) => apiClient.put(path(projectId, taskId), { rule }, { parse }),
    onSuccess: (saved) => queryClient.setQueryData(recurrenceKey(projectId, taskId), saved),
  });
}

export function useStopRecurrence(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>(path(projectId, taskId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurrenceKey(projectId, taskId) }),
  });
}

export function useReminderPreferences() {
  return useQuery({ queryKey: remindersKey, queryFn: ({ signal }) => apiClient.get("/me/reminders", { signal, parse: (d) => reminderPreferencesAnswerSchema.parse(d) }) });
}

export function useSaveReminderPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderPreferences) => apiClient.put("/me/reminders", input, { parse: (d) => reminderPreferencesAnswerSchema.parse(d) }),
    onSuccess: (saved) => queryClient.setQueryData(remindersKey, saved),
  });
}
