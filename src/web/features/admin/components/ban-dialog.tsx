import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { banUserSchema } from "../../../../domain/accounts/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import type { AdminUser } from "../api/admin-users";
import { useBanUser } from "../api/user-actions";

// The form keeps the browser's local date-time; the shared schema checks the ISO instant sent.
const formSchema = z.object({ reason: z.string(), expiresAt: z.string() });
type Values = z.infer<typeof formSchema>;

export function BanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const fieldText = useFieldText();
  const ban = useBanUser();
  const report = useReportError();
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: { reason: "", expiresAt: "" } });

  const onSubmit = async (values: Values) => {
    if (!user) return;
    const parsed = banUserSchema.safeParse({
      reason: values.reason.trim() || undefined,
      expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "reason" || field === "expiresAt") form.setError(field, { type: "schema", message: issue.message });
      }
      return;
    }
    try {
      await ban.mutateAsync({ userId: user.id, input: parsed.data });
      toast({ title: t("users.banned", { email: user.email }), variant: "success" });
      form.reset();
      onClose();
    } catch (error) {
      report(error, { form, fields: ["reason", "expiresAt"] });
    }
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t("actions.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("ban.title", { email: user?.email ?? "" })}</DialogTitle>
          <DialogDescription>{t("ban.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <TextField id="ban-reason" label={t("ban.reason")} error={fieldText(form.formState.errors.reason?.message, { max: 500 })} {...form.register("reason")} />
          <TextField id="ban-expires" type="datetime-local" label={t("ban.expiresAt")} hint={t("ban.expiresHint")} error={fieldText(form.formState.errors.expiresAt?.message)} {...form.register("expiresAt")} />
          <FormDialogFooter cancelLabel={t("actions.cancel")} onCancel={onClose} submitLabel={ban.isPending ? t("actions.processing") : t("ban.submit")} isPending={ban.isPending} submitVariant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
