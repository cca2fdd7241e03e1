import { z } from "zod";

// What the contact API answers: the saved message's id (public form) and the messages
// administrators read at /api/v1/admin/contact-messages.

export const contactMessageSentSchema = z.object({ id: z.string(), createdAt: z.string() });

export const contactMessageItemSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;

export const contactMessagePageSchema = z.object({ items: z.array(contactMessageItemSchema), total: z.number(), page: z.number(), pageSize: z.number() });
