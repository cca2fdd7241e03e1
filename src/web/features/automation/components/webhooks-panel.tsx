import { CheckCircle2, Clock, Copy, KeyRound, Pencil, Plus, RefreshCw, Send, Trash2, TriangleAlert, Webhook, XCircle, History } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { subscriptionInputSchema, webhookEventTypes, type WebhookEventType } from "../../../../domain/webhooks/contract";
import { useDeleteWebhook, usePingWebhook, useRedeliver, useRotateWebhookSecret, useSaveWebhook, useToggleWebhook, useWebhookDeliveries, useWebhooks, type Delivery, type Subscription } from "../../../api/webhooks";
import { LoadError } from "../../../components/load-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { FormError, FormField } from "../../../components/ui/form-field";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";

// The 'Webhooks' tab of /automation (decision 0806): the workspace's outgoing webhooks, the signing
// secret shown once, the delivery log with redelivery. Owners and admins only, like the routes.

type Draft = { name: string; url: string; events: WebhookEventType[]; enabled: boolean };
type Editing = { id: string | null; draft: Draft; key: number } | null;

export function WebhooksPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("webhooks");
  const language = useLanguage();
  const hooks = useWebhooks(canManage);
  const toggle = useToggleWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const ping = usePingWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Subscription | null>(null);
  const [rotating, setRotating] = useState<Subscription | null>(null);
  const [logOf, setLogOf] = useState<Subscription | null>(null);

  if (!canManage) return <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("managersOnly")}</p>;

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">{t("intro")}</p>
        <Button onClick={() => setEditing({ id: null, draft: { name: "", url: "https://", events: ["task.created", "task.completed"], enabled: true }, key: Date.now() })}>
          <Plus aria-hidden="true" className="size-4" /> {t("new")}
        </Button>
      </div>

      {hooks.isError ? (
        <LoadError error={hooks.error} onRetry={() => void hooks.refetch()} />
      ) : hooks.isPending ? (
        <LoadingBlock label={t("loading")}>
          <Skeletons count={2} className="h-24" />
        </LoadingBlock>
      ) : hooks.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <Webhook aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t("tab")}>
          {hooks.data.map((hook) => (
            <li key={hook.id}>
              <Card>
                <CardContent className="grid gap-3 p-4 sm:p-5">
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <h2 className="text-base font-semibold break-words">{hook.name}</h2>
                      <p className="text-sm break-all text-muted-foreground">
                        <code>{hook.url}</code>
                      </p>
                      <p className="text-sm text-muted-foreground">{hook.events.map((e) => t(`events.${e}`)).join(" · ")}</p>
                    </div>
                    <Switch checked={hook.enabled} disabled={toggle.isPending} aria-label={t("item.enabled", { name: hook.name })} onCheckedChange={(enabled) => toggle.mutate({ id: hook.id, enabled })} />
                  </div>
                  {hook.disabledReason ? (
                    <p role="status" className="flex items-center gap-2 rounded-md bg-warning/15 px-3 py-2 text-sm text-warning-strong">
                      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" /> {t("item.disabled")}
                    </p>
                  ) : hook.failingSince ? (
                    <p className="text-sm text-warning-strong">{t("item.failing", { date: formatDateTime(hook.failingSince, language) })}</p>
                  ) : null}
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span>{hook.lastDelivery ? t("item.last", { date: formatDateTime(hook.lastDelivery.at, language) }) : t("item.never")}</span>
                    {hook.lastDelivery ? <DeliveryStatus status={hook.lastDelivery.status as Delivery["status"]} /> : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" aria-expanded={logOf?.id === hook.id} onClick={() => setLogOf(logOf?.id === hook.id ? null : hook)}>
                      <History aria-hidden="true" className="size-4" /> {t("item.deliveries")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={!hook.enabled}
                      isLoading={ping.isPending && ping.variables === hook.id}
                      onClick={() =>
                        ping.mutate(hook.id, {
                          onSuccess: () => {
                            toast({ title: t("item.pinged"), variant: "success" });
                            setLogOf(hook);
                          },
                        })
                      }
                    >
                      <Send aria-hidden="true" className="size-4" /> {t("item.ping")}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setEditing({ id: hook.id, draft: { name: hook.name, url: hook.url, events: hook.events, enabled: hook.enabled }, key: Date.now() })}>
                      <Pencil aria-hidden="true" className="size-4" /> {t("item.edit")}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setRotating(hook)}>
                      <KeyRound aria-hidden="true" className="size-4" /> {t("item.rotate")}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(hook)}>
                      <Trash2 aria-hidden="true" className="size-4" /> {t("item.delete")}
                    </Button>
                  </div>
                  {logOf?.id === hook.id ? <DeliveryLog subscription={hook} /> : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <section className="rounded-lg border border-border bg-card p-4 text-sm">
        <h2 className="font-semibold">{t("verify.title")}</h2>
        <p className="mt-1 text-muted-foreground">{t("verify.body")}</p>
        <Link to="/resources/api-docs" className="mt-2 inline-block font-medium text-primary-strong underline underline-offset-4">
          {t("verify.docs")}
        </Link>
      </section>

      {editing ? <WebhookForm key={editing.key} id={editing.id} initial={editing.draft} onClose={() => setEditing(null)} onSecret={setSecret} /> : null}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("item.deleteTitle")}
        description={t("item.deleteDescription", { name: deleting?.name ?? "" })}
        confirmLabel={t("item.delete")}
        cancelLabel={t("form.cancel")}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: t("item.deleted"), variant: "success" });
              if (logOf?.id === deleting.id) setLogOf(null);
              setDeleting(null);
            },
          })
        }
      />
      <ConfirmDialog
        isOpen={rotating !== null}
        onOpenChange={(o) => !o && setRotating(null)}
        title={t("item.rotateTitle")}
        description={t("item.rotateDescription")}
        confirmLabel={t("item.rotate")}
        cancelLabel={t("form.cancel")}
        isPending={rotate.isPending}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (answer) => {
              setRotating(null);
              setSecret(answer.secret);
            },
          })
        }
      />
    </div>
  );
}

const statusLook: Record<Delivery["status"], { icon: typeof CheckCircle2; className: string }> = {
  pending: { icon: Clock, className: "text-muted-foreground" },
  retrying: { icon: RefreshCw, className: "text-warning-strong" },
  succeeded: { icon: CheckCircle2, className: "text-success-strong" },
  failed: { icon: XCircle, className: "text-destructive-strong" },
};

function DeliveryStatus({ status }: { status: Delivery["status"] }) {
  const { t } = useTranslation("webhooks");
  const { icon: Icon, className } = statusLook[status] ?? statusLook.pending;
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm font-medium", className)}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`log.status.${status}`)}
    </span>
  );
}

function DeliveryLog({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation("webhooks");
  const language = useLanguage();
  const deliveries = useWebhookDeliveries(subscription.id);
  const redeliver = useRedeliver();
  const label = t("log.title", { name: subscription.name });
  return (
    <section aria-label={label} className="grid gap-2 border-t border-border pt-3">
      <h3 className="text-sm font-semibold">{label}</h3>
      {deliveries.isError ? (
        <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.isPending ? (
        <Skeletons count={2} className="h-12" />
      ) : deliveries.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("log.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {deliveries.data.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border p-2 text-sm">
              <DeliveryStatus status={d.status} />
              <span className="font-medium">{t(`events.${d.eventType as WebhookEventType}`, { defaultValue: d.eventType })}</span>
              {d.redeliveryOf ? <span className="text-xs text-muted-foreground">({t("log.redelivery")})</span> : null}
              <span className="text-muted-foreground">{d.responseStatus !== null ? t("log.code", { code: d.responseStatus }) : d.attempts > 0 ? t("log.noCode") : ""}</span>
              {d.latencyMs !== null ? <span className="text-muted-foreground">{t("log.latency", { ms: d.latencyMs })}</span> : null}
              <span className="text-muted-foreground">{t("log.attempts", { count: d.attempts })}</span>
              <span className="text-xs text-muted-foreground">{formatDateTime(d.createdAt, language)}</span>
              {d.error ? <span className="w-full break-words text-destructive-strong">{d.error}</span> : null}
              {d.nextAttemptAt ? <span className="w-full text-xs text-muted-foreground">{t("log.next", { date: formatDateTime(d.nextAttemptAt, language) })}</span> : null}
              <Button
                variant="outline"
                size="sm"
                className="ms-auto"
                disabled={!subscription.enabled}
                isLoading={redeliver.isPending && redeliver.variables === d.id}
                onClick={() => redeliver.mutate(d.id, { onSuccess: () => toast({ title: t("log.redelivered"), variant: "success" }) })}
              >
                <RefreshCw aria-hidden="true" className="size-4" /> {t("log.redeliver")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WebhookForm({ id, initial, onClose, onSecret }: { id: string | null; initial: Draft; onClose: () => void; onSecret: (secret: string) => void }) {
  const { t } = useTranslation("webhooks");
  const language = useLanguage();
  const save = useSaveWebhook();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const message = (key: string) => validationMessage(key, language, { max: 500, min: 1 }) ?? key;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = subscriptionInputSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= message(issue.message);
      setErrors(next);
      setFormError(t("form.failed"));
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: parsed.data },
      {
        onSuccess: (answer) => {
          toast({ title: t("form.saved"), variant: "success" });
          onClose();
          if (answer.secret) onSecret(answer.secret);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\./, "").split(".")[0]!, v])));
          setFormError(isApiError(error) ? error.message : t("form.failed"));
        },
      },
    );
  };
  const toggleEvent = (type: WebhookEventType, on: boolean) => setDraft({ ...draft, events: on ? [...draft.events, type] : draft.events.filter((e) => e !== type) });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("form.close")} className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{id ? t("form.editTitle") : t("form.createTitle")}</DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField id="webhook-name" label={t("form.name")} value={draft.name} maxLength={100} error={errors.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          <FormField id="webhook-url" type="url" label={t("form.url")} hint={t("form.urlHint")} value={draft.url} maxLength={500} error={errors.url} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
          <fieldset className="grid gap-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">{t("events.label")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {webhookEventTypes.map((type) => (
                <label key={type} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={draft.events.includes(type)} onChange={(e) => toggleEvent(type, e.target.checked)} />
                  <span>{t(`events.${type}`)}</span>
                </label>
              ))}
            </div>
            {errors.events ? (
              <p id="webhook-events-error" className="text-sm text-destructive-strong">
                {errors.events}
              </p>
            ) : null}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={draft.enabled} onCheckedChange={(enabled) => setDraft({ ...draft, enabled })} aria-label={t("form.enabled")} /> {t("form.enabled")}
          </label>
          <FormError>{formError}</FormError>
          <FormDialogFooter cancelLabel={t("form.cancel")} onCancel={onClose} submitLabel={t("form.save")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation("webhooks");
  return (
    <Dialog open={secret !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("form.close")} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("secret.title")}</DialogTitle>
          <DialogDescription>{t("secret.description")}</DialogDescription>
        </DialogHeader>
        <code data-testid="webhook-secret" className="block rounded-md bg-muted p-3 text-sm break-all">
          {secret}
        </code>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(secret ?? "")
                .then(() => toast({ title: t("secret.copied"), variant: "success" }))
                .catch(() => undefined)
            }
          >
            <Copy aria-hidden="true" className="size-4" /> {t("secret.copy")}
          </Button>
          <Button onClick={onClose}>{t("secret.done")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
