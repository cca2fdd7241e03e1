// Query keys of the intelligence pages, in one place so that mutations invalidate the right ones.
export const intelligenceKeys = {
  all: ["intelligence"] as const,
  projects: ["intelligence", "projects"] as const,
  portfolio: ["intelligence", "portfolio"] as const,
  insights: (projectId: string) => ["intelligence", "project", projectId, "insights"] as const,
  forecast: (projectId: string, capacityFactor: number, scopeChange: number) => ["intelligence", "project", projectId, "forecast", capacityFactor, scopeChange] as const,
  finance: (projectId: string) => ["intelligence", "project", projectId, "finance"] as const,
  costs: (projectId: string) => ["intelligence", "project", projectId, "costs"] as const,
};
