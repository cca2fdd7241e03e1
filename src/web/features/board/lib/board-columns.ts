import { placeCard, renumberPositions, type PositionedCard } from "../../../../domain/planning/board";
import { taskStatuses, type TaskStatus } from "../../../../domain/project-fields";

// Columns by task status, cards by position, and the rows a drop must save.

export const boardStatuses = taskStatuses;
export type ColumnMap = Record<TaskStatus, string[]>;

// The API accepts positions from 0 (updateTaskSchema); placeCard may go below the first card, so
// a drop that would need a negative position renumbers the column instead.
const lowestPosition = 0;
const highestPosition = 1_000_000_000;

export function isBoardStatus(value: string): value is TaskStatus {
  return (boardStatuses as readonly string[]).includes(value);
}

/** Card ids per column in display order: by position, ties in the server's order. Unknown
 * statuses go to the first column (the server normalises them to 'Pendiente' anyway). */
export function columnsOf(tasks: readonly { id: string; status: string; position: number }[]): ColumnMap {
  const columns: ColumnMap = { Pendiente: [], "En progreso": [], Completada: [] };
  const order = new Map(tasks.map((task, k) => [task.id, k]));
  const sorted = [...tasks].sort((a, b) => a.position - b.position || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  for (const task of sorted) columns[isBoardStatus(task.status) ? task.status : "Pendiente"].push(task.id);
  return columns;
}

/** Positions to save when `cardId` lands at `targetIndex` of `column` (the target column as
 * displayed before the drop, possibly holding the card). */
export function planDrop(column: readonly PositionedCard[], cardId: string, targetIndex: number): PositionedCard[] {
  const placement = placeCard(column, cardId, targetIndex);
  if (placement.position >= lowestPosition && placement.position <= highestPosition) return placement.updates;
  const ids = column.filter((card) => card.id !== cardId).map((card) => card.id);
  ids.splice(Math.min(Math.max(0, targetIndex), ids.length), 0, cardId);
  const before = new Map(column.map((card) => [card.id, card.position]));
  return renumberPositions(ids).filter((card) => card.id === cardId || before.get(card.id) !== card.position);
}
