import { useTranslation } from "react-i18next";
import type { Idea } from "../../../api/innovation";
import type { ScoreInputs, ScoringMethod } from "../../../../domain/innovation/scoring";
import { ideaScore } from "../../../../domain/innovation/scoring";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

type Props = { method: ScoringMethod; inputs: ScoreInputs; compact?: boolean };

/** The score with its formula and each input: "500 × 2 × 80 % ÷ 2 = 400". */
export function ScoreFormula({ method, inputs, compact = false }: Props) {
  const { t } = useTranslation("innovation");
  const language = useLanguage();
  const n = (v: number | null) => (v === null ? "?" : formatNumber(v, language, { maximumFractionDigits: 2 }));
  const score = ideaScore(method, inputs);
  const parts =
    method === "rice"
      ? [
          [t("fields.reach"), n(inputs.reach)],
          [t("fields.impact"), n(inputs.impact)],
          [t("fields.confidence"), inputs.confidence === null ? "?" : `${n(inputs.confidence)} %`],
          [t("fields.effort"), n(inputs.effort)],
        ]
      : [
          [t("fields.impact"), n(inputs.impact)],
          [t("fields.confidence"), n(inputs.confidence)],
          [t("fields.ease"), n(inputs.ease)],
        ];
  const ops = method === "rice" ? ["×", "×", "÷"] : ["×", "×"];
  const missing = parts.filter(([, v]) => v === "?").map(([label]) => label);
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary-strong">{t(`score.${method}`)}</span>
        <span className="text-lg font-semibold tabular-nums" data-testid="idea-score">
          {score === null ? "—" : n(score)}
        </span>
        {!compact ? <span className="text-xs text-muted-foreground">{t(method === "rice" ? "score.riceFormula" : "score.iceFormula")}</span> : null}
      </p>
      <p className="text-xs break-words text-muted-foreground tabular-nums">
        {parts.map(([label, value], i) => (
          <span key={label}>
            <abbr title={label} className="no-underline">
              {value}
            </abbr>
            {i < ops.length ? ` ${ops[i]} ` : ""}
          </span>
        ))}
        {score !== null ? ` = ${n(score)}` : ""}
      </p>
      {missing.length && !compact ? <p className="text-xs text-muted-foreground">{t("score.missing", { fields: missing.join(", ") })}</p> : null}
    </div>
  );
}

export const inputsOf = (idea: Pick<Idea, "reach" | "impact" | "confidence" | "effort" | "ease">): ScoreInputs => ({ reach: idea.reach, impact: idea.impact, confidence: idea.confidence, effort: idea.effort, ease: idea.ease });
