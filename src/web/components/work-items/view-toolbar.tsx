import { ArrowDownUp, Columns3, Group, Rows3, Settings2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isChoice, type CustomField, type FieldValue } from "../../../domain/work-items/custom-fields";
import type { Label } from "../../../domain/work-items/contract";
import { groupings, swimlanes, type SavedView, type ViewState } from "../../../domain/work-items/saved-views";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { inputClass } from "../ui/form-field";
import { CustomFieldsDialog } from "./custom-fields-dialog";
import { FieldFilterBar } from "./field-filter-bar";
import { LabelFilter } from "./label-filter";
import { SavedViewMenu } from "./saved-view-menu";
import { useCanManageLabels } from "./use-can-manage-labels";

// The controls above the task list and the board (decision 1205): label and custom-field
// filters, sorting and columns (list) or swimlanes (board), the saved-view menu, and for admins
// the custom fields' definitions.

type Props = {
  projectId: string;
  kind: SavedView["kind"];
  idPrefix: string;
  labels: readonly Label[];
  fields: readonly CustomField[];
  state: ViewState;
  viewId: string | null;
  canShare: boolean;
  apply: (state: ViewState, viewId?: string | null) => void;
};

const small = cn(inputClass, "h-9 min-w-0 cursor-pointer");

export function ViewToolbar({ projectId, kind, idPrefix, labels, fields, state, viewId, canShare, apply }: Props) {
  const { t } = useTranslation("custom-fields");
  const isAdmin = useCanManageLabels();
  const [managing, setManaging] = useState(false);
  const set = (next: Partial<ViewState>) => apply({ ...state, ...next });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <LabelFilter id={`${idPrefix}-label-filter`} labels={labels} value={state.labelId ?? ""} onChange={(labelId) => set({ labelId: labelId || undefined })} />
        {kind === "list" ? (
          <>
            <div className="flex min-w-0 items-center gap-2">
              <ArrowDownUp aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <label htmlFor={`${idPrefix}-sort`} className="sr-only">
                {t("sort.label")}
              </label>
              <select id={`${idPrefix}-sort`} value={state.sortBy ? `${state.sortBy}|${state.sortDir}` : ""} onChange={(e) => {
                const [sortBy, sortDir] = e.target.value.split("|");
                set({ sortBy: sortBy || undefined, sortDir: sortDir === "desc" ? "desc" : "asc" });
              }} className={cn(small, "w-44")}>
                <option value="">{t("sort.default")}</option>
                <option value="title|asc">{t("sort.title")}</option>
                <option value="endDate|asc">{t("sort.dueAsc")}</option>
                <option value="endDate|desc">{t("sort.dueDesc")}</option>
                {fields.flatMap((f) => [
                  <option key={`${f.id}-a`} value={`field:${f.id}|asc`}>
                    {t("sort.fieldAsc", { name: f.name })}
                  </option>,
                  <option key={`${f.id}-d`} value={`field:${f.id}|desc`}>
                    {t("sort.fieldDesc", { name: f.name })}
                  </option>,
                ])}
              </select>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <Group aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <label htmlFor={`${idPrefix}-group`} className="sr-only">
                {t("group.title")}
              </label>
              <select id={`${idPrefix}-group`} value={state.groupBy} onChange={(e) => set({ groupBy: e.target.value as ViewState["groupBy"] })} className={cn(small, "w-44")}>
                {groupings.map((g) => (
                  <option key={g} value={g}>
                    {t(`group.${g}`)}
                  </option>
                ))}
                {fields.filter((f) => isChoice(f.type)).map((f) => (
                  <option key={f.id} value={`field:${f.id}`}>
                    {t("group.field", { name: f.name })}
                  </option>
                ))}
              </select>
            </div>
            {fields.length ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm">
                    <Columns3 aria-hidden="true" />
                    {t("columns.menu")}
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel>{t("columns.label")}</DropdownMenuLabel>
                  {fields.map((f) => {
                    const key = `field:${f.id}`;
                    const on = state.columns.includes(key);
                    return (
                      <DropdownMenuCheckboxItem key={f.id} checked={on} onSelect={(e) => e.preventDefault()} onCheckedChange={() => set({ columns: on ? state.columns.filter((c) => c !== key) : [...state.columns, key] })}>
                        {f.name}
                      </DropdownMenuCheckboxItem>
                    );
                  })}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </>
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <Rows3 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <label htmlFor={`${idPrefix}-swimlane`} className="sr-only">
              {t("swimlane.title")}
            </label>
            <select id={`${idPrefix}-swimlane`} value={state.swimlane} onChange={(e) => set({ swimlane: e.target.value as ViewState["swimlane"] })} className={cn(small, "w-44")}>
              {swimlanes.map((s) => (
                <option key={s} value={s}>
                  {t(`swimlane.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <SavedViewMenu projectId={projectId} kind={kind} state={state} viewId={viewId} canShare={canShare} onOpen={(s, id) => apply(s, id)} />
        {isAdmin ? (
          <Button variant="outline" size="sm" onClick={() => setManaging(true)}>
            <Settings2 aria-hidden="true" />
            {t("manage.open")}
          </Button>
        ) : null}
      </div>
      <FieldFilterBar fields={fields} state={state} onChange={(s) => apply(s)} idPrefix={`${idPrefix}-ff`} />
      {managing ? <CustomFieldsDialog projectId={projectId} onOpenChange={setManaging} /> : null}
    </div>
  );
}

/** A custom field's value as text (choices by label, people by name). */
export function fieldValueText(field: CustomField, value: FieldValue | undefined, nameOf: (userId: string) => string | undefined, format: { number: (n: number) => string; day: (d: string) => string }): string | null {
  if (value === undefined) return null;
  const label = (id: string) => field.options.find((o) => o.id === id)?.label ?? "";
  if (Array.isArray(value)) return value.map(label).filter(Boolean).join(", ") || null;
  if (typeof value === "number") return format.number(value);
  if (field.type === "single_choice") return label(value) || null;
  if (field.type === "person") return nameOf(value) ?? null;
  if (field.type === "date") return format.day(value);
  return value;
}
