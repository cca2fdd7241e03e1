import { Bot, Cpu, TriangleAlert } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Answer } from "../../../api/assistant";

// A language model's answer may cite its sources as Markdown links (decision 0920). The server has
// already removed any link that is not one of the answer's sources; here a link is a link only
// when it is an in-app path among the citations, anything else stays plain text.
const LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/g;

export function AnswerText({ answer }: { answer: Answer }) {
  const allowed = new Set(answer.citations.map((c) => c.href));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of answer.text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = m;
    parts.push(answer.text.slice(last, m.index));
    parts.push(
      allowed.has(href) ? (
        <Link key={m.index} to={href} className="font-medium text-primary-strong underline underline-offset-4">
          {label}
        </Link>
      ) : (
        <Fragment key={m.index}>{label}</Fragment>
      ),
    );
    last = m.index + whole.length;
  }
  parts.push(answer.text.slice(last));
  return <p className="text-sm whitespace-pre-wrap">{parts}</p>;
}

/** Which engine answered (decision 0920): the offline one, a named language model, or the offline one because the model failed. */
export function EngineLabel({ answer }: { answer: Answer }) {
  const { t } = useTranslation("assistant");
  if (answer.engine === "llm") {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="assistant-engine" data-engine="llm">
        <Cpu aria-hidden="true" className="size-3.5 shrink-0" />
        {t("engine.llm", { model: answer.model ?? "—" })}
      </p>
    );
  }
  if (answer.fallback) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-warning-strong" data-testid="assistant-engine" data-engine="fallback">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {t(answer.fallback.reason === "timeout" ? "engine.fallbackTimeout" : "engine.fallbackError", { model: answer.fallback.model })}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="assistant-engine" data-engine="offline">
      <Bot aria-hidden="true" className="size-3.5 shrink-0" />
      {t("engine.offline")}
    </p>
  );
}
