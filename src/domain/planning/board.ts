// Kanban board rules: work-in-progress limits per column and card order within a column.
//
// Card order is an integer `position` (project_tasks.position is an integer column). Cards are
// spaced `positionStep` apart, so a move usually writes one row: the moved card takes the integer
// midway between its new neighbours. When neighbours are adjacent integers (or equal, as every
// card created before ordering existed has position 0) there is no room, and the column is
// renumbered in its displayed order. See docs/decisions/0203-board-positions.md.

export type BoardColumn = {
  id: string;
  /** Cards allowed before the column warns; null, undefined, 0 or less mean no limit. */
  wipLimit?: number | null;
};

export type BoardCard = { columnId: string };

export type ColumnWip = {
  columnId: string;
  count: number;
  limit: number | null;
  state: "no_limit" | "under_limit" | "at_limit" | "over_limit";
};

function limitOf(column: BoardColumn): number | null {
  const limit = column.wipLimit;
  return typeof limit === "number" && Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : null;
}

function wipOf(column: BoardColumn, count: number): ColumnWip {
  const limit = limitOf(column);
  const state = limit === null ? "no_limit" : count > limit ? "over_limit" : count === limit ? "at_limit" : "under_limit";
  return { columnId: column.id, count, limit, state };
}

function countByColumn(cards: readonly BoardCard[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card.columnId, (counts.get(card.columnId) ?? 0) + 1);
  return counts;
}

/** Count, limit and state of every column, in the columns' order. Cards of unknown columns are
 * not counted anywhere. */
export function columnWip(columns: readonly BoardColumn[], cards: readonly BoardCard[]): ColumnWip[] {
  const counts = countByColumn(cards);
  return columns.map((column) => wipOf(column, counts.get(column.id) ?? 0));
}

/** The columns holding more cards than their limit (the board shows a warning, never blocks). */
export function findWipViolations(columns: readonly BoardColumn[], cards: readonly BoardCard[]): ColumnWip[] {
  return columnWip(columns, cards).filter((wip) => wip.state === "over_limit");
}

/** The target column's state once a card moves into it from `fromColumnId`, so the board can warn
 * while dragging. A move within one column changes nothing. */
export function wipAfterMove(
  columns: readonly BoardColumn[],
  cards: readonly BoardCard[],
  move: { fromColumnId: string; toColumnId: string },
): ColumnWip | null {
  const target = columns.find((column) => column.id === move.toColumnId);
  if (!target) return null;
  const count = countByColumn(cards).get(target.id) ?? 0;
  return wipOf(target, move.fromColumnId === move.toColumnId ? count : count + 1);
}

export const positionStep = 1024;
// PostgreSQL `integer`.
export const minPosition = -2_147_483_648;
export const maxPosition = 2_147_483_647;

/** An integer strictly between two neighbours' positions (either may be missing at a column's
 * ends), or null when there is no room and the column must be renumbered. */
export function positionBetween(before: number | null | undefined, after: number | null | undefined): number | null {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if ((hasBefore && !Number.isInteger(before)) || (hasAfter && !Number.isInteger(after))) return null;
  if (!hasBefore && !hasAfter) return positionStep;
  if (!hasBefore) return (after as number) - positionStep >= minPosition ? (after as number) - positionStep : null;
  if (!hasAfter) return (before as number) + positionStep <= maxPosition ? (before as number) + positionStep : null;
  if ((after as number) - (before as number) < 2) return null;
  return Math.floor(((before as number) + (after as number)) / 2);
}

export type PositionedCard = { id: string; position: number };

/** Positions `positionStep`, 2 × `positionStep`, … in the given order. */
export function renumberPositions(ids: readonly string[]): PositionedCard[] {
  return ids.map((id, k) => ({ id, position: (k + 1) * positionStep }));
}

export type CardPlacement = {
  /** The moved card's new position. */
  position: number;
  /** Every card whose position must be saved: just the moved card, or the whole column. */
  updates: PositionedCard[];
  isRenumbered: boolean;
};

/** Where a card lands when dropped at `targetIndex` of a column. `column` is the target column as
 * displayed (top to bottom); it may still contain the moved card when it moves within the column,
 * and `targetIndex` counts the cards without it. */
export function placeCard(column: readonly PositionedCard[], cardId: string, targetIndex: number): CardPlacement {
  const others = column.filter((card) => card.id !== cardId);
  const index = Math.min(Math.max(0, Math.floor(targetIndex)), others.length);
  const position = positionBetween(others[index - 1]?.position, others[index]?.position);
  if (position !== null) {
    return { position, updates: [{ id: cardId, position }], isRenumbered: false };
  }
  const ids = others.map((card) => card.id);
  ids.splice(index, 0, cardId);
  const renumbered = renumberPositions(ids);
  const previous = new Map(column.map((card) => [card.id, card.position]));
  return {
    position: (index + 1) * positionStep,
    updates: renumbered.filter((card) => card.id === cardId || previous.get(card.id) !== card.position),
    isRenumbered: true,
  };
}
