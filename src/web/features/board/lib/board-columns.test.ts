import { describe, expect, it } from "vitest";
import { columnsOf, planDrop } from "./board-columns";

describe("columnsOf", () => {
  it("groups by status and orders by position, ties in the server's order", () => {
    const columns = columnsOf([
      { id: "a", status: "Pendiente", position: 0 },
      { id: "b", status: "En progreso", position: 2048 },
      { id: "c", status: "Pendiente", position: 0 },
      { id: "d", status: "En progreso", position: 1024 },
      { id: "e", status: "Raro", position: 5 },
    ]);
    expect(columns).toEqual({ Pendiente: ["a", "c", "e"], "En progreso": ["d", "b"], Completada: [] });
  });
});

describe("planDrop", () => {
  it("writes one card when there is room between neighbours", () => {
    expect(planDrop([{ id: "a", position: 1024 }, { id: "b", position: 2048 }], "x", 1)).toEqual([{ id: "x", position: 1536 }]);
  });
  it("renumbers the column rather than go below zero at the top", () => {
    expect(planDrop([{ id: "a", position: 0 }, { id: "b", position: 1 }], "x", 0)).toEqual([
      { id: "x", position: 1024 },
      { id: "a", position: 2048 },
      { id: "b", position: 3072 },
    ]);
  });
  it("renumbers when the neighbours are adjacent (cards created before ordering)", () => {
    const updates = planDrop([{ id: "a", position: 0 }, { id: "b", position: 1 }, { id: "c", position: 2 }], "c", 1);
    expect(updates).toEqual([
      { id: "a", position: 1024 },
      { id: "c", position: 2048 },
      { id: "b", position: 3072 },
    ]);
  });
  it("takes the first position in an empty column", () => {
    expect(planDrop([], "x", 0)).toEqual([{ id: "x", position: 1024 }]);
  });
});
