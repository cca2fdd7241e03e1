// Actual cost (AC) of earned value from logged time (issue 23, decision 1212). Logged hours × the
// cost rate of the person's resource are the project's labour cost; once a project has any, they
// replace the manual cost entries of the "labour" category (which were estimates of the same
// money), and the other categories (services, software, travel…) still add. Without costed
// hours the manual entries are the AC, as before.

export const acSources = ["timesheets", "manual", "mixed"] as const;
export type AcSource = (typeof acSources)[number];

export const LABOUR_CATEGORY = "labour";

export type ActualCost = {
  acCents: number;
  source: AcSource;
  /** Logged minutes × rates, in cents. */
  timesheetCents: number;
  /** Manual entries counted in the AC. */
  manualCents: number;
  /** Manual labour entries left out because logged time replaces them. */
  replacedManualCents: number;
};

/** Cents of `minutes` at `ratePerHourCents`, unrounded (round the sum, not each entry). */
export const costOfMinutes = (minutes: number, ratePerHourCents: number) => (Math.max(0, minutes) * Math.max(0, ratePerHourCents)) / 60;

export function actualCost(input: { manual: readonly { category: string; cents: number }[]; timesheetCents: number }): ActualCost {
  const timesheetCents = Math.round(Math.max(0, input.timesheetCents));
  const labour = input.manual.filter((c) => c.category === LABOUR_CATEGORY).reduce((a, c) => a + c.cents, 0);
  const other = input.manual.filter((c) => c.category !== LABOUR_CATEGORY).reduce((a, c) => a + c.cents, 0);
  if (timesheetCents <= 0) return { acCents: labour + other, source: "manual", timesheetCents: 0, manualCents: labour + other, replacedManualCents: 0 };
  return { acCents: timesheetCents + other, source: other !== 0 ? "mixed" : "timesheets", timesheetCents, manualCents: other, replacedManualCents: labour };
}
