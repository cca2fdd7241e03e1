import { describe, expect, it } from "vitest";
import { holidaysBetween, mexicanHolidays, nthMonday, transmissionDate } from "./holidays";

// The official list (art. 74 LFT, as the STPS publishes it each year), movable Mondays included.
const official: Record<number, string[]> = {
  2024: ["2024-01-01", "2024-02-05", "2024-03-18", "2024-05-01", "2024-09-16", "2024-10-01", "2024-11-18", "2024-12-25"],
  2025: ["2025-01-01", "2025-02-03", "2025-03-17", "2025-05-01", "2025-09-16", "2025-11-17", "2025-12-25"],
  2026: ["2026-01-01", "2026-02-02", "2026-03-16", "2026-05-01", "2026-09-16", "2026-11-16", "2026-12-25"],
  2027: ["2027-01-01", "2027-02-01", "2027-03-15", "2027-05-01", "2027-09-16", "2027-11-15", "2027-12-25"],
  2028: ["2028-01-01", "2028-02-07", "2028-03-20", "2028-05-01", "2028-09-16", "2028-11-20", "2028-12-25"],
  2029: ["2029-01-01", "2029-02-05", "2029-03-19", "2029-05-01", "2029-09-16", "2029-11-19", "2029-12-25"],
  2030: ["2030-01-01", "2030-02-04", "2030-03-18", "2030-05-01", "2030-09-16", "2030-10-01", "2030-11-18", "2030-12-25"],
};

describe("Mexico's mandatory rest days (LFT art. 74)", () => {
  it.each(Object.entries(official))("match the official list of %s", (year, dates) => {
    expect(mexicanHolidays(Number(year)).map((h) => h.date)).toEqual(dates);
  });

  it("puts the movable days on Mondays: first of February, third of March and of November", () => {
    for (let year = 2024; year <= 2030; year++) {
      for (const h of mexicanHolidays(year).filter((x) => ["constitution", "juarez", "revolution"].includes(x.key!))) {
        expect(new Date(`${h.date}T12:00:00Z`).getUTCDay(), h.date).toBe(1);
      }
    }
    // A month that starts on a Monday counts that Monday as the first.
    expect(nthMonday(2027, 2, 1)).toBe("2027-02-01");
    expect(nthMonday(2027, 3, 3)).toBe("2027-03-15");
  });

  it("rests for the transmission of the Federal Executive on 1 October of each sixth year since the 2024 reform, and on 1 December before it", () => {
    // DOF 30-09-2024 reformed art. 74 VII: 1 October replaces 1 December (art. 83 of the Constitution).
    expect(transmissionDate(2030)).toBe("2030-10-01");
    expect(mexicanHolidays(2030).find((h) => h.key === "transmission")).toMatchObject({ date: "2030-10-01", name: { es: "Transmisión del Poder Ejecutivo Federal" } });
    expect(mexicanHolidays(2030).some((h) => h.date === "2030-12-01")).toBe(false);
    expect(transmissionDate(2036)).toBe("2036-10-01");
    expect(transmissionDate(2018)).toBe("2018-12-01");
    for (const year of [2025, 2026, 2027, 2028, 2029, 2031]) expect(transmissionDate(year)).toBeNull();
  });

  it("adds the workspace's own days, such as an election day the law sets, across a year change", () => {
    const election = { date: "2027-06-06", name: { es: "Jornada electoral", en: "Election day" }, country: "MX", source: "election" as const };
    const list = holidaysBetween("2026-12-20", "2027-06-30", ["MX"], [election]);
    expect(list.map((h) => h.date)).toEqual(["2026-12-25", "2027-01-01", "2027-02-01", "2027-03-15", "2027-05-01", "2027-06-06"]);
    expect(holidaysBetween("2026-01-01", "2026-12-31", ["US"])).toEqual([]);
  });
});
