import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sessionQueryKey } from "../../../app/session";
import { verifySignInCode } from "../../../api/mfa";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { TextField } from "../../../components/ui/text-field";
import { useReportError } from "../../../lib/report-error";

// The second step of a sign-in for an account with two-step verification (decision 0415): the
// authenticator app's code, or one of the recovery codes; optionally trust this browser for 30 days.
// The field takes focus, Enter sends, and every control is reachable with the keyboard.

export function TwoFactorStep({ idPrefix, onSignedIn, onBack }: { idPrefix: string; onSignedIn: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const report = useReportError();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isPending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, [recovery]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = recovery ? code.trim() : code.replace(/\s+/g, "");
    if (!value) {
      setError(t(recovery ? "twoFactor.recoveryCode" : "twoFactor.code"));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await verifySignInCode({ code: value, recovery, trustDevice });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await onSignedIn();
    } catch (failure) {
      setError(report(failure));
      setCode("");
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="grid gap-4" noValidate aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)}>
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
        <div className="grid gap-1">
          <h3 id={headingId} className="font-semibold">
            {t("twoFactor.title")}
          </h3>
          <p className="text-sm text-muted-foreground">{recovery ? t("twoFactor.recoveryIntro") : t("twoFactor.intro")}</p>
        </div>
      </div>
      <TextField
        ref={inputRef}
        id={`${idPrefix}-two-factor-code`}
        label={recovery ? t("twoFactor.recoveryCode") : t("twoFactor.code")}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        maxLength={recovery ? 40 : 7}
        spellCheck={false}
        error={error}
      />
      <div className="flex items-center gap-3">
        <Switch id={`${idPrefix}-two-factor-trust`} checked={trustDevice} onCheckedChange={setTrustDevice} />
        <Label htmlFor={`${idPrefix}-two-factor-trust`}>{t("twoFactor.trust")}</Label>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
        {isPending ? t("actions.processing") : t("twoFactor.submit")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setCode("");
            setError(undefined);
          }}
        >
          {recovery ? t("twoFactor.useApp") : t("twoFactor.useRecovery")}
        </Button>
        <Button variant="link" size="sm" onClick={onBack}>
          {t("twoFactor.back")}
        </Button>
      </div>
    </form>
  );
}
