import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { z } from "zod";
import {
  notificationActionSchema,
  notificationListSchema as notificationListContract,
  notificationSchema as notificationContract,
  notificationTypes,
} from "../../../../domain/notifications/contract";
import { notificationKeys } from "../../../api/notifications";
import { apiClient } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";

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
  resolvedAt: z.string().nullable().optional().catch(null),
});
export type AppNotification = z.infer<typeof notificationSchema>;

const notificationListSchema = notificationListContract.extend({ items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsKey = notificationKeys.list();

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiClient.get("/notifications", { signal, parse: (data) => notificationListSchema.parse(data) });
}

/**
 * The server renders each notification in the interface's language (the rumbo_lang cookie, set
 * before i18next tells React of the change): switching the language fetches the list again, so
 * every notification, old or new, reads in the new language (decision 0603).
 */
export function useNotifications(enabled = true) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [language, queryClient]);
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => fetchNotifications(signal), enabled, staleTime: 30_000 });
}
