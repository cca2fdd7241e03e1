import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// The list and the project pages reload when another member changes a project (Server-Sent
// Events from GET /api/v1/events) and when this tab announces new progress with the window event
// 'project-progress-updated' (spec section 4).

export const progressEvent = "project-progress-updated";

export function useProjectsEvents(projectId?: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (changedId?: unknown) => {
      void queryClient.invalidateQueries({ queryKey: ["projects", "list"] });
      void queryClient.invalidateQueries({ queryKey: ["projects", "sample-data"] });
      if (projectId && (changedId === projectId || changedId === "*" || changedId === undefined)) {
        void queryClient.invalidateQueries({ queryKey: ["projects", "project", projectId] });
      }
    };
    const onWindow = () => refresh();
    window.addEventListener(progressEvent, onWindow);
    let source: EventSource | null = null;
    if (typeof EventSource !== "undefined") {
      source = new EventSource("/api/v1/events", { withCredentials: true });
      const onEvent = (event: MessageEvent<string>) => {
        try {
          refresh((JSON.parse(event.data) as { projectId?: unknown }).projectId ?? "*");
        } catch {
          refresh("*");
        }
      };
      source.addEventListener("project.changed", onEvent);
      source.addEventListener("tasks.changed", onEvent);
    }
    return () => {
      window.removeEventListener(progressEvent, onWindow);
      source?.close();
    };
  }, [projectId, queryClient]);
}
