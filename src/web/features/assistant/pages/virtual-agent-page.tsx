import { Bot, BookOpen, Link2, Send, Trash2, User } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { fieldAria, inputClass } from "../../../components/ui/form-field";
import { ProjectPicker } from "../../../components/project-picker";
import { PageHeading } from "../../../components/page-heading";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useAskAssistant, type Answer } from "../../../api/assistant";
import { useProjectItems } from "../../../api/projects";

type Turn = { id: number; question: string; answer?: Answer; error?: string };

const starters = ["due", "risk", "overloaded", "memory"] as const;

function AnswerView({ answer, onAsk }: { answer: Answer; onAsk: (q: string) => void }) {
  const { t } = useTranslation("assistant");
  return (
    <div className="grid gap-3" lang={answer.lang}>
      <p className="text-sm whitespace-pre-wrap">{answer.text}</p>
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
      <p className="text-xs text-muted-foreground">{t("engine.offline")}</p>
    </div>
  );
}

/** /virtual-agent: questions about the workspace, answered from its records with citations (decision 0902). */
export function VirtualAgentPage() {
  const { t } = useTranslation("assistant");
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project");
  const projects = useProjectItems();
  const ask = useAskAssistant();
  const [question, setQuestion] = useState("");
  const [turns, setTurns] = useState<Turn[]>([]);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The conversation scrolls, not the page.
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [turns]);

  const send = (text: string) => {
    const q = text.trim();
    if (!q || ask.isPending) return;
    const id = nextId.current++;
    setTurns((all) => [...all, { id, question: q }]);
    setQuestion("");
    ask.mutate(
      { question: q, ...(projectId ? { projectId } : {}) },
      {
        onSuccess: (answer) => setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, answer } : turn))),
        onError: (error) => {
          setQuestion(q);
          setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, error: isApiError(error) ? error.message : t("error") } : turn)));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };
  const sample = projects.data?.find((p) => p.id === projectId)?.name ?? projects.data?.[0]?.name ?? "Atlas";

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl">
        {projects.data?.length ? (
          <ProjectPicker
            id="assistant-project"
            projects={projects.data}
            value={projectId}
            allLabel={t("allProjects")}
            onChange={(id) => setParams(id === "all" ? {} : { project: id })}
          />
        ) : null}
      </PageHeading>
      <Card className="mt-6 flex flex-col overflow-hidden">
        <div ref={logRef} role="log" aria-live="polite" aria-label={t("conversation")} className="max-h-[65vh] min-h-72 overflow-y-auto p-4">
          {turns.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center">
              <Bot aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">{t("empty.title")}</p>
              <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
              <div className="mt-2 flex flex-wrap justify-center gap-2">
                {starters.map((key) => {
                  const text = t(`starters.${key}`, { project: sample });
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
                    <p className="max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground">{turn.question}</p>
                    <User aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
                    <span className="sr-only">{t("you")}</span>
                  </div>
                  <div className="flex items-start gap-2">
                    <Bot aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-strong" />
                    <div className={cn("max-w-[90%] min-w-0 rounded-lg border border-border bg-card px-3 py-2", turn.error && "border-destructive/50")}>
                      <span className="sr-only">{t("assistant")}: </span>
                      {turn.answer ? <AnswerView answer={turn.answer} onAsk={send} /> : turn.error ? <p role="alert" className="text-sm text-destructive-strong">{turn.error}</p> : <p className="text-sm text-muted-foreground">{t("thinking")}</p>}
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
        <form onSubmit={submit} className="grid gap-2 border-t border-border p-3">
          <label htmlFor="assistant-question" className="sr-only">
            {t("question")}
          </label>
          <div className="flex gap-2">
            <input id="assistant-question" value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={500} placeholder={t("placeholder")} className={inputClass} autoComplete="off" {...fieldAria("assistant-question", undefined, t("hint"))} />
            <Button type="submit" isLoading={ask.isPending} disabled={!question.trim()} aria-label={t("send")}>
              <Send aria-hidden="true" />
              <span className="hidden sm:inline">{t("send")}</span>
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id="assistant-question-hint" className="text-xs text-muted-foreground">
              {t("hint")}
            </p>
            {turns.length ? (
              <Button size="sm" variant="ghost" onClick={() => setTurns([])}>
                <Trash2 aria-hidden="true" />
                {t("clear")}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
    </div>
  );
}
