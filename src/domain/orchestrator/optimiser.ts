import { solve, type Model } from "yalps";

// The portfolio optimiser (decision 0804): how many hours a week each person gives to each chosen
// project, within each person's capacity and skills, solved as a mixed-integer programme by yalps.
//
//   x[i,j] ≥ 0   hours a week person i gives project j (only where i's role is one j needs)
//   y[j] ∈ {0,1} project j gets every hour it needs to finish by its due date ("on time")
//   Σj x[i,j] ≤ capacity[i]            each person's week
//   Σi x[i,j] ≤ demand[j]              no project gets more than it needs
//   Σi x[i,j] ≥ demand[j] · y[j]       on time only when fully staffed
//
// Objectives: "on_time_value" maximises Σ value[j]·y[j] (value: the project's priority weight);
// "roi" maximises Σ (benefit[j]·y[j]) − Σ cost of the hours until the due date; "lateness" is the
// linear programme that minimises the priority-weighted share of needed hours left uncovered.
// yalps gives no duals, so the binding constraints are found by checking which ones are tight.

export type OptimiserObjective = "on_time_value" | "lateness" | "roi";
export const optimiserObjectives: OptimiserObjective[] = ["on_time_value", "lateness", "roi"];

export type OptimiserPerson = {
  id: string;
  name: string;
  role: string;
  /** Hours a week this person can give to the chosen projects. */
  capacity: number;
  costPerHourCents: number;
};

export type OptimiserProject = {
  id: string;
  name: string;
  /** Hours a week needed to finish the remaining work by the due date. */
  demand: number;
  /** Weight of being on time (priority). */
  value: number;
  benefitCents: number;
  /** Weeks until the due date (≥ 1). */
  weeksLeft: number;
  /** Roles that can do its work; empty: anyone. */
  roles: string[];
};

export type OptimiserInput = { people: OptimiserPerson[]; projects: OptimiserProject[]; objective: OptimiserObjective };

export type OptimiserAssignment = { personId: string; projectId: string; hours: number };

export type BindingConstraint =
  | { kind: "person_full"; personId: string; personName: string; forProjectId: string | null; forProjectName: string | null; fromProjectId: string | null; fromProjectName: string | null }
  | { kind: "person_spare"; personId: string; personName: string; hours: number }
  | { kind: "project_met"; projectId: string; projectName: string; hours: number }
  | { kind: "project_short"; projectId: string; projectName: string; missing: number; roles: string[]; reason: "no_skill" | "no_capacity" | "not_worth" };

export type OptimiserResult = {
  status: "optimal" | "infeasible" | "timedout";
  objective: OptimiserObjective;
  /** Σ value of the projects that get every hour they need. */
  onTimeValue: number;
  onTimeProjectIds: string[];
  assignments: OptimiserAssignment[];
  /** Hours given each project and what it needs. */
  projects: { id: string; name: string; demand: number; assigned: number; onTime: boolean }[];
  people: { id: string; name: string; capacity: number; assigned: number }[];
  binding: BindingConstraint[];
  solveMs: number;
};

const EPS = 1e-6;
const norm = (s: string) => s.trim().toLocaleLowerCase("es");

/** Whether a person's role fits a project's needed roles (none needed: anyone fits). */
export function canWorkOn(person: Pick<OptimiserPerson, "role">, project: Pick<OptimiserProject, "roles">): boolean {
  if (project.roles.length === 0) return true;
  const role = norm(person.role);
  return project.roles.some((r) => norm(r) === role);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type Solved = { status: "optimal" | "infeasible" | "timedout"; values: Map<string, number> };

function run(model: Model, timeoutMs: number): Solved {
  const solution = solve(model, { timeout: timeoutMs, tolerance: 0 });
  const status = solution.status === "optimal" ? "optimal" : solution.status === "timedout" ? "timedout" : "infeasible";
  return { status, values: new Map(solution.variables) };
}

/**
 * Which projects can be on time together, for the most value: people of one role are
 * interchangeable for every project, so the integer programme works on each role's pooled hours
 * (a few hundred variables instead of people × projects), which keeps branch and bound fast.
 */
function onTimeSet(people: OptimiserPerson[], projects: OptimiserProject[], timeoutMs: number): { status: Solved["status"]; onTime: boolean[] } {
  const pools = new Map<string, number>();
  for (const person of people) pools.set(norm(person.role), (pools.get(norm(person.role)) ?? 0) + Math.max(0, person.capacity));
  const poolRoles = [...pools.keys()];
  const constraints = new Map<string, { max?: number; min?: number }>();
  const variables = new Map<string, Record<string, number>>();
  poolRoles.forEach((role, r) => constraints.set(`cap${r}`, { max: pools.get(role)! }));
  for (const [j, project] of projects.entries()) {
    constraints.set(`got${j}`, { min: 0 });
    variables.set(`y${j}`, { [`got${j}`]: -Math.max(0, project.demand), obj: project.value });
    poolRoles.forEach((role, r) => {
      if (canWorkOn({ role }, project)) variables.set(`x${r}_${j}`, { [`cap${r}`]: 1, [`got${j}`]: 1 });
    });
  }
  const solved = run({ direction: "maximize", objective: "obj", constraints, variables, binaries: new Set(projects.map((_, j) => `y${j}`)) }, timeoutMs);
  return { status: solved.status, onTime: projects.map((p, j) => p.demand <= 0 || (solved.values.get(`y${j}`) ?? 0) > 0.5) };
}

export function optimiseAllocation(input: OptimiserInput, options: { timeoutMs?: number } = {}): OptimiserResult {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 5000;
  const { people, projects, objective } = input;
  // "on_time_value": first the on-time set (pooled MILP), then each person's hours by a linear
  // programme that staffs that set fully and gives the hours left to the late projects by priority.
  const fixed = objective === "on_time_value" ? onTimeSet(people, projects, timeoutMs) : null;
  const binary = objective === "roi";
  const variables = new Map<string, Record<string, number>>();
  const constraints = new Map<string, { max?: number; min?: number }>();
  for (const [i, person] of people.entries()) constraints.set(`cap${i}`, { max: Math.max(0, person.capacity) });
  for (const [j, project] of projects.entries()) {
    const demand = Math.max(0, project.demand);
    constraints.set(`max${j}`, fixed?.onTime[j] ? { min: demand, max: demand } : { max: demand });
    if (binary) {
      constraints.set(`got${j}`, { min: 0 });
      variables.set(`y${j}`, { [`got${j}`]: -demand, obj: project.benefitCents / 100 });
    }
  }
  for (const [i, person] of people.entries()) {
    for (const [j, project] of projects.entries()) {
      if (!canWorkOn(person, project) || project.demand <= 0 || person.capacity <= 0) continue;
      const coefficients: Record<string, number> = { [`cap${i}`]: 1, [`max${j}`]: 1 };
      if (binary) {
        coefficients[`got${j}`] = 1;
        coefficients.obj = -(person.costPerHourCents / 100) * project.weeksLeft;
      } else coefficients.obj = project.value / project.demand;
      variables.set(`x${i}_${j}`, coefficients);
    }
  }
  const model: Model = { direction: "maximize", objective: "obj", constraints, variables, binaries: binary ? new Set(projects.map((_, j) => `y${j}`)) : undefined };
  const solved = run(model, timeoutMs);
  const status = fixed && fixed.status !== "optimal" ? fixed.status : solved.status;
  const solution = { variables: [...solved.values] };
  const solveMs = performance.now() - started;

  const assignments: OptimiserAssignment[] = [];
  const personHours = new Array<number>(people.length).fill(0);
  const projectHours = new Array<number>(projects.length).fill(0);
  const yValues = new Array<number>(projects.length).fill(0);
  for (const [key, value] of solution.variables) {
    if (key.startsWith("y")) yValues[Number(key.slice(1))] = value;
    else if (value > EPS) {
      const [i, j] = key.slice(1).split("_").map(Number) as [number, number];
      personHours[i]! += value;
      projectHours[j]! += value;
      assignments.push({ personId: people[i]!.id, projectId: projects[j]!.id, hours: round1(value) });
    }
  }
  const onTime = projects.map((p, j) => fixed?.onTime[j] ?? ((binary ? yValues[j]! > 0.5 : projectHours[j]! >= p.demand - 1e-4) || p.demand <= 0));
  const onTimeProjectIds = projects.filter((_, j) => onTime[j]).map((p) => p.id);
  const onTimeValue = projects.reduce((sum, p, j) => sum + (onTime[j] ? p.value : 0), 0);

  // The binding constraints, found by checking which are tight.
  const binding: BindingConstraint[] = [];
  const late = projects.map((p, j) => ({ p, j })).filter(({ j }) => !onTime[j]);
  for (const [i, person] of people.entries()) {
    const spare = person.capacity - personHours[i]!;
    if (person.capacity > 0 && spare <= 1e-4) {
      const mine = assignments.filter((a) => a.personId === person.id).sort((a, b) => b.hours - a.hours);
      const wanting = late.find(({ p }) => canWorkOn(person, p));
      const from = mine.find((a) => a.projectId !== wanting?.p.id);
      const fromProject = from ? projects.find((p) => p.id === from.projectId)! : null;
      binding.push({
        kind: "person_full",
        personId: person.id,
        personName: person.name,
        forProjectId: wanting?.p.id ?? null,
        forProjectName: wanting?.p.name ?? null,
        fromProjectId: fromProject?.id ?? null,
        fromProjectName: fromProject?.name ?? null,
      });
    } else if (spare > 1e-4) {
      binding.push({ kind: "person_spare", personId: person.id, personName: person.name, hours: round1(spare) });
    }
  }
  for (const [j, project] of projects.entries()) {
    if (project.demand <= 0) continue;
    if (onTime[j]) {
      binding.push({ kind: "project_met", projectId: project.id, projectName: project.name, hours: round1(project.demand) });
      continue;
    }
    const able = people.map((person, i) => ({ person, i })).filter(({ person }) => canWorkOn(person, project));
    const spareAble = able.some(({ person, i }) => person.capacity - personHours[i]! > 1e-4);
    binding.push({
      kind: "project_short",
      projectId: project.id,
      projectName: project.name,
      missing: round1(project.demand - projectHours[j]!),
      roles: project.roles,
      reason: able.length === 0 ? "no_skill" : spareAble ? "not_worth" : "no_capacity",
    });
  }

  return {
    status,
    objective,
    onTimeValue,
    onTimeProjectIds,
    assignments,
    projects: projects.map((p, j) => ({ id: p.id, name: p.name, demand: round1(p.demand), assigned: round1(projectHours[j]!), onTime: onTime[j]! })),
    people: people.map((p, i) => ({ id: p.id, name: p.name, capacity: round1(p.capacity), assigned: round1(personHours[i]!) })),
    binding,
    solveMs,
  };
}
