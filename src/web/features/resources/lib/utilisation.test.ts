import { describe, expect, it } from "vitest";
import { loadLevel, utilisationBars } from "./utilisation";

describe("utilisation", () => {
  it("calls over 100 % an overload and 90 % or more near the limit", () => {
    expect(loadLevel(41, 40)).toBe("overloaded");
    expect(loadLevel(40, 40)).toBe("high");
    expect(loadLevel(36, 40)).toBe("high");
    expect(loadLevel(35, 40)).toBe("ok");
    expect(loadLevel(0, 0)).toBe("noAvailability");
    expect(loadLevel(5, 0)).toBe("overloaded");
  });

  it("sorts the most loaded first and draws every bar on one scale", () => {
    const bars = utilisationBars([
      { id: "a", name: "Ana", availability: 40, allocatedHours: 20 },
      { id: "b", name: "Beto", availability: 20, allocatedHours: 30 },
      { id: "c", name: "Caro", availability: 40, allocatedHours: 38 },
    ]);
    expect(bars.map((b) => b.name)).toEqual(["Beto", "Caro", "Ana"]);
    expect(bars[0]).toMatchObject({ level: "overloaded", ratio: 1.5, availableWidth: 0.5, allocatedWidth: 0.75 });
    expect(bars[2]).toMatchObject({ level: "ok", availableWidth: 1, allocatedWidth: 0.5 });
  });
});
