import { describe, expect, it } from "vitest";
import type { PortfolioItem } from "../../../api/intelligence";
import { atRiskProjects, hasPendingInsights, myForecasts, statusBars, totalProjects } from "./dashboard-model";

const item = (over: Partial<PortfolioItem>): PortfolioItem => ({
  projectId: over.name ?? "p",
  name: "p",
  status: "En progreso",
  ownerId: "ana",
  dueDate: null,
  riskScore: 10,
  riskLevel: "low",
  probabilityOnTime: null,
  p50: null,
  p85: null,
  topFactors: [],
  forecastReasons: [],
  computedAt: "2026-11-01",
  ...over,
});

describe("dashboard model", () => {
  it("lists every status in the spec's order with its share of the largest bar", () => {
    const bars = statusBars({ Completado: 2, "En progreso": 4, Raro: 1 });
    expect(bars.map((b) => b.status)).toEqual(["En progreso", "En pausa", "Completado", "Cancelado", "Raro"]);
    expect(bars[0]).toEqual({ status: "En progreso", count: 4, share: 1 });
    expect(bars[1]?.count).toBe(0);
    expect(bars[2]?.share).toBe(0.5);
    expect(totalProjects({ Completado: 2, "En progreso": 4 })).toBe(6);
  });

  it("keeps open projects of medium risk or worse, riskiest first", () => {
    const list = atRiskProjects([
      item({ name: "a", riskScore: 30 }),
      item({ name: "b", riskScore: 80 }),
      item({ name: "c", riskScore: 24 }),
      item({ name: "d", riskScore: 90, status: "Completado" }),
      item({ name: "e", riskScore: null }),
    ]);
    expect(list.map((i) => i.name)).toEqual(["b", "a"]);
  });

  it("forecasts only the user's open projects, soonest first, unforecast ones last", () => {
    const list = myForecasts(
      [item({ name: "late", p85: "2027-03-01" }), item({ name: "none" }), item({ name: "soon", p85: "2026-12-01" }), item({ name: "theirs", ownerId: "eve", p85: "2026-11-30" }), item({ name: "closed", status: "Cancelado", p85: "2026-11-29" })],
      "ana",
    );
    expect(list.map((i) => i.name)).toEqual(["soon", "late", "none"]);
    expect(myForecasts([item({})], null)).toEqual([]);
  });

  it("knows when insights are still being computed", () => {
    expect(hasPendingInsights([item({ computedAt: null })])).toBe(true);
    expect(hasPendingInsights([item({ computedAt: null, status: "Completado" }), item({})])).toBe(false);
  });
});
