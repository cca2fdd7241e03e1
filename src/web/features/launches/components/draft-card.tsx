import { Check, Save, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApproveDraft, useEditDraft, useSendDraft, type LaunchDraft } from "../../../api/launches";
import { Button } from "../../../components/ui/button";
import { FieldShell, FormError, fieldAria, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

const statusTone = {
  draft: "bg-muted text-foreground",
  approved: "bg-success-strong/15 text-success-strong",
  sent: "bg-primary/15 text-primary-strong",
} as const;

/** One draft: its text (editable until sent), who wrote it and with which engine, approval by another member, and sending. */
export function DraftCard({ planId, draft, canEdit, userId }: { planId: string; draft: LaunchDraft; canEdit: boolean; userId: string | null }) {
  const { t } = useTranslation("launches");
  const language = useLanguage();
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [via, setVia] = useState<"email" | "project_channel">(draft.kind === "internal_announcement" ? "project_channel" : "email");
  const [recipients, setRecipients] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const edit = useEditDraft();
  const approve = useApproveDraft();
  const send = useSendDraft();
  const id = `draft-${draft.id}`;
  const changed = subject !== draft.subject || body !== draft.body;
  const sent = draft.status === "sent";
  const own = draft.authorId !== null && draft.authorId === userId;
  const kind = t(`kinds.${draft.kind}`);
  const lang = t(`langs.${draft.lang}`);
  const engine = draft.engine === "llm" && draft.model ? t("drafts.engineModel", { model: draft.model }) : t(`drafts.engine.${draft.engine}`);

  const fail = (error: unknown, fallback: string) => {
    setErrors(isApiError(error) && error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\./, "").split(".")[0] ?? k, v])) : {});
    setFormError(isApiError(error) ? error.message : fallback);
  };
  const done = (title: string) => {
    setErrors({});
    setFormError("");
    toast({ title, variant: "success" });
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ planId, draftId: draft.id, subject, body }, { onSuccess: () => done(t("drafts.saved")), onError: (e) => fail(e, t("drafts.failed")) });
  };
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const input = via === "email" ? { via, recipients: recipients.split(/[,;\s]+/).filter(Boolean) } : { via };
    send.mutate({ planId, draftId: draft.id, input }, { onSuccess: () => done(t("send.sent")), onError: (e) => fail(e, t("send.failed")) });
  };

  return (
    <article className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-xs" aria-labelledby={`${id}-title`} data-testid="draft-card">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-semibold">
            {t("drafts.article", { kind, lang })}
          </h3>
          <p className="text-xs text-muted-foreground">
            {t("drafts.by", { name: draft.authorName })} · {engine}
            {draft.approvedByName && draft.approvedAt ? ` · ${t("drafts.approvedBy", { name: draft.approvedByName, date: formatDateTime(draft.approvedAt, language) })}` : ""}
          </p>
        </div>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", statusTone[draft.status])} data-testid="draft-status">
          {t(`drafts.status.${draft.status}`)}
        </span>
      </header>
      <form onSubmit={onSave} noValidate className="grid gap-3">
        <FieldShell id={`${id}-subject`} label={t("drafts.subject")} error={errors.subject}>
          <input id={`${id}-subject`} className={inputClass} value={subject} maxLength={300} readOnly={sent || !canEdit} onChange={(e) => setSubject(e.target.value)} {...fieldAria(`${id}-subject`, errors.subject)} />
        </FieldShell>
        <FieldShell id={`${id}-body`} label={t("drafts.body")} error={errors.body}>
          <textarea id={`${id}-body`} rows={draft.kind === "social_post" ? 3 : 10} className={cn(inputClass, "h-auto py-2 font-mono text-[0.8125rem] leading-relaxed")} value={body} readOnly={sent || !canEdit} onChange={(e) => setBody(e.target.value)} {...fieldAria(`${id}-body`, errors.body)} />
        </FieldShell>
        {canEdit && !sent ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" variant="outline" size="sm" disabled={!changed || edit.isPending}>
              <Save aria-hidden="true" className="size-4" /> {t("drafts.save")}
            </Button>
            {draft.status === "draft" ? (
              <>
                <Button
                  type="button"
                  size="sm"
                  disabled={own || changed || approve.isPending}
                  aria-describedby={own ? `${id}-own` : undefined}
                  onClick={() => approve.mutate({ planId, draftId: draft.id }, { onSuccess: () => done(t("drafts.approved")), onError: (e) => fail(e, t("drafts.failed")) })}
                >
                  <Check aria-hidden="true" className="size-4" /> {t("drafts.approve")}
                </Button>
                {own ? (
                  <p id={`${id}-own`} className="text-xs text-muted-foreground">
                    {t("drafts.ownDraft")}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        ) : null}
      </form>
      {canEdit && draft.status === "approved" && !changed ? (
        <form onSubmit={onSend} noValidate className="grid gap-3 rounded-md border border-border p-3" aria-labelledby={`${id}-send`}>
          <h4 id={`${id}-send`} className="text-sm font-semibold">
            {t("send.heading")}
          </h4>
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
            <legend className="sr-only">{t("send.via")}</legend>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-via`} className="size-4" checked={via === "email"} onChange={() => setVia("email")} /> {t("send.email")}
            </label>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-via`} className="size-4" checked={via === "project_channel"} onChange={() => setVia("project_channel")} /> {t("send.channel")}
            </label>
          </fieldset>
          {via === "email" ? (
            <FieldShell id={`${id}-to`} label={t("send.recipients")} error={errors.recipients}>
              <input id={`${id}-to`} className={inputClass} type="text" inputMode="email" autoComplete="off" value={recipients} onChange={(e) => setRecipients(e.target.value)} {...fieldAria(`${id}-to`, errors.recipients)} />
            </FieldShell>
          ) : null}
          <div>
            <Button type="submit" size="sm" disabled={send.isPending}>
              <Send aria-hidden="true" className="size-4" /> {t("send.submit")}
            </Button>
          </div>
        </form>
      ) : null}
      {formError ? <FormError>{formError}</FormError> : null}
    </article>
  );
}
