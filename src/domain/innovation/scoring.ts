// Scoring and life cycle of an idea on /innovation (decision 1002). Pure arithmetic: the page
// shows the formula with each input, the server stores the inputs and sorts by the same score.

export const scoringMethods = ["rice", "ice"] as const;
export type ScoringMethod = (typeof scoringMethods)[number];

/** RICE's usual impact scale: 3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal. */
export const riceImpacts = [0.25, 0.5, 1, 2, 3] as const;

export type ScoreInputs = {
  reach: number | null;
  impact: number | null;
  confidence: number | null;
  effort: number | null;
  ease: number | null;
};

/** RICE = reach × impact × confidence (a percentage) ÷ effort (person-months). */
export function riceScore(reach: number, impact: number, confidencePercent: number, effort: number): number {
  if (!(effort > 0)) throw new RangeError("effort must be positive");
  return (reach * impact * (confidencePercent / 100)) / effort;
}

/** ICE = impact × confidence × ease, each from 1 to 10. */
export function iceScore(impact: number, confidence: number, ease: number): number {
  return impact * confidence * ease;
}

/** The idea's score, or null while an input its method needs is missing. Rounded to 2 decimals. */
export function ideaScore(method: ScoringMethod, inputs: ScoreInputs): number | null {
  const { reach, impact, confidence, effort, ease } = inputs;
  let raw: number;
  if (method === "rice") {
    if (reach === null || impact === null || confidence === null || effort === null || !(effort > 0)) return null;
    raw = riceScore(reach, impact, confidence, effort);
  } else {
    if (impact === null || confidence === null || ease === null) return null;
    raw = iceScore(impact, confidence, ease);
  }
  return Math.round(raw * 100) / 100;
}

export const ideaStatuses = ["idea", "evaluating", "approved", "converted", "discarded"] as const;
export type IdeaStatus = (typeof ideaStatuses)[number];

/**
 * Where a manager may move an idea: forward one step, back to idea, or out (discarded, with a
 * reason). "converted" is reached only by making the project, and is final.
 */
const moves: Record<IdeaStatus, readonly IdeaStatus[]> = {
  idea: ["evaluating", "discarded"],
  evaluating: ["idea", "approved", "discarded"],
  approved: ["evaluating", "discarded"],
  discarded: ["idea"],
  converted: [],
};

export function canMove(from: IdeaStatus, to: IdeaStatus): boolean {
  return moves[from].includes(to);
}

export function nextStatuses(from: IdeaStatus): readonly IdeaStatus[] {
  return moves[from];
}

/** The first milestones of the project an idea becomes, as shares of its estimated effort. */
export const firstMilestones = [
  { key: "validate", share: 0.2 },
  { key: "prototype", share: 0.6 },
  { key: "deliver", share: 1 },
] as const;
export type FirstMilestoneKey = (typeof firstMilestones)[number]["key"];

/** Days after the start for each first milestone: RICE effort in person-months × 30 days; none without an effort. */
export function milestoneOffsets(effortMonths: number | null): { key: FirstMilestoneKey; offsetDays: number | null }[] {
  return firstMilestones.map((m) => ({ key: m.key, offsetDays: effortMonths !== null && effortMonths > 0 ? Math.max(1, Math.round(effortMonths * 30 * m.share)) : null }));
}
