import { TriangleAlert } from "lucide-react";
import { useDeferredValue, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ideaInputSchema, type IdeaInput } from "../../../../domain/innovation/contract";
import { riceImpacts, type ScoringMethod } from "../../../../domain/innovation/scoring";
import { similarIdeas } from "../../../../domain/innovation/similarity";
import { useSaveIdea, type Idea } from "../../../api/innovation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { FieldShell, FormError, FormField, fieldAria, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatPercent } from "../../../lib/format";
import { validationMessage } from "../../../lib/shared-text";
import { useLanguage } from "../../../lib/use-language";
import { ScoreFormula } from "./score-formula";

type Draft = { title: string; description: string; problem: string; expectedBenefit: string; author: string; tags: string; scoringMethod: ScoringMethod; reach: string; impact: string; confidence: string; effort: string; ease: string };
const numberFields = ["reach", "impact", "confidence", "effort", "ease"] as const;

export function draftOf(idea: Idea | null): Draft {
  const s = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  if (!idea) return { title: "", description: "", problem: "", expectedBenefit: "", author: "", tags: "", scoringMethod: "rice", reach: "", impact: "1", confidence: "80", effort: "", ease: "" };
  return { ...idea, tags: idea.tags.join(", "), reach: s(idea.reach), impact: s(idea.impact), confidence: s(idea.confidence), effort: s(idea.effort), ease: s(idea.ease) };
}

const toNumber = (v: string) => {
  const text = v.trim().replace(",", ".");
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
};

const known = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? null : v);

function toInput(d: Draft): IdeaInput {
  const rice = d.scoringMethod === "rice";
  return {
    title: d.title,
    description: d.description,
    problem: d.problem,
    expectedBenefit: d.expectedBenefit,
    author: d.author,
    tags: d.tags.split(",").map((t) => t.trim()).filter(Boolean),
    scoringMethod: d.scoringMethod,
    reach: rice ? toNumber(d.reach) : null,
    impact: toNumber(d.impact),
    confidence: toNumber(d.confidence),
    effort: rice ? toNumber(d.effort) : null,
    ease: rice ? null : toNumber(d.ease),
  };
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; idea: Idea | null; ideas: readonly Idea[] };

/** Create or edit an idea; ideas like it are flagged while typing ("posible duplicado de…"). */
export function IdeaEditor({ open, onOpenChange, idea, ideas }: Props) {
  const { t } = useTranslation("innovation");
  const language = useLanguage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(idea));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const save = useSaveIdea();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const input = toInput(draft);
  const typed = useDeferredValue(`${draft.title}\n${draft.description}\n${draft.problem}`);
  const similar = useMemo(() => {
    const [title = "", description = "", problem = ""] = typed.split("\n");
    return title.trim().length >= 3 ? similarIdeas({ id: idea?.id, title, description, problem }, ideas) : [];
  }, [typed, ideas, idea?.id]);
  const message = (key: string) => validationMessage(key, language, { max: 200, min: 1 }) ?? key;
  const err = (field: string) => errors[field];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const bad = numberFields.filter((f) => Number.isNaN(input[f] as number));
    const parsed = ideaInputSchema.safeParse(input);
    if (!parsed.success || bad.length) {
      const next: Record<string, string> = {};
      for (const f of bad) next[f] = message("validation.invalid_type");
      for (const issue of parsed.success ? [] : parsed.error.issues) next[String(issue.path[0])] ??= message(issue.message);
      setErrors(next);
      setFormError(t("editor.failed"));
      return;
    }
    setErrors({});
    save.mutate(
      { id: idea?.id ?? null, idea: input },
      {
        onSuccess: () => {
          toast({ title: t("editor.saved"), variant: "success" });
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\./, "").split(".")[0] ?? k, v])));
          setFormError(isApiError(error) ? error.message : t("editor.failed"));
        },
      },
    );
  };

  const rice = draft.scoringMethod === "rice";
  const textArea = (id: keyof Draft, label: string, rows = 3) => (
    <FieldShell id={`idea-${id}`} label={label} error={err(id)}>
      <textarea id={`idea-${id}`} rows={rows} className={inputClass} value={draft[id]} onChange={(e) => set({ [id]: e.target.value })} {...fieldAria(`idea-${id}`, err(id))} />
    </FieldShell>
  );
  const numberField = (id: (typeof numberFields)[number], hint: string) => (
    <FormField id={`idea-${id}`} label={t(`fields.${id}`)} inputMode="decimal" value={draft[id]} hint={hint} error={err(id)} onChange={(e) => set({ [id]: e.target.value })} />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("editor.close")} className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{idea ? t("editor.editTitle") : t("editor.createTitle")}</DialogTitle>
          <DialogDescription>{t("editor.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="idea-title" label={t("fields.title")} value={draft.title} maxLength={200} autoComplete="off" error={err("title")} onChange={(e) => set({ title: e.target.value })} />
          {similar.length ? (
            <div role="status" className="rounded-md border border-warning-strong/40 bg-warning-strong/10 px-3 py-2 text-sm text-warning-strong" data-testid="similar-ideas">
              <p className="flex items-center gap-2 font-medium">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" /> {t("editor.similar")}
              </p>
              <ul className="mt-1 list-disc ps-6">
                {similar.map((s) => (
                  <li key={s.idea.id}>
                    «{s.idea.title}» · {t(`status.${s.idea.status}`)} · {formatPercent(s.similarity, language)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {textArea("description", t("fields.description"))}
          <div className="grid gap-4 sm:grid-cols-2">
            {textArea("problem", t("fields.problem"))}
            {textArea("expectedBenefit", t("fields.expectedBenefit"))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="idea-author" label={t("fields.author")} value={draft.author} maxLength={120} hint={t("fields.authorHint")} error={err("author")} onChange={(e) => set({ author: e.target.value })} />
            <FormField id="idea-tags" label={t("fields.tags")} value={draft.tags} hint={t("fields.tagsHint")} error={err("tags")} onChange={(e) => set({ tags: e.target.value })} />
          </div>
          <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">{t("fields.method")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(["rice", "ice"] as const).map((m) => (
                <label key={m} className="flex items-start gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-primary">
                  <input type="radio" name="idea-method" value={m} checked={draft.scoringMethod === m} onChange={() => set(m === "ice" ? { scoringMethod: m, impact: "", confidence: "", ease: "" } : { scoringMethod: m, impact: "1", confidence: "80" })} className="mt-0.5" />
                  {t(`methods.${m}`)}
                </label>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {rice ? numberField("reach", t("fields.reachHint")) : null}
              {rice ? (
                <FieldShell id="idea-impact" label={t("fields.impact")} hint={t("fields.riceImpactHint")} error={err("impact")}>
                  <select id="idea-impact" className={inputClass} value={draft.impact} onChange={(e) => set({ impact: e.target.value })} {...fieldAria("idea-impact", err("impact"), t("fields.riceImpactHint"))}>
                    {riceImpacts.map((v) => (
                      <option key={v} value={String(v)}>
                        {v}
                      </option>
                    ))}
                  </select>
                </FieldShell>
              ) : (
                numberField("impact", t("fields.iceImpactHint"))
              )}
              {numberField("confidence", rice ? t("fields.riceConfidenceHint") : t("fields.iceConfidenceHint"))}
              {rice ? numberField("effort", t("fields.effortHint")) : numberField("ease", t("fields.easeHint"))}
            </div>
            <ScoreFormula method={draft.scoringMethod} inputs={{ reach: known(input.reach), impact: known(input.impact), confidence: known(input.confidence), effort: known(input.effort), ease: known(input.ease) }} />
          </fieldset>
          {formError ? <FormError>{formError}</FormError> : null}
          <FormDialogFooter cancelLabel={t("editor.cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("editor.save")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
