import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { intelligenceKeys } from "./keys";

// GET /api/v1/projects: the projects of the selector (name, dates, budget).

export const projectOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string().optional(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;

const listSchema = z.object({ items: z.array(projectOptionSchema) });

export function useProjectOptions() {
  return useQuery({
    queryKey: intelligenceKeys.projects,
    queryFn: ({ signal }) => apiClient.get("/projects", { query: { pageSize: 200, sort: "name" }, signal, parse: (data) => listSchema.parse(data).items }),
  });
}
