import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { costCategories, costSchema } from "../../../../domain/intelligence/cost-schema";
import { readerToday } from "../../../lib/reader-day";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { type Cost, useCreateCost, useUpdateCost } from "../../../api/intelligence";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";
import { FormField, inputClass } from "../../../components/ui/form-field";

type FormInput = z.input<typeof costSchema>;
type FormOutput = z.output<typeof costSchema>;
const fieldNames = ["date", "category", "description", "amount"] as const;

type CostFormProps = {
  projectId: string;
  canEdit: boolean;
  /** The entry being corrected; absent to add a new one. Give the form a key per entry. */
  editing?: Cost | null;
  /** Called when a correction is saved or cancelled. */
  onDone?: () => void;
};

/**
 * Adds a cost entry, or corrects one, validated with the server's schema; server field errors land
 * under each field and what was typed stays.
 */
export function CostForm({ projectId, canEdit, editing = null, onDone }: CostFormProps) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const createCost = useCreateCost();
  const updateCost = useUpdateCost();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(costSchema),
    defaultValues: editing
      ? { date: editing.date, category: editing.category as FormInput["category"], description: editing.description, amount: editing.amount }
      : { date: readerToday(), category: "services", description: "", amount: undefined as unknown as number },
  });
  useEffect(() => {
    if (editing) form.setFocus("description");
  }, [editing, form]);
  const { errors } = form.formState;
  const message = (key: string | undefined) => validationMessage(key, language, { max: key === "validation.too_long" ? 500 : 1_000_000_000_000, min: 0 });

  const submit = async (values: FormOutput) => {
    try {
      if (editing) {
        await updateCost.mutateAsync({ projectId, costId: editing.id, input: values });
        toast({ title: t("finance.costs.updated"), variant: "success" });
        onDone?.();
        return;
      }
      await createCost.mutateAsync({ projectId, input: values });
      toast({ title: t("finance.costs.added"), variant: "success" });
      form.reset({ ...values, description: "", amount: undefined as unknown as number });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const name of fieldNames) {
          const key = error.fields[name];
          if (key) form.setError(name, { message: key });
        }
      }
      const failed = editing ? t("finance.costs.updateFailed") : t("finance.costs.addFailed");
      toast({ title: isApiError(error) && error.status === 403 ? t("errors.forbidden") : failed, description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  if (!canEdit) return null;
  return (
    <form className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-[9rem_10rem_minmax(0,1fr)_9rem_auto] lg:items-start" noValidate onSubmit={form.handleSubmit(submit)} aria-label={editing ? t("finance.costs.editFormLabel") : t("finance.costs.formLabel")}>
      <FormField id="cost-date" type="date" label={t("finance.costs.date")} error={message(errors.date?.message)} {...form.register("date")} />
      <div className="grid gap-1.5">
        <Label htmlFor="cost-category">{t("finance.costs.category")}</Label>
        <select id="cost-category" className={cn(inputClass)} {...form.register("category")}>
          {costCategories.map((c) => (
            <option key={c} value={c}>
              {t(`finance.category.${c}`)}
            </option>
          ))}
        </select>
        {errors.category ? <p className="text-sm text-destructive-strong">{message(errors.category.message)}</p> : null}
      </div>
      <FormField id="cost-description" label={t("finance.costs.description")} error={message(errors.description?.message)} autoComplete="off" {...form.register("description")} />
      <FormField id="cost-amount" type="number" inputMode="decimal" step="0.01" min="0" label={t("finance.costs.amount")} error={message(errors.amount?.message)} {...form.register("amount", { valueAsNumber: true })} />
      {editing ? (
        <div className="flex gap-2 lg:mt-6">
          <Button type="submit" isLoading={updateCost.isPending}>
            {t("finance.costs.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t("finance.costs.cancel")}
          </Button>
        </div>
      ) : (
        <Button type="submit" className="lg:mt-6" isLoading={createCost.isPending}>
          {t("finance.costs.add")}
        </Button>
      )}
    </form>
  );
}
