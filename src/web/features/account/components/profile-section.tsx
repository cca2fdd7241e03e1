import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { updateMeSchema } from "../../../../domain/accounts/schemas";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { changeLanguage } from "../../../i18n/i18n";
import { isLanguage } from "../../../i18n/language";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { useMe, useUpdateMe } from "../../../api/account";
import { SectionError } from "./section-error";

type Values = z.input<typeof updateMeSchema>;
type Output = z.output<typeof updateMeSchema>;

/** Name and the language of the account's mails, kept on the server (PATCH /api/v1/me). */
export function ProfileSection() {
  const { t } = useTranslation("account");
  const fieldText = useFieldText();
  const me = useMe();
  const update = useUpdateMe();
  const report = useReportError();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateMeSchema), defaultValues: { name: "", locale: "es" } });

  const user = me.data?.user;
  useEffect(() => {
    if (user) form.reset({ name: user.name ?? "", locale: user.locale === "en" ? "en" : "es" });
  }, [user, form]);

  const onSubmit = async (values: Output) => {
    try {
      await update.mutateAsync({ name: values.name, locale: values.locale });
      if (values.locale && isLanguage(values.locale)) await changeLanguage(values.locale);
      toast({ title: t("profile.saved"), variant: "success" });
    } catch (error) {
      report(error, { form, fields: ["name", "locale"] });
    }
  };

  return (
    <SectionCard title={t("profile.title")} description={t("profile.description")}>
      {me.isPending ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-48" />
        </div>
      ) : me.isError ? (
        <SectionError onRetry={() => void me.refetch()} />
      ) : (
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <p className="text-sm text-muted-foreground">
            {t("profile.email")}: <span className="font-medium text-foreground">{user?.email}</span>
          </p>
          <TextField id="profile-name" label={t("profile.name")} autoComplete="name" error={fieldText(form.formState.errors.name?.message, { max: 100 })} {...form.register("name")} />
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor="profile-locale">{t("profile.locale")}</Label>
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <Select value={field.value ?? "es"} onValueChange={field.onChange}>
                  <SelectTrigger id="profile-locale">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="es">Español (México)</SelectItem>
                    <SelectItem value="en">English</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
            <p className="text-xs text-muted-foreground">{t("profile.localeHint")}</p>
          </div>
          <Button type="submit" className="justify-self-start" isLoading={update.isPending}>
            {update.isPending ? t("actions.processing") : t("actions.save")}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
