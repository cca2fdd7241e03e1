import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { notificationKeys } from "../../../api/notifications";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/notifications: the caller's notifications, newest first, with the unread count.
// Kept on the server per user, so they survive a reload and follow the user across tabs and devices.

export const notificationTypes = ["success", "warning", "error", "info"] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationActionSchema = z.object({
  type: z.enum(["navigate", "external", "modal"]),
  target: z.string(),
  projectId: z.string().optional(),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  // An unknown type looks like 'info' (spec section 3: info is the default look).
  type: z.enum(notificationTypes).catch("info"),
  kind: z.string().nullable().optional(),
  priority: z.string().nullable().optional(),
  action: notificationActionSchema.nullable().optional().catch(null),
  read: z.boolean(),
  timestamp: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsKey = notificationKeys.list();

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiClient.get("/notifications", { signal, parse: (data) => notificationListSchema.parse(data) });
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => fetchNotifications(signal), enabled, staleTime: 30_000 });
}
