import { z } from "zod";

// What /api/v1/notifications answers: the caller's notifications and the smart check's additions.

export const notificationTypes = ["success", "warning", "error", "info"] as const;

export const notificationActionSchema = z.looseObject({
  type: z.enum(["navigate", "external", "modal"]),
  target: z.string(),
  projectId: z.string().optional(),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** One of notificationTypes; stored as text, so a reader treats an unknown one as 'info'. */
  type: z.string(),
  kind: z.string().nullable(),
  priority: z.string().nullable(),
  action: notificationActionSchema.nullable(),
  read: z.boolean(),
  /** When the condition it reported ended (decision 0603); null while it holds or for plain notices. */
  resolvedAt: z.string().nullable().optional(),
  timestamp: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const smartCheckSchema = z.object({ added: z.array(notificationSchema), checkedAt: z.string() });
export type SmartCheck = z.infer<typeof smartCheckSchema>;

export const welcomeSchema = z.object({ added: z.array(notificationSchema) });

export const recommendationsSchema = z.object({
  recommendations: z.array(z.looseObject({ title: z.string(), message: z.string(), action: z.string(), priority: z.string() })),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;
