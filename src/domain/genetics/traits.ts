// The methodology genome (issue 20, decision 1001): the traits of how a project works. Four of
// them are the methodology's choices, which the genetic algorithm may change (the genes); the
// others describe the team and its work, which the simulation needs but a methodology does not
// choose (the environment: the algorithm keeps them as they are).

export const sprintLengths = [0, 7, 14, 21, 28] as const;
export const releaseCadences = [0, 7, 14, 28] as const;
export const interruptionPolicies = ["expedite", "next_sprint"] as const;
export const estimationHabits = ["none", "points", "hours"] as const;
export const WIP_MIN = 1;
export const WIP_MAX = 40;

/** The genes: what a methodology chooses. 0 days means "no sprints" / "release each item when done". */
export type Genome = {
  sprintLengthDays: (typeof sprintLengths)[number];
  wipLimit: number;
  releaseCadenceDays: (typeof releaseCadences)[number];
  interruptions: (typeof interruptionPolicies)[number];
};

export const geneKeys = ["sprintLengthDays", "wipLimit", "releaseCadenceDays", "interruptions"] as const;
export type GeneKey = (typeof geneKeys)[number];

export const environmentKeys = ["teamSize", "batchSizeDays", "plannedShare", "reworkShare", "estimation"] as const;

export const traitKeys = [...geneKeys, ...environmentKeys] as const;
export type TraitKey = (typeof traitKeys)[number];

export type TraitValues = Genome & {
  teamSize: number;
  /** Typical work in one task, person-days. */
  batchSizeDays: number;
  plannedShare: number;
  reworkShare: number;
  estimation: (typeof estimationHabits)[number];
};

/** A genome's canonical key (genomes with equal genes score equally: the search caches on it). */
export function genomeKey(g: Genome): string {
  return `${g.sprintLengthDays}|${g.wipLimit}|${g.releaseCadenceDays}|${g.interruptions}`;
}

export function isValidGenome(g: Genome): boolean {
  return (
    (sprintLengths as readonly number[]).includes(g.sprintLengthDays) &&
    Number.isInteger(g.wipLimit) &&
    g.wipLimit >= WIP_MIN &&
    g.wipLimit <= WIP_MAX &&
    (releaseCadences as readonly number[]).includes(g.releaseCadenceDays) &&
    (interruptionPolicies as readonly string[]).includes(g.interruptions)
  );
}

/** The methodology a genome resembles most, for its label (Scrum, Kanban or a hybrid). */
export function familyOf(g: Pick<Genome, "wipLimit"> & { sprintLengthDays: number }): "scrum" | "kanban" | "scrumban" | "flow" {
  const limited = g.wipLimit <= 15;
  if (g.sprintLengthDays > 0) return limited ? "scrumban" : "scrum";
  return limited ? "kanban" : "flow";
}
