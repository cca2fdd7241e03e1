import { CheckCircle2, ShieldCheck, Sparkles, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { SectionCard } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast-store";
import { useSession } from "../../../app/session";
import { useSharedText } from "../../../lib/shared-text";
import { AuthTabs, type AuthTab } from "../components/auth-forms";
import { safeNextPath } from "../lib/auth-error";

// /auth: sign in or register (login first, ?tab=register opens the other tab). The verification
// link comes back here with ?verified=1 (and &error= for a bad link); a failed provider sign-in
// with ?error=CODE. A signed-in visitor goes on to where they were heading.

function linkErrorKey(code: string): string {
  return code === "TOKEN_EXPIRED" || code === "token_expired" ? "auth.errors.token_expired" : "auth.errors.invalid_token";
}

export function AuthPage() {
  const { t } = useTranslation("auth");
  const text = useSharedText();
  const { session } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get("tab") === "register" ? "register" : "login";
  const isVerified = searchParams.get("verified") === "1";
  const isReset = searchParams.get("reset") === "1";
  const errorCode = searchParams.get("error");
  const message: { kind: "ok" | "error"; text: string } | null = isVerified
    ? errorCode
      ? { kind: "error", text: text(linkErrorKey(errorCode)) }
      : { kind: "ok", text: t("verified.ok") }
    : errorCode
      ? { kind: "error", text: text("auth.errors.provider_failed") }
      : isReset
        ? { kind: "ok", text: t("reset.done") }
        : null;

  // The same message as a toast, once per arrival.
  const toasted = useRef<string | null>(null);
  const messageText = message?.text;
  const messageKind = message?.kind;
  useEffect(() => {
    if (!messageText || toasted.current === messageText) return;
    toasted.current = messageText;
    toast({ title: messageText, variant: messageKind === "ok" ? "success" : "error" });
  }, [messageText, messageKind]);

  if (session) return <Navigate to={safeNextPath(searchParams.get("next")) ?? "/dashboard"} replace />;

  const onTabChange = (next: AuthTab) => {
    setSearchParams(
      (params) => {
        if (next === "register") params.set("tab", "register");
        else params.delete("tab");
        return params;
      },
      { replace: true },
    );
  };

  const benefits = [
    { icon: Sparkles, text: t("benefits.predictive") },
    { icon: Users, text: t("benefits.team") },
    { icon: ShieldCheck, text: t("benefits.secure") },
  ];

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-16">
      <div className="grid gap-5">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t("eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("heading")}</h1>
        <p className="max-w-prose text-muted-foreground">{t("intro")}</p>
        <ul className="hidden gap-3 sm:grid">
          {benefits.map(({ icon: Icon, text: benefit }) => (
            <li key={benefit} className="flex items-start gap-3 text-sm">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary-strong">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1.5">{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
      <SectionCard className="w-full max-w-md justify-self-center lg:justify-self-end" title={tab === "register" ? t("card.registerTitle") : t("card.loginTitle")} description={tab === "register" ? t("card.registerDescription") : t("card.loginDescription")} contentClassName="grid gap-4">
        {message ? (
          <div
            role={message.kind === "ok" ? "status" : "alert"}
            data-auth-message={message.kind}
            className={
              message.kind === "ok"
                ? "flex gap-2 rounded-md border border-success-strong/40 bg-success-strong/10 p-3 text-sm"
                : "rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm"
            }
          >
            {message.kind === "ok" ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-strong" /> : null}
            <p>{message.text}</p>
          </div>
        ) : null}
        <AuthTabs idPrefix="auth" tab={tab} onTabChange={onTabChange} />
      </SectionCard>
    </div>
  );
}
