// Capacity: GET /api/v1/capacity?weeks=n, computed from tasks, allocations and resources.

export const capacityKeys = {
  all: ["capacity"] as const,
  plan: (weeks: number) => [...capacityKeys.all, "plan", weeks] as const,
};
