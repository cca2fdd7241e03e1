import { describe, expect, it } from "vitest";
import { mulberry32 } from "../intelligence/random";
import { addDays, addWeeks, type DateOnly } from "./dates";
import { loadOverTime } from "./load";
import { proposeRebalance, selectMoves, type RebalanceAllocation, type RebalanceInput, type RebalanceMove, type RebalancePerson, type RebalanceTask } from "./rebalance";
import type { WorkCalendar } from "./working-time";

const calendar: WorkCalendar = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "UTC", country: "XX" };
const W0 = "2026-11-30"; // a Monday
const weeks = Array.from({ length: 4 }, (_, i) => addWeeks(W0, i));
const person = (id: string, role: string, skills: Record<string, number> = {}): RebalancePerson => ({ id, name: id, role, skills, calendar, timeOff: [] });
const task = (id: string, resourceId: string | null, hours: number, start: DateOnly, end: DateOnly, extra: Partial<RebalanceTask> = {}): RebalanceTask => ({
  id,
  title: id,
  projectId: "p1",
  resourceId,
  estimateHours: hours,
  startDate: start,
  endDate: end,
  open: true,
  requiredSkill: null,
  ...extra,
});
const base = (over: Partial<RebalanceInput>): RebalanceInput => ({ people: [], projects: [{ id: "p1", name: "P1", dueDate: null }], allocations: [], tasks: [], dependencies: [], holidays: [], weekStarts: weeks, ...over });

/** The data after the chosen moves, as the apply step changes it. */
function applyMoves(input: RebalanceInput, moves: RebalanceMove[]) {
  const tasks = input.tasks.map((t) => ({ ...t }));
  const allocations: RebalanceAllocation[] = input.allocations.map((a) => ({ ...a }));
  for (const m of moves) {
    if (m.kind === "reassign_task") tasks.find((t) => t.id === m.taskId)!.resourceId = m.toResourceId;
    if (m.kind === "shift_task") Object.assign(tasks.find((t) => t.id === m.taskId)!, { startDate: m.toStart, endDate: m.toEnd });
    if (m.kind === "shift_allocation") {
      const a = allocations.find((x) => x.id === m.allocationId)!;
      a.hours -= m.hours;
      allocations.push({ ...a, id: `${a.id}-to-${m.toResourceId}`, resourceId: m.toResourceId, hours: m.hours });
    }
  }
  return { tasks, allocations };
}

/** Each person's planned hours and real hours per week, by the load-over-time model (an independent measure). */
function loads(input: RebalanceInput, tasks: RebalanceTask[], allocations: RebalanceAllocation[]) {
  const result = loadOverTime({
    people: input.people.map((p) => ({ id: p.id, name: p.name, role: p.role, calendar: p.calendar })),
    allocations: allocations.map((a) => ({ ...a, projectName: a.projectId })),
    tasks: tasks.filter((t) => t.resourceId && t.open && t.estimateHours).map((t) => ({ id: t.id, title: t.title, resourceId: t.resourceId!, projectId: t.projectId, projectName: t.projectId, estimateHours: t.estimateHours!, startDate: t.startDate, endDate: t.endDate })),
    holidays: input.holidays,
    timeOff: new Map(input.people.map((p) => [p.id, p.timeOff])),
    weekStarts: input.weekStarts,
  });
  return new Map(result.people.map((p) => [p.id, p.weeks]));
}

function assertSafe(input: RebalanceInput, moves: RebalanceMove[]) {
  const before = loads(input, input.tasks, input.allocations);
  const changed = applyMoves(input, moves);
  const after = loads(input, changed.tasks, changed.allocations);
  for (const [id, weeksAfter] of after) {
    weeksAfter.forEach((w, i) => {
      const b = before.get(id)![i]!;
      // Nobody above their real hours, unless they already were, and then no higher.
      expect(w.planned, `${id} ${w.start}`).toBeLessThanOrEqual(Math.max(w.available, b.planned) + 0.11);
    });
  }
  const byId = new Map(changed.tasks.map((t) => [t.id, t]));
  const wasByid = new Map(input.tasks.map((t) => [t.id, t]));
  for (const d of input.dependencies) {
    const pred = byId.get(d.dependsOnTaskId)!;
    const succ = byId.get(d.taskId)!;
    const wasOk = wasByid.get(d.taskId)!.startDate! > wasByid.get(d.dependsOnTaskId)!.endDate!;
    if (wasOk) expect(succ.startDate! > pred.endDate!, `${d.dependsOnTaskId} → ${d.taskId}`).toBe(true);
  }
  return after;
}

describe("rebalancing an overloaded week", () => {
  it("reassigns a task to the one person with its skill at the level asked and the free hours", () => {
    const input = base({
      people: [person("ana", "Dev", { react: 4 }), person("bea", "Dev", { react: 2 }), person("carl", "QA", { React: 4 }), person("dan", "Dev", { react: 5 })],
      tasks: [
        task("t1", "ana", 30, W0, addDays(W0, 4), { requiredSkill: { skill: "react", level: 3 } }),
        task("t2", "ana", 20, W0, addDays(W0, 4)),
        // Dan is busy: 25 of his 40 hours, so 30 more do not fit; Carl (QA, but with the skill) is free.
        task("t3", "dan", 25, W0, addDays(W0, 4)),
      ],
      target: { resourceId: "ana", weekStart: W0 },
    });
    const proposal = proposeRebalance(input);
    expect(proposal.overloadedBefore).toEqual([{ resourceId: "ana", weekStart: W0, planned: 50, available: 40 }]);
    const reassign = proposal.moves.find((m) => m.kind === "reassign_task" && m.taskId === "t1");
    expect(reassign).toMatchObject({ kind: "reassign_task", fromResourceId: "ana", toResourceId: "carl", skill: { skill: "react", level: 3 } });
    expect(reassign!.effects.people).toEqual([
      { resourceId: "ana", weeks: [{ start: W0, available: 40, before: 50, after: 20 }] },
      { resourceId: "carl", weeks: [{ start: W0, available: 40, before: 0, after: 30 }] },
    ]);
    expect(proposal.overloadedAfter).toEqual([]);
    assertSafe(input, proposal.moves);
  });

  it("proposes nothing that would push anyone over: with no one free, the week stays overloaded", () => {
    const input = base({
      people: [person("ana", "Dev"), person("bea", "Dev")],
      tasks: [task("t1", "ana", 45, W0, addDays(W0, 4)), task("t2", "bea", 38, W0, addDays(W0, 4))],
    });
    const proposal = proposeRebalance(input);
    expect(proposal.moves).toEqual([]);
    expect(proposal.overloadedAfter).toEqual(proposal.overloadedBefore);
  });

  it("moves a task later within its free float, never past its successor's start, and leaves the project's end where it was", () => {
    const input = base({
      people: [person("ana", "Dev", {})],
      tasks: [
        // a → c: c starts the Monday after a, so a has 2 days of float (the weekend); b has
        // float until d starts in week 2. 48 h in week 0.
        task("a", "ana", 24, W0, addDays(W0, 4)),
        task("b", "ana", 24, W0, addDays(W0, 4)),
        task("c", "ana", 8, addDays(W0, 7), addDays(W0, 25)),
        task("d", "ana", 8, addDays(W0, 14), addDays(W0, 18)),
      ],
      dependencies: [
        { taskId: "c", dependsOnTaskId: "a" },
        { taskId: "d", dependsOnTaskId: "b" },
      ],
      target: { resourceId: "ana", weekStart: W0 },
    });
    const proposal = proposeRebalance(input);
    const shifts = proposal.moves.filter((m) => m.kind === "shift_task");
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({ taskId: "b", toStart: addDays(W0, 7), toEnd: addDays(W0, 11), days: 7 });
    expect(shifts[0]!.effects.projects).toEqual([{ projectId: "p1", finishBefore: addDays(W0, 25), finishAfter: addDays(W0, 25), dueDate: null }]);
    assertSafe(input, proposal.moves);
  });

  it("shifts part of an allocation to someone of the same role with free hours", () => {
    const input = base({
      people: [person("ana", "Dev"), person("bea", "QA"), person("carl", "dev")],
      allocations: [
        { id: "a1", resourceId: "ana", projectId: "p1", hours: 30, startDate: null, endDate: null },
        { id: "a2", resourceId: "ana", projectId: "p2", hours: 20, startDate: null, endDate: addDays(W0, 6) },
      ],
      target: { resourceId: "ana", weekStart: W0 },
    });
    const proposal = proposeRebalance(input);
    expect(proposal.moves).toHaveLength(1);
    expect(proposal.moves[0]).toMatchObject({ kind: "shift_allocation", fromResourceId: "ana", toResourceId: "carl", hours: 10 });
    expect(proposal.overloadedAfter).toEqual([]);
    assertSafe(input, proposal.moves);
  });

  it("keeps every subset of every proposal within capacity and dependencies (random teams)", () => {
    const random = mulberry32(24);
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const kinds = new Set<string>();
    for (let round = 0; round < 40; round++) {
      const people = Array.from({ length: int(2, 6) }, (_, i) => person(`r${i}`, ["Dev", "QA"][int(0, 1)]!, { react: int(1, 5), sql: int(1, 5) }));
      const tasks: RebalanceTask[] = Array.from({ length: int(4, 14) }, (_, i) => {
        const start = addDays(W0, int(0, 20));
        return task(`t${i}`, people[int(0, people.length - 1)]!.id, int(4, 30), start, addDays(start, int(0, 6)), {
          projectId: `p${int(1, 2)}`,
          requiredSkill: random() < 0.4 ? { skill: ["react", "sql"][int(0, 1)]!, level: int(1, 5) } : null,
        });
      });
      const dependencies = tasks.flatMap((t, i) => {
        const pred = tasks[int(0, tasks.length - 1)]!;
        return i % 2 === 0 && pred.projectId === t.projectId && pred.endDate! < t.startDate! ? [{ taskId: t.id, dependsOnTaskId: pred.id }] : [];
      });
      const allocations = people.flatMap((p, i) => (random() < 0.5 ? [{ id: `a${i}`, resourceId: p.id, projectId: `p${int(1, 2)}`, hours: int(5, 30), startDate: null, endDate: null }] : []));
      const input = base({ people, tasks, dependencies, allocations, projects: [{ id: "p1", name: "P1", dueDate: null }, { id: "p2", name: "P2", dueDate: null }] });
      const proposal = proposeRebalance(input);
      assertSafe(input, proposal.moves);
      proposal.moves.forEach((m) => kinds.add(m.kind));
      for (let k = 0; k < 3; k++) assertSafe(input, selectMoves(proposal, proposal.moves.filter(() => random() < 0.5).map((m) => m.id)).moves);
      for (const m of proposal.moves) {
        if (m.kind !== "reassign_task" || !m.skill) continue;
        const to = people.find((p) => p.id === m.toResourceId)!;
        expect(Object.entries(to.skills).some(([name, level]) => name === m.skill!.skill && level >= m.skill!.level)).toBe(true);
      }
    }
    // The random teams exercise every kind of move.
    expect([...kinds].sort()).toEqual(["reassign_task", "shift_allocation", "shift_task"]);
  });
});
