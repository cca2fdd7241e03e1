import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { updateProjectSchema } from "../../../../domain/projects/schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useUpdateProject, type Project } from "../../../api/projects";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { applyServerErrors, fieldMessage } from "../lib/form-errors";
import { TextAreaField } from "./field";
import { useLanguage } from "../../../lib/use-language";

export const narrativeFields = ["objectives", "scope", "resources", "schedule", "risks", "stakeholders", "communicationPlan", "changeManagement", "evaluation", "lessonsLearned"] as const;
export type NarrativeField = (typeof narrativeFields)[number];

type FormInput = z.input<typeof updateProjectSchema>;
type FormOutput = z.output<typeof updateProjectSchema>;

/** Free-text sections of the management record, saved with the project's shared schema. */
export function NarrativeForm({ project, fields, idPrefix }: { project: Project; fields: readonly NarrativeField[]; idPrefix: string }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const update = useUpdateProject();
  const { canEdit } = useMyPermissions();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProjectSchema),
    defaultValues: Object.fromEntries(fields.map((f) => [f, project[f]])),
  });
  const { errors, isDirty } = form.formState;

  const submit = async (values: FormOutput) => {
    try {
      await update.mutateAsync({ projectId: project.id, input: values });
      form.reset(values);
      toast({ title: t("toast.updated"), variant: "success" });
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      toast({ title: t("toast.updateFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className={fields.length > 1 ? "grid gap-4 md:grid-cols-2" : "grid gap-4"}>
        {fields.map((f) => (
          <TextAreaField
            key={f}
            id={`${idPrefix}-${f}`}
            label={t(`management.narrative.${f}`)}
            hint={t(`management.narrativeHints.${f}`)}
            rows={4}
            readOnly={!canEdit}
            error={fieldMessage(errors[f]?.message, language, { max: 20000 })}
            {...form.register(f)}
          />
        ))}
      </div>
      <div className={canEdit ? undefined : "hidden"}>
        <Button type="submit" variant={isDirty ? "primary" : "outline"} isLoading={update.isPending}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
