import { Bot, BookOpen, Check, Link2, MessageSquarePlus, Send, User, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { fieldAria, inputClass } from "../../../components/ui/form-field";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useAskAssistant, useConfirmAssistantAction, type ActionPreview, type Answer, type Conversation } from "../../../api/assistant";
import { AnswerRating } from "./answer-rating";
import { AnswerText, EngineLabel } from "./answer-text";

// The assistant's conversation (decisions 0902, 0903), on /virtual-agent and in the panel that
// opens from any signed-in screen. An answer may carry an action preview: nothing changes until
// the user confirms it, and then the server does it through the normal API as this user.

type ActionState = { status: "open" } | { status: "cancelled" } | { status: "done"; result: Answer } | { status: "failed"; error: string };
type Turn = { id: number; question: string; answer?: Answer; error?: string; action?: ActionState; rating?: "up" | "down" | null; ratingReason?: string | null };

const starters = ["due", "risk", "overloaded", "memory"] as const;

function AnswerView({ answer, onAsk }: { answer: Answer; onAsk: (q: string) => void }) {
  const { t } = useTranslation("assistant");
  return (
    <div className="grid gap-3" lang={answer.lang}>
      <AnswerText answer={answer} />
      {answer.items.length ? (
        <ul className="grid gap-1 text-sm">
          {answer.items.map((item, i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true">•</span>
              {item.href ? (
                <Link to={item.href} className="underline-offset-4 hover:underline">
                  {item.text}
                </Link>
              ) : (
                <span>{item.text}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.passages.length ? (
        <ol className="grid gap-2">
          {answer.passages.map((p, i) => (
            <li key={i}>
              <figure className="rounded-md border border-border bg-muted/40 p-3">
                <blockquote className="text-sm">“{p.quote}”</blockquote>
                <figcaption className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  <BookOpen aria-hidden="true" className="size-3.5" />
                  <Link to={p.href} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                    {p.kind}: {p.title}
                  </Link>
                  {p.projectName ? <span>· {p.projectName}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
      ) : null}
      {answer.suggestions.length ? (
        <div className="flex flex-wrap gap-2">
          {answer.suggestions.map((s) => (
            <Button key={s} size="sm" variant="outline" className="h-auto py-1 text-left whitespace-normal" onClick={() => onAsk(s)}>
              {s}
            </Button>
          ))}
        </div>
      ) : null}
      {answer.citations.length ? (
        <div className="border-t border-border pt-2">
          <p className="text-xs font-semibold text-muted-foreground">{t("sources")}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {answer.citations.map((c) => (
              <li key={c.href}>
                <Link to={c.href} className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs hover:bg-subtle">
                  <Link2 aria-hidden="true" className="size-3" />
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <EngineLabel answer={answer} />
    </div>
  );
}

function formatDay(iso: string | null, lang: string, none: string) {
  if (!iso) return none;
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** What an action will do, field by field, with Confirm and Cancel; the weekly update can be edited first. */
function ActionCard({ action, state, onConfirm, onCancel, isPending }: { action: ActionPreview; state: ActionState; onConfirm: (action: ActionPreview) => void; onCancel: () => void; isPending: boolean }) {
  const { t, i18n } = useTranslation("assistant-panel");
  const [text, setText] = useState(action.kind === "draft_update" ? action.text : "");
  const textId = useId();
  const lang = i18n.language;
  const level = (n: number) => t(`level.${n as 1 | 2 | 3 | 4 | 5}`);
  const rows: [string, string][] = [[t("field.project"), action.projectName]];
  switch (action.kind) {
    case "create_task":
      rows.push([t("field.title"), action.title], [t("field.dueDate"), formatDay(action.endDate, lang, t("none.date"))], [t("field.assignee"), action.assigneeName ?? t("none.assignee")]);
      break;
    case "move_due":
      rows.push([t("field.task"), action.taskTitle], [t("field.from"), formatDay(action.fromDate, lang, t("none.date"))], [t("field.to"), formatDay(action.endDate, lang, t("none.date"))]);
      break;
    case "assign":
      rows.push([t("field.task"), action.taskTitle], [t("field.assignee"), action.resourceName]);
      break;
    case "add_risk":
      rows.push([t("field.title"), action.title], [t("field.probability"), level(action.probability)], [t("field.impact"), level(action.impact)]);
      break;
    case "draft_update":
      break;
  }
  const isOpen = state.status === "open" || state.status === "failed";
  return (
    <section aria-label={t(`kind.${action.kind}`)} className="grid gap-3 rounded-md border border-primary/40 bg-subtle/60 p-3" data-testid="assistant-action">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(`kind.${action.kind}`)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {action.kind === "draft_update" ? (
        <div className="grid gap-1">
          <label htmlFor={textId} className="text-sm font-medium">
            {t("field.message")}
          </label>
          <textarea id={textId} value={text} onChange={(e) => setText(e.target.value)} readOnly={!isOpen} rows={8} maxLength={10_000} className={cn(inputClass, "h-auto min-h-40 py-2 font-mono text-xs")} />
        </div>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {state.error}
        </p>
      ) : null}
      {isOpen ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" isLoading={isPending} disabled={action.kind === "draft_update" && !text.trim()} onClick={() => onConfirm(action.kind === "draft_update" ? { ...action, text } : action)}>
            <Check aria-hidden="true" />
            {t("confirm")}
          </Button>
          <Button size="sm" variant="outline" disabled={isPending} onClick={onCancel}>
            <X aria-hidden="true" />
            {t("cancel")}
          </Button>
        </div>
      ) : state.status === "cancelled" ? (
        <p className="text-sm text-muted-foreground">{t("cancelled")}</p>
      ) : null}
    </section>
  );
}

export type AssistantChatProps = {
  /** The screen's project: questions that name none are about it. */
  projectId?: string | null;
  /** A project name for the starter questions. */
  sampleProject: string;
  /** The panel is narrower and shorter than the page. */
  isCompact?: boolean;
  /** Ids must differ when the page and the panel are both on screen. */
  idPrefix?: string;
  /** A kept conversation to continue (decision 0907); without it, the first question starts a new one. */
  conversation?: Conversation;
  /** Told the id of the conversation the first answer started. */
  onStarted?: (conversationId: string) => void;
  /** 'New conversation': the page clears its open conversation; without it the chat just empties. */
  onNew?: () => void;
};

export function AssistantChat({ projectId, sampleProject, isCompact = false, idPrefix = "assistant", conversation, onStarted, onNew }: AssistantChatProps) {
  const { t } = useTranslation("assistant");
  const ask = useAskAssistant();
  const confirm = useConfirmAssistantAction();
  const [question, setQuestion] = useState("");
  const [turns, setTurns] = useState<Turn[]>(() => (conversation?.turnList ?? []).map((turn, i) => ({ id: i + 1, question: turn.question, answer: turn.answer, rating: turn.rating, ratingReason: turn.ratingReason })));
  const nextId = useRef(turns.length + 1);
  const conversationId = useRef<string | undefined>(conversation?.id);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = `${idPrefix}-question`;
  useEffect(() => {
    // The conversation scrolls, not the page.
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [turns]);

  const update = (id: number, change: Partial<Turn>) => setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, ...change } : turn)));
  const send = (text: string) => {
    const q = text.trim();
    if (!q || ask.isPending) return;
    const id = nextId.current++;
    setTurns((all) => [...all, { id, question: q }]);
    setQuestion("");
    ask.mutate(
      { question: q, ...(projectId ? { projectId } : {}), ...(conversationId.current ? { conversationId: conversationId.current } : {}) },
      {
        onSuccess: (answer) => {
          if (!conversationId.current && answer.conversationId) {
            conversationId.current = answer.conversationId;
            onStarted?.(answer.conversationId);
          }
          update(id, { answer, rating: null, ...(answer.action ? { action: { status: "open" } } : {}) });
        },
        onError: (error) => {
          setQuestion(q);
          update(id, { error: isApiError(error) ? error.message : t("error") });
        },
      },
    );
  };
  const doAction = (id: number, action: ActionPreview) =>
    confirm.mutate(action, {
      onSuccess: (result) => update(id, { action: { status: "done", result } }),
      onError: (error) => update(id, { action: { status: "failed", error: isApiError(error) ? error.message : t("error") } }),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };

  return (
    <div className={cn("flex min-h-0 flex-col", isCompact && "flex-1")}>
      <div ref={logRef} role="log" aria-live="polite" aria-label={t("conversation")} className={cn("overflow-y-auto p-4", isCompact ? "min-h-0 flex-1" : "max-h-[65vh] min-h-72")}>
        {turns.length === 0 ? (
          <div className={cn("flex flex-col items-center gap-3 text-center", isCompact ? "py-4" : "py-8")}>
            <Bot aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{t("empty.title")}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              {starters.map((key) => {
                const text = t(`starters.${key}`, { project: sampleProject });
                return (
                  <Button key={key} size="sm" variant="outline" className="h-auto py-1 whitespace-normal" onClick={() => send(text)}>
                    {text}
                  </Button>
                );
              })}
            </div>
          </div>
        ) : (
          <ol className="grid gap-4">
            {turns.map((turn) => (
              <li key={turn.id} className="grid gap-2">
                <div className="flex items-start justify-end gap-2">
                  <p className="max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm break-words text-primary-foreground">{turn.question}</p>
                  <User aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
                  <span className="sr-only">{t("you")}</span>
                </div>
                <div className="flex items-start gap-2">
                  <Bot aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-strong" />
                  <div className={cn("grid max-w-[90%] min-w-0 gap-3 rounded-lg border border-border bg-card px-3 py-2", turn.error && "border-destructive/50")}>
                    <span className="sr-only">{t("assistant")}: </span>
                    {turn.answer ? <AnswerView answer={turn.answer} onAsk={send} /> : turn.error ? <p role="alert" className="text-sm text-destructive-strong">{turn.error}</p> : <p className="text-sm text-muted-foreground">{t("thinking")}</p>}
                    {turn.answer?.action && turn.action ? (
                      <ActionCard action={turn.answer.action} state={turn.action} isPending={confirm.isPending && confirm.variables === turn.answer.action} onConfirm={(action) => doAction(turn.id, action)} onCancel={() => update(turn.id, { action: { status: "cancelled" } })} />
                    ) : null}
                    {turn.action?.status === "done" ? <AnswerView answer={turn.action.result} onAsk={send} /> : null}
                    {turn.answer?.turnId ? <AnswerRating turnId={turn.answer.turnId} initial={turn.rating ?? null} initialReason={turn.ratingReason ?? null} idPrefix={idPrefix} /> : null}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form onSubmit={submit} className="grid gap-2 border-t border-border p-3">
        <label htmlFor={inputId} className="sr-only">
          {t("question")}
        </label>
        <div className="flex gap-2">
          <input id={inputId} value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={500} placeholder={t("placeholder")} className={inputClass} autoComplete="off" {...fieldAria(inputId, undefined, t("hint"))} />
          <Button type="submit" isLoading={ask.isPending} disabled={!question.trim()} aria-label={t("send")}>
            <Send aria-hidden="true" />
            <span className={isCompact ? "sr-only" : "hidden sm:inline"}>{t("send")}</span>
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            {t("hint")}
          </p>
          {turns.length ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                // The kept conversation stays in the history; the next question starts another.
                conversationId.current = undefined;
                setTurns([]);
                onNew?.();
              }}
            >
              <MessageSquarePlus aria-hidden="true" />
              {t("newConversation")}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
