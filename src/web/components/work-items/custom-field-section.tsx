import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { parseFieldValues, type CustomField, type FieldValue } from "../../../domain/work-items/custom-fields";
import { useActiveWorkspaceMembers } from "../../api/account";
import { useCustomFields, useFieldValues, useSaveFieldValues } from "../../api/custom-fields";
import { isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { sharedText } from "../../lib/shared-text";
import { useLanguage } from "../../lib/use-language";
import type { Language } from "../../i18n/language";
import { Button } from "../ui/button";
import { FieldShell, FormError, fieldAria, inputClass } from "../ui/form-field";
import { toast } from "../ui/toast-store";

// A task's custom fields in its details dialog (decision 1205). The draft is sent whole; the
// server checks every value by type and answers one message per field, which stays beside its
// control while the draft stays filled.

export type FieldDraft = Record<string, string | string[]>;
type Draft = FieldDraft;
const toDraft = (field: CustomField, value: FieldValue | undefined): string | string[] => (field.type === "multi_choice" ? (Array.isArray(value) ? value : []) : value === undefined ? "" : String(value));

/**
 * The draft as the API's values (empty text clears), checked first in the browser with the same
 * shared parser the server uses (decision 1214): errors by field id in the reader's language, or the body.
 * `including` adds fields not touched (a new task's required ones), so a required field left empty is said at once.
 */
export function checkDraft(fields: readonly CustomField[], draft: FieldDraft, language: Language, including: readonly string[] = []): { body: Record<string, FieldValue | null> } | { errors: Record<string, string> } {
  const body: Record<string, FieldValue | null> = {};
  for (const id of including) body[id] = null;
  for (const [id, v] of Object.entries(draft)) body[id] = Array.isArray(v) ? v : v.trim() === "" ? null : v;
  const parsed = parseFieldValues(fields, body);
  if ("errors" in parsed) return { errors: Object.fromEntries(Object.entries(parsed.errors).map(([k, e]) => [k.replace(/^values\./, ""), sharedText(e.key, language, e.params)])) };
  // Send what the person typed; the server normalises it the same way.
  for (const id of including) if (body[id] === null && !(id in draft)) delete body[id];
  return { body };
}

/** Server errors under `values.<id>` or `customFields.<id>`, by field id. */
export const fieldErrorsOf = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).filter(([k]) => /^(values|customFields)\./.test(k)).map(([k, m]) => [k.replace(/^(values|customFields)\./, ""), m]));

export function FieldControl({ field, value, onChange, error, disabled }: { field: CustomField; value: string | string[]; onChange: (v: string | string[]) => void; error?: string; disabled: boolean }) {
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

/**
 * The custom fields inside the task's own create/edit form (decision 1214): the draft lives here,
 * the form sends it with the task in one request.
 */
export function CustomFieldInputs({ fields, saved, draft, onChange, errors, idPrefix }: { fields: readonly CustomField[]; saved: Readonly<Record<string, FieldValue>>; draft: FieldDraft; onChange: (draft: FieldDraft) => void; errors: Record<string, string>; idPrefix: string }) {
  const { t } = useTranslation("custom-fields");
  if (!fields.length) return null;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" data-custom-fields={idPrefix}>
      <legend className="px-1 text-sm font-medium">{t("field.section")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <FieldControl key={f.id} field={f} value={draft[f.id] ?? toDraft(f, saved[f.id])} disabled={false} error={errors[f.id]} onChange={(v) => onChange({ ...draft, [f.id]: v })} />
        ))}
      </div>
    </fieldset>
  );
}

export function CustomFieldSection({ projectId, taskId, canEdit }: { projectId: string; taskId: string; canEdit: boolean }) {
  const { t } = useTranslation("custom-fields");
  const language = useLanguage();
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
    const checked = checkDraft(list, draft, language);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      await save.mutateAsync({ taskId, values: checked.body });
      setDraft({});
      toast({ title: t("field.saved"), variant: "success" });
    } catch (e) {
      if (isApiError(e) && e.fields) setErrors(fieldErrorsOf(e.fields));
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
