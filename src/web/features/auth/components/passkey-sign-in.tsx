import { KeyRound } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isPasskeyCancelled, passkeysSupported, usePasskeySignIn } from "../../../api/passkeys";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";
import { useClientValue } from "../../../lib/use-client-value";

// "Sign in with a passkey" under the password form (decision 0416): the browser offers the passkeys
// it holds for this site; no e-mail is typed. Hidden where the browser has no WebAuthn (and in the
// prerendered page, which has no browser).

function PasskeyButton({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation("passkeys");
  const signIn = usePasskeySignIn();
  const report = useReportError();
  const onClick = async () => {
    try {
      await signIn.mutateAsync();
      await onSignedIn();
    } catch (error) {
      if (isPasskeyCancelled(error)) toast({ title: t("cancelled") });
      else report(error);
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t("or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" size="lg" className="w-full" isLoading={signIn.isPending} onClick={() => void onClick()}>
        <KeyRound aria-hidden="true" />
        {signIn.isPending ? t("processing") : t("signIn")}
      </Button>
    </div>
  );
}

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  // Decided before the button's catalogue is asked for: the prerendered page (no browser) and its
  // hydration render nothing here, rather than a boundary that could not finish on the server.
  const supported = useClientValue(passkeysSupported, false);
  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyButton onSignedIn={onSignedIn} />
    </Suspense>
  );
}
