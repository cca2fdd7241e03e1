import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { calendarFeedKey } from "./calendar-feed-status";

// POST /api/v1/me/calendar-feed: a new secret URL; any previous one stops working.

const createdFeedSchema = z.object({ url: z.string() });

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post("/me/calendar-feed", undefined, { parse: (data) => createdFeedSchema.parse(data) })).url,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
