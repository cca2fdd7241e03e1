// Critical path for 10,000 tasks with 20,000 random acyclic dependencies (issue 5's figure).
// Seeded, so every run measures the same network. Figures are printed, never asserted.
import { computeCriticalPath, validateScheduleChange, wouldCreateCycle, type ScheduleTask, type TaskDependency } from "../src/domain/planning/critical-path";
import { mulberry32 } from "../src/domain/intelligence/random";
import { median, sampleMs } from "./support/timing";

const TASKS = 10_000;
const DEPENDENCIES = 20_000;
const RUNS = 21;
const WARM_UP = 5;

function network(seed: number): { tasks: ScheduleTask[]; dependencies: TaskDependency[] } {
  const next = mulberry32(seed);
  // Acyclic by construction: edges go from an earlier to a later task of a hidden random order,
  // and the tasks are listed in another order so the sort has real work to do.
  const hidden = Array.from({ length: TASKS }, (_, i) => i);
  for (let i = TASKS - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j] as number, hidden[i] as number];
  }
  const tasks: ScheduleTask[] = Array.from({ length: TASKS }, (_, i) => ({
    id: `task-${i}`,
    durationDays: next() < 0.05 ? 0 : 1 + Math.floor(next() * 10),
  }));
  const seen = new Set<number>();
  const dependencies: TaskDependency[] = [];
  while (dependencies.length < DEPENDENCIES) {
    const a = Math.floor(next() * TASKS);
    // Mostly near neighbours in the hidden order (real plans are chains of phases), some far.
    const span = next() < 0.8 ? 1 + Math.floor(next() * 50) : 1 + Math.floor(next() * TASKS);
    const b = a + span;
    if (b >= TASKS || seen.has(a * TASKS + b)) continue;
    seen.add(a * TASKS + b);
    dependencies.push({
      taskId: `task-${hidden[b] as number}`,
      dependsOnTaskId: `task-${hidden[a] as number}`,
      lagDays: next() < 0.1 ? Math.floor(next() * 3) : 0,
    });
  }
  return { tasks, dependencies };
}

function measure(label: string, work: () => unknown): void {
  const times = sampleMs(work, RUNS, WARM_UP);
  const sorted = [...times].sort((x, y) => x - y);
  console.log(
    `${label.padEnd(44)} median ${median(times).toFixed(2)} ms  (min ${(sorted[0] as number).toFixed(2)}, max ${(sorted.at(-1) as number).toFixed(2)}, ${RUNS} runs)`,
  );
}

const { tasks, dependencies } = network(20_250_301);
const once = computeCriticalPath(tasks, dependencies, { projectStart: "2025-03-03" });
console.log(`planning: ${TASKS} tasks, ${DEPENDENCIES} dependencies, seed 20250301, node ${process.version}`);
console.log(
  `  project ${once.projectDurationDays} days, ${once.tasks.filter((t) => t.isCritical).length} critical tasks, ` +
    `${once.criticalPaths.length}${once.criticalPathsTruncated ? "+" : ""} critical path(s), longest listed ${Math.max(0, ...once.criticalPaths.map((p) => p.length))} tasks`,
);
measure("critical path, calendar days", () => computeCriticalPath(tasks, dependencies, { projectStart: "2025-03-03" }));
measure("critical path, Monday to Friday", () => computeCriticalPath(tasks, dependencies, { projectStart: "2025-03-03", workdays: "mon-fri" }));
const first = once.order[0] as string;
const last = once.order.at(-1) as string;
measure("wouldCreateCycle (last → first, full walk)", () => wouldCreateCycle(dependencies, { taskId: first, dependsOnTaskId: last }));
const bars = once.tasks.map((t) => ({ id: t.id, start: t.earlyStartDate, end: t.earlyFinishDate, isMilestone: t.isMilestone }));
const moved = once.tasks.find((t) => !t.isMilestone) ?? once.tasks[0];
if (moved) {
  measure("validateScheduleChange (one Gantt drag)", () =>
    validateScheduleChange({ tasks: bars, dependencies, change: { taskId: moved.id, start: moved.earlyStartDate, end: moved.earlyFinishDate } }),
  );
}
