import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { generateSprintsSchema } from "../../../../domain/planning/sprint-schemas";
import { generateSprints, sprintGenerationLimits } from "../../../../domain/planning/sprints";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { formatDay } from "../../../lib/format";
import { type Sprint, useGenerateSprints } from "../../../api/sprints";
import { useAdoptedSprintLength } from "../../../api/genetics";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";
import { validationMessage } from "../../../lib/shared-text";
import { FormField, FormError } from "../../../components/ui/form-field";
import { useSprintSave } from "../lib/use-sprint-save";
import { OverlapWarning } from "./overlap-warning";

type FormInput = z.input<typeof generateSprintsSchema>;
type FormOutput = z.output<typeof generateSprintsSchema>;

type GenerateSprintsDialogProps = {
  projectId: string;
  sprints: readonly Sprint[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

const previewLimit = 6;

// The two numbers of the form, each within the limits the server enforces.
const numberFields = [
  { name: "count", id: "generate-count", label: "sprints.generate.count", hint: "sprints.generate.countHint", limits: sprintGenerationLimits.count },
  { name: "durationDays", id: "generate-duration", label: "sprints.generate.duration", hint: "sprints.generate.durationHint", limits: sprintGenerationLimits.durationDays },
] as const;

/** Start date, number of sprints (1–52) and duration (1–90 days): consecutive sprints, with a
 * preview, and a confirmation when they overlap the project's sprints. */
export function GenerateSprintsDialog({ projectId, sprints, isOpen, onOpenChange }: GenerateSprintsDialogProps) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const generate = useGenerateSprints();
  const { overlapMessage, formError, save } = useSprintSave(onOpenChange);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(generateSprintsSchema),
    defaultValues: { startDate: readerToday(), count: 4, durationDays: 14 },
  });
  // The project's sprint length (set, or adopted from an evolution) is the duration, unless typed over.
  const adopted = useAdoptedSprintLength(projectId);
  useEffect(() => {
    if (adopted !== null && !form.getFieldState("durationDays").isDirty) form.setValue("durationDays", adopted);
  }, [adopted, form]);
  const { errors } = form.formState;
  const [startDate, count, durationDays] = useWatch({ control: form.control, name: ["startDate", "count", "durationDays"] });

  const preview = useMemo(() => {
    try {
      return generateSprints({ startDate, count, durationDays, existing: sprints });
    } catch {
      return null;
    }
  }, [startDate, count, durationDays, sprints]);

  const submit = (values: FormOutput, confirmOverlap: boolean) =>
    save(async () => {
      const created = await generate.mutateAsync({ projectId, input: { ...values, confirmOverlap } });
      toast({ title: t("sprints.toast.generated", { count: created.length }), variant: "success" });
    }, t("sprints.errors.generateFailed"));



  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("actions.close")}>
        <DialogHeader>
          <DialogTitle>{t("sprints.generate.title")}</DialogTitle>
          <DialogDescription>{t("sprints.generate.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => submit(values, false))}>
          <FormField id="generate-start" type="date" label={t("sprints.generate.startDate")} error={validationMessage(errors.startDate?.message, language)} {...form.register("startDate")} />
          <div className="grid gap-4 sm:grid-cols-2">
            {numberFields.map(({ name, id, label, hint, limits }) => (
              <FormField
                key={name}
                id={id}
                type="number"
                inputMode="numeric"
                min={limits.min}
                max={limits.max}
                label={t(label)}
                hint={t(hint, limits)}
                error={validationMessage(errors[name]?.message, language, limits)}
                {...form.register(name, { valueAsNumber: true })}
              />
            ))}
          </div>
          {preview && preview.sprints.length > 0 ? (
            <div className="rounded-md bg-muted p-3 text-sm">
              <p className="font-medium">{t("sprints.generate.preview")}</p>
              <ul className="mt-1 grid gap-0.5 text-muted-foreground">
                {preview.sprints.slice(0, previewLimit).map((s) => (
                  <li key={s.number}>
                    {s.name}: {formatDay(s.startDate, language)} – {formatDay(s.endDate, language)}
                  </li>
                ))}
                {preview.sprints.length > previewLimit ? <li>{t("sprints.generate.more", { count: preview.sprints.length - previewLimit })}</li> : null}
              </ul>
            </div>
          ) : null}
          {overlapMessage ? <OverlapWarning message={overlapMessage} confirmLabel={t("sprints.overlap.confirmGenerate")} isPending={generate.isPending} onConfirm={form.handleSubmit((values) => submit(values, true))} /> : null}
          <FormError>{formError}</FormError>
          <FormDialogFooter cancelLabel={t("actions.cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("sprints.generate.submit")} isPending={generate.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
