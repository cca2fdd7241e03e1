// Rebalancing an overloaded person-week (decisions 1302–1305): a pure proposal of moves that take
// hours off the overloaded person without pushing anybody over their real working hours and
// without breaking a finish-to-start dependency.
//
// Load model: the load-over-time model of decision 1301 (planned hours of a person's week = Σ over
// projects of max(allocation, task hours spread over their working days)), over a horizon of weeks.
//
// Three kinds of move:
// - reassign_task: a task goes to someone who has its required skill at the level asked (or, with
//   no skill asked, the same role: the optimiser's `canWorkOn`) and free hours in every week of it;
// - shift_task: a task moves later, within its free float on the project's critical-path network
//   (computeCriticalPath on the tasks' real dates), so no successor and no project end moves;
// - shift_allocation: part of a weekly allocation goes to someone with the role (or the skills the
//   person's tasks in that project ask) and free hours.
//
// Any subset of a proposal is safe, not just the whole: each move's additions are checked against a
// "pessimistic" state holding every earlier accepted addition and none of the removals (load only
// grows with additions and only falls with removals), tasks only move later (a predecessor moving
// later stays before its successor's original start, a successor moving later only widens the
// gap), and a task or allocation appears in at most one move.

import { canWorkOn } from "../orchestrator/optimiser";
import { computeCriticalPath, type ScheduleTask } from "../planning/critical-path";
import { addDays, daysBetween, mondayOf, rangesOverlap, type DateOnly } from "./dates";
import type { Holiday } from "./holidays";
import { taskHoursByWeek } from "./load";
import { sumDayHours, workingDays, type TimeOffPeriod, type WorkCalendar } from "./working-time";

export type SkillRequirement = { skill: string; level: number };

export type RebalancePerson = {
  id: string;
  name: string;
  role: string;
  /** Skill name → level 1–5. */
  skills: Record<string, number>;
  calendar: WorkCalendar;
  timeOff: TimeOffPeriod[];
};
export type RebalanceTask = {
  id: string;
  title: string;
  projectId: string;
  resourceId: string | null;
  estimateHours: number | null;
  startDate: DateOnly | null;
  endDate: DateOnly | null;
  /** False for finished or cancelled work: it takes no hours and never moves. */
  open: boolean;
  requiredSkill: SkillRequirement | null;
};
export type RebalanceAllocation = { id: string; resourceId: string; projectId: string; hours: number; startDate: DateOnly | null; endDate: DateOnly | null };
export type RebalanceProject = { id: string; name: string; dueDate: DateOnly | null };
export type RebalanceDependency = { taskId: string; dependsOnTaskId: string };

export type RebalanceInput = {
  people: RebalancePerson[];
  projects: RebalanceProject[];
  allocations: RebalanceAllocation[];
  tasks: RebalanceTask[];
  dependencies: RebalanceDependency[];
  holidays: Holiday[];
  /** Consecutive Mondays: the horizon checked (the current week first). */
  weekStarts: DateOnly[];
  /** One overloaded person-week; without it every overloaded person-week of the horizon. */
  target?: { resourceId: string; weekStart: DateOnly } | null;
  /** At most this many moves (default 200). */
  maxMoves?: number;
};

export type WeekEffect = { start: DateOnly; available: number; before: number; after: number };
export type PersonEffect = { resourceId: string; weeks: WeekEffect[] };
export type ProjectEffect = { projectId: string; finishBefore: DateOnly | null; finishAfter: DateOnly | null; dueDate: DateOnly | null };

type MoveBase = { id: string; projectId: string; effects: { people: PersonEffect[]; projects: ProjectEffect[] } };
export type RebalanceMove =
  | (MoveBase & { kind: "reassign_task"; taskId: string; taskTitle: string; fromResourceId: string; toResourceId: string; hours: number; skill: SkillRequirement | null })
  | (MoveBase & { kind: "shift_task"; taskId: string; taskTitle: string; resourceId: string; fromStart: DateOnly; fromEnd: DateOnly; toStart: DateOnly; toEnd: DateOnly; days: number; floatDays: number })
  | (MoveBase & { kind: "shift_allocation"; allocationId: string; fromResourceId: string; toResourceId: string; hours: number; fromHoursBefore: number; startDate: DateOnly | null; endDate: DateOnly | null });

type WithoutEffects<M> = M extends unknown ? Omit<M, "effects"> : never;
type MoveDraft = WithoutEffects<RebalanceMove>;

export type OverloadedWeek = { resourceId: string; weekStart: DateOnly; planned: number; available: number };

export type RebalanceProposal = {
  weekStarts: DateOnly[];
  target: { resourceId: string; weekStart: DateOnly } | null;
  overloadedBefore: OverloadedWeek[];
  overloadedAfter: OverloadedWeek[];
  moves: RebalanceMove[];
  /** Every person's weeks before and after all the moves. */
  people: PersonEffect[];
  projects: ProjectEffect[];
};

const EPS = 1e-6;
const round1 = (n: number) => Math.round(n * 10) / 10;
const norm = (s: string) => s.trim().toLocaleLowerCase("es");

/** Whether a person has a skill at the level asked (names compared without case or spaces around). */
export function hasSkill(person: Pick<RebalancePerson, "skills">, required: SkillRequirement): boolean {
  const wanted = norm(required.skill);
  return Object.entries(person.skills).some(([name, level]) => norm(name) === wanted && level >= required.level);
}

// ——— Load state: per person, per project, per week: allocation and task hours ———

class PersonLoadState {
  readonly alloc = new Map<string, Float64Array>();
  readonly tasks = new Map<string, Float64Array>();
  constructor(
    readonly weeks: number,
    readonly available: Float64Array,
  ) {}
  private row(map: Map<string, Float64Array>, projectId: string) {
    let r = map.get(projectId);
    if (!r) map.set(projectId, (r = new Float64Array(this.weeks)));
    return r;
  }
  add(kind: "alloc" | "tasks", projectId: string, hours: Float64Array, sign: 1 | -1) {
    const r = this.row(kind === "alloc" ? this.alloc : this.tasks, projectId);
    for (let w = 0; w < this.weeks; w++) r[w]! += sign * hours[w]!;
  }
  load(w: number): number {
    let sum = 0;
    const seen = new Set<string>();
    for (const [p, r] of this.alloc) {
      seen.add(p);
      sum += Math.max(r[w]!, this.tasks.get(p)?.[w] ?? 0);
    }
    for (const [p, r] of this.tasks) if (!seen.has(p)) sum += Math.max(0, r[w]!);
    return sum;
  }
  clone(): PersonLoadState {
    const c = new PersonLoadState(this.weeks, this.available);
    for (const [p, r] of this.alloc) c.alloc.set(p, r.slice());
    for (const [p, r] of this.tasks) c.tasks.set(p, r.slice());
    return c;
  }
}

type Delta = { resourceId: string; kind: "alloc" | "tasks"; projectId: string; hours: Float64Array; sign: 1 | -1 };

/** The rebalancing proposal: moves, and each person's and project's figures before and after. */
export function proposeRebalance(input: RebalanceInput): RebalanceProposal {
  const weeks = input.weekStarts;
  const W = weeks.length;
  const horizonStart = weeks[0]!;
  const horizonEnd = addDays(weeks[W - 1]!, 6);
  const weekIndex = new Map(weeks.map((w, i) => [w, i]));
  const people = new Map(input.people.map((p) => [p.id, p]));
  const maxMoves = input.maxMoves ?? 200;

  const allocationWeeks = (a: { startDate: DateOnly | null; endDate: DateOnly | null; hours: number }) => {
    const out = new Float64Array(W);
    for (let w = 0; w < W; w++) if (rangesOverlap(a.startDate, a.endDate, weeks[w]!, addDays(weeks[w]!, 6))) out[w] = a.hours;
    return out;
  };
  const taskWeeks = (task: RebalanceTask, personId: string, startDate = task.startDate, endDate = task.endDate) => {
    const out = new Float64Array(W);
    const person = people.get(personId);
    if (!person || !task.open || !task.estimateHours || task.estimateHours <= 0) return out;
    const byWeek = taskHoursByWeek({ id: task.id, title: task.title, resourceId: personId, projectId: task.projectId, projectName: "", estimateHours: task.estimateHours, startDate, endDate }, person.calendar, input.holidays, person.timeOff);
    for (const [week, h] of byWeek) {
      const i = weekIndex.get(week);
      if (i !== undefined) out[i] = h;
    }
    return out;
  };

  // The state as it is, the state with the accepted moves applied, and the pessimistic one.
  const base = new Map<string, PersonLoadState>();
  for (const p of input.people) {
    const available = new Float64Array(W);
    const days = workingDays(p.calendar, horizonStart, horizonEnd, input.holidays, p.timeOff);
    for (let w = 0; w < W; w++) available[w] = sumDayHours(days.slice(w * 7, w * 7 + 7)).available;
    base.set(p.id, new PersonLoadState(W, available));
  }
  for (const a of input.allocations) base.get(a.resourceId)?.add("alloc", a.projectId, allocationWeeks(a), 1);
  const taskHours = new Map<string, Float64Array>();
  for (const t of input.tasks) {
    if (!t.resourceId || !base.has(t.resourceId)) continue;
    const h = taskWeeks(t, t.resourceId);
    taskHours.set(t.id, h);
    base.get(t.resourceId)!.add("tasks", t.projectId, h, 1);
  }
  const cloneAll = () => new Map([...base].map(([id, s]) => [id, s.clone()]));
  const applied = cloneAll();
  const pessimistic = cloneAll();
  const apply = (state: Map<string, PersonLoadState>, deltas: Delta[], additionsOnly: boolean) => {
    for (const d of deltas) if (!additionsOnly || d.sign === 1) state.get(d.resourceId)?.add(d.kind, d.projectId, d.hours, d.sign);
  };

  // Float of each task on its project's network, from the tasks' real dates (decision 0201's model).
  const tasksOf = new Map<string, RebalanceTask[]>();
  for (const t of input.tasks) tasksOf.set(t.projectId, [...(tasksOf.get(t.projectId) ?? []), t]);
  const byId = new Map(input.tasks.map((t) => [t.id, t]));
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  for (const d of input.dependencies) {
    if (!byId.has(d.taskId) || !byId.has(d.dependsOnTaskId)) continue;
    successors.set(d.dependsOnTaskId, [...(successors.get(d.dependsOnTaskId) ?? []), d.taskId]);
    predecessors.set(d.taskId, [...(predecessors.get(d.taskId) ?? []), d.dependsOnTaskId]);
  }
  const freeFloat = new Map<string, number>();
  for (const [, list] of tasksOf) {
    const dated = list.map((t) => ({ t, start: t.startDate ?? t.endDate, end: t.endDate ?? t.startDate }));
    const starts = dated.map((d) => d.start).filter((d): d is DateOnly => !!d);
    if (!starts.length) continue;
    const projectStart = starts.reduce((m, d) => (d < m ? d : m));
    const schedule: ScheduleTask[] = dated.map(({ t, start, end }) => ({ id: t.id, durationDays: start && end ? Math.max(1, daysBetween(start, end) + 1) : 0, start }));
    const ids = new Set(list.map((t) => t.id));
    const deps = input.dependencies.filter((d) => ids.has(d.taskId) && ids.has(d.dependsOnTaskId));
    try {
      const cpm = computeCriticalPath(schedule, deps, { projectStart, workdays: "all", maxCriticalPaths: 1 });
      for (const s of cpm.tasks) freeFloat.set(s.id, s.isCritical ? 0 : Math.max(0, s.freeSlack));
    } catch {
      // A cycle or a bad date: no task of this project moves in time.
    }
  }
  const finishOf = (projectId: string, moved: Map<string, DateOnly>) =>
    (tasksOf.get(projectId) ?? []).reduce<DateOnly | null>((m, t) => {
      const end = moved.get(t.id) ?? t.endDate ?? t.startDate;
      return end && (!m || end > m) ? end : m;
    }, null);

  const usedTasks = new Set<string>();
  const usedAllocations = new Set<string>();
  const moves: RebalanceMove[] = [];
  const movedEnds = new Map<string, DateOnly>();

  /** No week of the horizon above the real hours in the pessimistic state (or, where it already was, no higher). */
  const fits = (deltas: Delta[]) => {
    const touched = new Set(deltas.filter((d) => d.sign === 1).map((d) => d.resourceId));
    for (const id of touched) {
      const s = pessimistic.get(id);
      if (!s) return false;
      const trial = s.clone();
      for (const d of deltas) if (d.sign === 1 && d.resourceId === id) trial.add(d.kind, d.projectId, d.hours, 1);
      for (let w = 0; w < W; w++) {
        const after = trial.load(w);
        if (after > s.available[w]! + EPS && after > s.load(w) + EPS) return false;
      }
    }
    return true;
  };
  /** Hours the deltas take off a person's week in the applied state. */
  const relief = (deltas: Delta[], personId: string, w: number) => {
    const s = applied.get(personId)!;
    const trial = s.clone();
    for (const d of deltas) if (d.resourceId === personId) trial.add(d.kind, d.projectId, d.hours, d.sign);
    return s.load(w) - trial.load(w);
  };
  const freeHours = (personId: string, w: number) => {
    const s = pessimistic.get(personId)!;
    return s.available[w]! - s.load(w);
  };
  const inHorizon = (start: DateOnly | null, end: DateOnly | null) => !!start && !!end && start >= horizonStart && end <= horizonEnd;

  type Candidate = { move: MoveDraft; deltas: Delta[]; gain: number; rank: number };
  const candidatesFor = (person: RebalancePerson, w: number): Candidate[] => {
    const out: Candidate[] = [];
    const weekStart = weeks[w]!;
    const nextMonday = addDays(weekStart, 7);
    const others = input.people.filter((p) => p.id !== person.id);
    for (const task of input.tasks) {
      if (task.resourceId !== person.id || usedTasks.has(task.id) || !task.open) continue;
      const own = taskHours.get(task.id);
      if (!own || own[w]! <= EPS) continue;
      const start = task.startDate ?? task.endDate;
      const end = task.endDate ?? task.startDate;
      if (!inHorizon(start, end)) continue;
      const removal: Delta = { resourceId: person.id, kind: "tasks", projectId: task.projectId, hours: own, sign: -1 };
      // Later, within the free float, to the first Monday (or the ones after) that fits.
      const float = Math.min(freeFloat.get(task.id) ?? 0, roomBeforeSuccessors(task.id, end!));
      for (let days = daysBetween(start!, nextMonday); days > 0 && days <= float; days += 7) {
        const toStart = addDays(start!, days);
        const toEnd = addDays(end!, days);
        if (toEnd > horizonEnd) break;
        const moved = taskWeeks(task, person.id, toStart, toEnd);
        const deltas: Delta[] = [removal, { resourceId: person.id, kind: "tasks", projectId: task.projectId, hours: moved, sign: 1 }];
        if (!fits(deltas)) continue;
        const gain = relief(deltas, person.id, w);
        if (gain > EPS) out.push({ move: { id: `shift:${task.id}:${days}`, kind: "shift_task", projectId: task.projectId, taskId: task.id, taskTitle: task.title, resourceId: person.id, fromStart: start!, fromEnd: end!, toStart, toEnd, days, floatDays: float }, deltas, gain, rank: 0 });
        break;
      }
      // To someone with the skill (or the role) and the hours.
      let best: Candidate | null = null;
      let bestFree = -Infinity;
      for (const other of others) {
        if (task.requiredSkill ? !hasSkill(other, task.requiredSkill) : !canWorkOn(other, { roles: [person.role] })) continue;
        const free = freeHours(other.id, w);
        if (free <= bestFree) continue;
        const added = taskWeeks(task, other.id);
        const deltas: Delta[] = [removal, { resourceId: other.id, kind: "tasks", projectId: task.projectId, hours: added, sign: 1 }];
        if (!fits(deltas)) continue;
        const gain = relief(deltas, person.id, w);
        if (gain <= EPS) continue;
        bestFree = free;
        best = { move: { id: `reassign:${task.id}:${other.id}`, kind: "reassign_task", projectId: task.projectId, taskId: task.id, taskTitle: task.title, fromResourceId: person.id, toResourceId: other.id, hours: task.estimateHours ?? 0, skill: task.requiredSkill }, deltas, gain, rank: 1 };
      }
      if (best) out.push(best);
    }
    // Part of an allocation, to someone with the role or the skills the person's tasks there ask.
    const s = applied.get(person.id)!;
    const excess = s.load(w) - s.available[w]!;
    for (const a of input.allocations) {
      if (a.resourceId !== person.id || usedAllocations.has(a.id)) continue;
      if (!rangesOverlap(a.startDate, a.endDate, weekStart, addDays(weekStart, 6))) continue;
      const taskPart = s.tasks.get(a.projectId)?.[w] ?? 0;
      const spare = (s.alloc.get(a.projectId)?.[w] ?? 0) - taskPart;
      const hours = Math.min(a.hours, Math.ceil(Math.min(spare, excess) * 2) / 2);
      if (hours <= EPS) continue;
      const skills = input.tasks.filter((t) => t.resourceId === person.id && t.projectId === a.projectId && t.open && t.requiredSkill).map((t) => t.requiredSkill!);
      const removal: Delta = { resourceId: person.id, kind: "alloc", projectId: a.projectId, hours: allocationWeeks({ ...a, hours }), sign: -1 };
      let best: Candidate | null = null;
      let bestFree = -Infinity;
      for (const other of others) {
        if (skills.length ? !skills.every((k) => hasSkill(other, k)) : !canWorkOn(other, { roles: [person.role] })) continue;
        const free = freeHours(other.id, w);
        if (free <= bestFree) continue;
        const deltas: Delta[] = [removal, { resourceId: other.id, kind: "alloc", projectId: a.projectId, hours: allocationWeeks({ ...a, hours }), sign: 1 }];
        if (!fits(deltas)) continue;
        const gain = relief(deltas, person.id, w);
        if (gain <= EPS) continue;
        bestFree = free;
        best = { move: { id: `allocation:${a.id}:${other.id}:${hours}`, kind: "shift_allocation", projectId: a.projectId, allocationId: a.id, fromResourceId: person.id, toResourceId: other.id, hours, fromHoursBefore: a.hours, startDate: a.startDate, endDate: a.endDate }, deltas, gain, rank: 2 };
      }
      if (best) out.push(best);
    }
    return out;
  };

  function roomBeforeSuccessors(taskId: string, end: DateOnly): number {
    let room = Infinity;
    for (const succId of successors.get(taskId) ?? []) {
      const succ = byId.get(succId)!;
      const succStart = succ.startDate ?? succ.endDate;
      if (succStart) room = Math.min(room, daysBetween(end, succStart) - 1);
    }
    return Math.max(0, room);
  }

  const overloaded = (state: Map<string, PersonLoadState>): OverloadedWeek[] => {
    const out: OverloadedWeek[] = [];
    for (const p of input.people) {
      const s = state.get(p.id)!;
      for (let w = 0; w < W; w++) {
        const load = s.load(w);
        if (load > s.available[w]! + EPS) out.push({ resourceId: p.id, weekStart: weeks[w]!, planned: round1(load), available: round1(s.available[w]!) });
      }
    }
    return out;
  };
  const overloadedBefore = overloaded(base);

  const targets = input.target ? overloadedBefore.filter((o) => o.resourceId === input.target!.resourceId && o.weekStart === mondayOf(input.target!.weekStart)) : [...overloadedBefore].sort((a, b) => (a.weekStart < b.weekStart ? -1 : a.weekStart > b.weekStart ? 1 : b.planned - b.available - (a.planned - a.available)));
  for (const target of targets) {
    const person = people.get(target.resourceId)!;
    const w = weekIndex.get(target.weekStart)!;
    while (moves.length < maxMoves) {
      const s = applied.get(person.id)!;
      if (s.load(w) <= s.available[w]! + EPS) break;
      const candidates = candidatesFor(person, w);
      if (!candidates.length) break;
      // The most hours off the week; on a tie keep the task with its person (shift), then reassign.
      candidates.sort((a, b) => b.gain - a.gain || a.rank - b.rank || (a.move.id < b.move.id ? -1 : 1));
      const chosen = candidates[0]!;
      // Effects of this move alone, on the state as it is.
      const alone = cloneAll();
      apply(alone, chosen.deltas, false);
      const touched = [...new Set(chosen.deltas.map((d) => d.resourceId))];
      const effects = {
        people: touched.map((id) => effectOf(id, base.get(id)!, alone.get(id)!)).filter((e) => e.weeks.length > 0),
        projects: projectEffect(chosen.move),
      };
      moves.push({ ...chosen.move, effects } as RebalanceMove);
      apply(applied, chosen.deltas, false);
      apply(pessimistic, chosen.deltas, true);
      if (chosen.move.kind === "shift_allocation") usedAllocations.add(chosen.move.allocationId);
      else usedTasks.add(chosen.move.taskId);
      if (chosen.move.kind === "shift_task") movedEnds.set(chosen.move.taskId, chosen.move.toEnd);
    }
  }

  function effectOf(id: string, before: PersonLoadState, after: PersonLoadState, all = false): PersonEffect {
    const out: WeekEffect[] = [];
    for (let w = 0; w < W; w++) {
      const b = round1(before.load(w));
      const a = round1(after.load(w));
      if (all || Math.abs(a - b) > EPS) out.push({ start: weeks[w]!, available: round1(before.available[w]!), before: b, after: a });
    }
    return { resourceId: id, weeks: out };
  }
  function projectEffect(move: MoveDraft): ProjectEffect[] {
    const project = input.projects.find((p) => p.id === move.projectId);
    const moved = move.kind === "shift_task" ? new Map([[move.taskId, move.toEnd]]) : new Map<string, DateOnly>();
    return [{ projectId: move.projectId, finishBefore: finishOf(move.projectId, new Map()), finishAfter: finishOf(move.projectId, moved), dueDate: project?.dueDate ?? null }];
  }

  const projectIds = [...new Set(moves.map((m) => m.projectId))];
  return {
    weekStarts: weeks,
    target: input.target ? { resourceId: input.target.resourceId, weekStart: mondayOf(input.target.weekStart) } : null,
    overloadedBefore,
    overloadedAfter: overloaded(applied),
    moves,
    people: input.people.map((p) => effectOf(p.id, base.get(p.id)!, applied.get(p.id)!, true)),
    projects: projectIds.map((id) => ({ projectId: id, finishBefore: finishOf(id, new Map()), finishAfter: finishOf(id, movedEnds), dueDate: input.projects.find((p) => p.id === id)?.dueDate ?? null })),
  };
}

/** A chosen subset of a proposal's moves, as they change the data (the apply step's plan). */
export function selectMoves(proposal: RebalanceProposal, ids: string[]): { moves: RebalanceMove[]; missing: string[] } {
  const byId = new Map(proposal.moves.map((m) => [m.id, m]));
  const unique = [...new Set(ids)];
  return { moves: unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), missing: unique.filter((id) => !byId.has(id)) };
}
