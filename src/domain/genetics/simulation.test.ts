import { describe, expect, it } from "vitest";
import { simulateDelivery, type Environment } from "./simulation";
import type { Genome } from "./traits";

const environment: Environment = {
  teamSize: 3,
  focus: 0.8,
  sizePool: [0.5, 1, 2, 3, 8, 20],
  weeklyArrivalsPool: [4, 9, 12, 0, 6],
  plannedShare: 0.7,
  reworkShare: 0.15,
  reworkFraction: 0.5,
  switchCost: 0.15,
};
const kanban: Genome = { sprintLengthDays: 0, wipLimit: 4, releaseCadenceDays: 0, interruptions: "expedite" };
const scrum: Genome = { sprintLengthDays: 14, wipLimit: 40, releaseCadenceDays: 14, interruptions: "next_sprint" };

describe("delivery simulation", () => {
  it("conserves items: what was there plus what arrived is delivered or still open", () => {
    for (const genome of [kanban, scrum]) {
      for (let seed = 1; seed <= 20; seed++) {
        const r = simulateDelivery({ genome, environment, days: 120, seed, initial: [{ ageDays: 30 }, { ageDays: 3, inProgress: true }] });
        const open = r.openAtEnd.backlog + r.openAtEnd.ready + r.openAtEnd.inProgress + r.openAtEnd.awaitingRelease;
        expect(r.initialCount + r.arrived).toBe(r.deliveredCount + open);
        expect(r.weeklyThroughput.reduce((a, b) => a + b, 0)).toBe(r.deliveredCount);
        expect(r.leadTimes).toHaveLength(r.deliveredCount);
        expect(r.openAgesAtEnd).toHaveLength(open);
      }
    }
  });

  it("never holds more items in progress than the WIP limit", () => {
    for (const wipLimit of [1, 2, 5, 13]) {
      for (let seed = 1; seed <= 10; seed++) {
        const r = simulateDelivery({ genome: { ...kanban, wipLimit }, environment: { ...environment, weeklyArrivalsPool: [30] }, days: 90, seed, initial: Array.from({ length: 20 }, () => ({ ageDays: 5, inProgress: true })) });
        expect(r.maxInProgress).toBeLessThanOrEqual(wipLimit);
        expect(r.maxInProgress).toBe(wipLimit);
      }
    }
  });

  it("is reproducible for a seed and differs between seeds", () => {
    const a = simulateDelivery({ genome: scrum, environment, days: 200, seed: 7, keepItems: true });
    const b = simulateDelivery({ genome: scrum, environment, days: 200, seed: 7, keepItems: true });
    const c = simulateDelivery({ genome: scrum, environment, days: 200, seed: 8, keepItems: true });
    expect(b).toEqual(a);
    expect(c.delivered).not.toEqual(a.delivered);
  });

  it("delivers only on release days and starts planned work only at sprint boundaries", () => {
    const r = simulateDelivery({ genome: { ...scrum, interruptions: "next_sprint" }, environment, days: 140, seed: 3, keepItems: true });
    expect(r.delivered.length).toBeGreaterThan(0);
    for (const d of r.delivered) {
      expect((d.deliveredDay + 1) % 14).toBe(0);
      // Nothing that arrived starts before the first sprint boundary after it.
      expect(d.startedDay).toBeGreaterThanOrEqual(Math.ceil(d.arrivalDay / 14) * 14);
    }
  });

  it("reproduces a constant-throughput history: one-day items, one a day, one person, nothing waits", () => {
    const constant: Environment = { ...environment, teamSize: 1, focus: 1, sizePool: [1], weeklyArrivalsPool: [7], plannedShare: 1, reworkShare: 0 };
    // Seven a week spread at random over the week's days still completes seven a week on average;
    // with exactly the capacity of one item a day the weekly throughput never exceeds seven.
    const r = simulateDelivery({ genome: { ...kanban, wipLimit: 1 }, environment: constant, days: 70, seed: 1 });
    expect(r.arrived).toBe(70);
    expect(r.weeklyThroughput.every((w) => w <= 7)).toBe(true);
    expect(r.deliveredCount).toBeGreaterThanOrEqual(60);
  });
});

describe("sprint boundaries (decision 1007)", () => {
  // Steady planned work well within the team's capacity and nothing waiting at the start: the only
  // thing a sprint adds is the wait for the next planning, on average half a sprint.
  const light: Environment = { teamSize: 4, focus: 0.7, sizePool: [0.5, 1, 1, 2, 3], weeklyArrivalsPool: [3, 4, 5], plannedShare: 1, reworkShare: 0, reworkFraction: 0.5, switchCost: 0.15 };
  const medianLead = (sprintLengthDays: Genome["sprintLengthDays"]) => {
    const leads: number[] = [];
    for (let seed = 1; seed <= 40; seed++) leads.push(...simulateDelivery({ genome: { sprintLengthDays, wipLimit: 6, releaseCadenceDays: 0, interruptions: "next_sprint" }, environment: light, days: 168, seed }).leadTimes);
    return leads.sort((a, b) => a - b)[Math.floor(leads.length / 2)]!;
  };

  it("never shortens lead time with longer sprints when work flows within capacity: planned work waits for the next planning", () => {
    const medians = ([0, 7, 14, 21, 28] as const).map(medianLead);
    for (let i = 1; i < medians.length; i++) expect(medians[i]!).toBeGreaterThanOrEqual(medians[i - 1]!);
    // About half a 28-day sprint more than flowing work.
    expect(medians[4]! - medians[0]!).toBeGreaterThanOrEqual(10);
  });
});
