import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { changeEmailSchema } from "../../../../domain/accounts/schemas";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { useChangeEmail } from "../api/change-email";

type Values = z.input<typeof changeEmailSchema>;
type Output = z.output<typeof changeEmailSchema>;

/** Change the e-mail after typing the password again; the change happens when the link is opened. */
export function EmailSection({ isChanged }: { isChanged: boolean }) {
  const { t } = useTranslation("account");
  const fieldText = useFieldText();
  const change = useChangeEmail();
  const report = useReportError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = async (values: Output) => {
    try {
      await change.mutateAsync(values);
      setSentTo(values.newEmail);
      toast({ title: t("email.sent", { email: values.newEmail }), variant: "success" });
      form.reset();
    } catch (error) {
      report(error, { form, fields: ["newEmail", "password"], fieldOfCode: { INVALID_PASSWORD: "password", USER_ALREADY_EXISTS: "newEmail" } });
    }
  };

  return (
    <SectionCard title={t("email.title")} description={t("email.description")} contentClassName="grid gap-4">
      {isChanged ? (
        <p role="status" className="rounded-md border border-success-strong/40 bg-success-strong/10 p-3 text-sm">
          {t("email.changed")}
        </p>
      ) : null}
      {sentTo ? (
        <p role="status" className="rounded-md border border-primary-strong/30 bg-primary/10 p-3 text-sm">
          {t("email.sent", { email: sentTo })}
        </p>
      ) : null}
      <form className="grid gap-4 sm:max-w-md" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextField id="email-new" type="email" autoComplete="email" label={t("email.new")} error={fieldText(errors.newEmail?.message)} {...form.register("newEmail")} />
        <TextField id="email-password" type="password" autoComplete="current-password" label={t("email.password")} error={fieldText(errors.password?.message)} {...form.register("password")} />
        <Button type="submit" className="justify-self-start" isLoading={change.isPending}>
          {change.isPending ? t("actions.processing") : t("email.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}
