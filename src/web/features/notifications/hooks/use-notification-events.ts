import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationsKey } from "../api/notifications";
import { reconnectDelay } from "../lib/timing";

// A notification created anywhere (another tab, another device, a server job) arrives as a Server-
// Sent Event on GET /api/v1/events ('notification.created', 'notifications.changed': ids only, hints
// to refetch, docs/decisions/0004). The list and badge refetch through the query cache. The browser
// retries a dropped stream by itself; a stream it gave up on (an error answer) is reopened with
// back-off, and whatever was missed meanwhile is refetched on reconnection.

export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let missed = false;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });

    const connect = () => {
      if (stopped) return;
      const current = new EventSource("/api/v1/events", { withCredentials: true });
      source = current;
      current.addEventListener("open", () => {
        attempt = 0;
        if (missed) refresh();
        missed = false;
      });
      current.addEventListener("notification.created", refresh);
      current.addEventListener("notifications.changed", refresh);
      current.addEventListener("error", () => {
        missed = true;
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        timer = setTimeout(connect, reconnectDelay(attempt++));
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
