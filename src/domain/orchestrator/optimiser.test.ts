import { describe, expect, it } from "vitest";
import { mulberry32 } from "../intelligence/random";
import { canWorkOn, optimiseAllocation, type OptimiserPerson, type OptimiserProject } from "./optimiser";

// Exhaustive search: every subset of projects that could be on time together, checked with a
// max-flow of the people's hours into the projects (Edmonds–Karp), independent of the solver.
function maxFlow(people: OptimiserPerson[], projects: OptimiserProject[]): number {
  const n = people.length + projects.length + 2;
  const source = n - 2;
  const sink = n - 1;
  const cap = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  people.forEach((p, i) => (cap[source]![i] = p.capacity));
  projects.forEach((q, j) => {
    cap[people.length + j]![sink] = q.demand;
    people.forEach((p, i) => {
      if (canWorkOn(p, q)) cap[i]![people.length + j] = Infinity;
    });
  });
  let flow = 0;
  for (;;) {
    const parent = new Array<number>(n).fill(-1);
    parent[source] = source;
    const queue = [source];
    while (queue.length && parent[sink] === -1) {
      const u = queue.shift()!;
      for (let v = 0; v < n; v++) {
        if (parent[v] !== -1 || cap[u]![v]! <= 1e-9) continue;
        parent[v] = u;
        queue.push(v);
      }
    }
    if (parent[sink] === -1) return flow;
    let push = Infinity;
    for (let v = sink; v !== source; v = parent[v]!) push = Math.min(push, cap[parent[v]!]![v]!);
    for (let v = sink; v !== source; v = parent[v]!) {
      cap[parent[v]!]![v]! -= push;
      cap[v]![parent[v]!]! += push;
    }
    flow += push;
  }
}

function exhaustiveBest(people: OptimiserPerson[], projects: OptimiserProject[], gain: (p: OptimiserProject) => number, cost?: (set: OptimiserProject[]) => number): number {
  let best = 0;
  for (let mask = 0; mask < 1 << projects.length; mask++) {
    const set = projects.filter((_, j) => mask & (1 << j));
    const need = set.reduce((s, p) => s + p.demand, 0);
    if (Math.abs(maxFlow(people, set) - need) > 1e-6) continue;
    best = Math.max(best, set.reduce((s, p) => s + gain(p), 0) - (cost?.(set) ?? 0));
  }
  return best;
}

const roles = ["Dev", "PM", "QA"];
function randomInstance(seed: number) {
  const random = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const people: OptimiserPerson[] = Array.from({ length: int(2, 4) }, (_, i) => ({ id: `p${i}`, name: `P${i}`, role: roles[int(0, 2)]!, capacity: int(5, 40), costPerHourCents: int(1, 5) * 10000 }));
  const projects: OptimiserProject[] = Array.from({ length: int(2, 5) }, (_, j) => ({
    id: `q${j}`,
    name: `Q${j}`,
    demand: int(4, 45),
    value: int(1, 3),
    benefitCents: int(0, 50) * 100_000,
    weeksLeft: int(1, 6),
    roles: random() < 0.3 ? [] : roles.filter(() => random() < 0.5),
  }));
  return { people, projects };
}

function feasible(result: ReturnType<typeof optimiseAllocation>, people: OptimiserPerson[], projects: OptimiserProject[]) {
  for (const person of people) {
    const hours = result.assignments.filter((a) => a.personId === person.id).reduce((s, a) => s + a.hours, 0);
    expect(hours).toBeLessThanOrEqual(person.capacity + 0.1);
  }
  for (const a of result.assignments) expect(canWorkOn(people.find((p) => p.id === a.personId)!, projects.find((p) => p.id === a.projectId)!)).toBe(true);
}

describe("portfolio optimiser", () => {
  it("on small instances, the on-time value equals exhaustive search", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { people, projects } = randomInstance(seed);
      const result = optimiseAllocation({ people, projects, objective: "on_time_value" });
      expect(result.status).toBe("optimal");
      expect(result.onTimeValue, `seed ${seed}`).toBe(exhaustiveBest(people, projects, (p) => p.value));
      feasible(result, people, projects);
    }
  });

  it("on small instances, the ROI objective equals exhaustive search (benefit of on-time projects minus the cheapest staffing)", () => {
    // With one role per project and everyone equally priced, the cheapest staffing of a set costs its hours.
    for (let seed = 100; seed < 130; seed++) {
      const { people, projects } = randomInstance(seed);
      for (const p of people) p.costPerHourCents = 5000;
      const result = optimiseAllocation({ people, projects, objective: "roi" });
      const net = (set: OptimiserProject[]) => set.reduce((s, p) => s + p.demand * 50 * p.weeksLeft, 0);
      const best = exhaustiveBest(people, projects, (p) => p.benefitCents / 100, net);
      const chosen = projects.filter((p) => result.onTimeProjectIds.includes(p.id) && p.demand > 0);
      const achieved = chosen.reduce((s, p) => s + p.benefitCents / 100, 0) - net(chosen);
      expect(achieved, `seed ${seed}`).toBeCloseTo(best, 4);
      feasible(result, people, projects);
    }
  });

  it("explains the binding constraints: María at 100 %, each extra hour for Atlas comes from Orión", () => {
    const people: OptimiserPerson[] = [
      { id: "maria", name: "María", role: "Dev", capacity: 40, costPerHourCents: 0 },
      { id: "luis", name: "Luis", role: "QA", capacity: 20, costPerHourCents: 0 },
    ];
    const projects: OptimiserProject[] = [
      { id: "orion", name: "Orión", demand: 30, value: 3, benefitCents: 0, weeksLeft: 4, roles: ["Dev"] },
      { id: "atlas", name: "Atlas", demand: 25, value: 1, benefitCents: 0, weeksLeft: 4, roles: ["Dev"] },
      { id: "vega", name: "Vega", demand: 10, value: 2, benefitCents: 0, weeksLeft: 4, roles: ["QA"] },
    ];
    const result = optimiseAllocation({ people, projects, objective: "on_time_value" });
    expect(result.onTimeProjectIds.sort()).toEqual(["orion", "vega"]);
    expect(result.assignments).toContainEqual({ personId: "maria", projectId: "orion", hours: 30 });
    expect(result.binding).toContainEqual({ kind: "person_full", personId: "maria", personName: "María", forProjectId: "atlas", forProjectName: "Atlas", fromProjectId: "orion", fromProjectName: "Orión" });
    expect(result.binding).toContainEqual({ kind: "person_spare", personId: "luis", personName: "Luis", hours: 10 });
    expect(result.binding).toContainEqual({ kind: "project_short", projectId: "atlas", projectName: "Atlas", missing: 15, roles: ["Dev"], reason: "no_capacity" });
    expect(result.binding).toContainEqual({ kind: "project_met", projectId: "vega", projectName: "Vega", hours: 10 });
  });

  it("minimising lateness spreads the hours by priority, and says when no one has the skill", () => {
    const people: OptimiserPerson[] = [{ id: "ana", name: "Ana", role: "PM", capacity: 20, costPerHourCents: 0 }];
    const projects: OptimiserProject[] = [
      { id: "a", name: "A", demand: 30, value: 3, benefitCents: 0, weeksLeft: 2, roles: ["pm"] },
      { id: "b", name: "B", demand: 10, value: 1, benefitCents: 0, weeksLeft: 2, roles: [] },
      { id: "c", name: "C", demand: 10, value: 1, benefitCents: 0, weeksLeft: 2, roles: ["Dev"] },
    ];
    const result = optimiseAllocation({ people, projects, objective: "lateness" });
    // Covering A's hour is worth 3/30 = 0.1, B's 1/10 = 0.1: the tie goes either way, but all 20 h are used.
    expect(result.people[0]!.assigned).toBe(20);
    expect(result.binding).toContainEqual(expect.objectContaining({ kind: "project_short", projectId: "c", reason: "no_skill" }));
  });
});
