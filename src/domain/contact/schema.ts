import { z } from "zod";
import { emailSchema, inputSchema, optionalInputSchema } from "../accounts/schemas";

// The public contact form (/contact), shared by the web form and POST /api/v1/contact. Messages
// are catalogue keys (src/domain/i18n), worded in the reader's language on each side.

export const contactTopics = ["demo", "sales", "support", "partnership", "general"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessageSchema = z.object({
  name: inputSchema(100),
  email: emailSchema,
  company: optionalInputSchema(150).default(""),
  topic: z.enum(contactTopics, { error: "validation.invalid_value" }).default("general"),
  message: inputSchema(CONTACT_MESSAGE_MAX).superRefine((value, ctx) => {
    if (value.length > 0 && value.length < CONTACT_MESSAGE_MIN)
      ctx.addIssue({ code: "too_small", origin: "string", minimum: CONTACT_MESSAGE_MIN, inclusive: true, message: "validation.too_short" });
  }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
