import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { ContactMessage } from "../../../../domain/contact/schema";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/contact: the public contact form; 201 with the saved message's id.

const sentSchema = z.object({ id: z.string(), createdAt: z.string() });

export function sendContactMessage(input: ContactMessage) {
  return apiClient.post("/contact", input, { parse: (data) => sentSchema.parse(data) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
