import { ArrowRight, FolderKanban, MessageSquare, Pencil, Rocket, ThumbsUp, XCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { nextStatuses, type IdeaStatus } from "../../../../domain/innovation/scoring";
import { useAddComment, useChangeIdeaStatus, useIdea, useToggleVote, type Idea } from "../../../api/innovation";
import { LoadError } from "../../../components/load-error";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FieldShell, FormError, fieldAria, inputClass } from "../../../components/ui/form-field";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { inputsOf, ScoreFormula } from "./score-formula";
import { IdeaStatusBadge } from "./status-badge";

type Props = { ideaId: string | null; onOpenChange: (open: boolean) => void; onEdit: (idea: Idea) => void; canEdit: boolean; canManage: boolean };

/** An idea in full: its texts and score, comments, and for managers its moves and conversion. */
export function IdeaDetail({ ideaId, onOpenChange, onEdit, canEdit, canManage }: Props) {
  const { t } = useTranslation("innovation");
  const language = useLanguage();
  const navigate = useNavigate();
  const idea = useIdea(ideaId);
  const move = useChangeIdeaStatus();
  const vote = useToggleVote();
  const comment = useAddComment();
  const [body, setBody] = useState("");
  const [discarding, setDiscarding] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");

  const changeTo = (status: IdeaStatus, why = "") => {
    if (!ideaId) return;
    setError("");
    move.mutate(
      { id: ideaId, status, reason: why },
      {
        onSuccess: () => {
          toast({ title: t("detail.moved", { status: t(`status.${status}`) }), variant: "success" });
          setDiscarding(false);
          setReason("");
        },
        onError: (e) => setError(isApiError(e) ? (e.fields?.["body.reason"] ?? e.fields?.reason ?? e.message) : t("detail.moveFailed")),
      },
    );
  };
  const onDiscard = (event: FormEvent) => {
    event.preventDefault();
    changeTo("discarded", reason);
  };
  const onComment = (event: FormEvent) => {
    event.preventDefault();
    if (!ideaId || !body.trim()) return;
    comment.mutate({ id: ideaId, body }, { onSuccess: () => setBody(""), onError: (e) => toast({ title: t("detail.commentFailed"), description: isApiError(e) ? e.message : undefined, variant: "error" }) });
  };

  const d = idea.data;
  return (
    <Dialog open={Boolean(ideaId)} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("detail.close")} className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        {idea.isError ? (
          <>
            <DialogTitle className="sr-only">{t("title")}</DialogTitle>
            <LoadError error={idea.error} onRetry={() => void idea.refetch()} />
          </>
        ) : !d ? (
          <LoadingBlock label={t("loading")}>
            <DialogTitle className="sr-only">{t("loading")}</DialogTitle>
            <Skeletons count={3} className="h-16" />
          </LoadingBlock>
        ) : (
          <div className="grid gap-5">
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <IdeaStatusBadge status={d.status} />
                {d.tags.map((tag) => (
                  <span key={tag} className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                    #{tag}
                  </span>
                ))}
              </div>
              <DialogTitle className="break-words">{d.title}</DialogTitle>
              <DialogDescription>{t("card.by", { author: d.author || "—", date: formatDate(d.createdAt, language) })}</DialogDescription>
            </DialogHeader>

            <ScoreFormula method={d.scoringMethod} inputs={inputsOf(d)} />

            <dl className="grid gap-3 text-sm">
              {[
                ["description", d.description],
                ["problem", d.problem],
                ["benefit", d.expectedBenefit],
              ].map(([key, value]) =>
                value ? (
                  <div key={key}>
                    <dt className="font-medium">{t(`detail.${key as "problem"}`)}</dt>
                    <dd className="break-words whitespace-pre-line text-muted-foreground">{value}</dd>
                  </div>
                ) : null,
              )}
              {d.status === "discarded" && d.discardReason ? (
                <div>
                  <dt className="font-medium">{t("detail.discardReason")}</dt>
                  <dd className="break-words whitespace-pre-line text-muted-foreground">{d.discardReason}</dd>
                </div>
              ) : null}
            </dl>

            {d.project ? (
              <Link to={`/project/${d.project.id}`} className="inline-flex items-center gap-2 text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
                <FolderKanban aria-hidden="true" className="size-4" /> {t("card.project", { name: d.project.name })}
              </Link>
            ) : null}

            <div className="flex flex-wrap gap-2">
              <Button variant={d.votedByMe ? "primary" : "outline"} size="sm" disabled={!canEdit || vote.isPending} aria-pressed={d.votedByMe} onClick={() => vote.mutate(d.id, { onError: () => toast({ title: t("detail.voteFailed"), variant: "error" }) })}>
                <ThumbsUp aria-hidden="true" className="size-4" /> {t("card.votes", { count: d.votes })}
              </Button>
              {canEdit && d.status !== "converted" ? (
                <Button variant="outline" size="sm" onClick={() => onEdit(d)}>
                  <Pencil aria-hidden="true" className="size-4" /> {t("detail.edit")}
                </Button>
              ) : null}
            </div>

            {canManage && d.status !== "converted" ? (
              <section className="grid gap-3 rounded-lg border border-border p-3" aria-label={t("filters.status")}>
                <div className="flex flex-wrap gap-2">
                  {nextStatuses(d.status)
                    .filter((s) => s !== "discarded")
                    .map((s) => (
                      <Button key={s} size="sm" variant="outline" isLoading={move.isPending && move.variables.status === s} onClick={() => changeTo(s)}>
                        <ArrowRight aria-hidden="true" className="size-4" /> {t("detail.move", { status: t(`status.${s}`) })}
                      </Button>
                    ))}
                  {nextStatuses(d.status).includes("discarded") && !discarding ? (
                    <Button size="sm" variant="outline" onClick={() => setDiscarding(true)}>
                      <XCircle aria-hidden="true" className="size-4" /> {t("detail.discard")}
                    </Button>
                  ) : null}
                  {d.status === "approved" ? (
                    <Button size="sm" onClick={() => void navigate(`/project-planner?idea=${encodeURIComponent(d.id)}`)}>
                      <Rocket aria-hidden="true" className="size-4" /> {t("detail.convert")}
                    </Button>
                  ) : null}
                </div>
                {d.status === "approved" ? <p className="text-xs text-muted-foreground">{t("detail.convertHint")}</p> : null}
                {discarding ? (
                  <form onSubmit={onDiscard} noValidate className="grid gap-2">
                    <FieldShell id="idea-discard-reason" label={t("detail.discardReason")}>
                      <textarea id="idea-discard-reason" rows={2} required className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} {...fieldAria("idea-discard-reason", error || undefined)} />
                    </FieldShell>
                    <div className="flex gap-2">
                      <Button type="submit" size="sm" variant="destructive" isLoading={move.isPending}>
                        {t("detail.discardConfirm")}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setDiscarding(false)}>
                        {t("editor.cancel")}
                      </Button>
                    </div>
                  </form>
                ) : null}
                {error ? <FormError>{error}</FormError> : null}
              </section>
            ) : null}

            <section className="grid gap-3" aria-labelledby="idea-comments-title">
              <h3 id="idea-comments-title" className="flex items-center gap-2 font-semibold">
                <MessageSquare aria-hidden="true" className="size-4" /> {t("detail.comments")}
              </h3>
              {d.comments.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("detail.noComments")}</p>
              ) : (
                <ul className="grid gap-2">
                  {d.comments.map((c) => (
                    <li key={c.id} className="rounded-md bg-muted/60 px-3 py-2 text-sm">
                      <p className="text-xs text-muted-foreground">
                        {c.authorName || "—"} · {formatDateTime(c.createdAt, language)}
                      </p>
                      <p className="break-words whitespace-pre-line">{c.body}</p>
                    </li>
                  ))}
                </ul>
              )}
              {canEdit ? (
                <form onSubmit={onComment} className="grid gap-2">
                  <FieldShell id="idea-comment" label={t("detail.comment")}>
                    <textarea id="idea-comment" rows={2} maxLength={2000} className={inputClass} value={body} onChange={(e) => setBody(e.target.value)} />
                  </FieldShell>
                  <Button type="submit" size="sm" className="justify-self-start" disabled={!body.trim()} isLoading={comment.isPending}>
                    {t("detail.addComment")}
                  </Button>
                </form>
              ) : null}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
