import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationsKey } from "../api/notifications";
import { eventHub, RECONNECTED } from "../lib/event-hub";

// A notification created anywhere (another tab, another device, a server job) arrives as a Server-
// Sent Event ('notification.created', 'notifications.changed': ids only, hints to refetch,
// docs/decisions/0004) through the browser's one shared stream (lib/event-hub.ts); the list and the
// badge refetch through the query cache. After a gap in the stream, they refetch too.

const refetchOn = new Set(["notification.created", "notifications.changed", RECONNECTED]);

export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const hub = eventHub();
    if (!hub) return;
    return hub.subscribe((event) => {
      if (refetchOn.has(event.type)) void queryClient.invalidateQueries({ queryKey: notificationsKey });
    });
  }, [queryClient]);
}
