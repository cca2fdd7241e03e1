import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { AlertTriangle, CalendarClock } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { columnWip, wipAfterMove, type BoardColumn } from "../../../../domain/planning/board";
import type { TaskStatus } from "../../../../domain/project-fields";
import { focusRing } from "../../../components/ui/focus-ring";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { useMoveCard, type Task as BoardTask } from "../../../api/tasks";
import { boardStatuses, columnsOf, isBoardStatus, planDrop, type ColumnMap } from "../lib/board-columns";
import { useLanguage } from "../../../lib/use-language";
import { TaskChips } from "../../../components/work-items/task-chips";

const statusKey: Record<TaskStatus, "todo" | "inProgress" | "done"> = { Pendiente: "todo", "En progreso": "inProgress", Completada: "done" };
const priorityStyles: Record<string, string> = {
  Alta: "bg-destructive/10 text-destructive-strong",
  Media: "bg-warning-strong/10 text-warning-strong",
  Baja: "bg-muted text-muted-foreground",
};

const priorities = ["Alta", "Media", "Baja"] as const;
function isPriority(value: string): value is (typeof priorities)[number] {
  return (priorities as readonly string[]).includes(value);
}

function CardBody({ task }: { task: BoardTask }) {
  const { t } = useTranslation("board");
  const language = useLanguage();
  return (
    <>
      <p className="text-sm font-medium break-words">{task.title}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span className={cn("rounded-full px-2 py-0.5 font-medium", priorityStyles[task.priority] ?? priorityStyles.Baja)}>{t("card.priority", { priority: isPriority(task.priority) ? t(`priorities.${task.priority}`) : task.priority })}</span>
        {task.endDate ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {formatDay(task.endDate, language)}
          </span>
        ) : null}
        {task.storyPoints !== null ? <span className="text-muted-foreground">{t("card.points", { count: task.storyPoints })}</span> : null}
        <TaskChips taskId={task.id} />
      </div>
    </>
  );
}

function SortableCard({ task }: { task: BoardTask }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: task.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={cn(isDragging && "opacity-40")}>
      <div
        className={cn("cursor-grab touch-manipulation rounded-lg border border-border bg-background p-3 shadow-xs active:cursor-grabbing", focusRing)}
        data-card-id={task.id}
        {...attributes}
        {...listeners}
      >
        <CardBody task={task} />
      </div>
    </li>
  );
}

function Column({ status, taskIds, tasks, wip, isDropWarning }: { status: TaskStatus; taskIds: string[]; tasks: Map<string, BoardTask>; wip: { count: number; limit: number | null; state: string }; isDropWarning: boolean }) {
  const { t } = useTranslation("board");
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const isOverLimit = wip.state === "over_limit";
  const headingId = `column-${statusKey[status]}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex w-[85vw] max-w-80 shrink-0 snap-start flex-col rounded-xl border bg-muted/60 sm:w-80",
        isOverLimit || isDropWarning ? "border-warning-strong" : "border-border",
        isOver && "ring-2 ring-primary-strong",
      )}
      data-column={status}
    >
      <header className="flex items-center justify-between gap-2 px-3 pt-3 pb-2">
        <h2 id={headingId} className="font-semibold">
          {t(`columns.${statusKey[status]}`)}
        </h2>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium tabular-nums", isOverLimit ? "bg-warning-strong/15 text-warning-strong" : "bg-background text-muted-foreground")}>
          {wip.limit === null ? t("wip.count", { count: wip.count }) : t("wip.countOfLimit", { count: wip.count, limit: wip.limit })}
        </span>
      </header>
      {isOverLimit ? (
        <p className="mx-3 mb-2 flex items-center gap-1.5 rounded-md bg-warning-strong/10 px-2 py-1 text-xs text-warning-strong" role="status">
          <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
          {t("wip.over", { limit: wip.limit ?? 0 })}
        </p>
      ) : null}
      <SortableContext id={status} items={taskIds} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-24 flex-1 flex-col gap-2 px-3 pb-3" aria-labelledby={headingId}>
          {taskIds.map((id) => {
            const task = tasks.get(id);
            return task ? <SortableCard key={id} task={task} /> : null;
          })}
          {taskIds.length === 0 ? <li className="rounded-lg border border-dashed border-border p-4 text-center text-xs text-muted-foreground">{t("emptyColumn")}</li> : null}
        </ul>
      </SortableContext>
    </section>
  );
}

type KanbanBoardProps = { projectId: string; tasks: readonly BoardTask[]; wipLimits: Record<string, number> };

/** Columns by task status; cards move with mouse, touch or keyboard (Space, arrows, Space).
 * Positions follow docs/decisions/0203; WIP limits warn and never block. */
export function KanbanBoard({ projectId, tasks, wipLimits }: KanbanBoardProps) {
  const { t } = useTranslation("board");
  const moveCard = useMoveCard();
  const serverColumns = useMemo(() => columnsOf(tasks), [tasks]);
  const [dragColumns, setDragColumns] = useState<ColumnMap | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [fromColumn, setFromColumn] = useState<TaskStatus | null>(null);
  const columns = dragColumns ?? serverColumns;
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const boardColumns: BoardColumn[] = boardStatuses.map((status) => ({ id: status, wipLimit: wipLimits[status] ?? null }));
  const cards = boardStatuses.flatMap((status) => columns[status].map(() => ({ columnId: status })));
  const wip = columnWip(boardColumns, cards);

  // Left and right arrows go to the neighbouring column (the sortable getter alone does not
  // cross into a column that already holds cards); up and down move within the column.
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    const direction = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
    if (direction === 0) return sortableKeyboardCoordinates(event, args);
    const { active, collisionRect, droppableRects, droppableContainers } = args.context;
    if (!active) return undefined;
    event.preventDefault();
    const current = columnOf(active.id, columnsRef.current);
    const target = current ? boardStatuses[boardStatuses.indexOf(current) + direction] : undefined;
    // Right after pick-up (or after the board re-rendered) the rects may not be measured yet: the
    // column and the card are measured now rather than letting the key do nothing.
    const rect = target ? (droppableRects.get(target) ?? droppableContainers.get(target)?.node.current?.getBoundingClientRect()) : undefined;
    if (!rect) return undefined;
    const cardWidth = (collisionRect ?? active.rect.current.translated ?? active.rect.current.initial)?.width ?? 0;
    return { x: rect.left + Math.max(0, (rect.width - cardWidth) / 2), y: rect.top + 4 };
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const columnOf = (id: UniqueIdentifier, map: ColumnMap): TaskStatus | null => {
    const key = String(id);
    if (isBoardStatus(key)) return key;
    return boardStatuses.find((status) => map[status].includes(key)) ?? null;
  };
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "";
  const columnName = (status: TaskStatus | null) => (status ? t(`columns.${statusKey[status]}`) : "");

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setFromColumn(columnOf(active.id, serverColumns));
    setDragColumns(serverColumns);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragColumns) return;
    const from = columnOf(active.id, dragColumns);
    const to = columnOf(over.id, dragColumns);
    if (!from || !to || from === to) return;
    const id = String(active.id);
    const target = dragColumns[to];
    const overIndex = target.indexOf(String(over.id));
    const index = overIndex === -1 ? target.length : overIndex;
    setDragColumns({ ...dragColumns, [from]: dragColumns[from].filter((card) => card !== id), [to]: [...target.slice(0, index), id, ...target.slice(index)] });
  };

  const finish = () => {
    setActiveId(null);
    setFromColumn(null);
    setDragColumns(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const map = dragColumns ?? serverColumns;
    const id = String(active.id);
    const origin = fromColumn;
    const to = columnOf(active.id, map);
    if (!over || !origin || !to) return finish();
    // The card already sits in its new column (onDragOver); a drop on a card of that column
    // moves it to that card's place, as the sortable preview shows.
    const order = map[to];
    const overIndex = order.indexOf(String(over.id));
    const finalOrder = overIndex === -1 ? order : arrayMove(order, order.indexOf(id), overIndex);
    const targetIndex = finalOrder.indexOf(id);
    if (to === origin && finalOrder.join() === serverColumns[to].join()) return finish();
    const column = serverColumns[to].map((cardId) => ({ id: cardId, position: byId.get(cardId)?.position ?? 0 }));
    const updates = planDrop(column, id, targetIndex);
    const serverCards = boardStatuses.flatMap((status) => serverColumns[status].map(() => ({ columnId: status })));
    const after = wipAfterMove(boardColumns, serverCards, { fromColumnId: origin, toColumnId: to });
    moveCard.mutate(
      { projectId, taskId: id, status: to, updates },
      {
        onError: (error) => toast({ title: t("errors.moveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
      },
    );
    if (after?.state === "over_limit" && to !== origin) {
      toast({ title: t("wip.warningTitle"), description: t("wip.warning", { column: columnName(to), limit: after.limit ?? 0, count: after.count }), variant: "warning" });
    }
    finish();
  };

  const dropWarning = (() => {
    if (!activeId || !dragColumns || !fromColumn) return null;
    const to = columnOf(activeId, dragColumns);
    if (!to || to === fromColumn) return null;
    const state = wip.find((w) => w.columnId === to);
    return state?.state === "over_limit" ? to : null;
  })();

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("a11y.picked", { title: titleOf(active.id), column: columnName(columnOf(active.id, serverColumns)) }),
    onDragOver: ({ active, over }) => (over ? t("a11y.over", { title: titleOf(active.id), column: columnName(columnOf(over.id, dragColumns ?? serverColumns)) }) : t("a11y.outside", { title: titleOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t("a11y.dropped", { title: titleOf(active.id), column: columnName(columnOf(over.id, dragColumns ?? serverColumns)) }) : t("a11y.cancelled", { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t("a11y.cancelled", { title: titleOf(active.id) }),
  };

  const activeTask = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("a11y.instructions") } }}
    >
      {dropWarning ? (
        <p role="status" className="mb-3 flex items-center gap-2 rounded-md bg-warning-strong/10 px-3 py-2 text-sm text-warning-strong">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {t("wip.dragWarning", { column: columnName(dropWarning) })}
        </p>
      ) : null}
      <div className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0" data-testid="kanban-board">
        {boardStatuses.map((status) => (
          <Column
            key={status}
            status={status}
            taskIds={columns[status]}
            tasks={byId}
            wip={wip.find((w) => w.columnId === status) ?? { count: 0, limit: null, state: "no_limit" }}
            isDropWarning={dropWarning === status}
          />
        ))}
      </div>
      <DragOverlay>
        {activeTask ? (
          <div className="w-72 rotate-1 rounded-lg border border-primary-strong bg-background p-3 shadow-lg">
            <CardBody task={activeTask} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
