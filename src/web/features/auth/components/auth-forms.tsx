import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { requestPasswordResetSchema, signInSchema, signUpSchema } from "../../../../domain/accounts/schemas";
import { Button } from "../../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useFieldText, useSharedText } from "../../../lib/shared-text";
import { useClientValue } from "../../../lib/use-client-value";
import { useAuthProviders } from "../api/auth-providers";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { useResendVerification } from "../api/resend-verification";
import { useSignIn } from "../api/sign-in";
import { useSignUp } from "../api/sign-up";
import { useSocialSignIn } from "../api/social-sign-in";
import { describeAuthFailure, safeNextPath, type AuthFailure, type AuthFormKind } from "../lib/auth-error";
import { TwoFactorStep } from "./two-factor-step";
import { PasskeySignIn } from "./passkey-sign-in";

// The sign-in and register forms of spec section 2, shared by /auth and the home page's card.
// Each form checks its input with the server's own schema before sending, then shows the
// server's answer under the field it concerns AND as a toast: no error is ever swallowed.

export type AuthTab = "login" | "register";

/** Shows a failure: under its fields (the form keeps what was typed) and as an error toast. */
function useReportFailure() {
  const text = useSharedText();
  return <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown> | null, error: unknown, kind: AuthFormKind, known: readonly Path<T>[]) => {
    const failure = describeAuthFailure(error, kind);
    const message = failure.isKey ? text(failure.message) : failure.message;
    for (const name of known) {
      const fieldMessage = failure.fields[name];
      if (fieldMessage && form) form.setError(name, { type: "server", message: fieldMessage });
    }
    toast({ title: message, variant: "error" });
    return { ...failure, message } satisfies AuthFailure;
  };
}

function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm text-foreground">
      {children}
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex gap-2 rounded-md border border-primary-strong/30 bg-primary/10 p-3 text-sm text-foreground">
      <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

/** The e-mail field of the sign-in and register forms. */
function EmailField({ error, ...field }: { id: string; error: string | undefined } & UseFormRegisterReturn<"email">) {
  const { t } = useTranslation("auth");
  return <TextField label={t("fields.email")} type="email" autoComplete="email" placeholder={t("placeholders.email")} error={error} {...field} />;
}

/**
 * A form's send button, which says it is working while the request runs. Disabled until the app is
 * live: on the prerendered /auth a plain submission (Enter before the scripts run) would send the
 * password in the address; a disabled default button stops the browser's implicit submission.
 */
function SubmitButton({ isPending, label, size }: { isPending: boolean; label: string; size?: "lg" }) {
  const { t } = useTranslation("auth");
  const isLive = useClientValue(() => true, false);
  return (
    <Button type="submit" size={size} className="w-full" isLoading={isPending} disabled={!isLive}>
      {isPending ? t("actions.processing") : label}
    </Button>
  );
}

function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const text = useSharedText();
  const resend = useResendVerification();
  const onResend = async () => {
    try {
      await resend.mutateAsync({ email });
      toast({ title: t("resend.sent"), variant: "success" });
    } catch (error) {
      const failure = describeAuthFailure(error, "other");
      toast({ title: failure.isKey ? text(failure.message) : failure.message, variant: "error" });
    }
  };
  return (
    <Button variant="outline" size="sm" className="justify-self-start" isLoading={resend.isPending} onClick={() => void onResend()}>
      {resend.isPending ? t("actions.processing") : t("resend.button")}
    </Button>
  );
}

type SignInValues = z.input<typeof signInSchema>;
type SignInOutput = z.output<typeof signInSchema>;

function SignInForm({ idPrefix, email, onForgot, offerPasskey }: { idPrefix: string; email: string; onForgot: (email: string) => void; offerPasskey: boolean }) {
  const [secondStep, setSecondStep] = useState<string | null>(null);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const text = useSharedText();
  const onSignedIn = async () => {
    toast({ title: text("auth.success.sign_in_title"), description: text("auth.success.sign_in_body"), variant: "success" });
    await navigate(safeNextPath(searchParams.get("next")) ?? "/dashboard", { replace: true });
  };
  if (secondStep !== null) return <TwoFactorStep idPrefix={idPrefix} onSignedIn={onSignedIn} onBack={() => setSecondStep(null)} />;
  return <PasswordStep idPrefix={idPrefix} email={email} onForgot={onForgot} onSignedIn={onSignedIn} onSecondStep={setSecondStep} offerPasskey={offerPasskey} />;
}

/** E-mail and password; an account with two-step verification goes on to the code (TwoFactorStep). */
function PasswordStep({
  idPrefix,
  email,
  onForgot,
  onSignedIn,
  onSecondStep,
  offerPasskey,
}: {
  idPrefix: string;
  email: string;
  onForgot: (email: string) => void;
  onSignedIn: () => Promise<void>;
  onSecondStep: (email: string) => void;
  offerPasskey: boolean;
}) {
  const { t } = useTranslation("auth");
  const fieldText = useFieldText();
  const signIn = useSignIn();
  const report = useReportFailure();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // Fields without a default are read from the page when they register: on the prerendered /auth,
  // what was typed before the app went live stays (a default of "" would wipe it at hydration).
  const form = useForm<SignInValues, unknown, SignInOutput>({ resolver: zodResolver(signInSchema), defaultValues: email ? { email } : {} });
  const { errors } = form.formState;

  const onSubmit = async (values: SignInOutput) => {
    setFailure(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result.needsSecondStep) onSecondStep(values.email);
      else await onSignedIn();
    } catch (error) {
      setFailure(report(form, error, "signIn", ["email", "password"]));
    }
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <EmailField id={`${idPrefix}-login-email`} error={fieldText(errors.email?.message)} {...form.register("email")} />
      <TextField
        id={`${idPrefix}-login-password`}
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        error={fieldText(errors.password?.message)}
        {...form.register("password")}
      />
      {failure?.code === "EMAIL_NOT_VERIFIED" ? (
        <Notice>
          <p>{t("resend.hint")}</p>
          <ResendVerification email={form.getValues("email").trim().toLowerCase()} />
        </Notice>
      ) : null}
      {failure && !failure.fields.email && !failure.fields.password ? <FormAlert>{failure.message}</FormAlert> : null}
      <SubmitButton size="lg" isPending={signIn.isPending} label={t("actions.signIn")} />
      <Button variant="link" size="sm" className="justify-self-center" onClick={() => onForgot(form.getValues("email"))}>
        {t("actions.forgot")}
      </Button>
      {offerPasskey ? <PasskeySignIn onSignedIn={onSignedIn} /> : null}
    </form>
  );
}

type SignUpValues = z.input<typeof signUpSchema>;
type SignUpOutput = z.output<typeof signUpSchema>;

function SignUpForm({ idPrefix, onRegistered }: { idPrefix: string; onRegistered: (email: string) => void }) {
  const { t } = useTranslation("auth");
  const text = useSharedText();
  const fieldText = useFieldText();
  const signUp = useSignUp();
  const report = useReportFailure();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // No defaults, so what was typed on the prerendered /auth before the app went live stays.
  const form = useForm<SignUpValues, unknown, SignUpOutput>({ resolver: zodResolver(signUpSchema) });
  const { errors } = form.formState;

  const onSubmit = async (values: SignUpOutput) => {
    setFailure(null);
    try {
      await signUp.mutateAsync(values);
      toast({ title: text("auth.success.sign_up_title"), description: text("auth.success.sign_up_body"), variant: "success" });
      form.reset();
      onRegistered(values.email);
    } catch (error) {
      setFailure(report(form, error, "signUp", ["email", "password", "name"]));
    }
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TextField
        id={`${idPrefix}-register-name`}
        label={t("fields.name")}
        autoComplete="name"
        error={fieldText(errors.name?.message, { max: 100 })}
        {...form.register("name")}
      />
      <EmailField id={`${idPrefix}-register-email`} error={fieldText(errors.email?.message)} {...form.register("email")} />
      <TextField
        id={`${idPrefix}-register-password`}
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("hints.password")}
        error={fieldText(errors.password?.message)}
        {...form.register("password")}
      />
      {failure && Object.keys(failure.fields).length === 0 ? <FormAlert>{failure.message}</FormAlert> : null}
      <SubmitButton size="lg" isPending={signUp.isPending} label={t("actions.signUp")} />
    </form>
  );
}

type ForgotValues = z.input<typeof requestPasswordResetSchema>;
type ForgotOutput = z.output<typeof requestPasswordResetSchema>;

function ForgotPasswordForm({ idPrefix, email, onBack }: { idPrefix: string; email: string; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const fieldText = useFieldText();
  const request = useRequestPasswordReset();
  const report = useReportFailure();
  const [isSent, setIsSent] = useState(false);
  const form = useForm<ForgotValues, unknown, ForgotOutput>({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email } });

  const onSubmit = async (values: ForgotOutput) => {
    try {
      await request.mutateAsync(values);
      setIsSent(true);
      toast({ title: t("forgot.sentTitle"), description: t("forgot.sent"), variant: "success" });
    } catch (error) {
      report(form, error, "other", ["email"]);
    }
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <div className="grid gap-1">
        <h3 className="flex items-center gap-2 font-semibold">
          <KeyRound aria-hidden="true" className="size-4 text-primary-strong" />
          {t("forgot.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("forgot.description")}</p>
      </div>
      <TextField
        id={`${idPrefix}-forgot-email`}
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        error={fieldText(form.formState.errors.email?.message)}
        {...form.register("email")}
      />
      {isSent ? (
        <Notice>
          <p>{t("forgot.sent")}</p>
        </Notice>
      ) : null}
      <SubmitButton isPending={request.isPending} label={t("actions.sendReset")} />
      <Button variant="link" size="sm" className="justify-self-center" onClick={onBack}>
        {t("actions.backToSignIn")}
      </Button>
    </form>
  );
}

function ProviderButtons() {
  const { t } = useTranslation("auth");
  const text = useSharedText();
  const providers = useAuthProviders();
  const start = useSocialSignIn();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  const onClick = async (provider: string) => {
    setPending(provider);
    try {
      const url = await start.mutateAsync({ provider, callbackURL: safeNextPath(searchParams.get("next")) ?? "/" });
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      const failure = describeAuthFailure(error, "other");
      toast({ title: text("auth.errors.provider_failed"), description: failure.isKey ? text(failure.message) : failure.message, variant: "error" });
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        {t("providers.divider")}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <div className="grid gap-2">
        {list.map((provider) => (
          <Button key={provider.id} variant="outline" className="w-full" isLoading={pending === provider.id} onClick={() => void onClick(provider.id)}>
            {t("providers.continueWith", { name: provider.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}

export type AuthTabsProps = {
  /** Keeps the ids of two forms on one page apart. */
  idPrefix: string;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /**
   * 'Sign in with a passkey' under the password form; the home page's card leaves it to /auth, since
   * the card holds the prerendered height of the password form (nothing below it may move).
   */
  offerPasskey?: boolean;
};

/** The two tabs (login first), the provider buttons and the forgotten-password form. */
export function AuthTabs({ idPrefix, tab, onTabChange, offerPasskey = true }: AuthTabsProps) {
  const { t } = useTranslation("auth");
  const [loginEmail, setLoginEmail] = useState("");
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  if (forgotEmail !== null) {
    return <ForgotPasswordForm idPrefix={idPrefix} email={forgotEmail} onBack={() => setForgotEmail(null)} />;
  }

  return (
    <div className="grid gap-5">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value === "register" ? "register" : "login")}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t("tabs.login")}</TabsTrigger>
          <TabsTrigger value="register">{t("tabs.register")}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="grid gap-4">
          {registeredEmail ? (
            <Notice>
              <p className="font-medium">{t("registered.title")}</p>
              <p>{t("registered.body", { email: registeredEmail })}</p>
              <ResendVerification email={registeredEmail} />
            </Notice>
          ) : null}
          <SignInForm key={loginEmail} idPrefix={idPrefix} email={loginEmail} onForgot={(email) => setForgotEmail(email)} offerPasskey={offerPasskey} />
        </TabsContent>
        <TabsContent value="register">
          <SignUpForm
            idPrefix={idPrefix}
            onRegistered={(email) => {
              setRegisteredEmail(email);
              setLoginEmail(email);
              onTabChange("login");
            }}
          />
        </TabsContent>
      </Tabs>
      <ProviderButtons />
    </div>
  );
}
