import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { projectPhases, projectPriorities, projectStatuses } from "../../../../domain/project-fields";
import { updateProjectSchema } from "../../../../domain/projects/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useUpdateProject, type Project } from "../../../api/projects";
import { phaseKeys, priorityKeys, statusKeys } from "../lib/field-labels";
import { applyServerErrors, fieldMessage } from "../lib/form-errors";
import { parsePesos } from "../lib/money";
import { SelectField, TextAreaField, TextField } from "./field";
import { useLanguage } from "../../../lib/use-language";
import { FormError } from "../../../components/ui/form-field";

type FormInput = z.input<typeof updateProjectSchema>;
type FormOutput = z.output<typeof updateProjectSchema>;
const fields = ["name", "description", "status", "priority", "phase", "startDate", "dueDate", "budget", "benefit", "progress", "progressMode"];

/** Edit a project's record with the shared schema; progress follows the tasks unless set by hand. */
export function EditProjectDialog({ project, isOpen, onOpenChange }: { project: Project; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const update = useUpdateProject();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProjectSchema),
    defaultValues: {
      name: project.name,
      description: project.description,
      status: project.status,
      priority: project.priority,
      phase: project.phase,
      startDate: project.startDate,
      dueDate: project.dueDate,
      budget: project.budget,
      benefit: project.benefit,
      progress: project.progress,
      progressMode: project.progressMode === "manual" ? "manual" : "auto",
    },
  });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: "progressMode" });
  const msg = (m: string | undefined, limits: { max?: number; min?: number } = {}) => fieldMessage(m, language, limits);

  const submit = async (values: FormOutput) => {
    setFormError(null);
    const input = { ...values };
    // In automatic mode the server computes progress from the tasks.
    if (input.progressMode === "auto") delete input.progress;
    try {
      await update.mutateAsync({ projectId: project.id, input });
      toast({ title: t("toast.updated"), variant: "success" });
      onOpenChange(false);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, fields);
      toast({ title: t("toast.updateFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
      // A message under a field says it already; the form-level line is for the rest.
      if (placed.length === 0) setFormError(isApiError(error) ? error.message : t("toast.updateFailed"));
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("edit.title")}</DialogTitle>
          <DialogDescription>{t("edit.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <TextField id="edit-name" label={t("fields.name")} autoComplete="off" error={msg(errors.name?.message, { max: 200 })} {...form.register("name")} />
          <TextAreaField id="edit-description" label={t("fields.description")} rows={3} error={msg(errors.description?.message, { max: 5000 })} {...form.register("description")} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField id="edit-status" label={t("fields.status")} error={msg(errors.status?.message)} {...form.register("status")}>
              {projectStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`values.status.${statusKeys[s]}`)}
                </option>
              ))}
            </SelectField>
            <SelectField id="edit-priority" label={t("fields.priority")} error={msg(errors.priority?.message)} {...form.register("priority")}>
              {projectPriorities.map((s) => (
                <option key={s} value={s}>
                  {t(`values.priority.${priorityKeys[s]}`)}
                </option>
              ))}
            </SelectField>
            <SelectField id="edit-phase" label={t("fields.phase")} error={msg(errors.phase?.message)} {...form.register("phase")}>
              {projectPhases.map((s) => (
                <option key={s} value={s}>
                  {t(`values.phase.${phaseKeys[s]}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="edit-start" type="date" label={t("fields.startDate")} error={msg(errors.startDate?.message)} {...form.register("startDate", { setValueAs: (v: unknown) => (v ? v : null) })} />
            <TextField id="edit-due" type="date" label={t("fields.dueDate")} error={msg(errors.dueDate?.message)} {...form.register("dueDate", { setValueAs: (v: unknown) => (v ? v : null) })} />
            <TextField id="edit-budget" inputMode="decimal" label={t("planner.budgetLabel")} error={msg(errors.budget?.message, { min: 0, max: 1_000_000_000_000 })} {...form.register("budget", { setValueAs: parsePesos })} />
            <TextField id="edit-benefit" inputMode="decimal" label={t("planner.benefitLabel")} error={msg(errors.benefit?.message, { min: 0, max: 1_000_000_000_000 })} {...form.register("benefit", { setValueAs: parsePesos })} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField id="edit-progress-mode" label={t("edit.progressMode")} error={msg(errors.progressMode?.message)} {...form.register("progressMode")}>
              <option value="auto">{t("edit.progressAuto")}</option>
              <option value="manual">{t("edit.progressManual")}</option>
            </SelectField>
            <TextField
              id="edit-progress"
              type="number"
              min={0}
              max={100}
              step={1}
              label={t("edit.progress")}
              disabled={mode !== "manual"}
              hint={mode !== "manual" ? t("edit.progressAutoHint") : undefined}
              error={msg(errors.progress?.message, { min: 0, max: 100 })}
              {...form.register("progress", { valueAsNumber: true })}
            />
          </div>
          <FormError>{formError}</FormError>
          <FormDialogFooter cancelLabel={t("common.cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("common.save")} isPending={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
