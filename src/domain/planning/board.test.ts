import { describe, expect, it } from "vitest";
import {
  columnWip,
  findWipViolations,
  maxPosition,
  placeCard,
  positionBetween,
  positionStep,
  wipAfterMove,
  type BoardColumn,
  type PositionedCard,
} from "./board";

const columns: BoardColumn[] = [
  { id: "Pendiente" },
  { id: "En progreso", wipLimit: 2 },
  { id: "Revisión", wipLimit: 1 },
  { id: "Completada", wipLimit: 0 },
];

function cardsIn(counts: Record<string, number>) {
  return Object.entries(counts).flatMap(([columnId, n]) => Array.from({ length: n }, () => ({ columnId })));
}

describe("WIP limits", () => {
  it("gives every column its count, limit and state; 0 or no limit never warns", () => {
    const cards = cardsIn({ Pendiente: 9, "En progreso": 3, Revisión: 1, Completada: 40, Archivo: 2 });
    expect(columnWip(columns, cards)).toEqual([
      { columnId: "Pendiente", count: 9, limit: null, state: "no_limit" },
      { columnId: "En progreso", count: 3, limit: 2, state: "over_limit" },
      { columnId: "Revisión", count: 1, limit: 1, state: "at_limit" },
      { columnId: "Completada", count: 40, limit: null, state: "no_limit" },
    ]);
    expect(findWipViolations(columns, cards).map((c) => c.columnId)).toEqual(["En progreso"]);
    expect(findWipViolations(columns, cardsIn({ "En progreso": 2 }))).toEqual([]);
  });

  it("warns while dragging into a full column, not when reordering inside it", () => {
    const cards = cardsIn({ Pendiente: 1, "En progreso": 2 });
    expect(wipAfterMove(columns, cards, { fromColumnId: "Pendiente", toColumnId: "En progreso" })?.state).toBe("over_limit");
    expect(wipAfterMove(columns, cards, { fromColumnId: "En progreso", toColumnId: "En progreso" })?.state).toBe("at_limit");
    expect(wipAfterMove(columns, cards, { fromColumnId: "Pendiente", toColumnId: "Revisión" })?.state).toBe("at_limit");
    expect(wipAfterMove(columns, cards, { fromColumnId: "Pendiente", toColumnId: "nowhere" })).toBeNull();
  });
});

describe("card positions", () => {
  it("finds an integer between neighbours, or reports no room", () => {
    expect(positionBetween(undefined, undefined)).toBe(positionStep);
    expect(positionBetween(null, 1024)).toBe(0);
    expect(positionBetween(1024, null)).toBe(2048);
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(-3, 4)).toBe(0);
    expect(positionBetween(5, 7)).toBe(6);
    expect(positionBetween(5, 6)).toBeNull();
    expect(positionBetween(0, 0)).toBeNull();
    expect(positionBetween(9, 3)).toBeNull();
    expect(positionBetween(1.5, 9)).toBeNull();
    expect(positionBetween(maxPosition - 10, null)).toBeNull();
  });

  const column: PositionedCard[] = [
    { id: "a", position: 1024 },
    { id: "b", position: 2048 },
    { id: "c", position: 3072 },
  ];

  it("writes only the moved card when there is room", () => {
    expect(placeCard(column, "x", 1)).toEqual({ position: 1536, updates: [{ id: "x", position: 1536 }], isRenumbered: false });
    expect(placeCard(column, "x", 0).position).toBe(0);
    expect(placeCard(column, "x", 3).position).toBe(4096);
    expect(placeCard(column, "x", 99).position).toBe(4096);
    // Within the column: c moves to the top, counted without itself.
    expect(placeCard(column, "c", 0).position).toBe(0);
    expect(placeCard(column, "a", 1)).toMatchObject({ position: 2560, isRenumbered: false });
  });

  it("renumbers the column in display order when neighbours leave no room", () => {
    const legacy: PositionedCard[] = [
      { id: "a", position: 0 },
      { id: "b", position: 0 },
      { id: "c", position: 0 },
    ];
    const placement = placeCard(legacy, "x", 1);
    expect(placement).toEqual({
      position: 2048,
      isRenumbered: true,
      updates: [
        { id: "a", position: 1024 },
        { id: "x", position: 2048 },
        { id: "b", position: 3072 },
        { id: "c", position: 4096 },
      ],
    });
  });

  it("keeps the intended order through many drops into the same gap", () => {
    let cards: PositionedCard[] = [
      { id: "first", position: 1024 },
      { id: "last", position: 2048 },
    ];
    const expected = ["first", "last"];
    let renumbers = 0;
    for (let k = 0; k < 40; k++) {
      const id = `n${k}`;
      const placement = placeCard(cards, id, 1);
      if (placement.isRenumbered) renumbers++;
      const next = new Map(cards.map((c) => [c.id, c.position]));
      for (const update of placement.updates) next.set(update.id, update.position);
      cards = [...next].map(([cardId, position]) => ({ id: cardId, position })).sort((p, q) => p.position - q.position);
      expected.splice(1, 0, id);
      expect(cards.map((c) => c.id)).toEqual(expected);
      expect(new Set(cards.map((c) => c.position)).size).toBe(cards.length);
    }
    // 1024 leaves room for ten halvings; forty drops need a few renumberings, not forty.
    expect(renumbers).toBeGreaterThan(0);
    expect(renumbers).toBeLessThan(10);
  });
});
