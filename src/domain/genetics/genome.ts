// Reads a project's methodology genome from its data (issue 20, decision 1001). Each trait says
// where its value comes from: measured from the project's records (and from how many), set by
// the manager (a set value wins: it is a decision, e.g. an adopted genome), or assumed because
// the data do not show it and nobody set it (then the simulation uses a stated default).

import { quantile } from "./stats";
import { releaseCadences, sprintLengths, type TraitKey, type TraitValues } from "./traits";

export type GenomeTask = {
  created: number;
  completed: number | null;
  status: string;
  type: string;
  sprintId: string | null;
  assignee: string | null;
  storyPoints: number | null;
  estimateHours: number | null;
};
export type GenomeSprint = { id: string; start: number; end: number };
export type GenomeEvent = { taskId: string; from: string | null; to: string; day: number };

export type GenomeFacts = {
  asOf: number;
  tasks: GenomeTask[];
  sprints: GenomeSprint[];
  events: GenomeEvent[];
  /** The board's WIP limits per column (a setting on the board). */
  boardWipLimits: Record<string, number>;
  /** Traits the manager set. */
  set: Partial<TraitValues>;
};

export type TraitSource = "measured" | "set" | "assumed";
export type BasisUnit = "sprints" | "tasks" | "days" | "completion_days" | "people" | "board";
export type Trait<K extends TraitKey = TraitKey> = {
  key: K;
  value: TraitValues[K];
  source: TraitSource;
  /** What the data say, when they say it (shown beside a set value). */
  measured: TraitValues[K] | null;
  basis: { count: number; unit: BasisUnit } | null;
};

export type ReadGenome = { traits: Trait[]; values: TraitValues };

const IN_PROGRESS = "En progreso";
const DONE = "Completada";
const RECENT_DAYS = 26 * 7;

function nearest<T extends number>(values: readonly T[], x: number): T {
  return values.reduce((best, v) => (Math.abs(v - x) < Math.abs(best - x) ? v : best), values[0] as T);
}

type Measured<K extends TraitKey> = { value: TraitValues[K]; basis: { count: number; unit: BasisUnit } } | null;

export function measureTraits(facts: GenomeFacts): { [K in TraitKey]: Measured<K> } {
  const { tasks, sprints, events, asOf } = facts;
  const recent = tasks.filter((t) => t.created >= asOf - RECENT_DAYS || (t.completed !== null && t.completed >= asOf - RECENT_DAYS));
  const completed = tasks.filter((t) => t.completed !== null);

  // Sprint length: the median length of the project's sprints.
  const lengths = sprints.map((s) => s.end - s.start + 1);
  const sprintLengthDays: Measured<"sprintLengthDays"> = lengths.length
    ? { value: nearest(sprintLengths.filter((v) => v > 0), quantile(lengths, 0.5)), basis: { count: lengths.length, unit: "sprints" } }
    : completed.length >= 10
      ? { value: 0, basis: { count: completed.length, unit: "tasks" } }
      : null;

  // WIP: the 85th percentile of the daily count of tasks in progress over the last 12 weeks.
  let wipLimit: Measured<"wipLimit"> = null;
  const byTask = new Map<string, GenomeEvent[]>();
  for (const e of events) byTask.set(e.taskId, [...(byTask.get(e.taskId) ?? []), e]);
  const windowStart = asOf - 84;
  const daily = new Array<number>(85).fill(0);
  let sawProgress = false;
  for (const list of byTask.values()) {
    const sorted = [...list].sort((a, b) => a.day - b.day);
    for (let i = 0; i < sorted.length; i++) {
      const e = sorted[i]!;
      if (e.to !== IN_PROGRESS) continue;
      sawProgress = true;
      const until = sorted[i + 1]?.day ?? asOf + 1;
      for (let d = Math.max(e.day, windowStart); d < Math.min(until, asOf + 1); d++) daily[d - windowStart]! += 1;
    }
  }
  if (sawProgress) wipLimit = { value: Math.max(1, Math.round(quantile(daily, 0.85))), basis: { count: 85, unit: "days" } };

  // Review and release cadence: the sprint length when there are sprints, else the typical gap
  // between days on which something was finished.
  let releaseCadenceDays: Measured<"releaseCadenceDays"> = null;
  if (lengths.length) releaseCadenceDays = { value: nearest(releaseCadences.filter((v) => v > 0), quantile(lengths, 0.5)), basis: { count: lengths.length, unit: "sprints" } };
  else {
    const days = [...new Set(completed.map((t) => t.completed as number))].sort((a, b) => a - b);
    if (days.length >= 5) {
      const gaps = days.slice(1).map((d, i) => d - (days[i] as number));
      const gap = quantile(gaps, 0.5);
      releaseCadenceDays = { value: gap <= 3 ? 0 : nearest(releaseCadences.filter((v) => v > 0), gap), basis: { count: days.length, unit: "completion_days" } };
    }
  }

  // Planned share and interruptions: with sprints, work created after its sprint began was not
  // planned, and its being in the sprint means interruptions were taken in; without sprints, bugs
  // are the unplanned work.
  let plannedShare: Measured<"plannedShare"> = null;
  let interruptions: Measured<"interruptions"> = null;
  const sprintStart = new Map(sprints.map((s) => [s.id, s.start]));
  const inSprints = tasks.filter((t) => t.sprintId && sprintStart.has(t.sprintId));
  if (inSprints.length >= 5) {
    const late = inSprints.filter((t) => t.created > (sprintStart.get(t.sprintId as string) as number)).length;
    plannedShare = { value: round2(1 - late / inSprints.length), basis: { count: inSprints.length, unit: "tasks" } };
    interruptions = { value: late > 0 ? "expedite" : "next_sprint", basis: { count: inSprints.length, unit: "tasks" } };
  } else if (tasks.length >= 10) {
    const bugs = tasks.filter((t) => t.type === "bug").length;
    plannedShare = { value: round2(1 - bugs / tasks.length), basis: { count: tasks.length, unit: "tasks" } };
  }

  // Team size: the people who had tasks in the last six months.
  const people = new Set(recent.map((t) => t.assignee).filter((a): a is string => !!a));
  const teamSize: Measured<"teamSize"> = people.size ? { value: people.size, basis: { count: recent.filter((t) => t.assignee).length, unit: "tasks" } } : null;

  // Batch size: the median estimate in hours, as person-days of eight hours.
  const hours = tasks.map((t) => t.estimateHours).filter((h): h is number => h !== null && h > 0);
  const batchSizeDays: Measured<"batchSizeDays"> = hours.length >= 5 ? { value: round2(quantile(hours, 0.5) / 8), basis: { count: hours.length, unit: "tasks" } } : null;

  // Rework: finished tasks that were taken out of "done" again.
  const reopened = new Set(events.filter((e) => e.from === DONE && e.to !== DONE).map((e) => e.taskId));
  const finished = new Set(events.filter((e) => e.to === DONE).map((e) => e.taskId));
  const reworkShare: Measured<"reworkShare"> = finished.size >= 5 ? { value: round2(reopened.size / finished.size), basis: { count: finished.size, unit: "tasks" } } : null;

  // Estimation habit: what most tasks carry.
  let estimation: Measured<"estimation"> = null;
  if (tasks.length >= 5) {
    const pts = tasks.filter((t) => t.storyPoints !== null).length / tasks.length;
    const hrs = hours.length / tasks.length;
    estimation = { value: pts >= 0.5 && pts >= hrs ? "points" : hrs >= 0.5 ? "hours" : "none", basis: { count: tasks.length, unit: "tasks" } };
  }
  return { sprintLengthDays, wipLimit, releaseCadenceDays, interruptions, teamSize, batchSizeDays, plannedShare, reworkShare, estimation };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** The defaults the simulation uses for what nobody measured or set (decision 1001). */
export function assumedValues(teamSize: number): TraitValues {
  return { sprintLengthDays: 0, wipLimit: Math.max(1, Math.min(40, 2 * teamSize)), releaseCadenceDays: 0, interruptions: "expedite", teamSize, batchSizeDays: 1, plannedShare: 1, reworkShare: 0, estimation: "none" };
}

export function readGenome(facts: GenomeFacts): ReadGenome {
  const measured = measureTraits(facts);
  const boardWip = facts.boardWipLimits[IN_PROGRESS];
  const set: Partial<TraitValues> = { ...facts.set };
  if (set.wipLimit === undefined && boardWip !== undefined && boardWip > 0) set.wipLimit = boardWip;
  const teamSize = set.teamSize ?? measured.teamSize?.value ?? 1;
  const defaults = assumedValues(teamSize);
  const keys = Object.keys(defaults) as TraitKey[];
  const traits = keys.map((key): Trait => {
    const m = measured[key] as Measured<TraitKey>;
    const s = set[key];
    if (s !== undefined) return { key, value: s, source: "set", measured: m?.value ?? null, basis: key === "wipLimit" && facts.set.wipLimit === undefined ? { count: 1, unit: "board" } : (m?.basis ?? null) };
    if (m) return { key, value: m.value, source: "measured", measured: m.value, basis: m.basis };
    return { key, value: defaults[key], source: "assumed", measured: null, basis: null };
  });
  const values = Object.fromEntries(traits.map((t) => [t.key, t.value])) as TraitValues;
  return { traits, values };
}
