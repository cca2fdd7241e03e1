import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { calendarFeedKey } from "./calendar-feed-status";

// DELETE /api/v1/me/calendar-feed: the secret URL answers 404 from now on.

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>("/me/calendar-feed"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
