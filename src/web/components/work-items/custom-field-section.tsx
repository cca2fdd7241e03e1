import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CustomField, FieldValue } from "../../../domain/work-items/custom-fields";
import { useActiveWorkspaceMembers } from "../../api/account";
import { useCustomFields, useFieldValues, useSaveFieldValues } from "../../api/custom-fields";
import { isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { FieldShell, FormError, fieldAria, inputClass } from "../ui/form-field";
import { toast } from "../ui/toast-store";

// A task's custom fields in its details dialog (decision 1205). The draft is sent whole; the
// server checks every value by type and answers one message per field, which stays beside its
// control while the draft stays filled.

type Draft = Record<string, string | string[]>;
const toDraft = (field: CustomField, value: FieldValue | undefined): string | string[] => (field.type === "multi_choice" ? (Array.isArray(value) ? value : []) : value === undefined ? "" : String(value));

function FieldControl({ field, value, onChange, error, disabled }: { field: CustomField; value: string | string[]; onChange: (v: string | string[]) => void; error?: string; disabled: boolean }) {
  const { t } = useTranslation("custom-fields");
  const members = useActiveWorkspaceMembers();
  const id = `cf-${field.id}`;
  const label = field.required ? t("field.requiredName", { name: field.name }) : field.name;
  if (field.type === "multi_choice") {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium">{label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {field.options.map((o) => (
            <label key={o.id} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" disabled={disabled} checked={chosen.includes(o.id)} onChange={() => onChange(chosen.includes(o.id) ? chosen.filter((c) => c !== o.id) : [...chosen, o.id])} />
              {o.label}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive-strong" data-field-error="">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const text = typeof value === "string" ? value : "";
  const common = { id, disabled, ...fieldAria(id, error), className: cn(inputClass, "h-9") };
  return (
    <FieldShell id={id} label={label} error={error}>
      {field.type === "single_choice" || field.type === "person" ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)} className={cn(common.className, "cursor-pointer")}>
          <option value="">{t("field.none")}</option>
          {field.type === "single_choice"
            ? field.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))
            : (members.data ?? []).map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name || m.email}
                </option>
              ))}
        </select>
      ) : (
        // Numbers are typed as text so that "1,5" or a stray letter reach the server's own message.
        <input {...common} type={field.type === "date" ? "date" : field.type === "url" ? "url" : "text"} inputMode={field.type === "number" ? "decimal" : undefined} value={text} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldShell>
  );
}

export function CustomFieldSection({ projectId, taskId, canEdit }: { projectId: string; taskId: string; canEdit: boolean }) {
  const { t } = useTranslation("custom-fields");
  const fields = useCustomFields(projectId);
  const values = useFieldValues(projectId);
  const save = useSaveFieldValues(projectId);
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const list = fields.data ?? [];
  if (!list.length) return <p className="text-sm text-muted-foreground">{t("field.noneDefined")}</p>;
  const saved = values.data?.get(taskId) ?? {};
  const shown = (f: CustomField) => draft[f.id] ?? toDraft(f, saved[f.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body: Record<string, FieldValue | null> = {};
    for (const [id, v] of Object.entries(draft)) body[id] = Array.isArray(v) ? v : v.trim() === "" ? null : v;
    try {
      await save.mutateAsync({ taskId, values: body });
      setDraft({});
      toast({ title: t("field.saved"), variant: "success" });
    } catch (e) {
      if (isApiError(e) && e.fields) setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, m]) => [k.replace(/^values\./, ""), m])));
      else setFormError(isApiError(e) ? e.message : t("field.saveFailed"));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        {list.map((f) => (
          <FieldControl key={f.id} field={f} value={shown(f)} disabled={!canEdit} error={errors[f.id]} onChange={(v) => setDraft((d) => ({ ...d, [f.id]: v }))} />
        ))}
      </div>
      <FormError>{formError}</FormError>
      {canEdit ? (
        <div>
          <Button type="submit" size="sm" variant="outline" isLoading={save.isPending} disabled={!Object.keys(draft).length}>
            {t("field.save")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
