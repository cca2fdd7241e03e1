// Capacity and rebalancing speed (issue 24). Two figures, each with a reference timed in the same
// run on the same machine, and their ratio:
// - capacity computation for 200 people × 52 weeks (goal < 100 ms): the load over time (real
//   working hours with Mexico's holidays, allocations and task estimates spread over working days);
//   reference: the old capacity plan (allocations against nominal hours) on the same data;
// - rebalancing proposal for a team of 50 over 12 weeks (goal < 2 s): every overloaded
//   person-week of the horizon at once (the heaviest request), and one chosen person-week;
//   reference: one load computation of the same team.
// Generated teams (seeded), three roles, two skills each; medians of 5. `npx tsx bench/rebalance.ts`.
// Figures are printed, never asserted.
import { capacityPlan } from "../src/domain/capacity/capacity-plan";
import { addDays, addWeeks, type DateOnly } from "../src/domain/capacity/dates";
import { holidaysBetween } from "../src/domain/capacity/holidays";
import { loadOverTime, type LoadAllocation, type LoadTask } from "../src/domain/capacity/load";
import { proposeRebalance, type RebalanceInput, type RebalanceTask } from "../src/domain/capacity/rebalance";
import { defaultCalendar } from "../src/domain/capacity/working-time";
import { mulberry32 } from "../src/domain/intelligence/random";

const random = mulberry32(24);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const roles = ["Desarrollo", "QA", "Diseño"];
const skills = ["react", "sql", "figma", "pruebas", "go"];
const first = "2027-01-04"; // a Monday

function team(people: number, weeks: number, projects: number) {
  const weekStarts = Array.from({ length: weeks }, (_, i) => addWeeks(first, i));
  const last = addDays(weekStarts[weeks - 1]!, 6);
  const persons = Array.from({ length: people }, (_, i) => ({
    id: `r${i}`,
    name: `Persona ${i}`,
    role: roles[i % roles.length]!,
    skills: { [skills[int(0, 4)]!]: int(1, 5), [skills[int(0, 4)]!]: int(1, 5) },
    calendar: defaultCalendar([40, 40, 32][int(0, 2)]!),
    timeOff: [],
  }));
  const allocations: LoadAllocation[] = persons.flatMap((p, i) => (i % 3 === 0 ? [{ id: `a${i}`, resourceId: p.id, projectId: `p${int(0, projects - 1)}`, projectName: "", hours: int(8, 24), startDate: null, endDate: null }] : []));
  // About 1.1 tasks of 4–24 h per person and week: some weeks above capacity, others with room.
  const tasks: RebalanceTask[] = Array.from({ length: Math.round(people * weeks * 1.1) }, (_, k) => {
    const start = addDays(first, int(0, weeks * 7 - 10));
    const end = addDays(start, int(0, 6));
    return { id: `t${k}`, title: `Tarea ${k}`, projectId: `p${k % projects}`, resourceId: persons[int(0, people - 1)]!.id, estimateHours: int(4, 24), startDate: start, endDate: end > last ? last : end, open: true, requiredSkill: random() < 0.4 ? { skill: skills[int(0, 4)]!, level: int(1, 4) } : null };
  });
  // Chains inside each project: a task depends on an earlier one that ends before it starts.
  const dependencies = tasks.flatMap((t, k) => {
    const pred = tasks[k - projects];
    return pred && k % 2 === 0 && pred.endDate! < t.startDate! ? [{ taskId: t.id, dependsOnTaskId: pred.id }] : [];
  });
  const holidays = holidaysBetween(first, last, ["MX"]);
  return { persons, allocations, tasks, dependencies, holidays, weekStarts };
}

function load(t: ReturnType<typeof team>) {
  return loadOverTime({
    people: t.persons.map((p) => ({ id: p.id, name: p.name, role: p.role, calendar: p.calendar })),
    allocations: t.allocations,
    tasks: t.tasks.map((x): LoadTask => ({ id: x.id, title: x.title, resourceId: x.resourceId!, projectId: x.projectId, projectName: "", estimateHours: x.estimateHours!, startDate: x.startDate, endDate: x.endDate })),
    holidays: t.holidays,
    timeOff: new Map(),
    weekStarts: t.weekStarts,
  });
}

function median(run: () => unknown, times = 5): number {
  run(); // warm-up
  const out: number[] = [];
  for (let k = 0; k < times; k++) {
    const started = performance.now();
    run();
    out.push(performance.now() - started);
  }
  return out.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

// ——— Capacity, 200 × 52 ———
const big = team(200, 52, 40);
const capacityMs = median(() => load(big));
const resources = big.persons.map((p) => ({ id: p.id, name: p.name, role: p.role, availability: 40 }));
const planMs = median(() => capacityPlan(resources, big.allocations, first, 52));
console.log(`capacity: 200 people × 52 weeks (${big.tasks.length} tasks, ${big.allocations.length} allocations), goal < 100 ms`);
console.log(`  load over time (real working hours): ${capacityMs.toFixed(1)} ms (median of 5)`);
console.log(`  reference in the same run: the allocations-only capacity plan on nominal hours ${planMs.toFixed(1)} ms; ratio × ${(capacityMs / planMs).toFixed(1)}`);

// ——— Rebalancing, 50 × 12 ———
const small = team(50, 12, 10);
const input: RebalanceInput = {
  people: small.persons,
  projects: Array.from({ length: 10 }, (_, j) => ({ id: `p${j}`, name: `Proyecto ${j}`, dueDate: null })),
  allocations: small.allocations,
  tasks: small.tasks,
  dependencies: small.dependencies,
  holidays: small.holidays,
  weekStarts: small.weekStarts,
};
let last = proposeRebalance(input);
const allMs = median(() => (last = proposeRebalance(input)));
const worst = [...last.overloadedBefore].sort((a, b) => b.planned - b.available - (a.planned - a.available))[0]!;
let one = proposeRebalance({ ...input, target: { resourceId: worst.resourceId, weekStart: worst.weekStart as DateOnly } });
const oneMs = median(() => (one = proposeRebalance({ ...input, target: { resourceId: worst.resourceId, weekStart: worst.weekStart } })));
const referenceMs = median(() => load(small));
const kinds = (moves: { kind: string }[]) => ["reassign_task", "shift_task", "shift_allocation"].map((k) => `${moves.filter((m) => m.kind === k).length} ${k}`).join(", ");
console.log(`rebalance: a team of 50 over 12 weeks (${small.tasks.length} tasks, ${small.dependencies.length} dependencies), goal < 2 s`);
console.log(`  every overloaded person-week: ${allMs.toFixed(0)} ms (median of 5); ${last.overloadedBefore.length} → ${last.overloadedAfter.length} overloaded person-weeks; ${last.moves.length} moves (${kinds(last.moves)})`);
console.log(`  one person-week (the most overloaded): ${oneMs.toFixed(0)} ms; ${one.moves.length} moves`);
console.log(`  reference in the same run: one load computation of the same team ${referenceMs.toFixed(1)} ms; ratio × ${(allMs / referenceMs).toFixed(0)} (all), × ${(oneMs / referenceMs).toFixed(1)} (one)`);
