import { useQuery } from "@tanstack/react-query";
import { calendarFeedStatusSchema } from "../../../../domain/planning/contract";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/me/calendar-feed: whether a secret feed URL is active (the URL itself is shown once).

export const calendarFeedKey = ["planning", "calendar-feed"] as const;

export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiClient.get("/me/calendar-feed", { signal, parse: (data) => calendarFeedStatusSchema.parse(data) }),
  });
}
