import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { labelColors, type LabelColor } from "../../../domain/work-items/colors";
import { fieldUsageSchema, isChoice, type CustomField, type FieldUsage } from "../../../domain/work-items/custom-fields";
import { useSaveCustomField } from "../../api/custom-fields";
import { apiClient, isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { useFieldText } from "../../lib/shared-text";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FormError, FormField, inputClass } from "../ui/form-field";
import { toast } from "../ui/toast-store";
import { LabelChip } from "./label-chip";

// Editing a defined field in place (decision 1216): its name, whether it is required, and for a
// choice its options — renamed, recoloured from the label palette, moved up or down, added or
// removed. Options keep their ids, so values follow a rename or a move. Removing options is
// confirmed first with how many tasks have each: those tasks lose that value (a multiple choice
// keeps its other options), which the server does in the same transaction as the change.

type OptionDraft = { key: string; id?: string; label: string; color?: LabelColor };

export function CustomFieldEditor({ field, onDone }: { field: CustomField; onDone: () => void }) {
  const { t } = useTranslation("custom-fields");
  const { t: tw } = useTranslation("work-items");
  const fieldText = useFieldText();
  const save = useSaveCustomField();
  const [name, setName] = useState(field.name);
  const [required, setRequired] = useState(field.required);
  const [options, setOptions] = useState<OptionDraft[]>(field.options.map((o) => ({ key: o.id, id: o.id, label: o.label, color: o.color })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [losing, setLosing] = useState<{ label: string; count: number }[] | null>(null);
  const choice = isChoice(field.type);
  const removed = field.options.filter((o) => !options.some((d) => d.id === o.id));

  const change = (key: string, patch: Partial<OptionDraft>) => setOptions((list) => list.map((o) => (o.key === key ? { ...o, ...patch } : o)));
  const move = (index: number, by: -1 | 1) =>
    setOptions((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const send = async () => {
    setErrors({});
    setFormError(null);
    try {
      const input = { name, required, ...(choice ? { options: options.map((o) => ({ ...(o.id ? { id: o.id } : {}), label: o.label, ...(o.color ? { color: o.color } : {}) })) } : {}) };
      await save.mutateAsync({ id: field.id, input });
      toast({ title: t("edit.saved", { name: name.trim() }), variant: "success" });
      setLosing(null);
      onDone();
    } catch (e) {
      setLosing(null);
      if (isApiError(e) && e.fields) setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, m]) => [k, fieldText(m) ?? m])));
      else setFormError(isApiError(e) ? e.message : t("manage.saveFailed"));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!removed.length) return send();
    // Say first who loses what.
    const usage: FieldUsage = await apiClient.get(`/custom-fields/${encodeURIComponent(field.id)}/usage`, { parse: (d) => fieldUsageSchema.parse(d) }).catch(() => ({ taskCount: 0, optionCounts: {} }));
    setLosing(removed.map((o) => ({ label: o.label, count: usage.optionCounts[o.id] ?? 0 })));
  };

  const optionError = (i: number) => errors[`options.${i}.label`] ?? errors[`options.${i}.color`];
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 p-3" noValidate aria-label={t("edit.formNamed", { name: field.name })}>
      <FormField id={`cf-edit-name-${field.id}`} label={t("manage.name")} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={60} />
      {choice ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("manage.options")}</legend>
          <ol className="grid gap-2">
            {options.map((o, i) => (
              <li key={o.key} className="grid gap-1.5 rounded-md border border-border p-2" data-option={o.label}>
                <div className="flex flex-wrap items-center gap-1.5">
                  <label htmlFor={`cf-opt-${o.key}`} className="sr-only">
                    {t("edit.optionLabel", { n: i + 1 })}
                  </label>
                  <input id={`cf-opt-${o.key}`} value={o.label} maxLength={60} onChange={(e) => change(o.key, { label: e.target.value })} className={cn(inputClass, "h-9 min-w-0 flex-1 basis-32")} aria-invalid={optionError(i) ? true : undefined} aria-describedby={optionError(i) ? `cf-opt-${o.key}-error` : undefined} />
                  <label htmlFor={`cf-opt-color-${o.key}`} className="sr-only">
                    {t("edit.optionColor", { name: o.label || i + 1 })}
                  </label>
                  <select id={`cf-opt-color-${o.key}`} value={o.color ?? ""} onChange={(e) => change(o.key, { color: (e.target.value || undefined) as LabelColor | undefined })} className={cn(inputClass, "h-9 w-32 cursor-pointer")}>
                    <option value="">{t("edit.noColor")}</option>
                    {labelColors.map((c) => (
                      <option key={c} value={c}>
                        {tw(`colors.${c}`)}
                      </option>
                    ))}
                  </select>
                  <Button type="button" variant="ghost" size="sm" disabled={i === 0} aria-label={t("edit.moveUp", { name: o.label })} onClick={() => move(i, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" disabled={i === options.length - 1} aria-label={t("edit.moveDown", { name: o.label })} onClick={() => move(i, 1)}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" disabled={options.length === 1} aria-label={t("edit.remove", { name: o.label })} onClick={() => setOptions((list) => list.filter((x) => x.key !== o.key))}>
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {o.color && o.label.trim() ? <LabelChip label={{ name: o.label.trim(), color: o.color }} className="justify-self-start" /> : null}
                {optionError(i) ? (
                  <p id={`cf-opt-${o.key}-error`} className="text-sm text-destructive-strong" data-field-error="">
                    {optionError(i)}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          {errors.options ? <p className="text-sm text-destructive-strong">{errors.options}</p> : null}
          <div>
            <Button type="button" variant="outline" size="sm" disabled={options.length >= 50} onClick={() => setOptions((list) => [...list, { key: `new-${Date.now()}-${list.length}`, label: "" }])}>
              <Plus aria-hidden="true" />
              {t("edit.addOption")}
            </Button>
          </div>
          {removed.length ? <p className="text-sm text-muted-foreground">{t("edit.removedNote", { names: removed.map((o) => `«${o.label}»`).join(", ") })}</p> : null}
        </fieldset>
      ) : null}
      <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={required} onChange={(e) => setRequired(e.target.checked)} />
        {t("manage.required")}
      </label>
      <FormError>{formError}</FormError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={save.isPending && losing === null}>
          {t("edit.save")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {t("manage.cancel")}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={losing !== null}
        onOpenChange={(open) => !open && setLosing(null)}
        title={t("edit.removeTitle", { count: losing?.length ?? 0 })}
        description={(losing ?? []).map((l) => t("edit.removeBody", { name: l.label, count: l.count })).join(" ")}
        confirmLabel={t("edit.removeConfirm")}
        cancelLabel={t("manage.cancel")}
        isPending={save.isPending}
        onConfirm={() => void send()}
      />
    </form>
  );
}
