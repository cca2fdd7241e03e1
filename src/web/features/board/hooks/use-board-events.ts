import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { boardProjectKey } from "../api/board-project";
import { boardTasksKey } from "../api/board-tasks";

// Other viewers' moves arrive as Server-Sent Events (GET /api/v1/events): 'tasks.changed' for
// this project refetches the cards, 'project.changed' the WIP limits.

export function useBoardEvents(projectId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/v1/events", { withCredentials: true });
    const isThisProject = (event: MessageEvent<string>) => {
      try {
        return (JSON.parse(event.data) as { projectId?: unknown }).projectId === projectId;
      } catch {
        return false;
      }
    };
    source.addEventListener("tasks.changed", (event) => {
      if (isThisProject(event)) void queryClient.invalidateQueries({ queryKey: boardTasksKey(projectId) });
    });
    source.addEventListener("project.changed", (event) => {
      if (isThisProject(event)) void queryClient.invalidateQueries({ queryKey: boardProjectKey(projectId) });
    });
    return () => source.close();
  }, [projectId, queryClient]);
}
