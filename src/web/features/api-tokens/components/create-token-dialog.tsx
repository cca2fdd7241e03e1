import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Check, Copy } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { createApiTokenSchema } from "../../../../domain/api-tokens/schemas";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { focusRing } from "../../../components/ui/focus-ring";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useCreateApiToken, type CreateApiTokenBody, type CreatedApiToken } from "../api/api-tokens";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";

const inputClass = cn("h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground", focusRing);
const expiryChoices = ["30", "90", "365", "never"] as const;
type FormValues = { name: string; expiresInDays: (typeof expiryChoices)[number] };

const formSchema = z.preprocess((v: FormValues) => ({ name: v.name, expiresInDays: v.expiresInDays === "never" ? null : Number(v.expiresInDays) }), createApiTokenSchema);

function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation("api-tokens");
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setIsCopied(true);
    } catch {
      toast({ title: t("created.copyFailed"), variant: "warning" });
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("created.title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("created.warning")}</DialogDescription>
      </DialogHeader>
      <div role="alert" className="flex gap-3 rounded-lg border border-warning-strong/50 bg-warning-strong/10 p-3 text-sm">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-strong" />
        <p>{t("created.warning")}</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="new-token-value">{t("created.tokenLabel")}</Label>
        <div className="flex gap-2">
          <input id="new-token-value" readOnly value={created.token} onFocus={(event) => event.target.select()} className={cn(inputClass, "font-mono text-xs")} data-testid="new-token" />
          <Button variant="outline" onClick={() => void copy()}>
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? t("created.copied") : t("created.copy")}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {isCopied ? t("created.copied") : ""}
        </p>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{t("created.done")}</Button>
      </DialogFooter>
    </>
  );
}

/** Name and expiry; then the secret, shown once with a copy button and a clear warning. Mounted while open. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("api-tokens");
  const language = useLanguage();
  const create = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useForm<FormValues, unknown, CreateApiTokenBody>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, CreateApiTokenBody>,
    defaultValues: { name: "", expiresInDays: "90" },
  });
  const { errors } = form.formState;

  const submit = async (body: CreateApiTokenBody) => {
    try {
      setCreated(await create.mutateAsync(body));
      toast({ title: t("toast.created"), variant: "success" });
    } catch (error) {
      if (isApiError(error) && error.fields?.name) form.setError("name", { message: error.fields.name });
      toast({ title: t("errors.createFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };
  const nameError = validationMessage(errors.name?.message, language, { max: 100 });

  return (
    // The secret is never shown again: closing by Escape or outside click is only possible before it exists.
    <Dialog open onOpenChange={(open) => (open ? undefined : created ? undefined : onClose())}>
      <DialogContent closeLabel={t("create.cancel")} hasCloseButton={!created} onEscapeKeyDown={(event) => (created ? event.preventDefault() : undefined)} onPointerDownOutside={(event) => (created ? event.preventDefault() : undefined)}>
        {created ? (
          <NewToken created={created} onDone={onClose} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("create.title")}</DialogTitle>
              <DialogDescription>{t("create.description")}</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
              <div className="grid gap-1.5">
                <Label htmlFor="token-name">{t("create.name")}</Label>
                <input
                  id="token-name"
                  className={inputClass}
                  placeholder={t("create.namePlaceholder")}
                  autoComplete="off"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? "token-name-error" : undefined}
                  {...form.register("name")}
                />
                {nameError ? (
                  <p id="token-name-error" className="text-sm text-destructive-strong">
                    {nameError}
                  </p>
                ) : null}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="token-expiry">{t("create.expires")}</Label>
                <select id="token-expiry" className={inputClass} {...form.register("expiresInDays")}>
                  {expiryChoices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice === "never" ? t("create.noExpiry") : t(`create.days${choice}`)}
                    </option>
                  ))}
                </select>
              </div>
              <FormDialogFooter cancelLabel={t("create.cancel")} onCancel={onClose} submitLabel={t("create.submit")} isPending={create.isPending} />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
