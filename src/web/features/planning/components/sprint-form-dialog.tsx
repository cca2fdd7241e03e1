import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { addDays } from "../../../../domain/planning/calendar";
import { useAdoptedSprintLength } from "../../../api/genetics";
import { createSprintSchema } from "../../../../domain/planning/sprint-schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { type Sprint, useCreateSprint, useUpdateSprint } from "../../../api/sprints";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";
import { validationMessage } from "../../../lib/shared-text";
import { FormField, inputClass, FormError } from "../../../components/ui/form-field";
import { useSprintSave } from "../lib/use-sprint-save";
import { OverlapWarning } from "./overlap-warning";

type FormInput = z.input<typeof createSprintSchema>;
type FormOutput = z.output<typeof createSprintSchema>;

type SprintFormDialogProps = {
  projectId: string;
  /** The sprint to edit; a new one when absent. */
  sprint?: Sprint;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Create or edit a sprint. A date range that overlaps another sprint asks for confirmation. */
export function SprintFormDialog({ projectId, sprint, isOpen, onOpenChange }: SprintFormDialogProps) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const createSprint = useCreateSprint();
  const updateSprint = useUpdateSprint();
  const { overlapMessage, formError, save } = useSprintSave(onOpenChange);
  const today = readerToday();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createSprintSchema),
    defaultValues: sprint
      ? { name: sprint.name, goal: sprint.goal, startDate: sprint.startDate, endDate: sprint.endDate }
      : { name: "", goal: "", startDate: today, endDate: addDays(today, 13) },
  });
  // A new sprint lasts the project's sprint length (set, or adopted from an evolution), unless the end is typed over.
  const adopted = useAdoptedSprintLength(projectId);
  useEffect(() => {
    if (!sprint && adopted !== null && !form.getFieldState("endDate").isDirty) form.setValue("endDate", addDays(form.getValues("startDate") || today, adopted - 1));
  }, [adopted, form, sprint, today]);
  const { errors } = form.formState;
  const isPending = createSprint.isPending || updateSprint.isPending;

  const submit = (values: FormOutput, confirmOverlap: boolean) =>
    save(async () => {
      if (sprint) {
        await updateSprint.mutateAsync({
          projectId,
          sprintId: sprint.id,
          input: { name: values.name, goal: values.goal, startDate: values.startDate, endDate: values.endDate, confirmOverlap },
        });
        toast({ title: t("sprints.toast.updated"), variant: "success" });
      } else {
        await createSprint.mutateAsync({ projectId, input: { ...values, confirmOverlap } });
        toast({ title: t("sprints.toast.created"), variant: "success" });
      }
    }, sprint ? t("sprints.errors.updateFailed") : t("sprints.errors.createFailed"));


  const message = (key: string | undefined) => validationMessage(key, language, { max: key === "validation.too_long" ? 120 : 0 });
  const idPrefix = sprint ? `sprint-${sprint.id}` : "sprint-new";

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("actions.close")}>
        <DialogHeader>
          <DialogTitle>{sprint ? t("sprints.form.editTitle") : t("sprints.form.newTitle")}</DialogTitle>
          <DialogDescription>{t("sprints.form.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => submit(values, false))}>
          <FormField id={`${idPrefix}-name`} label={t("sprints.form.name")} error={message(errors.name?.message)} autoComplete="off" {...form.register("name")} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-goal`}>{t("sprints.form.goal")}</Label>
            <textarea id={`${idPrefix}-goal`} rows={2} className={cn(inputClass, "h-auto py-2")} {...form.register("goal")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${idPrefix}-start`} type="date" label={t("sprints.form.startDate")} error={message(errors.startDate?.message)} {...form.register("startDate")} />
            <FormField id={`${idPrefix}-end`} type="date" label={t("sprints.form.endDate")} error={message(errors.endDate?.message)} {...form.register("endDate")} />
          </div>
          {overlapMessage ? <OverlapWarning message={overlapMessage} confirmLabel={t("sprints.overlap.confirm")} isPending={isPending} onConfirm={form.handleSubmit((values) => submit(values, true))} /> : null}
          <FormError>{formError}</FormError>
          <FormDialogFooter cancelLabel={t("actions.cancel")} onCancel={() => onOpenChange(false)} submitLabel={sprint ? t("actions.save") : t("sprints.form.create")} isPending={isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
