// The plans' prices in MXN cents per user per month (VAT apart); annual billing is 20 % off.
// Marketing content: the public pricing page shows them; billing itself is outside this app.

export type PlanId = "starter" | "professional" | "enterprise";
export type BillingPeriod = "monthly" | "annual";

export const annualDiscount = 0.2;
export const freeTrialDays = 30;

export const monthlyPriceCents: Record<PlanId, number> = { starter: 24_900, professional: 44_900, enterprise: 74_900 };

/** The monthly price per user for a billing period; annual prices are rounded down to whole pesos. */
export function pricePerUserMonth(plan: PlanId, period: BillingPeriod): number {
  const monthly = monthlyPriceCents[plan];
  return period === "monthly" ? monthly : Math.floor((monthly * (1 - annualDiscount)) / 100) * 100;
}

export function annualTotalPerUser(plan: PlanId): number {
  return pricePerUserMonth(plan, "annual") * 12;
}
