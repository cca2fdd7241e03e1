import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { resetPasswordSchema } from "../../../../domain/accounts/schemas";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useFieldText, useSharedText } from "../../../lib/shared-text";
import { useResetPassword } from "../api/reset-password";
import { describeAuthFailure } from "../lib/auth-error";

// /auth/reset-password?token=…: the link of the password-reset mail. A new password ends every
// session; the user then signs in with it.

type Values = z.input<typeof resetPasswordSchema>;
type Output = z.output<typeof resetPasswordSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const text = useSharedText();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, newPassword: "" } });

  const onSubmit = async (values: Output) => {
    try {
      await reset.mutateAsync(values);
      toast({ title: t("reset.done"), variant: "success" });
      await navigate("/auth?reset=1", { replace: true });
    } catch (error) {
      const failure = describeAuthFailure(error, "other");
      const message = failure.isKey ? text(failure.message) : failure.message;
      form.setError("newPassword", { type: "server", message: failure.fields.newPassword ?? message });
      toast({ title: message, variant: "error" });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{t("reset.heading")}</h1>
          <CardDescription>{t("reset.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
              <TextField
                id="reset-new-password"
                label={t("fields.newPassword")}
                type="password"
                autoComplete="new-password"
                hint={t("hints.password")}
                error={fieldText(form.formState.errors.newPassword?.message) ?? fieldText(form.formState.errors.token?.message)}
                {...form.register("newPassword")}
              />
              <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
                {reset.isPending ? t("actions.processing") : t("actions.savePassword")}
              </Button>
            </form>
          ) : (
            <div className="grid gap-4">
              <p role="alert" className="rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm">
                {text("auth.errors.invalid_token")}
              </p>
              <Link to="/auth" className={buttonVariants({ variant: "outline" })}>
                {t("actions.backToSignIn")}
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
