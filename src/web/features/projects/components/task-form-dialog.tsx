import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { projectPriorities, taskStatuses } from "../../../../domain/project-fields";
import { createTaskSchema, taskTypes } from "../../../../domain/projects/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import type { Milestone } from "../../../api/projects";
import { useSaveTask, type Task } from "../../../api/tasks";
import { useResources } from "../../../api/resources";
import { priorityKeys, taskStatusKeys } from "../lib/field-labels";
import { applyServerErrors, fieldMessage } from "../lib/form-errors";
import { EstimateSuggestion } from "./estimate-suggestion";
import { SelectField, TextAreaField, TextField } from "./field";
import { useLanguage } from "../../../lib/use-language";
import { FormError } from "../../../components/ui/form-field";
import { TaskSkillField } from "../../../components/capacity/task-skill-field";
import { CustomFieldInputs, checkDraft, fieldErrorsOf, type FieldDraft } from "../../../components/work-items/custom-field-section";
import { useCustomFields, useFieldValues } from "../../../api/custom-fields";

type FormInput = z.input<typeof createTaskSchema>;
type FormOutput = z.output<typeof createTaskSchema>;
const fields = ["title", "description", "type", "status", "priority", "startDate", "endDate", "estimateHours", "storyPoints", "assigneeResourceId", "milestoneId", "dependsOn"];

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
const textOrNull = (v: unknown) => (v ? v : null);

type TaskFormDialogProps = {
  projectId: string;
  task?: Task;
  tasks: Task[];
  milestones: Milestone[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Create or edit a task; a new one gets a suggested estimate from similar finished work. */
export function TaskFormDialog({ projectId, task, tasks, milestones, isOpen, onOpenChange }: TaskFormDialogProps) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const save = useSaveTask();
  const resources = useResources();
  const [formError, setFormError] = useState<string | null>(null);
  // Custom fields travel in the task's own body (decision 1214); the draft survives a failed save.
  const customFields = useCustomFields(projectId);
  const savedValues = useFieldValues(projectId);
  const [fieldDraft, setFieldDraft] = useState<FieldDraft>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: task
      ? {
          title: task.title,
          description: task.description,
          type: task.type as FormInput["type"],
          status: task.status,
          priority: task.priority,
          startDate: task.startDate,
          endDate: task.endDate,
          estimateHours: task.estimateHours,
          storyPoints: task.storyPoints,
          assigneeResourceId: task.assigneeResourceId,
          milestoneId: task.milestoneId,
          dependsOn: task.dependsOn,
        }
      : { title: "", description: "", type: "task", status: "Pendiente", priority: "Media", startDate: null, endDate: null, estimateHours: null, storyPoints: null, assigneeResourceId: null, milestoneId: null, dependsOn: [] },
  });
  const { errors } = form.formState;
  const [title, description, type, assignee, dependsOn] = useWatch({ control: form.control, name: ["title", "description", "type", "assigneeResourceId", "dependsOn"] });
  const msg = (m: string | undefined, limits: { max?: number; min?: number } = {}) => fieldMessage(m, language, limits);
  const others = tasks.filter((x) => x.id !== task?.id);
  const prefix = task ? `task-${task.id}` : "task-new";

  const submit = async (values: FormOutput) => {
    setFormError(null);
    setFieldErrors({});
    const fieldList = customFields.data ?? [];
    // A new task must say its required fields; an edit sends only what changed.
    const checked = checkDraft(fieldList, fieldDraft, language, task ? [] : fieldList.filter((f) => f.required).map((f) => f.id));
    if ("errors" in checked) {
      setFieldErrors(checked.errors);
      return;
    }
    const body = Object.keys(checked.body).length ? { ...values, customFields: checked.body } : values;
    try {
      await save.mutateAsync({ projectId, taskId: task?.id, input: body });
      toast({ title: task ? t("tasks.updated") : t("tasks.created"), variant: "success" });
      onOpenChange(false);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, fields);
      const onFields = isApiError(error) && error.fields ? fieldErrorsOf(error.fields) : {};
      setFieldErrors(onFields);
      placed.push(...Object.keys(onFields));
      const failed = task ? t("tasks.updateFailed") : t("tasks.createFailed");
      toast({ title: failed, description: isApiError(error) ? error.message : undefined, variant: "error" });
      // A message under a field says it already; the form-level line is for the rest.
      if (placed.length === 0) setFormError(isApiError(error) ? error.message : failed);
    }
  };

  const toggleDependency = (id: string, isChecked: boolean) => {
    const current = form.getValues("dependsOn") ?? [];
    form.setValue("dependsOn", isChecked ? [...current, id] : current.filter((d) => d !== id), { shouldDirty: true });
    form.clearErrors("dependsOn");
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{task ? t("tasks.editTitle") : t("tasks.newTitle")}</DialogTitle>
          <DialogDescription>{t("tasks.formDescription")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <TextField id={`${prefix}-title`} label={t("tasks.fields.title")} autoComplete="off" error={msg(errors.title?.message, { max: 300 })} {...form.register("title")} />
          <TextAreaField id={`${prefix}-description`} label={t("fields.description")} rows={2} error={msg(errors.description?.message, { max: 10000 })} {...form.register("description")} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField id={`${prefix}-status`} label={t("fields.status")} error={msg(errors.status?.message)} {...form.register("status")}>
              {taskStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`values.taskStatus.${taskStatusKeys[s]}`)}
                </option>
              ))}
            </SelectField>
            <SelectField id={`${prefix}-priority`} label={t("fields.priority")} error={msg(errors.priority?.message)} {...form.register("priority")}>
              {projectPriorities.map((s) => (
                <option key={s} value={s}>
                  {t(`values.priority.${priorityKeys[s]}`)}
                </option>
              ))}
            </SelectField>
            <SelectField id={`${prefix}-type`} label={t("tasks.fields.type")} error={msg(errors.type?.message)} {...form.register("type")}>
              {taskTypes.map((s) => (
                <option key={s} value={s}>
                  {t(`tasks.types.${s}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={`${prefix}-start`} type="date" label={t("fields.startDate")} error={msg(errors.startDate?.message)} {...form.register("startDate", { setValueAs: textOrNull })} />
            <TextField id={`${prefix}-end`} type="date" label={t("tasks.fields.endDate")} error={msg(errors.endDate?.message)} {...form.register("endDate", { setValueAs: textOrNull })} />
            <TextField id={`${prefix}-hours`} type="number" min={0} step="0.5" label={t("tasks.fields.estimateHours")} error={msg(errors.estimateHours?.message, { min: 0, max: 10000 })} {...form.register("estimateHours", { setValueAs: numberOrNull })} />
            <TextField id={`${prefix}-points`} type="number" min={0} step="1" label={t("tasks.fields.storyPoints")} error={msg(errors.storyPoints?.message, { min: 0, max: 1000 })} {...form.register("storyPoints", { setValueAs: numberOrNull })} />
          </div>
          {task ? null : (
            <EstimateSuggestion
              projectId={projectId}
              query={{ title: title ?? "", description: description ?? "", type: type ?? "task", assigneeResourceId: assignee ?? null }}
              onUse={(unit, value) => form.setValue(unit === "points" ? "storyPoints" : "estimateHours", value, { shouldDirty: true, shouldValidate: true })}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField id={`${prefix}-assignee`} label={t("tasks.fields.assignee")} error={msg(errors.assigneeResourceId?.message)} hint={resources.data?.length === 0 ? t("tasks.noResources") : undefined} {...form.register("assigneeResourceId", { setValueAs: textOrNull })}>
              <option value="">{t("tasks.unassigned")}</option>
              {(resources.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.role ? `${r.name} · ${r.role}` : r.name}
                </option>
              ))}
            </SelectField>
            <SelectField id={`${prefix}-milestone`} label={t("tasks.fields.milestone")} error={msg(errors.milestoneId?.message)} {...form.register("milestoneId", { setValueAs: textOrNull })}>
              <option value="">{t("tasks.noMilestone")}</option>
              {milestones.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </SelectField>
          </div>
          <CustomFieldInputs idPrefix={prefix} fields={customFields.data ?? []} saved={(task && savedValues.data?.get(task.id)) || {}} draft={fieldDraft} onChange={setFieldDraft} errors={fieldErrors} />
          {/* Saved on its own: a new task gets its skill once it exists. */}
          {task ? <TaskSkillField taskId={task.id} taskTitle={task.title} canEdit labelled /> : null}
          <fieldset className="grid gap-1.5" aria-describedby={errors.dependsOn ? `${prefix}-deps-error` : undefined} aria-invalid={errors.dependsOn ? true : undefined}>
            <legend className="mb-1 text-sm font-medium">{t("tasks.fields.dependsOn")}</legend>
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("tasks.noOtherTasks")}</p>
            ) : (
              <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-border p-2">
                {others.map((o) => (
                  <label key={o.id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-subtle">
                    <input type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={(dependsOn ?? []).includes(o.id)} onChange={(e) => toggleDependency(o.id, e.target.checked)} />
                    <span className="truncate">{o.title}</span>
                  </label>
                ))}
              </div>
            )}
            {errors.dependsOn ? (
              <p id={`${prefix}-deps-error`} role="alert" className="text-sm text-destructive-strong">
                {msg(errors.dependsOn.message)}
              </p>
            ) : null}
          </fieldset>
          <FormError>{formError}</FormError>
          <FormDialogFooter cancelLabel={t("common.cancel")} onCancel={() => onOpenChange(false)} submitLabel={task ? t("common.save") : t("tasks.create")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
