import { describe, expect, it } from "vitest";
import {
  computeCriticalPath,
  findCycleWithDependency,
  ScheduleError,
  validateScheduleChange,
  wouldCreateCycle,
  type ScheduleIssue,
  type ScheduleTask,
  type TaskDependency,
} from "./critical-path";

function network(spec: Record<string, [number, string[]]>): { tasks: ScheduleTask[]; dependencies: TaskDependency[] } {
  const tasks: ScheduleTask[] = [];
  const dependencies: TaskDependency[] = [];
  for (const [id, [durationDays, preds]] of Object.entries(spec)) {
    tasks.push({ id, durationDays });
    for (const pred of preds) dependencies.push({ taskId: id, dependsOnTaskId: pred });
  }
  return { tasks, dependencies };
}

type Row = [es: number, ef: number, ls: number, lf: number, totalSlack: number, freeSlack: number];

function table(result: ReturnType<typeof computeCriticalPath>): Record<string, Row> {
  return Object.fromEntries(
    result.tasks.map((t) => [t.id, [t.earlyStart, t.earlyFinish, t.lateStart, t.lateFinish, t.totalSlack, t.freeSlack] as Row]),
  );
}

function issueOf(run: () => unknown): ScheduleIssue {
  try {
    run();
  } catch (error) {
    if (error instanceof ScheduleError) return error.issue;
    throw error;
  }
  throw new Error("expected a ScheduleError");
}

describe("critical path on textbook networks", () => {
  // Hillier & Lieberman, Introduction to Operations Research, "Reliable Construction Co."
  // (weeks). Forward and backward passes worked by hand below; the book gives 44 weeks and the
  // critical path A-B-C-E-F-J-L-N.
  const reliable = network({
    A: [2, []],
    B: [4, ["A"]],
    C: [10, ["B"]],
    D: [6, ["C"]],
    E: [4, ["C"]],
    F: [5, ["E"]],
    G: [7, ["D"]],
    H: [9, ["E", "G"]],
    I: [7, ["C"]],
    J: [8, ["F", "I"]],
    K: [4, ["J"]],
    L: [5, ["J"]],
    M: [2, ["H"]],
    N: [6, ["K", "L"]],
  });

  it("gives the earliest and latest times and both slacks of the Reliable Construction project", () => {
    const result = computeCriticalPath(reliable.tasks, reliable.dependencies, { projectStart: "2025-03-03" });
    //                 ES  EF  LS  LF  TS  FS
    expect(table(result)).toEqual({
      A: [0, 2, 0, 2, 0, 0],
      B: [2, 6, 2, 6, 0, 0],
      C: [6, 16, 6, 16, 0, 0],
      D: [16, 22, 20, 26, 4, 0], // D can slip 4 weeks overall, but any slip delays G
      E: [16, 20, 16, 20, 0, 0],
      F: [20, 25, 20, 25, 0, 0],
      G: [22, 29, 26, 33, 4, 0],
      H: [29, 38, 33, 42, 4, 0],
      I: [16, 23, 18, 25, 2, 2],
      J: [25, 33, 25, 33, 0, 0],
      K: [33, 37, 34, 38, 1, 1],
      L: [33, 38, 33, 38, 0, 0],
      M: [38, 40, 42, 44, 4, 4],
      N: [38, 44, 38, 44, 0, 0],
    });
    expect(result.projectDurationDays).toBe(44);
    expect(result.criticalPaths).toEqual([["A", "B", "C", "E", "F", "J", "L", "N"]]);
    expect(result.criticalPathsTruncated).toBe(false);
    expect(result.tasks.filter((t) => t.isCritical).map((t) => t.id)).toEqual(["A", "B", "C", "E", "F", "J", "L", "N"]);
  });

  it("gives the answers of Heizer & Render's Milwaukee Paper example (15 weeks, A-C-E-G-H)", () => {
    const { tasks, dependencies } = network({
      A: [2, []],
      B: [3, []],
      C: [2, ["A"]],
      D: [4, ["A", "B"]],
      E: [4, ["C"]],
      F: [3, ["C"]],
      G: [5, ["D", "E"]],
      H: [2, ["F", "G"]],
    });
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-06" });
    //                ES  EF  LS  LF  TS  FS
    expect(table(result)).toEqual({
      A: [0, 2, 0, 2, 0, 0],
      B: [0, 3, 1, 4, 1, 0],
      C: [2, 4, 2, 4, 0, 0],
      D: [3, 7, 4, 8, 1, 1],
      E: [4, 8, 4, 8, 0, 0],
      F: [4, 7, 10, 13, 6, 6],
      G: [8, 13, 8, 13, 0, 0],
      H: [13, 15, 13, 15, 0, 0],
    });
    expect(result.projectDurationDays).toBe(15);
    expect(result.criticalPaths).toEqual([["A", "C", "E", "G", "H"]]);
  });

  it("turns offsets into dates: inclusive finish dates on calendar days", () => {
    const result = computeCriticalPath(reliable.tasks, reliable.dependencies, { projectStart: "2025-03-03" });
    const a = result.tasks.find((t) => t.id === "A");
    const d = result.tasks.find((t) => t.id === "D");
    expect(a).toMatchObject({ earlyStartDate: "2025-03-03", earlyFinishDate: "2025-03-04" });
    // D: ES 16 → 03-19, EF 22 → last day 03-24; LS 20 → 03-23, LF 26 → last day 03-28.
    expect(d).toMatchObject({ earlyStartDate: "2025-03-19", earlyFinishDate: "2025-03-24", lateStartDate: "2025-03-23", lateFinishDate: "2025-03-28" });
    // 44 days from 2025-03-03: the last day worked is 2025-04-15.
    expect(result.projectFinishDate).toBe("2025-04-15");
    expect(result.projectStart).toBe("2025-03-03");
  });

  it("lists every tied critical path, and can cap the list", () => {
    const { tasks, dependencies } = network({
      start: [0, []],
      A: [3, ["start"]],
      B: [3, ["start"]],
      C: [1, ["start"]],
      end: [0, ["A", "B", "C"]],
    });
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" });
    expect(result.criticalPaths).toEqual([
      ["start", "A", "end"],
      ["start", "B", "end"],
    ]);
    expect(table(result).C).toEqual([0, 1, 2, 3, 2, 2]);
    const capped = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01", maxCriticalPaths: 1 });
    expect(capped.criticalPaths).toEqual([["start", "A", "end"]]);
    expect(capped.criticalPathsTruncated).toBe(true);
  });
});

describe("milestones, lags, constraints and loose tasks", () => {
  it("places a zero-duration milestone on the day its successors may start", () => {
    const { tasks, dependencies } = network({
      design: [5, []],
      signOff: [0, ["design"]],
      build: [10, ["signOff"]],
    });
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-06-02" });
    const signOff = result.tasks.find((t) => t.id === "signOff");
    expect(signOff).toMatchObject({
      isMilestone: true,
      earlyStart: 5,
      earlyFinish: 5,
      lateStart: 5,
      lateFinish: 5,
      totalSlack: 0,
      isCritical: true,
      earlyStartDate: "2025-06-07",
      earlyFinishDate: "2025-06-07",
    });
    expect(result.tasks.find((t) => t.id === "build")?.earlyStartDate).toBe("2025-06-07");
    expect(result.criticalPaths).toEqual([["design", "signOff", "build"]]);
  });

  it("gives a disconnected task the whole project as slack and schedules an empty network", () => {
    const { tasks, dependencies } = network({ A: [4, []], B: [6, ["A"]], loose: [3, []] });
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" });
    expect(table(result).loose).toEqual([0, 3, 7, 10, 7, 7]);
    expect(result.criticalPaths).toEqual([["A", "B"]]);

    const empty = computeCriticalPath([], [], { projectStart: "2025-01-01" });
    expect(empty).toMatchObject({ projectDurationDays: 0, projectFinishDate: "2025-01-01", criticalPaths: [], tasks: [] });
    const onlyMilestone = computeCriticalPath([{ id: "kickoff", durationDays: 0 }], [], { projectStart: "2025-01-01" });
    expect(onlyMilestone.criticalPaths).toEqual([["kickoff"]]);
  });

  it("adds lags and leads to finish-to-start links", () => {
    const tasks: ScheduleTask[] = [
      { id: "pour", durationDays: 2 },
      { id: "cure", durationDays: 1 },
      { id: "paint", durationDays: 3 },
    ];
    const dependencies: TaskDependency[] = [
      { taskId: "cure", dependsOnTaskId: "pour", lagDays: 3 },
      { taskId: "paint", dependsOnTaskId: "pour", lagDays: -1 },
    ];
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" });
    //                    ES EF LS LF TS FS
    expect(table(result)).toEqual({
      pour: [0, 2, 0, 2, 0, 0],
      cure: [5, 6, 5, 6, 0, 0],
      paint: [1, 4, 3, 6, 2, 2],
    });
    expect(result.criticalPaths).toEqual([["pour", "cure"]]);
  });

  it("treats a task's start as start-no-earlier-than, never before the project start", () => {
    const tasks: ScheduleTask[] = [
      { id: "A", durationDays: 2 },
      { id: "B", durationDays: 2, start: "2025-01-10" },
      { id: "C", durationDays: 1, start: "2024-12-01" },
    ];
    const dependencies: TaskDependency[] = [{ taskId: "B", dependsOnTaskId: "A" }];
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" });
    //                 ES  EF  LS LF TS FS
    expect(table(result)).toEqual({
      A: [0, 2, 7, 9, 7, 7],
      B: [9, 11, 9, 11, 0, 0],
      C: [0, 1, 10, 11, 10, 10],
    });
    // B is driven by its own date, not by A: the chain starts at B.
    expect(result.criticalPaths).toEqual([["B"]]);
  });

  it("counts Monday to Friday only when asked, skipping weekends", () => {
    const { tasks, dependencies } = network({ A: [5, []], B: [3, ["A"]], M: [0, ["B"]] });
    // Saturday start: work begins on Monday 2025-03-03.
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-03-01", workdays: "mon-fri" });
    expect(result.projectStart).toBe("2025-03-03");
    expect(result.tasks.map((t) => [t.id, t.earlyStartDate, t.earlyFinishDate])).toEqual([
      ["A", "2025-03-03", "2025-03-07"],
      ["B", "2025-03-10", "2025-03-12"],
      ["M", "2025-03-13", "2025-03-13"],
    ]);
    expect(result.projectDurationDays).toBe(8);
    expect(result.projectFinishDate).toBe("2025-03-12");

    // The same network on calendar days (the default) runs through the weekend.
    const allDays = computeCriticalPath(tasks, dependencies, { projectStart: "2025-03-01" });
    expect(allDays.tasks.map((t) => t.earlyFinishDate)).toEqual(["2025-03-05", "2025-03-08", "2025-03-09"]);

    // A start constraint on a Sunday means the Monday after.
    const constrained = computeCriticalPath([{ id: "X", durationDays: 1, start: "2025-03-09" }], [], {
      projectStart: "2025-03-03",
      workdays: "mon-fri",
    });
    expect(constrained.tasks[0]).toMatchObject({ earlyStart: 5, earlyStartDate: "2025-03-10" });
  });

  it("keeps one long chain exact without running out of stack", () => {
    const size = 20_000;
    const tasks: ScheduleTask[] = Array.from({ length: size }, (_, i) => ({ id: `t${i}`, durationDays: 1 }));
    const dependencies: TaskDependency[] = [];
    // Listed backwards so the order of the input is not already topological.
    for (let i = size - 1; i > 0; i--) dependencies.push({ taskId: `t${i}`, dependsOnTaskId: `t${i - 1}` });
    const result = computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" });
    expect(result.projectDurationDays).toBe(size);
    expect(result.criticalPaths).toHaveLength(1);
    expect(result.criticalPaths[0]).toHaveLength(size);
    expect(result.order[0]).toBe("t0");
    expect(result.tasks[size - 1]).toMatchObject({ earlyStart: size - 1, totalSlack: 0 });
  });
});

describe("refused networks", () => {
  it("refuses a cycle and names the tasks of one cycle in dependency order", () => {
    const { tasks, dependencies } = network({
      before: [1, []],
      A: [1, ["before", "C"]],
      B: [1, ["A"]],
      C: [1, ["B"]],
      after: [1, ["C"]],
      loose: [1, []],
    });
    const issue = issueOf(() => computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" }));
    expect(issue.code).toBe("cycle");
    if (issue.code !== "cycle") return;
    expect([...issue.taskIds].sort()).toEqual(["A", "B", "C"]);
    // Each task depends on the one before it, and the first on the last.
    const has = (taskId: string, dependsOnTaskId: string) =>
      dependencies.some((d) => d.taskId === taskId && d.dependsOnTaskId === dependsOnTaskId);
    issue.taskIds.forEach((id, k) => {
      const previous = issue.taskIds[(k + issue.taskIds.length - 1) % issue.taskIds.length] as string;
      expect(has(id, previous)).toBe(true);
    });
  });

  it("refuses a task depending on itself", () => {
    const issue = issueOf(() =>
      computeCriticalPath([{ id: "A", durationDays: 1 }], [{ taskId: "A", dependsOnTaskId: "A" }], { projectStart: "2025-01-01" }),
    );
    expect(issue).toEqual({ code: "cycle", taskIds: ["A"] });
  });

  it("writes the cycle in its message", () => {
    const { tasks, dependencies } = network({ A: [1, ["B"]], B: [1, ["A"]] });
    expect(() => computeCriticalPath(tasks, dependencies, { projectStart: "2025-01-01" })).toThrow(/cycle: (A → B → A|B → A → B)/);
  });

  it("refuses unknown ids, repeated tasks, bad durations, lags and dates", () => {
    const tasks: ScheduleTask[] = [{ id: "A", durationDays: 1 }];
    expect(issueOf(() => computeCriticalPath(tasks, [{ taskId: "A", dependsOnTaskId: "ghost" }], { projectStart: "2025-01-01" }))).toMatchObject({
      code: "unknown_task",
      taskId: "ghost",
    });
    expect(issueOf(() => computeCriticalPath(tasks, [{ taskId: "ghost", dependsOnTaskId: "A" }], { projectStart: "2025-01-01" }))).toMatchObject({
      code: "unknown_task",
      taskId: "ghost",
    });
    expect(issueOf(() => computeCriticalPath([...tasks, { id: "A", durationDays: 2 }], [], { projectStart: "2025-01-01" }))).toEqual({
      code: "duplicate_task",
      taskId: "A",
    });
    for (const durationDays of [-1, 1.5, Number.NaN, 1e9]) {
      expect(issueOf(() => computeCriticalPath([{ id: "A", durationDays }], [], { projectStart: "2025-01-01" })).code).toBe("invalid_duration");
    }
    const twoTasks: ScheduleTask[] = [...tasks, { id: "B", durationDays: 1 }];
    expect(issueOf(() => computeCriticalPath(twoTasks, [{ taskId: "B", dependsOnTaskId: "A", lagDays: 0.5 }], { projectStart: "2025-01-01" })).code).toBe("invalid_lag");
    expect(issueOf(() => computeCriticalPath(tasks, [], { projectStart: "2025-02-30" }))).toEqual({
      code: "invalid_date",
      field: "projectStart",
      value: "2025-02-30",
    });
    expect(issueOf(() => computeCriticalPath([{ id: "A", durationDays: 1, start: "2025-1-5" }], [], { projectStart: "2025-01-01" }))).toMatchObject({
      code: "invalid_date",
      field: "start",
      taskId: "A",
    });
  });
});

describe("wouldCreateCycle", () => {
  const dependencies: TaskDependency[] = [
    { taskId: "B", dependsOnTaskId: "A" },
    { taskId: "C", dependsOnTaskId: "B" },
    { taskId: "D", dependsOnTaskId: "C" },
    { taskId: "X", dependsOnTaskId: "Y" },
  ];

  it("spots a dependency that closes a loop, and names the loop", () => {
    expect(wouldCreateCycle(dependencies, { taskId: "A", dependsOnTaskId: "D" })).toBe(true);
    expect(findCycleWithDependency(dependencies, { taskId: "A", dependsOnTaskId: "D" })).toEqual(["A", "B", "C", "D"]);
    expect(findCycleWithDependency(dependencies, { taskId: "A", dependsOnTaskId: "A" })).toEqual(["A"]);
    expect(findCycleWithDependency(dependencies, { taskId: "B", dependsOnTaskId: "C" })).toEqual(["B", "C"]);
  });

  it("accepts dependencies that keep the graph acyclic", () => {
    expect(wouldCreateCycle(dependencies, { taskId: "D", dependsOnTaskId: "A" })).toBe(false);
    expect(wouldCreateCycle(dependencies, { taskId: "X", dependsOnTaskId: "D" })).toBe(false);
    expect(wouldCreateCycle(dependencies, { taskId: "Y", dependsOnTaskId: "Z" })).toBe(false);
    expect(wouldCreateCycle([], { taskId: "A", dependsOnTaskId: "B" })).toBe(false);
  });
});

describe("validateScheduleChange", () => {
  const tasks = [
    { id: "design", start: "2025-03-03", end: "2025-03-07" },
    { id: "build", start: "2025-03-10", end: "2025-03-14" },
    { id: "review", start: "2025-03-17", end: "2025-03-17", isMilestone: true },
    { id: "unscheduled", start: null, end: null },
  ];
  const dependencies: TaskDependency[] = [
    { taskId: "build", dependsOnTaskId: "design" },
    { taskId: "review", dependsOnTaskId: "build" },
    { taskId: "unscheduled", dependsOnTaskId: "build" },
  ];

  it("accepts a move that keeps every dependency", () => {
    expect(validateScheduleChange({ tasks, dependencies, change: { taskId: "build", start: "2025-03-08", end: "2025-03-16" } })).toEqual({
      isValid: true,
      violations: [],
    });
  });

  it("reports a successor moved to start before its predecessor ends", () => {
    const check = validateScheduleChange({ tasks, dependencies, change: { taskId: "build", start: "2025-03-06", end: "2025-03-12" } });
    expect(check.isValid).toBe(false);
    expect(check.violations).toEqual([
      {
        taskId: "build",
        dependsOnTaskId: "design",
        lagDays: 0,
        movedTaskRole: "successor",
        earliestStart: "2025-03-08",
        actualStart: "2025-03-06",
        shortByDays: 2,
      },
    ]);
  });

  it("reports a predecessor resized past its successor's start", () => {
    const check = validateScheduleChange({ tasks, dependencies, change: { taskId: "design", start: "2025-03-03", end: "2025-03-10" } });
    expect(check.violations).toMatchObject([{ taskId: "build", movedTaskRole: "predecessor", earliestStart: "2025-03-11", shortByDays: 1 }]);
    // A milestone may sit on the day after its predecessor's last day, not on that day.
    const late = validateScheduleChange({ tasks, dependencies, change: { taskId: "build", start: "2025-03-10", end: "2025-03-17" } });
    expect(late.violations).toMatchObject([{ taskId: "review", earliestStart: "2025-03-18", actualStart: "2025-03-17" }]);
  });

  it("honours lags and working days", () => {
    const withLag: TaskDependency[] = [{ taskId: "build", dependsOnTaskId: "design", lagDays: 2 }];
    expect(validateScheduleChange({ tasks, dependencies: withLag, change: { taskId: "build", start: "2025-03-09", end: "2025-03-14" } }).violations).toMatchObject([
      { earliestStart: "2025-03-10", shortByDays: 1 },
    ]);
    // Two working days after a Friday finish is Wednesday.
    expect(
      validateScheduleChange({ tasks, dependencies: withLag, workdays: "mon-fri", change: { taskId: "build", start: "2025-03-11", end: "2025-03-14" } })
        .violations,
    ).toMatchObject([{ earliestStart: "2025-03-12", actualStart: "2025-03-11", shortByDays: 1 }]);
    // Under mon-fri, a successor starting on the Monday after a Friday finish is fine.
    expect(validateScheduleChange({ tasks, dependencies, workdays: "mon-fri", change: { taskId: "build", start: "2025-03-10", end: "2025-03-14" } }).isValid).toBe(true);
  });

  it("refuses an end before the start and an unknown task", () => {
    expect(issueOf(() => validateScheduleChange({ tasks, dependencies, change: { taskId: "build", start: "2025-03-10", end: "2025-03-09" } })).code).toBe(
      "end_before_start",
    );
    expect(issueOf(() => validateScheduleChange({ tasks, dependencies, change: { taskId: "ghost", start: "2025-03-10", end: "2025-03-10" } })).code).toBe(
      "unknown_task",
    );
  });
});
