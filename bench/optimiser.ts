// Portfolio optimiser speed (issue 18): 50 projects × 100 people, six roles, each project needing one
// or two of them, demand set so that about a fifth of the portfolio cannot be on time. Each
// objective is solved three times (median). The reference in the same run: one 10,000-trial Monte
// Carlo delivery forecast (the predictive engine's unit of work), timed on the same machine.
// `npx tsx bench/optimiser.ts`. Figures are printed, never asserted.
import { forecastDelivery } from "../src/domain/intelligence/forecast";
import { mulberry32 } from "../src/domain/intelligence/random";
import { optimiseAllocation, optimiserObjectives, type OptimiserPerson, type OptimiserProject } from "../src/domain/orchestrator/optimiser";

const random = mulberry32(18);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const roles = ["Desarrollo", "QA", "PM", "Diseño", "Datos", "Infraestructura"];
const people: OptimiserPerson[] = Array.from({ length: 100 }, (_, i) => ({ id: `p${i}`, name: `Persona ${i}`, role: roles[i % roles.length]!, capacity: [20, 30, 40][int(0, 2)]!, costPerHourCents: int(20, 90) * 1000 }));
const totalCapacity = people.reduce((s, p) => s + p.capacity, 0);
const projects: OptimiserProject[] = Array.from({ length: 50 }, (_, j) => ({
  id: `q${j}`,
  name: `Proyecto ${j}`,
  demand: int(20, Math.round((totalCapacity / 50) * 2.2)),
  value: int(1, 3),
  benefitCents: int(5, 80) * 10_000_000,
  weeksLeft: int(2, 20),
  roles: [...new Set([roles[int(0, 5)]!, roles[int(0, 5)]!])],
}));

const refStarted = performance.now();
const completedAt = Array.from({ length: 200 }, (_, k) => new Date(Date.UTC(2026, 0, 1) + Math.floor(k * 0.9) * 86_400_000));
forecastDelivery({ asOf: new Date(Date.UTC(2026, 6, 1)), completedAt, remaining: 120, trials: 10_000, seed: 1 });
const reference = performance.now() - refStarted;

console.log(`optimiser: 50 projects × 100 people (${people.length * projects.length} candidate pairs before the role match), goal < 2 s`);
for (const objective of optimiserObjectives) {
  const times: number[] = [];
  let last = optimiseAllocation({ people, projects, objective });
  for (let k = 0; k < 3; k++) {
    const started = performance.now();
    last = optimiseAllocation({ people, projects, objective }, { timeoutMs: 10_000 });
    times.push(performance.now() - started);
  }
  const median = times.sort((a, b) => a - b)[1]!;
  console.log(`  ${objective}: ${median.toFixed(0)} ms (median of 3; ${last.status}, ${last.onTimeProjectIds.length}/50 on time, ${(median / reference).toFixed(1)}× the reference)`);
}
console.log(`  reference in the same run: one 10,000-trial delivery forecast ${reference.toFixed(0)} ms`);
