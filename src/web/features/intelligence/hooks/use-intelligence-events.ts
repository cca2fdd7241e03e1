import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// Insights follow their inputs: the server recomputes a project's risk and forecast shortly after
// a change ('tasks.changed' / 'project.changed' over Server-Sent Events), so the pages refetch a
// moment later rather than reading the stored insights before the recomputation lands.

const recomputeDelayMs = 2000;

function projectIdOf(event: MessageEvent<string>): string | undefined {
  try {
    const data = JSON.parse(event.data) as { projectId?: unknown };
    return typeof data.projectId === "string" ? data.projectId : undefined;
  } catch {
    return undefined;
  }
}

export function useIntelligenceEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/v1/events", { withCredentials: true });
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const refresh = (event: MessageEvent<string>) => {
      const projectId = projectIdOf(event);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (projectId && projectId !== "*") void queryClient.invalidateQueries({ queryKey: ["intelligence", "project", projectId] });
        else void queryClient.invalidateQueries({ queryKey: ["intelligence", "project"] });
        void queryClient.invalidateQueries({ queryKey: ["intelligence", "portfolio"] });
        void queryClient.invalidateQueries({ queryKey: ["analytics"] });
      }, recomputeDelayMs);
      timers.add(timer);
    };
    source.addEventListener("tasks.changed", refresh);
    source.addEventListener("project.changed", refresh);
    return () => {
      source.close();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queryClient]);
}
