import { describe, expect, it } from "vitest";
import { addDays } from "../capacity/dates";
import { mexicanWorkingDays } from "../capacity/working-days";
import { forecastDelivery, type ForecastInput } from "./forecast";

// The forecast's dates fall on the team's working days (decision 1306).
describe("the delivery forecast on a team's working days", () => {
  // Five items a week for ten weeks, twenty left: four weeks, so the last item lands on the 28th
  // day, Monday 15 March 2027, Benito Juárez's holiday.
  const asOf = "2027-02-15";
  const completedAt: string[] = [];
  for (let week = 0; week < 10; week++) for (let i = 0; i < 5; i++) completedAt.push(addDays(asOf, -7 * week - i));
  const input: ForecastInput = { asOf, startedAt: addDays(asOf, -69), completedAt, remaining: 20 };

  it("moves a percentile off a holiday to the next working day", () => {
    const plain = forecastDelivery(input);
    const team = forecastDelivery({ ...input, workingDays: mexicanWorkingDays(asOf, addDays(asOf, 3650)) });
    if (plain.status !== "ok" || team.status !== "ok") throw new Error("expected forecasts");
    expect(plain.p50).toMatchObject({ date: "2027-03-15", days: 28 });
    for (const p of [team.p50, team.p85, team.p95]) expect(p).toMatchObject({ date: "2027-03-16", days: 29, weeks: 5 });
  });

  it("moves a weekend date to Monday", () => {
    const saturday = "2027-05-08";
    const history: string[] = [];
    for (let week = 0; week < 10; week++) for (let i = 0; i < 5; i++) history.push(addDays(saturday, -7 * week - i));
    const team = forecastDelivery({ asOf: saturday, startedAt: addDays(saturday, -69), completedAt: history, remaining: 5, workingDays: mexicanWorkingDays(saturday, addDays(saturday, 3650)) });
    if (team.status !== "ok") throw new Error("expected a forecast");
    // One week from a Saturday is a Saturday: delivered on Monday.
    expect(team.p50).toMatchObject({ date: "2027-05-17", days: 9 });
  });
});
