import { ShieldAlert } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/skeleton";
import { MfaSection } from "./mfa-section";

// Shown instead of a screen when the active workspace requires MFA and the user has none yet
// (the API answers 403 mfa_required meanwhile). Turning it on here lifts the gate at once.

function Body({ names, alternative }: { names: string; alternative?: ReactNode }) {
  const { t } = useTranslation("mfa");
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex gap-3">
        <ShieldAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-warning-strong" />
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t("required.title")}</h1>
          <p className="text-muted-foreground">{t("required.body", { names })}</p>
        </div>
      </div>
      <MfaSection />
      {alternative}
    </div>
  );
}

/** `alternative`: another second factor the app offers beside TOTP (the passkeys section, decision 0416). */
export function MfaRequiredPage({ names, alternative }: { names: string; alternative?: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton className="mx-auto mt-10 h-64 w-full max-w-3xl" />}>
      <Body names={names} alternative={alternative} />
    </Suspense>
  );
}
