import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { personSkillsSchema, taskSkillSchema, type SkillsInput } from "../../domain/capacity/rebalance-contract";
import { apiClient } from "../lib/api-client";
import { capacityKeys } from "./capacity";

// People's skills with a level 1–5 (decision 1302): GET and PUT /api/v1/capacity/skills. Read on
// the resources screen, used by the capacity center's rebalancing; under the capacity cache, since
// a change of skills changes what rebalancing proposes.

export type { PersonSkills } from "../../domain/capacity/rebalance-contract";

const skillKeys = { all: () => [...capacityKeys.all, "skills"] as const, tasks: () => [...capacityKeys.all, "task-skills"] as const };

export function useSkills() {
  return useQuery({ queryKey: skillKeys.all(), queryFn: ({ signal }) => apiClient.get("/capacity/skills", { signal, parse: (d) => z.array(personSkillsSchema).parse(d) }) });
}

export function useSaveSkills() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceId, ...body }: SkillsInput & { resourceId: string }) => apiClient.put(`/capacity/skills/${resourceId}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: capacityKeys.all }),
  });
}

/** The skill each task of the workspace asks for (shown in the task dialog and the capacity center). */
export function useTaskSkills(enabled = true) {
  return useQuery({ queryKey: skillKeys.tasks(), enabled, queryFn: ({ signal }) => apiClient.get("/capacity/task-skills", { signal, parse: (d) => z.array(taskSkillSchema).parse(d) }) });
}

export function useSaveTaskSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, requirement }: { taskId: string; requirement: { skill: string; level: number } | null }) => apiClient.put(`/capacity/task-skills/${taskId}`, { requirement }),
    onSuccess: () => client.invalidateQueries({ queryKey: capacityKeys.all }),
  });
}
