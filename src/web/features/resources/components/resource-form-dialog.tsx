import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { resourceSchema } from "../../../../domain/projects/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useActiveWorkspaceMembers } from "../../../api/account";
import { useSaveResource, type Resource, type ResourceInput } from "../../../api/resources";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";
import { FieldShell, FormField, inputClass } from "../../../components/ui/form-field";

type FormValues = { name: string; role: string; email: string; userId: string; availability: string; costPerHour: string };

// The inputs hold text; the shared schema (the server's) checks what they become.
const formSchema = z.preprocess((v: FormValues) => {
  const number = (s: string) => (s.trim() === "" ? undefined : Number(s.replace(",", ".")));
  return {
    name: v.name,
    role: v.role,
    email: v.email.trim() === "" ? null : v.email.trim(),
    userId: v.userId === "" ? null : v.userId,
    availability: number(v.availability),
    costPerHour: number(v.costPerHour),
  };
}, resourceSchema);

const fields = ["name", "role", "email", "userId", "availability", "costPerHour"] as const;

function toForm(resource?: Resource): FormValues {
  return {
    name: resource?.name ?? "",
    role: resource?.role ?? "",
    email: resource?.email ?? "",
    userId: resource?.userId ?? "",
    availability: String(resource?.availability ?? 40),
    costPerHour: String(resource?.costPerHour ?? 0),
  };
}

/** Create or edit a person or role; the server's per-field errors land under each field. Mounted
 * while open, so it starts from the resource each time. */
export function ResourceFormDialog({ resource, isOpen, onOpenChange }: { resource?: Resource; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation("resources");
  const language = useLanguage();
  const save = useSaveResource();
  const members = useActiveWorkspaceMembers();
  const form = useForm<FormValues, unknown, ResourceInput>({ resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, ResourceInput>, defaultValues: toForm(resource) });
  const { errors } = form.formState;

  const submit = async (input: ResourceInput) => {
    try {
      await save.mutateAsync({ id: resource?.id, input });
      toast({ title: resource ? t("toast.updated") : t("toast.created"), variant: "success" });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((fields as readonly string[]).includes(field)) form.setError(field as (typeof fields)[number], { message });
        }
      }
      toast({ title: t("errors.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  const message = (key: string | undefined, max = 200) => validationMessage(key, language, { max });
  const id = resource ? `resource-${resource.id}` : "resource-new";
  const memberRegistration = form.register("userId");

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("actions.cancel")}>
        <DialogHeader>
          <DialogTitle>{resource ? t("form.editTitle") : t("form.newTitle")}</DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <FieldShell id={`${id}-member`} label={t("form.member")} error={message(errors.userId?.message)}>
            <select
              id={`${id}-member`}
              className={inputClass}
              {...memberRegistration}
              onChange={(event) => {
                void memberRegistration.onChange(event);
                const member = members.data?.find((m) => m.userId === event.target.value);
                if (member) {
                  if (!form.getValues("name")) form.setValue("name", member.name || member.email);
                  if (!form.getValues("email")) form.setValue("email", member.email);
                }
              }}
            >
              <option value="">{t("form.notMember")}</option>
              {(members.data ?? []).map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name ? `${m.name} · ${m.email}` : m.email}
                </option>
              ))}
            </select>
          </FieldShell>
          <FormField id={`${id}-name`} label={t("form.name")} error={message(errors.name?.message)} autoComplete="off" {...form.register("name")} />
          <FormField id={`${id}-role`} label={t("form.role")} placeholder={t("form.rolePlaceholder")} error={message(errors.role?.message)} autoComplete="off" {...form.register("role")} />
          <FormField id={`${id}-email`} type="email" label={t("form.email")} error={message(errors.email?.message, 255)} autoComplete="off" {...form.register("email")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-availability`} type="number" inputMode="decimal" min={0} max={10000} step="0.5" label={t("form.availability")} error={message(errors.availability?.message)} {...form.register("availability")} />
            <FormField id={`${id}-cost`} type="number" inputMode="decimal" min={0} step="0.01" label={t("form.costPerHour")} error={message(errors.costPerHour?.message)} {...form.register("costPerHour")} />
          </div>
          <FormDialogFooter cancelLabel={t("actions.cancel")} onCancel={() => onOpenChange(false)} submitLabel={resource ? t("actions.save") : t("actions.create")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
