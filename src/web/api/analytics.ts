// Analytics: GET /api/v1/analytics (filtered), /analytics/portfolio and /analytics' resource list.
// Everything under one family: the server's figures follow the tasks and the insights.

export const analyticsKeys = {
  all: ["analytics"] as const,
  report: (filters: object) => [...analyticsKeys.all, "report", filters] as const,
  portfolio: () => [...analyticsKeys.all, "portfolio"] as const,
  resources: () => [...analyticsKeys.all, "resources"] as const,
};
