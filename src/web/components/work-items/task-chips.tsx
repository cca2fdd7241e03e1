import { ListTree } from "lucide-react";
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Label, TaskWorkItem } from "../../../domain/work-items/contract";
import { LabelChip } from "./label-chip";

type WorkItemsView = { items: ReadonlyMap<string, TaskWorkItem>; labels: ReadonlyMap<string, Label> };
const WorkItemsContext = createContext<WorkItemsView>({ items: new Map(), labels: new Map() });

/** Gives the chips below (list rows, board cards) the project's work items and the workspace's labels. */
export function WorkItemsProvider({ items, labels, children }: WorkItemsView & { children: ReactNode }) {
  return <WorkItemsContext.Provider value={{ items, labels }}>{children}</WorkItemsContext.Provider>;
}

/** A parent's subtasks as "done/count" with a bar of its roll-up progress. */
export function RollupChip({ item }: { item: TaskWorkItem }) {
  const { t } = useTranslation("work-items");
  if (!item.rollup) return null;
  const { subtaskCount, completedCount, progress } = item.rollup;
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground"
      title={t("rollup.chipLabel", { done: completedCount, count: subtaskCount, progress })}
      data-rollup={`${completedCount}/${subtaskCount}`}
    >
      <ListTree aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{t("rollup.chip", { done: completedCount, count: subtaskCount })}</span>
      <span className="sr-only">{t("rollup.chipLabel", { done: completedCount, count: subtaskCount, progress })}</span>
      <span aria-hidden="true" className="h-1.5 w-10 overflow-hidden rounded-full bg-muted">
        <span className="block h-full bg-primary" style={{ width: `${progress}%` }} />
      </span>
    </span>
  );
}

/** A task's labels and its subtasks' chip, for a list row or a board card. */
export function TaskChips({ taskId }: { taskId: string }) {
  const { items, labels } = useContext(WorkItemsContext);
  const item = items.get(taskId);
  if (!item) return null;
  const chips = item.labelIds.map((id) => labels.get(id)).filter((l): l is Label => Boolean(l));
  if (!chips.length && !item.rollup) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <RollupChip item={item} />
      {chips.map((label) => (
        <LabelChip key={label.id} label={label} />
      ))}
    </span>
  );
}
