import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { notificationsKey, type NotificationList } from "./notifications";

// The four changes a user makes to their list: POST /notifications/:id/read, POST
// /notifications/read-all, DELETE /notifications/:id, DELETE /notifications. Each shows at once in
// the cache, is put back if the server refuses, and is refetched afterwards (the server also tells
// the user's other tabs through the event stream).

export type NotificationChange = { kind: "read"; id: string } | { kind: "readAll" } | { kind: "remove"; id: string } | { kind: "clear" };

function send(change: NotificationChange): Promise<void> {
  switch (change.kind) {
    case "read":
      return apiClient.post(`/notifications/${encodeURIComponent(change.id)}/read`);
    case "readAll":
      return apiClient.post("/notifications/read-all");
    case "remove":
      return apiClient.delete(`/notifications/${encodeURIComponent(change.id)}`);
    case "clear":
      return apiClient.delete("/notifications");
  }
}

/** The list as it is after `change` (pure: the optimistic update). */
export function applyChange(list: NotificationList, change: NotificationChange): NotificationList {
  switch (change.kind) {
    case "read": {
      const target = list.items.find((n) => n.id === change.id);
      if (!target || target.read) return list;
      // A resolved notification is not counted unread (decision 0603).
      return { items: list.items.map((n) => (n.id === change.id ? { ...n, read: true } : n)), unreadCount: Math.max(0, list.unreadCount - (target.resolvedAt ? 0 : 1)) };
    }
    case "readAll":
      return { items: list.items.map((n) => (n.read ? n : { ...n, read: true })), unreadCount: 0 };
    case "remove": {
      const target = list.items.find((n) => n.id === change.id);
      if (!target) return list;
      return { items: list.items.filter((n) => n.id !== change.id), unreadCount: Math.max(0, list.unreadCount - (target.read || target.resolvedAt ? 0 : 1)) };
    }
    case "clear":
      return { items: [], unreadCount: 0 };
  }
}

async function optimistic(queryClient: QueryClient, change: NotificationChange) {
  await queryClient.cancelQueries({ queryKey: notificationsKey });
  const previous = queryClient.getQueryData<NotificationList>(notificationsKey);
  if (previous) queryClient.setQueryData<NotificationList>(notificationsKey, applyChange(previous, change));
  return { previous };
}

export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (change) => optimistic(queryClient, change),
    onError: (error, _change, context) => {
      console.error("notifications: change failed", error);
      if (context?.previous) queryClient.setQueryData(notificationsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
