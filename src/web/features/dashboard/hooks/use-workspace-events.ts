import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// A project or its tasks changed (here, in another tab, or by another member), or the server
// recomputed insights after such a change: refetch the dashboard's queries. Changes arrive in
// bursts (an import, the sample portfolio), so refetching waits for a quiet second.

export function useWorkspaceEvents(queryKeys: readonly (readonly unknown[])[], delayMs = 1000): void {
  const queryClient = useQueryClient();
  const serialised = JSON.stringify(queryKeys);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const keys = JSON.parse(serialised) as unknown[][];
    const source = new EventSource("/api/v1/events", { withCredentials: true });
    let timers: ReturnType<typeof setTimeout>[] = [];
    const invalidate = () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    // Once after the burst, and once more when the server has had time to recompute the
    // projects' risk and forecasts (it does so shortly after each change).
    const refresh = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [setTimeout(invalidate, delayMs), setTimeout(invalidate, delayMs * 5)];
    };
    source.addEventListener("project.changed", refresh);
    source.addEventListener("tasks.changed", refresh);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      source.close();
    };
  }, [serialised, delayMs, queryClient]);
}
