import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// Other viewers' changes arrive as Server-Sent Events (GET /api/v1/events): 'tasks.changed' and
// 'project.changed' name the project, whose cached tasks, sprints and milestones are refetched.

type ProjectEvent = { projectId?: string };

function projectIdOf(event: MessageEvent<string>): string | undefined {
  try {
    const data = JSON.parse(event.data) as ProjectEvent;
    return typeof data.projectId === "string" ? data.projectId : undefined;
  } catch {
    return undefined;
  }
}

export function usePlanningEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/v1/events", { withCredentials: true });
    const refresh = (event: MessageEvent<string>) => {
      const projectId = projectIdOf(event);
      if (projectId) void queryClient.invalidateQueries({ queryKey: ["planning", "project", projectId] });
      void queryClient.invalidateQueries({ queryKey: ["planning", "projects"] });
    };
    source.addEventListener("tasks.changed", refresh);
    source.addEventListener("project.changed", refresh);
    return () => source.close();
  }, [queryClient]);
}
