import { MessageSquare, Pencil, ThumbsUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddComment, useApplyScenario, useDeleteScenario, useScenarioComments, useVote, type Portfolio, type Scenario } from "../../../api/orchestrator";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { changeText } from "./change-text";

// One saved scenario: its changes, votes, comments, and (for owners and admins) the apply step.

type Props = {
  scenario: Scenario;
  portfolio: Portfolio;
  canEdit: boolean;
  canManage: boolean;
  isComparing: boolean;
  onCompare: () => void;
  onEdit: () => void;
};

export function ScenarioCard({ scenario, portfolio, canEdit, canManage, isComparing, onCompare, onEdit }: Props) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const [showComments, setShowComments] = useState(false);
  const [isApplying, setIsApplying] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const vote = useVote();
  const remove = useDeleteScenario();
  const isApplied = scenario.state === "applied";
  return (
    <Card data-testid="scenario-card" className={cn(isComparing && "ring-2 ring-primary")}>
      <CardContent className="grid gap-3 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{scenario.name}</h3>
            <p className="text-xs text-muted-foreground">
              {scenario.authorName ? `${t("list.by", { name: scenario.authorName })} · ` : ""}
              {formatDateTime(scenario.createdAt, language)} · {t("list.changes", { count: scenario.changes.length })}
            </p>
          </div>
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", isApplied ? "bg-success-strong/15 text-success-strong" : "bg-muted text-muted-foreground")}>{t(`list.state.${scenario.state}`)}</span>
        </div>
        {scenario.description ? <p className="text-sm break-words">{scenario.description}</p> : null}
        <ul className="grid list-disc gap-0.5 pl-5 text-sm">
          {scenario.changes.slice(0, 6).map((c, i) => (
            <li key={i}>{changeText(c, portfolio, t, language)}</li>
          ))}
          {scenario.changes.length > 6 ? <li>…</li> : null}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant={isComparing ? "primary" : "outline"} aria-pressed={isComparing} onClick={onCompare}>
            {isComparing ? t("list.comparing") : t("list.compare")}
          </Button>
          {canEdit ? (
            <Button size="sm" variant="outline" aria-pressed={scenario.votedByMe} isLoading={vote.isPending} onClick={() => vote.mutate({ id: scenario.id, vote: !scenario.votedByMe })}>
              <ThumbsUp aria-hidden="true" className="size-4" /> {scenario.votedByMe ? t("list.unvote") : t("list.vote")} · {t("list.votes", { count: scenario.votes })}
            </Button>
          ) : (
            <span className="self-center text-sm text-muted-foreground">{t("list.votes", { count: scenario.votes })}</span>
          )}
          <Button size="sm" variant="ghost" aria-expanded={showComments} onClick={() => setShowComments((v) => !v)}>
            <MessageSquare aria-hidden="true" className="size-4" /> {t("list.comments", { count: scenario.comments })}
          </Button>
          {canEdit && !isApplied ? (
            <>
              <Button size="sm" variant="ghost" onClick={onEdit}>
                <Pencil aria-hidden="true" className="size-4" /> {t("list.edit")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setIsDeleting(true)}>
                <Trash2 aria-hidden="true" className="size-4" /> {t("list.delete")}
              </Button>
            </>
          ) : null}
          {canManage && !isApplied ? (
            <Button size="sm" onClick={() => setIsApplying(true)}>
              {t("list.apply")}
            </Button>
          ) : null}
        </div>
        {showComments ? <Comments scenarioId={scenario.id} canEdit={canEdit} /> : null}
      </CardContent>
      <ApplyDialog scenario={scenario} isOpen={isApplying} onOpenChange={setIsApplying} />
      <ConfirmDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={t("list.deleteTitle", { name: scenario.name })}
        description={t("list.deleteBody")}
        confirmLabel={t("list.delete")}
        cancelLabel={t("editor.cancel")}
        closeLabel={t("editor.cancel")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(scenario.id, { onSuccess: () => setIsDeleting(false) })}
      />
    </Card>
  );
}

function Comments({ scenarioId, canEdit }: { scenarioId: string; canEdit: boolean }) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const comments = useScenarioComments(scenarioId);
  const add = useAddComment(scenarioId);
  const [body, setBody] = useState("");
  const error = isApiError(add.error) ? (add.error.fields?.body ?? add.error.message) : undefined;
  return (
    <div className="grid gap-2 rounded-md bg-muted/50 p-3">
      {comments.data?.length === 0 ? <p className="text-sm text-muted-foreground">{t("comments.empty")}</p> : null}
      <ul className="grid gap-2">
        {comments.data?.map((c) => (
          <li key={c.id} className="text-sm">
            <span className="font-medium">{c.authorName}</span> <span className="text-xs text-muted-foreground">{formatDateTime(c.createdAt, language)}</span>
            <p className="break-words whitespace-pre-wrap">{c.body}</p>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(body, { onSuccess: () => setBody("") });
          }}
        >
          <FieldShell id={`comment-${scenarioId}`} label={t("comments.label")} error={error} className="min-w-0 flex-1">
            <input id={`comment-${scenarioId}`} className={inputClass} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
          </FieldShell>
          <Button type="submit" size="md" variant="secondary" isLoading={add.isPending}>
            {t("comments.send")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function ApplyDialog({ scenario, isOpen, onOpenChange }: { scenario: Scenario; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("orchestrator");
  const apply = useApplyScenario();
  const [reasons, setReasons] = useState("");
  const error = isApiError(apply.error) ? (apply.error.fields?.reasons ?? apply.error.message) : undefined;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("editor.cancel")}>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            apply.mutate(
              { id: scenario.id, reasons },
              {
                onSuccess: () => {
                  toast({ title: t("apply.done"), variant: "success" });
                  onOpenChange(false);
                },
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>{t("apply.title", { name: scenario.name })}</DialogTitle>
            <DialogDescription>{t("apply.body")}</DialogDescription>
          </DialogHeader>
          <FieldShell id="apply-reasons" label={t("apply.reasons")} error={error}>
            <textarea id="apply-reasons" className={cn(inputClass, "h-24 py-2")} value={reasons} maxLength={4000} onChange={(e) => setReasons(e.target.value)} aria-invalid={error ? true : undefined} />
          </FieldShell>
          <FormDialogFooter cancelLabel={t("editor.cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("apply.confirm")} isPending={apply.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
