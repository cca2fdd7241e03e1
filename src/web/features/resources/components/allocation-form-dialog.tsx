import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { allocationSchema } from "../../../../domain/projects/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useSaveAllocation, type Allocation, type AllocationInput, type Resource } from "../../../api/resources";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";
import { FieldShell, FormField, inputClass } from "../../../components/ui/form-field";

type FormValues = { resourceId: string; hours: string; startDate: string; endDate: string };

const formSchema = z.preprocess((v: FormValues) => {
  return {
    resourceId: v.resourceId,
    hours: v.hours.trim() === "" ? undefined : Number(v.hours.replace(",", ".")),
    startDate: v.startDate === "" ? null : v.startDate,
    endDate: v.endDate === "" ? null : v.endDate,
  };
}, allocationSchema);

const fields = ["resourceId", "hours", "startDate", "endDate"] as const;

/** Create or edit one allocation of hours per week to a project (mounted while open). */
export function AllocationFormDialog({
  projectId,
  allocation,
  resources,
  onOpenChange,
}: {
  projectId: string;
  allocation?: Allocation;
  resources: Resource[];
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation("resources");
  const language = useLanguage();
  const save = useSaveAllocation();
  const form = useForm<FormValues, unknown, AllocationInput>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, AllocationInput>,
    defaultValues: {
      resourceId: allocation?.resourceId ?? "",
      hours: allocation ? String(allocation.hours) : "",
      startDate: allocation?.startDate ?? "",
      endDate: allocation?.endDate ?? "",
    },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => validationMessage(key, language);

  const submit = async (input: AllocationInput) => {
    try {
      await save.mutateAsync({ projectId, allocationId: allocation?.id, input });
      toast({ title: allocation ? t("toast.allocationUpdated") : t("toast.allocationCreated"), variant: "success" });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((fields as readonly string[]).includes(field)) form.setError(field as (typeof fields)[number], { message: text });
        }
      }
      toast({ title: t("errors.allocationSaveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("actions.cancel")}>
        <DialogHeader>
          <DialogTitle>{allocation ? t("allocations.editTitle") : t("allocations.newTitle")}</DialogTitle>
          <DialogDescription>{t("allocations.formDescription")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
          {allocation ? (
            <div className="grid gap-1.5">
              <span className="text-sm font-medium">{t("allocations.resource")}</span>
              <span className="text-sm text-muted-foreground">{allocation.resource.name}</span>
            </div>
          ) : (
            <FieldShell id="allocation-resource" label={t("allocations.resource")} error={message(errors.resourceId?.message)}>
              <select
                id="allocation-resource"
                className={inputClass}
                aria-invalid={errors.resourceId ? true : undefined}
                aria-describedby={errors.resourceId ? "allocation-resource-error" : undefined}
                {...form.register("resourceId")}
              >
                <option value="">{t("allocations.chooseResource")}</option>
                {resources.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.role ? `${r.name} · ${r.role}` : r.name}
                  </option>
                ))}
              </select>
            </FieldShell>
          )}
          <FormField id="allocation-hours" type="number" inputMode="decimal" min={0} step="0.5" label={t("allocations.hours")} error={message(errors.hours?.message)} {...form.register("hours")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="allocation-start" type="date" label={t("allocations.startDate")} error={message(errors.startDate?.message)} {...form.register("startDate")} />
            <FormField id="allocation-end" type="date" label={t("allocations.endDate")} error={message(errors.endDate?.message)} {...form.register("endDate")} />
          </div>
          <FormDialogFooter cancelLabel={t("actions.cancel")} onCancel={() => onOpenChange(false)} submitLabel={allocation ? t("actions.save") : t("actions.create")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
