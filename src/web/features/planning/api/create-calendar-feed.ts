import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createdCalendarFeedSchema } from "../../../../domain/planning/contract";
import { apiClient } from "../../../lib/api-client";
import { calendarFeedKey } from "./calendar-feed-status";

// POST /api/v1/me/calendar-feed: a new secret URL; any previous one stops working.

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post("/me/calendar-feed", undefined, { parse: (data) => createdCalendarFeedSchema.parse(data) })).url,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
