import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRotateWebhookUrl, useRuleDeliveries, type Rule } from "../../../api/automation";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast-store";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

// A rule's webhook parts on its card: the secret incoming address with its renewal (the old one
// stops at once), and the delivery log of its "call a webhook" actions (the webhooks' queue).

export function IncomingAddress({ rule }: { rule: Rule }) {
  const { t } = useTranslation("automation");
  const rotate = useRotateWebhookUrl();
  const [asking, setAsking] = useState(false);
  if (!rule.webhookUrl) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("rule.webhookUrl")}:</span>
      <code className="min-w-0 break-all rounded bg-muted px-1" data-testid="webhook-url">
        {rule.webhookUrl}
      </code>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        <RefreshCw aria-hidden="true" className="size-4" /> {t("rule.rotateUrl")}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t("rule.rotateUrl")}
        description={t("rule.rotateConfirm")}
        confirmLabel={t("rule.rotateYes")}
        cancelLabel={t("rule.cancel")}
        isPending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(rule.id, {
            onSuccess: () => {
              toast({ title: t("rule.rotated"), variant: "success" });
              setAsking(false);
            },
          })
        }
      />
    </div>
  );
}

export function RuleDeliveries({ rule }: { rule: Rule }) {
  const { t } = useTranslation("automation");
  const { t: tw } = useTranslation("webhooks");
  const language = useLanguage();
  const calls = rule.actions.some((a) => a.type === "webhook");
  const deliveries = useRuleDeliveries(rule.id, calls);
  if (!calls) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{t("rule.deliveries")}</summary>
      {deliveries.data?.length ? (
        <ul className="mt-2 grid gap-1" aria-label={t("rule.deliveries")}>
          {deliveries.data.slice(0, 10).map((d) => (
            <li key={d.id} className="flex flex-wrap gap-x-3 rounded bg-muted/40 px-2 py-1">
              <span>{formatDateTime(d.createdAt, language)}</span>
              <span>{t("rule.delivery", { status: tw(`log.status.${d.status}`), attempts: d.attempts, code: d.responseStatus ? ` · HTTP ${d.responseStatus}` : "" })}</span>
              {d.nextAttemptAt ? <span className="text-muted-foreground">{t("rule.nextRetry", { date: formatDateTime(d.nextAttemptAt, language) })}</span> : null}
              {d.error ? <span className="text-destructive-strong">{d.error}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted-foreground">{deliveries.isPending ? t("loading") : t("rule.deliveriesEmpty")}</p>
      )}
    </details>
  );
}
