import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { type RegisterName, useSaveRegisterItem } from "../../../api/registers";
import { applyServerErrors, fieldMessage } from "../lib/form-errors";
import { SelectField, TextAreaField, TextField } from "./field";
import { useLanguage } from "../../../lib/use-language";

export type RegisterField = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "date" | "scale" | "select" | "money" | "email";
  options?: { value: string; label: string }[];
  max?: number;
  isWide?: boolean;
};

type RegisterFormDialogProps = {
  projectId: string;
  register: RegisterName;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  fields: RegisterField[];
  title: string;
  itemId?: string;
  defaults: Record<string, unknown>;
  onOpenChange: (isOpen: boolean) => void;
};

const toNullable = (v: unknown) => (v === "" || v === undefined ? null : v);
const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(String(v).replace(/[\s$,]/g, "")));

/** Add or edit one row of a project register (milestones, stakeholders, risks, …) with its shared schema. */
export function RegisterFormDialog({ projectId, register, schema, fields, title, itemId, defaults, onOpenChange }: RegisterFormDialogProps) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const save = useSaveRegisterItem(projectId, register);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Record<string, unknown>, unknown, Record<string, unknown>>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const prefix = `${register}-${itemId ?? "new"}`;

  const submit = async (values: Record<string, unknown>) => {
    setFormError(null);
    try {
      await save.mutateAsync({ itemId, input: values });
      toast({ title: t("management.saved"), variant: "success" });
      onOpenChange(false);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, fields.map((f) => f.name));
      toast({ title: t("management.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
      // A message under a field says it already; the form-level line is for the rest.
      if (placed.length === 0) setFormError(isApiError(error) ? error.message : t("management.saveFailed"));
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("management.formDescription")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={form.handleSubmit(submit)}>
          {fields.map((f) => {
            const id = `${prefix}-${f.name}`;
            const error = fieldMessage(errors[f.name]?.message as string | undefined, language, { max: f.kind === "scale" ? 5 : f.max, min: f.kind === "scale" ? 1 : 0 });
            const wide = f.isWide || f.kind === "textarea" ? "sm:col-span-2" : undefined;
            if (f.kind === "textarea")
              return (
                <div key={f.name} className={wide}>
                  <TextAreaField id={id} label={f.label} rows={3} error={error} {...form.register(f.name)} />
                </div>
              );
            if (f.kind === "select" || f.kind === "scale")
              return (
                <div key={f.name} className={wide}>
                  <SelectField id={id} label={f.label} error={error} {...form.register(f.name, { setValueAs: f.kind === "scale" ? (v: unknown) => Number(v) : undefined })}>
                    {(f.options ?? [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`management.scale.${n as 1 | 2 | 3 | 4 | 5}`) }))).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </SelectField>
                </div>
              );
            return (
              <div key={f.name} className={wide}>
                <TextField
                  id={id}
                  label={f.label}
                  type={f.kind === "date" ? "date" : f.kind === "email" ? "email" : "text"}
                  inputMode={f.kind === "money" ? "decimal" : undefined}
                  autoComplete="off"
                  error={error}
                  {...form.register(f.name, { setValueAs: f.kind === "date" || f.kind === "email" ? toNullable : f.kind === "money" ? toNumber : undefined })}
                />
              </div>
            );
          })}
          {formError ? (
            <p role="alert" className="text-sm text-destructive-strong sm:col-span-2">
              {formError}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              {itemId ? t("common.save") : t("common.add")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
