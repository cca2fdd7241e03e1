import { Download, FolderKanban, Lightbulb, MessageSquare, Plus, ThumbsUp, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ideaStatuses, type IdeaStatus } from "../../../../domain/innovation/scoring";
import { duplicatesOf } from "../../../../domain/innovation/similarity";
import { useIdeas, useToggleVote, type Idea } from "../../../api/innovation";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { Button } from "../../../components/ui/button";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { downloadCsv } from "../../../lib/csv";
import { formatDate, formatPercent } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { useLanguage } from "../../../lib/use-language";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { IdeaDetail } from "../components/idea-detail";
import { IdeaEditor } from "../components/idea-editor";
import { inputsOf, ScoreFormula } from "../components/score-formula";
import { IdeaStatusBadge } from "../components/status-badge";

const sortKeys = ["score", "votes", "date", "dateAsc", "author", "status"] as const;
type SortKey = (typeof sortKeys)[number];

function sortIdeas(ideas: Idea[], key: SortKey, language: string): Idea[] {
  const byDate = (a: Idea, b: Idea) => b.createdAt.localeCompare(a.createdAt);
  const compare: Record<SortKey, (a: Idea, b: Idea) => number> = {
    score: (a, b) => (b.score ?? -1) - (a.score ?? -1) || byDate(a, b),
    votes: (a, b) => b.votes - a.votes || byDate(a, b),
    date: byDate,
    dateAsc: (a, b) => -byDate(a, b),
    author: (a, b) => a.author.localeCompare(b.author, language, { sensitivity: "base" }) || byDate(a, b),
    status: (a, b) => ideaStatuses.indexOf(a.status) - ideaStatuses.indexOf(b.status) || byDate(a, b),
  };
  return [...ideas].sort(compare[key]);
}

/** /innovation: the ideas board, from proposal to project (decision 1002). */
export function InnovationPage() {
  const { t } = useTranslation("innovation");
  const language = useLanguage();
  usePageMeta({ title: t("title"), description: t("intro"), noIndex: true });
  // Deleting and managing the workspace go to the same roles (admins and owners): they move ideas.
  const { canEdit, canDelete: canManage } = useMyPermissions();
  const ideas = useIdeas();
  const vote = useToggleVote();
  const [status, setStatus] = useState<IdeaStatus | "all">("all");
  const [author, setAuthor] = useState("all");
  const [sort, setSort] = useState<SortKey>("score");
  const [editing, setEditing] = useState<{ idea: Idea | null; key: number } | null>(null);
  // /innovation?idea=<id> (the project page's link back) opens that idea.
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get("idea"));

  const all = useMemo(() => ideas.data ?? [], [ideas.data]);
  const duplicates = useMemo(() => duplicatesOf(all), [all]);
  const authors = useMemo(() => [...new Set(all.map((i) => i.author).filter(Boolean))].sort((a, b) => a.localeCompare(b, language)), [all, language]);
  const shown = useMemo(() => sortIdeas(all.filter((i) => (status === "all" || i.status === status) && (author === "all" || i.author === author)), sort, language), [all, status, author, sort, language]);
  const columns = status === "all" ? ideaStatuses : [status];

  const exportCsv = () => {
    const c = (k: string) => t(`csv.${k as "title"}`);
    downloadCsv(
      `${t("csv.file")}-${new Date().toISOString().slice(0, 10)}.csv`,
      ["title", "status", "method", "reach", "impact", "confidence", "effort", "ease", "score", "votes", "comments", "author", "tags", "createdAt", "project", "discardReason", "problem", "benefit"].map(c),
      shown.map((i) => [i.title, t(`status.${i.status}`), i.scoringMethod.toUpperCase(), i.reach, i.impact, i.confidence, i.effort, i.ease, i.score, i.votes, i.commentCount, i.author, i.tags.join(", "), i.createdAt.slice(0, 10), i.project?.name ?? "", i.discardReason ?? "", i.problem, i.expectedBenefit]),
    );
  };

  const card = (idea: Idea) => {
    const dup = duplicates.get(idea.id);
    return (
      <li key={idea.id} className="grid gap-2 rounded-lg border border-border bg-card p-3 shadow-xs" data-testid="idea-card">
        <div className="flex items-start justify-between gap-2">
          <button type="button" className="min-w-0 text-start font-semibold break-words underline-offset-4 hover:underline focus-visible:underline" aria-label={t("card.open", { title: idea.title })} onClick={() => setOpenId(idea.id)}>
            {idea.title}
          </button>
          {status === "all" ? null : <IdeaStatusBadge status={idea.status} />}
        </div>
        <ScoreFormula method={idea.scoringMethod} inputs={inputsOf(idea)} compact />
        {dup ? (
          <p className="flex items-start gap-1.5 text-xs text-warning-strong">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t("card.duplicate", { title: dup.idea.title, percent: formatPercent(dup.similarity, language) })}
          </p>
        ) : null}
        {idea.status === "discarded" && idea.discardReason ? <p className="text-xs break-words text-muted-foreground">{t("card.discarded", { reason: idea.discardReason })}</p> : null}
        {idea.project ? (
          <Link to={`/project/${idea.project.id}`} className="inline-flex items-center gap-1.5 text-xs font-medium text-primary-strong underline-offset-4 hover:underline">
            <FolderKanban aria-hidden="true" className="size-3.5" /> {t("card.project", { name: idea.project.name })}
          </Link>
        ) : null}
        {idea.tags.length ? (
          <p className="flex flex-wrap gap-1">
            {idea.tags.map((tag) => (
              <span key={tag} className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                #{tag}
              </span>
            ))}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>{t("card.by", { author: idea.author || "—", date: formatDate(idea.createdAt, language) })}</span>
          <span className="flex items-center gap-2">
            <Button
              size="sm"
              variant={idea.votedByMe ? "primary" : "outline"}
              className="h-7 px-2"
              disabled={!canEdit}
              aria-pressed={idea.votedByMe}
              aria-label={idea.votedByMe ? t("card.unvote", { title: idea.title }) : t("card.vote", { title: idea.title })}
              onClick={() => vote.mutate(idea.id, { onError: () => toast({ title: t("detail.voteFailed"), variant: "error" }) })}
            >
              <ThumbsUp aria-hidden="true" className="size-3.5" /> {idea.votes}
            </Button>
            <span className="inline-flex items-center gap-1" title={t("card.comments", { count: idea.commentCount })}>
              <MessageSquare aria-hidden="true" className="size-3.5" /> <span className="sr-only">{t("card.comments", { count: idea.commentCount })}</span>
              <span aria-hidden="true">{idea.commentCount}</span>
            </span>
          </span>
        </div>
      </li>
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageHeading title={t("title")} intro={t("intro")} icon={<Lightbulb aria-hidden="true" className="size-7 text-primary-strong" />}>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!shown.length} onClick={exportCsv}>
            <Download aria-hidden="true" className="size-4" /> {t("export")}
          </Button>
          {canEdit ? (
            <Button onClick={() => setEditing({ idea: null, key: Date.now() })}>
              <Plus aria-hidden="true" className="size-4" /> {t("newIdea")}
            </Button>
          ) : null}
        </div>
      </PageHeading>
      {!canEdit && ideas.data ? <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("viewerNote")}</p> : null}

      <section aria-label={t("filters.label")} className="grid gap-3 sm:grid-cols-3">
        <FieldShell id="innovation-status" label={t("filters.status")}>
          <select id="innovation-status" className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as IdeaStatus | "all")}>
            <option value="all">{t("filters.all")}</option>
            {ideaStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id="innovation-author" label={t("filters.author")}>
          <select id="innovation-author" className={inputClass} value={author} onChange={(e) => setAuthor(e.target.value)}>
            <option value="all">{t("filters.all")}</option>
            {authors.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id="innovation-sort" label={t("filters.sort")}>
          <select id="innovation-sort" className={inputClass} value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {sortKeys.map((k) => (
              <option key={k} value={k}>
                {t(`filters.sortBy.${k}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </section>
      <p className="-mt-3 text-xs text-muted-foreground">{t("score.scales")}</p>

      {ideas.isError ? (
        <LoadError error={ideas.error} onRetry={() => void ideas.refetch()} />
      ) : ideas.isPending ? (
        <LoadingBlock label={t("loading")}>
          <Skeletons count={3} className="h-28" />
        </LoadingBlock>
      ) : all.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <Lightbulb aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
          {canEdit ? (
            <Button onClick={() => setEditing({ idea: null, key: Date.now() })}>
              <Plus aria-hidden="true" className="size-4" /> {t("newIdea")}
            </Button>
          ) : null}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">{t("empty.filtered")}</p>
      ) : (
        <div className={cn("grid items-start gap-4", columns.length > 1 && "md:grid-cols-2 xl:grid-cols-5")}>
          {columns.map((column) => {
            const items = shown.filter((i) => i.status === column);
            return (
              <section key={column} aria-labelledby={`ideas-${column}`} className="grid min-w-0 gap-2 rounded-xl bg-muted/40 p-2">
                <h2 id={`ideas-${column}`} className="flex items-center justify-between px-1 text-sm font-semibold">
                  {t(`status.${column}`)}
                  <span className="text-xs font-normal text-muted-foreground">{t("columnCount", { count: items.length })}</span>
                </h2>
                <ul className="grid gap-2">{items.map(card)}</ul>
              </section>
            );
          })}
        </div>
      )}

      {editing ? <IdeaEditor key={editing.key} open onOpenChange={(open) => !open && setEditing(null)} idea={editing.idea} ideas={all} /> : null}
      <IdeaDetail
        ideaId={openId}
        onOpenChange={(open) => {
          if (open) return;
          setOpenId(null);
          if (params.has("idea")) setParams({}, { replace: true });
        }}
        canEdit={canEdit}
        canManage={canManage}
        onEdit={(idea) => {
          setOpenId(null);
          setEditing({ idea, key: Date.now() });
        }}
      />
    </div>
  );
}
