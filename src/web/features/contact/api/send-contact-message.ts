import { useMutation } from "@tanstack/react-query";
import { contactMessageSentSchema } from "../../../../domain/contact/contract";
import type { ContactMessage } from "../../../../domain/contact/schema";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/contact: the public contact form; 201 with the saved message's id.

export function sendContactMessage(input: ContactMessage) {
  return apiClient.post("/contact", input, { parse: (data) => contactMessageSentSchema.parse(data) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
