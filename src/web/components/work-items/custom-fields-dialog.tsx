import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { customFieldTypes, isChoice, type CustomField, type CustomFieldType } from "../../../domain/work-items/custom-fields";
import { useCustomFields, useDeleteCustomField, useSaveCustomField } from "../../api/custom-fields";
import { isApiError } from "../../lib/api-client";
import { apiClient } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { useFieldText } from "../../lib/shared-text";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FieldShell, FormError, FormField, fieldAria, inputClass } from "../ui/form-field";
import { Skeletons } from "../ui/skeleton";
import { toast } from "../ui/toast-store";
import { CustomFieldEditor } from "./custom-field-editor";

// Admins and owners define the custom fields (decision 1205): for the whole workspace or this
// project; choices take one option a line, in order. Deleting one says how many tasks lose it.

function DeleteField({ field, onDone }: { field: CustomField; onDone: () => void }) {
  const { t } = useTranslation("custom-fields");
  const remove = useDeleteCustomField();
  const [count, setCount] = useState<number | null>(null);
  const ask = async () => {
    const usage = await apiClient.get(`/custom-fields/${encodeURIComponent(field.id)}/usage`, { parse: (d) => d as { taskCount: number } }).catch(() => ({ taskCount: 0 }));
    setCount(usage.taskCount);
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync(field.id);
      toast({ title: t("manage.deleted", { name: field.name }), variant: "success" });
      onDone();
    } catch {
      toast({ title: t("manage.deleteFailed"), variant: "error" });
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={t("manage.deleteNamed", { name: field.name })} onClick={() => void ask()}>
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        isOpen={count !== null}
        onOpenChange={(open) => !open && setCount(null)}
        title={t("manage.confirmTitle", { name: field.name })}
        description={t("manage.confirmBody", { count: count ?? 0 })}
        confirmLabel={t("manage.confirmDelete")}
        cancelLabel={t("manage.cancel")}
        isPending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

export function CustomFieldsDialog({ projectId, onOpenChange }: { projectId: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("custom-fields");
  const fieldText = useFieldText();
  const fields = useCustomFields(projectId);
  const save = useSaveCustomField();
  const [name, setName] = useState("");
  const [type, setType] = useState<CustomFieldType>("text");
  const [options, setOptions] = useState("");
  const [required, setRequired] = useState(false);
  const [onlyHere, setOnlyHere] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const optionList = isChoice(type) ? options.split("\n").map((o) => o.trim()).filter(Boolean).map((label) => ({ label })) : undefined;
    try {
      await save.mutateAsync({ input: { name, type, options: optionList, required, projectId: onlyHere ? projectId : null } });
      toast({ title: t("manage.added", { name: name.trim() }), variant: "success" });
      setName("");
      setOptions("");
      setRequired(false);
    } catch (e) {
      if (isApiError(e) && e.fields) setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, m]) => [k.split(".")[0]!, fieldText(m) ?? m])));
      else setFormError(isApiError(e) ? e.message : t("manage.saveFailed"));
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("manage.title")}</DialogTitle>
          <DialogDescription>{t("manage.intro")}</DialogDescription>
        </DialogHeader>
        {fields.isPending ? (
          <Skeletons count={2} className="h-10" />
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("manage.listLabel")}>
            {(fields.data ?? []).length === 0 ? <li className="p-3 text-sm text-muted-foreground">{t("field.noneDefined")}</li> : null}
            {(fields.data ?? []).map((f) =>
              editing === f.id ? (
                <li key={f.id} data-field-row={f.name}>
                  <CustomFieldEditor field={f} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li key={f.id} className="flex items-center justify-between gap-2 p-2 pl-3 text-sm" data-field-row={f.name}>
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{f.name}</span>
                    <span className="text-muted-foreground"> · {t(`types.${f.type}`)} · {f.projectId ? t("manage.thisProject") : t("manage.workspace")}</span>
                    {f.options.length ? <span className="block text-xs text-muted-foreground">{f.options.map((o) => o.label).join(" · ")}</span> : null}
                  </span>
                  <span className="flex shrink-0">
                    <Button variant="ghost" size="sm" aria-label={t("edit.open", { name: f.name })} onClick={() => setEditing(f.id)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteField field={f} onDone={() => undefined} />
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
        <form onSubmit={(e) => void add(e)} className="grid gap-3 border-t border-border pt-3" noValidate>
          <h3 className="text-sm font-semibold">{t("manage.new")}</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="cf-new-name" label={t("manage.name")} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={60} />
            <FieldShell id="cf-new-type" label={t("manage.type")} error={errors.type}>
              <select id="cf-new-type" value={type} onChange={(e) => setType(e.target.value as CustomFieldType)} className={cn(inputClass, "cursor-pointer")} {...fieldAria("cf-new-type", errors.type)}>
                {customFieldTypes.map((ty) => (
                  <option key={ty} value={ty}>
                    {t(`types.${ty}`)}
                  </option>
                ))}
              </select>
            </FieldShell>
          </div>
          {isChoice(type) ? (
            <FieldShell id="cf-new-options" label={t("manage.options")} hint={t("manage.optionsHint")} error={errors.options}>
              <textarea id="cf-new-options" rows={3} value={options} onChange={(e) => setOptions(e.target.value)} className={cn(inputClass, "h-auto py-2")} {...fieldAria("cf-new-options", errors.options, t("manage.optionsHint"))} />
            </FieldShell>
          ) : null}
          <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={required} onChange={(e) => setRequired(e.target.checked)} />
            {t("manage.required")}
          </label>
          <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={onlyHere} onChange={(e) => setOnlyHere(e.target.checked)} />
            {t("manage.onlyThisProject")}
          </label>
          <FormError>{formError}</FormError>
          <div>
            <Button type="submit" size="sm" isLoading={save.isPending}>
              <Plus aria-hidden="true" />
              {t("manage.add")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
