import type { Task } from "../../../domain/projects/contract";
import { compareFieldValues, type FieldValue } from "../../../domain/work-items/custom-fields";
import type { TaskWorkItem } from "../../../domain/work-items/contract";
import { matchesView } from "../../../domain/work-items/saved-views";
import { useCustomFields, useFieldValues } from "../../api/custom-fields";
import { useViewState } from "./use-view-state";

const none: Readonly<Record<string, FieldValue>> = {};

/**
 * The list's or board's current view (decision 1205): its state from the URL, the project's
 * custom fields and values, and the tasks it shows, filtered and sorted as the view says.
 */
export function useTaskView(projectId: string, items: ReadonlyMap<string, TaskWorkItem>, language: string) {
  const view = useViewState();
  const fields = useCustomFields(projectId);
  const values = useFieldValues(projectId);
  const fieldList = fields.data ?? [];
  const valuesOf = (taskId: string) => values.data?.get(taskId) ?? none;
  const { state } = view;
  const isFiltered = Boolean(state.labelId || state.status || state.priority || state.fieldFilters.length);
  const show = (tasks: readonly Task[]): Task[] => {
    // Until the fields and their values are in, a view filtered by them shows nothing rather than every task for a moment.
    if (state.fieldFilters.length && (fields.isPending || values.isPending)) return [];
    const kept = tasks.filter((task) => matchesView(state, { status: task.status, priority: task.priority, labelIds: items.get(task.id)?.labelIds ?? [], values: valuesOf(task.id) }, fieldList));
    const key = state.sortBy;
    if (!key) return kept;
    const sign = state.sortDir === "desc" ? -1 : 1;
    const valueOf = (task: Task): FieldValue | null => (key.startsWith("field:") ? (valuesOf(task.id)[key.slice(6)] ?? null) : key === "endDate" ? task.endDate : key === "title" ? task.title : null);
    // Empty values stay last whichever the direction.
    return [...kept].sort((a, b) => {
      const x = valueOf(a);
      const y = valueOf(b);
      if (x === null || y === null) return compareFieldValues(x, y, language);
      return sign * compareFieldValues(x, y, language);
    });
  };
  return { ...view, fields: fieldList, valuesOf, isFiltered, show };
}
