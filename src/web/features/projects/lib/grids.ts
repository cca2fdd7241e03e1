// Small pure helpers of the management registers.

/** A risk's score on the 1–25 probability × impact scale, and its band. */
export function riskScoreOf(probability: number, impact: number): { score: number; band: "low" | "medium" | "high" } {
  const score = probability * impact;
  return { score, band: score >= 15 ? "high" : score >= 8 ? "medium" : "low" };
}

export type Quadrant = "manageClosely" | "keepSatisfied" | "keepInformed" | "monitor";

/** Where a stakeholder falls on the influence × interest grid (4 and 5 count as high). */
export function stakeholderQuadrant(influence: number, interest: number): Quadrant {
  const highInfluence = influence >= 4;
  const highInterest = interest >= 4;
  if (highInfluence && highInterest) return "manageClosely";
  if (highInfluence) return "keepSatisfied";
  if (highInterest) return "keepInformed";
  return "monitor";
}
