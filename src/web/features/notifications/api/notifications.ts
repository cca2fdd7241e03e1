import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  notificationActionSchema,
  notificationListSchema as notificationListContract,
  notificationSchema as notificationContract,
  notificationTypes,
} from "../../../../domain/notifications/contract";
import { notificationKeys } from "../../../api/notifications";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/notifications: the caller's notifications, newest first, with the unread count.
// Kept on the server per user, so they survive a reload and follow the user across tabs and devices.

export type NotificationType = (typeof notificationTypes)[number];
export type { NotificationAction } from "../../../../domain/notifications/contract";

// The contract, read tolerantly: rows written before a field existed still show. An unknown type
// looks like 'info' (spec section 3: info is the default look); an unreadable action is none.
const notificationSchema = notificationContract.extend({
  type: z.enum(notificationTypes).catch("info"),
  kind: z.string().nullable().optional(),
  priority: z.string().nullable().optional(),
  action: notificationActionSchema.nullable().optional().catch(null),
});
export type AppNotification = z.infer<typeof notificationSchema>;

const notificationListSchema = notificationListContract.extend({ items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsKey = notificationKeys.list();

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiClient.get("/notifications", { signal, parse: (data) => notificationListSchema.parse(data) });
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => fetchNotifications(signal), enabled, staleTime: 30_000 });
}
