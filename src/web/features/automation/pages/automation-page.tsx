import { Pencil, Plus, Sparkles, Trash2, Workflow, History, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { gallery } from "../../../../domain/automation/gallery";
import { useAutomationLiveRefresh, useAutomationRules, useAutomationRuns, useDeleteRule, useToggleRule, type Rule, type Run } from "../../../api/automation";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { Switch } from "../../../components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/toast-store";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { draftFrom, RuleEditor } from "../components/rule-editor";
import { RunLog, RunStatus } from "../components/run-log";
import { WebhooksPanel } from "../components/webhooks-panel";
import { IncomingAddress, RuleDeliveries } from "../components/rule-webhook";

type Editing = { ruleId: string | null; initial: ReturnType<typeof draftFrom>; key: number } | null;

export function AutomationPage() {
  const { t } = useTranslation("automation");
  const language = useLanguage();
  const { canEdit, canDelete: canManage } = useMyPermissions();
  const { t: tw } = useTranslation("webhooks");
  const rules = useAutomationRules();
  // A notice about a webhook links to /automation?tab=webhooks.
  const [search] = useSearchParams();
  const [tab, setTab] = useState(search.get("tab") === "webhooks" ? "webhooks" : "rules");
  const [logRule, setLogRule] = useState<string | null>(null);
  const runs = useAutomationRuns(logRule);
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  useAutomationLiveRefresh();

  const open = (ruleId: string | null, initial: ReturnType<typeof draftFrom>) => setEditing({ ruleId, initial, key: Date.now() });
  const fromGallery = (key: string) => {
    const entry = gallery.find((g) => g.key === key)!;
    const k = key as "overdueNotify";
    open(null, draftFrom(entry.build({ name: t(`gallery.${k}.name`), message: t(`gallery.${k}.message`) })));
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageHeading title={t("title")} intro={t("intro")} icon={<Workflow aria-hidden="true" className="size-7 text-primary-strong" />}>
        {canEdit ? (
          <Button onClick={() => open(null, draftFrom(null))}>
            <Plus aria-hidden="true" className="size-4" /> {t("newRule")}
          </Button>
        ) : null}
      </PageHeading>
      {!canEdit ? <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("viewerNote")}</p> : null}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="rules">{t("tabs.rules")}</TabsTrigger>
          <TabsTrigger value="gallery">{t("tabs.gallery")}</TabsTrigger>
          <TabsTrigger value="log">{t("tabs.log")}</TabsTrigger>
          {/* Owners and admins (project:delete and workspace:manage go to the same roles). */}
          {canManage ? <TabsTrigger value="webhooks">{tw("tab")}</TabsTrigger> : null}
        </TabsList>

        <TabsContent value="rules" className="mt-4">
          {rules.isError ? (
            <LoadError error={rules.error} onRetry={() => void rules.refetch()} />
          ) : rules.isPending ? (
            <LoadingBlock label={t("loading")}>
              <Skeletons count={3} className="h-24" />
            </LoadingBlock>
          ) : rules.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <Workflow aria-hidden="true" className="size-10 text-muted-foreground" />
              <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
              <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
              <Button variant="outline" onClick={() => setTab("gallery")}>
                <Sparkles aria-hidden="true" className="size-4" /> {t("empty.gallery")}
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label={t("tabs.rules")}>
              {rules.data.map((rule) => (
                <li key={rule.id}>
                  <Card>
                    <CardContent className="grid gap-3 p-4 sm:p-5">
                      <div className="flex items-start gap-3">
                        <div className="min-w-0 flex-1">
                          <h2 className="text-base font-semibold break-words">{rule.name}</h2>
                          <p className="text-sm text-muted-foreground">
                            {t("trigger.label")}: {t(`trigger.${rule.trigger.type}`)}
                            {rule.trigger.type === "schedule" ? <code className="ms-1 rounded bg-muted px-1">{rule.trigger.cron}</code> : null}
                            {" · "}
                            {t("action.label")}: {rule.actions.map((a) => t(`action.${a.type}`)).join(", ")}
                          </p>
                        </div>
                        <Switch checked={rule.enabled} disabled={!canEdit || toggle.isPending} aria-label={t("rule.enabled", { name: rule.name })} onCheckedChange={(enabled) => toggle.mutate({ id: rule.id, enabled })} />
                      </div>
                      {rule.pausedReason ? (
                        <p role="status" className="flex items-center gap-2 rounded-md bg-warning/15 px-3 py-2 text-sm text-warning-strong">
                          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" /> {rule.pausedReason === "webhook_failing" ? t("rule.pausedWebhook") : t("rule.paused")}
                        </p>
                      ) : null}
                      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                        <span>{t("rule.runs", { count: rule.runCount })}</span>
                        <span>{rule.lastRunAt ? t("rule.lastRun", { date: formatDateTime(rule.lastRunAt, language) }) : t("rule.never")}</span>
                        {rule.lastRunStatus ? <RunStatus status={rule.lastRunStatus as Run["status"]} /> : null}
                        {rule.nextRunAt ? <span>{t("rule.next", { date: formatDateTime(rule.nextRunAt, language) })}</span> : null}
                        {rule.authorName ? <span>{t("rule.by", { name: rule.authorName })}</span> : null}
                      </div>
                      {rule.webhookUrl && canEdit ? <IncomingAddress rule={rule} /> : null}
                      {rule.signingSecret && canEdit ? (
                        <p className="text-sm">
                          <span className="text-muted-foreground">{t("rule.signingSecret")}: </span>
                          <code className="break-all rounded bg-muted px-1">{rule.signingSecret}</code>
                        </p>
                      ) : null}
                      <RuleDeliveries rule={rule} />
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => {
                            setLogRule(rule.id);
                            setTab("log");
                          }}
                        >
                          <History aria-hidden="true" className="size-4" /> {t("rule.log")}
                        </Button>
                        {canEdit ? (
                          <>
                            <Button variant="outline" size="sm" onClick={() => open(rule.id, draftFrom(rule))}>
                              <Pencil aria-hidden="true" className="size-4" /> {t("rule.edit")}
                            </Button>
                            <Button variant="ghost" size="sm" onClick={() => setDeleting(rule)}>
                              <Trash2 aria-hidden="true" className="size-4" /> {t("rule.delete")}
                            </Button>
                          </>
                        ) : null}
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="gallery" className="mt-4">
          <ul className="grid gap-3 md:grid-cols-2">
            {gallery.map((entry) => {
              const k = entry.key as "overdueNotify";
              return (
                <li key={entry.key}>
                  <Card className="h-full">
                    <CardContent className="flex h-full flex-col gap-3 p-4 sm:p-5">
                      <Sparkles aria-hidden="true" className="size-5 text-primary-strong" />
                      <h2 className="text-base font-semibold">{t(`gallery.${k}.name`)}</h2>
                      <p className="flex-1 text-sm text-muted-foreground">{t(`gallery.${k}.description`)}</p>
                      {canEdit ? (
                        <div>
                          <Button size="sm" onClick={() => fromGallery(entry.key)} aria-label={`${t("gallery.use")}: ${t(`gallery.${k}.name`)}`}>
                            {t("gallery.use")}
                          </Button>
                        </div>
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </TabsContent>

        <TabsContent value="log" className="mt-4 grid gap-3">
          <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            <label htmlFor="log-rule" className="text-sm font-medium">
              {t("log.filter")}
            </label>
            <select id="log-rule" className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:w-auto sm:max-w-md" value={logRule ?? ""} onChange={(e) => setLogRule(e.target.value || null)}>
              <option value="">{t("log.allRules")}</option>
              {(rules.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          {runs.isError ? <LoadError error={runs.error} onRetry={() => void runs.refetch()} /> : <RunLog runs={runs.data} isLoading={runs.isPending} />}
        </TabsContent>
        {canManage ? (
          <TabsContent value="webhooks" className="mt-4">
            <WebhooksPanel canManage={canManage} />
          </TabsContent>
        ) : null}
      </Tabs>

      {editing ? <RuleEditor key={editing.key} isOpen onOpenChange={(o) => !o && setEditing(null)} onSaved={() => setTab("rules")} ruleId={editing.ruleId} initial={editing.initial} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("rule.deleteTitle")}
        description={t("rule.deleteDescription", { name: deleting?.name ?? "" })}
        confirmLabel={t("rule.delete")}
        cancelLabel={t("rule.cancel")}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: t("rule.deleted"), variant: "success" });
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
