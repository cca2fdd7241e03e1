import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldAlert, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { mfaPasswordSchema, secretOfUri, type MfaPasswordInput } from "../../../../domain/mfa/contract";
import { useConfirmMfa, useDisableMfa, useMfaStatus, useRegenerateRecoveryCodes, useStartMfa } from "../../../api/mfa";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

// Settings › two-step verification (decision 0415): turn it on (password, QR code and key, a first
// code, the recovery codes shown once), make new recovery codes, turn it off (password).

type Purpose = "enable" | "regenerate" | "disable";
type Step = { kind: "idle" } | { kind: "password"; purpose: Purpose } | { kind: "scan"; uri: string; codes: string[] } | { kind: "codes"; codes: string[] };

function PasswordStep({ purpose, onDone, onCancel }: { purpose: Purpose; onDone: (password: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation("mfa");
  const fieldText = useFieldText();
  const report = useReportError();
  const form = useForm<MfaPasswordInput>({ resolver: zodResolver(mfaPasswordSchema), defaultValues: { password: "" } });
  const onSubmit = async (values: MfaPasswordInput) => {
    try {
      await onDone(values.password);
    } catch (error) {
      report(error, { form, fields: ["password"], fieldOfCode: { INVALID_PASSWORD: "password" } });
    }
  };
  return (
    <form className="grid gap-3 sm:max-w-md" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <p className="text-sm text-muted-foreground">{t(`section.passwordFor.${purpose}`)}</p>
      <TextField id="mfa-password" type="password" autoComplete="current-password" autoFocus label={t("section.password")} error={fieldText(form.formState.errors.password?.message)} {...form.register("password")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={purpose === "disable" ? "destructive" : "primary"} isLoading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("section.processing") : purpose === "disable" ? t("section.disable") : t("section.continue")}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t("section.cancel")}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ uri, onConfirmed, onCancel }: { uri: string; onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation("mfa");
  const confirm = useConfirmMfa();
  const report = useReportError();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await confirm.mutateAsync(code.replace(/\s+/g, ""));
      toast({ title: t("setup.enabled"), variant: "success" });
      onConfirmed();
    } catch (failure) {
      setError(report(failure));
    }
  };
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="grid content-start justify-items-start gap-2">
        <h3 className="font-semibold">{t("setup.scanTitle")}</h3>
        <p className="max-w-xs text-sm text-muted-foreground">{t("setup.scanHelp")}</p>
        <QrCode value={uri} label={t("setup.qrLabel")} className="size-48 rounded-md border border-border" />
        <p className="text-sm font-medium">{t("setup.secret")}</p>
        <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="mfa-secret">
          {secretOfUri(uri)}
        </code>
      </div>
      <form className="grid content-start gap-3 sm:max-w-sm" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h3 className="font-semibold">{t("setup.confirmTitle")}</h3>
        <TextField id="mfa-confirm-code" label={t("setup.code")} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" inputMode="numeric" maxLength={7} error={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={confirm.isPending}>
            {confirm.isPending ? t("section.processing") : t("setup.confirm")}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t("section.cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function MfaSection({ id }: { id?: string }) {
  const { t } = useTranslation("mfa");
  const status = useMfaStatus();
  const { session } = useSession();
  const start = useStartMfa();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableMfa();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const firstAction = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);

  // Back to the section's first button when a flow ends, so the keyboard does not land on the page's top.
  useEffect(() => {
    if (step.kind === "idle" && wasBusy.current) firstAction.current?.focus();
    wasBusy.current = step.kind !== "idle";
  }, [step.kind]);

  const onPassword = async (purpose: Purpose, password: string) => {
    if (purpose === "enable") {
      const started = await start.mutateAsync(password);
      setStep({ kind: "scan", uri: started.totpURI, codes: started.backupCodes });
    } else if (purpose === "regenerate") {
      setStep({ kind: "codes", codes: await regenerate.mutateAsync(password) });
    } else {
      await disable.mutateAsync(password);
      toast({ title: t("section.disabled"), variant: "success" });
      setStep({ kind: "idle" });
    }
  };

  const data = status.data;
  return (
    <SectionCard id={id} title={t("section.title")} description={t("section.description")}>
      {!data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
            {data.enabled ? <ShieldCheck aria-hidden="true" className="size-5 text-success-strong" /> : <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />}
            <span className="font-medium">{data.enabled ? t("section.on") : t("section.off")}</span>
            {data.enabled && data.recoveryCodesLeft !== null ? <span className="text-muted-foreground">· {t("section.codesLeft", { count: data.recoveryCodesLeft })}</span> : null}
          </div>
          {data.requiredBy.length > 0 && !data.enabled ? (
            <p className="flex gap-2 rounded-md border border-warning-strong/40 bg-warning-strong/10 p-3 text-sm">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("section.requiredBy", { names: data.requiredBy.map((w) => w.name).join(", ") })}
            </p>
          ) : null}

          {step.kind === "password" ? (
            <PasswordStep purpose={step.purpose} onDone={(password) => onPassword(step.purpose, password)} onCancel={() => setStep({ kind: "idle" })} />
          ) : step.kind === "scan" ? (
            <ScanStep uri={step.uri} onConfirmed={() => setStep({ kind: "codes", codes: step.codes })} onCancel={() => setStep({ kind: "idle" })} />
          ) : step.kind === "codes" ? (
            <RecoveryCodes codes={step.codes} email={session?.email ?? ""} onDone={() => setStep({ kind: "idle" })} />
          ) : data.enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button ref={firstAction} variant="outline" onClick={() => setStep({ kind: "password", purpose: "regenerate" })}>
                {t("section.regenerate")}
              </Button>
              <Button variant="outline" onClick={() => setStep({ kind: "password", purpose: "disable" })}>
                {t("section.disable")}
              </Button>
            </div>
          ) : (
            <Button ref={firstAction} className="justify-self-start" onClick={() => setStep({ kind: "password", purpose: "enable" })}>
              {t("section.enable")}
            </Button>
          )}
        </div>
      )}
    </SectionCard>
  );
}
