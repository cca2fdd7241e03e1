import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { contactMessagePageSchema } from "../../../../domain/contact/contract";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/contact-messages: what visitors sent, newest first (administrators only).

export const contactMessagesPageSize = 20;

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ["contact", "messages", page],
    queryFn: ({ signal }) =>
      apiClient.get("/admin/contact-messages", { signal, query: { page, pageSize: contactMessagesPageSize }, parse: (data) => contactMessagePageSchema.parse(data) }),
    placeholderData: keepPreviousData,
  });
}
