import { describe, expect, it } from "vitest";
import { annualTotalPerUser, monthlyPriceCents, pricePerUserMonth } from "./pricing-plans";

describe("plan prices", () => {
  it("takes 20 % off with annual billing, in whole pesos", () => {
    expect(pricePerUserMonth("starter", "monthly")).toBe(24_900);
    expect(pricePerUserMonth("starter", "annual")).toBe(19_900);
    expect(pricePerUserMonth("professional", "annual")).toBe(35_900);
    expect(annualTotalPerUser("enterprise")).toBe(59_900 * 12);
  });
  it("annual is always cheaper and the plans rise in price", () => {
    for (const plan of ["starter", "professional", "enterprise"] as const) expect(pricePerUserMonth(plan, "annual")).toBeLessThan(monthlyPriceCents[plan]);
    expect(monthlyPriceCents.starter).toBeLessThan(monthlyPriceCents.professional);
    expect(monthlyPriceCents.professional).toBeLessThan(monthlyPriceCents.enterprise);
  });
});
