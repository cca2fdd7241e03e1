import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRatedAnswers, useRatingSummary, type RatedAnswer, type RatedFilter } from "../../../api/assistant";
import { LoadError } from "../../../components/load-error";
import { inputClass } from "../../../components/ui/form-field";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { BoxedTable } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

// The ratings screen (decision 0921), for the workspace's admins: how the assistant's answers were
// rated per intent and per engine, and the rated answers themselves (question, answer, intent,
// engine, rating, reason; never who asked), so the team sees where it fails.

const intentKeys = ["due_date", "at_risk", "overloaded", "overdue_tasks", "forecast", "changes", "budget", "memory", "help", "chat", "not_understood"] as const;
type IntentKey = (typeof intentKeys)[number];
const actionKinds = ["create_task", "move_due", "assign", "add_risk", "draft_update"] as const;
type ActionKind = (typeof actionKinds)[number];

function useIntentLabel() {
  const { t } = useTranslation("assistant");
  const { t: tp } = useTranslation("assistant-panel");
  return (intent: string) => {
    if (intent.startsWith("action.")) {
      const kind = intent.slice(7) as ActionKind;
      return actionKinds.includes(kind) ? t("ratings.action", { kind: tp(`kind.${kind}`) }) : intent;
    }
    return intentKeys.includes(intent as IntentKey) ? t(`ratings.intent.${intent as IntentKey}`) : intent;
  };
}

const percent = (share: number, lang: string) => new Intl.NumberFormat(lang === "es" ? "es-MX" : "en-US", { style: "percent", maximumFractionDigits: 0 }).format(share);

function Summary() {
  const { t } = useTranslation("assistant");
  const lang = useLanguage();
  const label = useIntentLabel();
  const summary = useRatingSummary();
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  if (summary.isPending) {
    return (
      <LoadingBlock label={t("ratings.loading")}>
        <Skeletons count={2} className="h-20" />
      </LoadingBlock>
    );
  }
  const { rows, total, engines = [] } = summary.data;
  const columns = [{ label: t("ratings.col.intent") }, { label: t("ratings.col.rated"), className: "text-right" }, { label: t("ratings.col.helpful"), className: "text-right" }, { label: t("ratings.col.notHelpful"), className: "text-right" }, { label: t("ratings.col.share"), className: "text-right" }];
  const row = (key: string, name: string, r: { rated: number; helpful: number; share: number }, strong = false) => (
    <tr key={key} className={cn(strong && "font-semibold")}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {name}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{r.rated}</td>
      <td className="px-3 py-2 text-right tabular-nums">{r.helpful}</td>
      <td className="px-3 py-2 text-right tabular-nums">{r.rated - r.helpful}</td>
      <td className={cn("px-3 py-2 text-right tabular-nums", r.rated && r.share < 0.5 && "text-destructive-strong")}>{r.rated ? percent(r.share, lang) : "—"}</td>
    </tr>
  );
  if (!total.rated) return <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("ratings.none")}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid min-w-0 gap-2">
        <h3 className="text-sm font-semibold">{t("ratings.byIntent")}</h3>
        <BoxedTable caption={t("ratings.byIntent")} columns={columns}>
          {rows.map((r) => row(r.intent, label(r.intent), r))}
          {row("total", t("ratings.total"), total, true)}
        </BoxedTable>
      </div>
      <div className="grid min-w-0 gap-2">
        <h3 className="text-sm font-semibold">{t("ratings.byEngine")}</h3>
        <BoxedTable caption={t("ratings.byEngine")} columns={[{ label: t("ratings.col.engine") }, ...columns.slice(1)]}>
          {engines.map((r) => row(r.engine, r.engine === "llm" ? t("ratings.engine.llm") : t("ratings.engine.offline"), r))}
        </BoxedTable>
      </div>
    </div>
  );
}

function AnswerCard({ item }: { item: RatedAnswer }) {
  const { t } = useTranslation("assistant");
  const lang = useLanguage();
  const label = useIntentLabel();
  const engine = item.engine === "llm" ? t("ratings.engineModel", { model: item.model ?? "—" }) : item.fallback ? t("ratings.engineFallback", { model: item.model ?? "—" }) : t("ratings.engine.offline");
  const up = item.rating === "up";
  return (
    <li>
      <article className="grid gap-2 rounded-lg border border-border bg-card p-3" data-testid="rated-answer">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium", up ? "bg-success/15 text-success-strong" : "bg-destructive/10 text-destructive-strong")}>
            {up ? <ThumbsUp aria-hidden="true" className="size-3.5" /> : <ThumbsDown aria-hidden="true" className="size-3.5" />}
            {up ? t("ratings.helpful") : t("ratings.notHelpful")}
          </span>
          <span className="rounded-full border border-border px-2 py-0.5">{label(item.intent)}</span>
          <span className="rounded-full border border-border px-2 py-0.5">{engine}</span>
          <time dateTime={item.ratedAt} className="text-muted-foreground">
            {formatDateTime(item.ratedAt, lang)}
          </time>
        </div>
        <h3 className="text-sm font-semibold break-words" lang={item.lang}>
          <span className="sr-only">{t("ratings.question")}: </span>
          {item.question}
        </h3>
        <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap text-muted-foreground" lang={item.lang}>
          <span className="sr-only">{t("ratings.answer")}: </span>
          {/* A model's Markdown links read as their labels here. */}
          {item.answer.replace(/\[([^\]\n]+)\]\((\/[^)\s]*)\)/g, "$1")}
        </p>
        {item.reason ? (
          <p className="text-sm break-words">
            <span className="font-medium">{t("ratings.reason")}:</span> {item.reason}
          </p>
        ) : null}
      </article>
    </li>
  );
}

export function RatingsView() {
  const { t } = useTranslation("assistant");
  const label = useIntentLabel();
  const [filter, setFilter] = useState<RatedFilter>({});
  const summary = useRatingSummary();
  const answers = useRatedAnswers(filter);
  const ratingId = useId();
  const intentId = useId();
  const intents = summary.data?.rows.map((r) => r.intent) ?? [];
  return (
    <section aria-labelledby={`${ratingId}-title`} className="grid min-w-0 gap-4">
      <div>
        <h2 id={`${ratingId}-title`} className="text-lg font-semibold">
          {t("ratings.title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("ratings.intro")}</p>
      </div>
      <Summary />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={ratingId} className="text-sm font-medium">
            {t("ratings.filter.rating")}
          </label>
          <select id={ratingId} className={cn(inputClass, "w-auto")} value={filter.rating ?? ""} onChange={(e) => setFilter((f) => ({ ...f, rating: (e.target.value || undefined) as RatedFilter["rating"] }))}>
            <option value="">{t("ratings.filter.all")}</option>
            <option value="down">{t("ratings.notHelpful")}</option>
            <option value="up">{t("ratings.helpful")}</option>
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={intentId} className="text-sm font-medium">
            {t("ratings.filter.intent")}
          </label>
          <select id={intentId} className={cn(inputClass, "w-auto max-w-full")} value={filter.intent ?? ""} onChange={(e) => setFilter((f) => ({ ...f, intent: e.target.value || undefined }))}>
            <option value="">{t("ratings.filter.allIntents")}</option>
            {intents.map((i) => (
              <option key={i} value={i}>
                {label(i)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {answers.isError ? (
        <LoadError error={answers.error} onRetry={() => void answers.refetch()} />
      ) : answers.isPending ? (
        <LoadingBlock label={t("ratings.loading")}>
          <Skeletons count={3} className="h-24" />
        </LoadingBlock>
      ) : answers.data.items.length ? (
        <>
          <ul className="grid gap-3" aria-label={t("ratings.list")}>
            {answers.data.items.map((item) => (
              <AnswerCard key={item.turnId} item={item} />
            ))}
          </ul>
          {answers.data.more ? <p className="text-sm text-muted-foreground">{t("ratings.more")}</p> : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("ratings.empty")}</p>
      )}
    </section>
  );
}
