import { Filter, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { filterOpsFor, type CustomField, type FieldFilter } from "../../../domain/work-items/custom-fields";
import type { ViewState } from "../../../domain/work-items/saved-views";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { inputClass } from "../ui/form-field";

// Filters on custom fields (decision 1205): pick a field, how to compare (equals, contains, a
// range for numbers and dates, is empty) and the value; each active filter is a chip that removes it.

const small = cn(inputClass, "h-9 min-w-0");

function describe(filter: FieldFilter, field: CustomField | undefined, t: (k: string, o?: Record<string, string>) => string) {
  const name = field?.name ?? "?";
  const label = (v: string) => field?.options.find((o) => o.id === v)?.label ?? v;
  switch (filter.op) {
    case "empty":
      return t("filter.chipEmpty", { name });
    case "range":
      return t("filter.chipRange", { name, min: filter.min || "…", max: filter.max || "…" });
    case "contains":
      return t("filter.chipContains", { name, value: filter.value });
    case "equals":
      return t("filter.chipEquals", { name, value: label(filter.value) });
  }
}

export function FieldFilterBar({ fields, state, onChange, idPrefix }: { fields: readonly CustomField[]; state: ViewState; onChange: (s: ViewState) => void; idPrefix: string }) {
  const { t } = useTranslation("custom-fields");
  const [fieldId, setFieldId] = useState("");
  const field = fields.find((f) => f.id === fieldId);
  const ops = field ? filterOpsFor(field.type) : [];
  const [op, setOp] = useState<FieldFilter["op"]>("equals");
  const [value, setValue] = useState("");
  const [min, setMin] = useState("");
  const [max, setMax] = useState("");
  if (!fields.length) return null;
  const currentOp = ops.includes(op) ? op : (ops[0] ?? "equals");
  const inputType = field?.type === "date" ? "date" : "text";

  const add = () => {
    if (!field) return;
    const filter: FieldFilter =
      currentOp === "empty" ? { fieldId, op: "empty" } : currentOp === "range" ? { fieldId, op: "range", ...(min && { min }), ...(max && { max }) } : { fieldId, op: currentOp, value };
    onChange({ ...state, fieldFilters: [...state.fieldFilters, filter] });
    setValue("");
    setMin("");
    setMax("");
  };
  const byId = new Map(fields.map((f) => [f.id, f]));

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("filter.group")}>
        <Filter aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <label htmlFor={`${idPrefix}-field`} className="sr-only">
          {t("filter.field")}
        </label>
        <select id={`${idPrefix}-field`} value={fieldId} onChange={(e) => setFieldId(e.target.value)} className={cn(small, "w-40 cursor-pointer")}>
          <option value="">{t("filter.pickField")}</option>
          {fields.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        {field ? (
          <>
            <label htmlFor={`${idPrefix}-op`} className="sr-only">
              {t("filter.op")}
            </label>
            <select id={`${idPrefix}-op`} value={currentOp} onChange={(e) => setOp(e.target.value as FieldFilter["op"])} className={cn(small, "w-32 cursor-pointer")}>
              {ops.map((o) => (
                <option key={o} value={o}>
                  {t(`filter.ops.${o}`)}
                </option>
              ))}
            </select>
            {currentOp === "range" ? (
              <>
                <label htmlFor={`${idPrefix}-min`} className="sr-only">
                  {t("filter.min")}
                </label>
                <input id={`${idPrefix}-min`} type={inputType} inputMode={field.type === "number" ? "decimal" : undefined} placeholder={t("filter.min")} value={min} onChange={(e) => setMin(e.target.value)} className={cn(small, "w-32")} />
                <label htmlFor={`${idPrefix}-max`} className="sr-only">
                  {t("filter.max")}
                </label>
                <input id={`${idPrefix}-max`} type={inputType} inputMode={field.type === "number" ? "decimal" : undefined} placeholder={t("filter.max")} value={max} onChange={(e) => setMax(e.target.value)} className={cn(small, "w-32")} />
              </>
            ) : currentOp === "empty" ? null : field.options.length ? (
              <>
                <label htmlFor={`${idPrefix}-value`} className="sr-only">
                  {t("filter.value")}
                </label>
                <select id={`${idPrefix}-value`} value={value} onChange={(e) => setValue(e.target.value)} className={cn(small, "w-36 cursor-pointer")}>
                  <option value="">—</option>
                  {field.options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <>
                <label htmlFor={`${idPrefix}-value`} className="sr-only">
                  {t("filter.value")}
                </label>
                <input id={`${idPrefix}-value`} type={inputType} placeholder={t("filter.value")} value={value} onChange={(e) => setValue(e.target.value)} className={cn(small, "w-36")} />
              </>
            )}
            <Button size="sm" variant="outline" onClick={add} disabled={(currentOp === "equals" || currentOp === "contains") && !value}>
              {t("filter.apply")}
            </Button>
          </>
        ) : null}
      </div>
      {state.fieldFilters.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("filter.active")}>
          {state.fieldFilters.map((f, i) => {
            const text = describe(f, byId.get(f.fieldId), t as never);
            return (
              <li key={`${f.fieldId}-${i}`} className="inline-flex items-center gap-1 rounded-full border border-border bg-subtle py-0.5 pr-1 pl-3 text-xs">
                {text}
                <button type="button" className="inline-flex size-7 items-center justify-center rounded-full hover:bg-muted" aria-label={t("filter.remove", { filter: text })} onClick={() => onChange({ ...state, fieldFilters: state.fieldFilters.filter((_, j) => j !== i) })}>
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
