import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { deleteAccountSchema } from "../../../../domain/accounts/schemas";
import { sessionQueryKey } from "../../../app/session";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { useDeleteAccount } from "../api/delete-account";

type Values = z.input<typeof deleteAccountSchema>;
type Output = z.output<typeof deleteAccountSchema>;

/** Deleting the account, confirmed with the password. The last owner of a shared workspace is refused (409). */
export function DeleteAccountSection() {
  const { t } = useTranslation("account");
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const report = useReportError();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });

  const onSubmit = async (values: Output) => {
    setFailure(null);
    try {
      await remove.mutateAsync(values);
      // Leave the (guarded) page first, then forget the session and everything cached for it.
      await navigate("/", { replace: true });
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      toast({ title: t("delete.done"), variant: "success" });
    } catch (error) {
      const message = report(error, { form, fields: ["password"], fieldOfCode: { INVALID_PASSWORD: "password" } });
      setFailure(message);
    }
  };

  return (
    <SectionCard className="border-destructive-strong/40" title={t("delete.title")} description={t("delete.description")}>
      <Button variant="destructive" onClick={() => setIsOpen(true)}>
        {t("delete.open")}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) {
            form.reset();
            setFailure(null);
          }
        }}
      >
        <DialogContent closeLabel={t("actions.cancel")}>
          <DialogHeader>
            <DialogTitle>{t("delete.confirmTitle")}</DialogTitle>
            <DialogDescription>{t("delete.confirmBody")}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
            <TextField id="delete-password" type="password" autoComplete="current-password" label={t("delete.password")} error={fieldText(form.formState.errors.password?.message)} {...form.register("password")} />
            {failure && !form.formState.errors.password ? (
              <p role="alert" className="rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm">
                {failure}
              </p>
            ) : null}
            <FormDialogFooter cancelLabel={t("actions.cancel")} onCancel={() => setIsOpen(false)} submitLabel={remove.isPending ? t("actions.processing") : t("delete.confirm")} isPending={remove.isPending} submitVariant="destructive" />
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
