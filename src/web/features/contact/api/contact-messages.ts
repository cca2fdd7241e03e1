import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/contact-messages: what visitors sent, newest first (administrators only).

const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
const pageSchema = z.object({ items: z.array(contactMessageSchema), total: z.number(), page: z.number(), pageSize: z.number() });

export const contactMessagesPageSize = 20;

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ["contact", "messages", page],
    queryFn: ({ signal }) =>
      apiClient.get("/admin/contact-messages", { signal, query: { page, pageSize: contactMessagesPageSize }, parse: (data) => pageSchema.parse(data) }),
    placeholderData: keepPreviousData,
  });
}
