import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { changePasswordSchema } from "../../../../domain/accounts/schemas";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { useChangePassword } from "../api/change-password";

type Values = z.input<typeof changePasswordSchema>;
type Output = z.output<typeof changePasswordSchema>;

/** Change the password, ending every other session unless unticked (the default is on: a password changes most often because it leaked). */
export function PasswordSection() {
  const { t } = useTranslation("account");
  const fieldText = useFieldText();
  const change = useChangePassword();
  const report = useReportError();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", revokeOtherSessions: true },
  });
  const { errors } = form.formState;

  const onSubmit = async (values: Output) => {
    try {
      await change.mutateAsync(values);
      toast({ title: t("password.saved"), description: values.revokeOtherSessions ? t("password.othersEnded") : undefined, variant: "success" });
      form.reset();
    } catch (error) {
      report(error, { form, fields: ["currentPassword", "newPassword"], fieldOfCode: { INVALID_PASSWORD: "currentPassword" } });
    }
  };

  return (
    <SectionCard title={t("password.title")} description={t("password.description")}>
      <form className="grid gap-4 sm:max-w-md" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextField id="password-current" type="password" autoComplete="current-password" label={t("password.current")} error={fieldText(errors.currentPassword?.message)} {...form.register("currentPassword")} />
        <TextField id="password-new" type="password" autoComplete="new-password" label={t("password.new")} hint={t("password.hint")} error={fieldText(errors.newPassword?.message)} {...form.register("newPassword")} />
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="revokeOtherSessions"
            render={({ field }) => <Switch id="password-revoke" checked={field.value ?? true} onCheckedChange={field.onChange} />}
          />
          <Label htmlFor="password-revoke">{t("password.revokeOthers")}</Label>
        </div>
        <Button type="submit" className="justify-self-start" isLoading={change.isPending}>
          {change.isPending ? t("actions.processing") : t("password.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}
