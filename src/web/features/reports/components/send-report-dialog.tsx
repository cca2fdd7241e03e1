import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger, FormDialogFooter } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { sendReportSchema, useSendReport } from "../../../api/reports";
import { useStakeholders } from "../../../api/registers";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";
import { inputClass } from "../../../components/ui/form-field";

/** Splits typed addresses on commas, semicolons, spaces and line breaks. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

const formSchema = z
  .object({ selected: z.array(z.string()), extra: z.string().max(5000, "validation.too_long") })
  .superRefine((value, ctx) => {
    const typed = splitAddresses(value.extra);
    if (typed.some((a) => !z.email().safeParse(a).success)) ctx.addIssue({ code: "custom", path: ["extra"], message: "validation.invalid_email" });
    const all = [...new Set([...value.selected, ...typed].map((a) => a.toLowerCase()))];
    const check = sendReportSchema.safeParse({ recipients: all });
    if (!check.success) ctx.addIssue({ code: "custom", path: ["extra"], message: check.error.issues[0]?.message ?? "validation.required" });
  });
type FormValues = z.infer<typeof formSchema>;

export function SendReportDialog({ reportId, projectId }: { reportId: string; projectId: string | null }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const stakeholders = useStakeholders(isOpen ? projectId : null);
  const withEmail = (stakeholders.data ?? []).filter((s) => s.email);
  const send = useSendReport();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { selected: [], extra: "" } });
  const error = form.formState.errors.extra?.message;

  const submit = async (values: FormValues) => {
    const recipients = [...new Set([...values.selected, ...splitAddresses(values.extra)].map((a) => a.toLowerCase()))];
    try {
      const result = await send.mutateAsync({ reportId, recipients });
      toast({ title: t("reports.send.sent", { count: result.sent }), description: recipients.join(", "), variant: "success" });
      form.reset({ selected: [], extra: "" });
      setIsOpen(false);
    } catch (e) {
      if (isApiError(e) && e.fields) {
        const key = Object.values(e.fields)[0];
        if (key) form.setError("extra", { message: key });
      }
      toast({ title: isApiError(e) && e.status === 403 ? t("errors.forbidden") : t("reports.send.failed"), description: isApiError(e) ? e.message : undefined, variant: "error" });
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Mail aria-hidden="true" />
          {t("reports.send.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("reports.send.close")}>
        <DialogHeader>
          <DialogTitle>{t("reports.send.title")}</DialogTitle>
          <DialogDescription>{t("reports.send.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
          {projectId ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t("reports.send.stakeholders")}</legend>
              {stakeholders.isPending ? (
                <p className="text-sm text-muted-foreground">{t("loading")}</p>
              ) : withEmail.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("reports.send.noStakeholders")}</p>
              ) : (
                withEmail.map((s) => (
                  <label key={s.id} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" value={s.email ?? ""} className="size-4 accent-[var(--color-primary-strong)]" {...form.register("selected")} />
                    <span>
                      {s.name} <span className="text-muted-foreground">· {s.email}</span>
                    </span>
                  </label>
                ))
              )}
            </fieldset>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="report-extra">{t("reports.send.extra")}</Label>
            <textarea id="report-extra" rows={3} className={cn(inputClass, "h-auto py-2")} placeholder="ana@empresa.mx, luis@empresa.mx" aria-invalid={error ? true : undefined} aria-describedby={error ? "report-extra-error" : "report-extra-hint"} {...form.register("extra")} />
            <p id="report-extra-hint" className="text-xs text-muted-foreground">
              {t("reports.send.extraHint")}
            </p>
            {error ? (
              <p id="report-extra-error" className="text-sm text-destructive-strong">
                {validationMessage(error, language, { max: 50 })}
              </p>
            ) : null}
          </div>
          <FormDialogFooter cancelLabel={t("reports.send.cancel")} onCancel={() => setIsOpen(false)} submitLabel={t("reports.send.submit")} isPending={send.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
