import type { PortfolioItem } from "../../../api/intelligence";

// Pure choices of what the dashboard shows, kept apart from the markup so they can be tested.

export const projectStatusOrder = ["En progreso", "En pausa", "Completado", "Cancelado"] as const;
const closedStatuses = new Set(["Completado", "Cancelado"]);

export type StatusBar = { status: string; count: number; share: number };

/** The statuses in the spec's order (any other value after them), with their share of the largest. */
export function statusBars(byStatus: Record<string, number>): StatusBar[] {
  const known = projectStatusOrder.map((status) => ({ status, count: byStatus[status] ?? 0 }));
  const others = Object.entries(byStatus)
    .filter(([status]) => !(projectStatusOrder as readonly string[]).includes(status))
    .map(([status, count]) => ({ status, count }));
  const all = [...known, ...others];
  const max = Math.max(1, ...all.map((b) => b.count));
  return all.map((b) => ({ ...b, share: b.count / max }));
}

export function totalProjects(byStatus: Record<string, number>): number {
  return Object.values(byStatus).reduce((a, b) => a + b, 0);
}

export function isOpenProject(status: string): boolean {
  return !closedStatuses.has(status);
}

/** Open projects whose risk is medium or worse (score ≥ 25), riskiest first, at most `limit`. */
export function atRiskProjects(items: PortfolioItem[], limit = 5): PortfolioItem[] {
  return items
    .filter((i) => isOpenProject(i.status) && i.riskScore !== null && i.riskScore >= 25)
    .sort((a, b) => (b.riskScore ?? 0) - (a.riskScore ?? 0))
    .slice(0, limit);
}

/** The open projects the user owns, soonest forecast first; those without a forecast last. */
export function myForecasts(items: PortfolioItem[], userId: string | null, limit = 6): PortfolioItem[] {
  return items
    .filter((i) => isOpenProject(i.status) && userId !== null && i.ownerId === userId)
    .sort((a, b) => (a.p85 ?? "9999").localeCompare(b.p85 ?? "9999") || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Whether some open project's insights have not been computed yet (the server does it shortly). */
export function hasPendingInsights(items: PortfolioItem[]): boolean {
  return items.some((i) => isOpenProject(i.status) && i.computedAt === null);
}
