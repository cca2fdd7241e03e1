import { describe, expect, it } from "vitest";
import es from "../../../i18n/es/intelligence.json";
import { camelKey } from "./keys";

// Every code the engines can answer has its words in the catalogue (i18next reads "_" as a plural
// suffix, so codes become camelCase keys).
const forecastReasons = ["invalid_as_of", "no_remaining_work", "no_completed_history", "history_too_short", "no_throughput", "beyond_horizon"];
const riskDetails = ["unavailable", "schedule_probability", "schedule_spi", "schedule_late", "overdue", "capacity", "budget_cpi", "budget_burn", "milestones", "scope", "staleness"];
const assumptions = ["spend_budget_as_estimate", "spend_cpi_continues", "spend_finish_from_forecast", "spend_finish_as_planned", "spend_even_daily_spend", "roi_benefit_as_planned", "roi_cost_is_budget", "roi_cost_is_eac", "roi_even_monthly_benefit"];

describe("engine codes as catalogue keys", () => {
  it("turns snake_case into camelCase", () => {
    expect(camelKey("no_completed_history")).toBe("noCompletedHistory");
    expect(camelKey("overdue")).toBe("overdue");
  });

  it("has a text and a fix for every insufficient-forecast reason, and words for every risk detail and assumption", () => {
    for (const r of forecastReasons) {
      expect(es.forecast.reason).toHaveProperty(camelKey(r));
      expect(es.forecast.reasonFix).toHaveProperty(camelKey(r));
    }
    for (const d of riskDetails) expect(es.riskDetail).toHaveProperty(camelKey(d));
    for (const a of assumptions) expect(es.assumption).toHaveProperty(camelKey(a));
  });
});
