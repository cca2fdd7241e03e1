import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Check, ClipboardList, GitMerge, Kanban, Layers, Rocket } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { projectPhases, projectPriorities } from "../../../../domain/project-fields";
import { createProjectSchema, methodologies } from "../../../../domain/projects/schemas";
import { Button, buttonVariants } from "../../../components/ui/button";
import { RadioGroup, RadioGroupCard } from "../../../components/ui/radio-group";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay, formatMoney } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { useCreateProject } from "../../../api/projects";
import { useConvertIdea, useIdeaProjectDraft } from "../../../api/innovation";
import { IdeaDraftNote } from "../components/idea-draft-note";
import { SelectField, TextAreaField, TextField } from "../components/field";
import { PastStartNotice } from "../components/past-start-notice";
import { phaseKeys, priorityKeys } from "../lib/field-labels";
import { applyServerErrors, fieldMessage } from "../lib/form-errors";
import { parsePesos } from "../lib/money";
import { useLanguage } from "../../../lib/use-language";

type FormInput = z.input<typeof createProjectSchema>;
type FormOutput = z.output<typeof createProjectSchema>;
type Field = FieldPath<FormInput>;

const steps = [
  { key: "basics", fields: ["name", "description", "objectives", "scope", "schedule"] },
  { key: "plan", fields: ["startDate", "dueDate", "budget", "benefit"] },
  { key: "approach", fields: ["priority", "phase", "methodology"] },
  { key: "review", fields: [] },
] as const satisfies readonly { key: string; fields: readonly Field[] }[];
const allFields: string[] = steps.flatMap((s) => [...s.fields]);

const methodologyIcons = { scrum: Rocket, kanban: Kanban, classic: ClipboardList, hybrid: GitMerge } as const;

const limits = { name: { max: 200 }, description: { max: 5000 }, budget: { min: 0, max: 1_000_000_000_000 }, benefit: { min: 0, max: 1_000_000_000_000 } } as const;

/** /project-planner: a short wizard that creates a project (defaults of spec section 3). */
export function ProjectPlannerPage() {
  const { t } = useTranslation("projects");
  const { t: ti } = useTranslation("innovation");
  const language = useLanguage();
  const navigate = useNavigate();
  usePageMeta({ title: t("planner.title"), description: t("planner.intro"), noIndex: true });
  const createProject = useCreateProject();
  // /project-planner?idea=<id>: an approved idea of /innovation starts the plan (decision 1002).
  const ideaId = useSearchParams()[0].get("idea");
  const ideaDraft = useIdeaProjectDraft(ideaId);
  const convertIdea = useConvertIdea();
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createProjectSchema),
    defaultValues: { name: "", description: "", startDate: null, dueDate: null, budget: 0, benefit: 0, priority: "Media", phase: "Planificación", methodology: "scrum", currency: "MXN" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const draft = ideaDraft.data;
  useEffect(() => {
    if (draft) form.reset({ ...form.getValues(), name: draft.name, description: draft.description, objectives: draft.objectives, scope: draft.scope, schedule: draft.schedule });
  }, [draft, form]);
  const values = useWatch({ control: form.control });
  const message = (field: keyof typeof limits | "startDate" | "dueDate" | "priority" | "phase" | "methodology") =>
    fieldMessage(errors[field]?.message, language, field in limits ? limits[field as keyof typeof limits] : {});

  const next = async () => {
    const current = steps[step];
    if (!current) return;
    const ok = current.fields.length === 0 || (await form.trigger([...current.fields]));
    if (ok) setStep((s) => Math.min(steps.length - 1, s + 1));
  };

  const submit = async (input: FormOutput) => {
    setFormError(null);
    try {
      const project = await createProject.mutateAsync(input);
      toast({ title: t("toast.created"), variant: "success" });
      if (draft) await convertIdea.mutateAsync({ id: draft.ideaId, projectId: project.id }).catch(() => toast({ title: ti("planner.linkFailed"), variant: "error" }));
      void navigate(`/project/${project.id}`);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, allFields);
      const firstStep = steps.findIndex((s) => s.fields.some((f) => placed.includes(f)));
      if (firstStep >= 0) setStep(firstStep);
      toast({ title: t("toast.createFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
      if (placed.length === 0) setFormError(isApiError(error) ? error.message : t("toast.createFailed"));
    }
  };

  // A jump back to the step with the error when the whole form is checked at the end.
  const onInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const firstStep = steps.findIndex((s) => s.fields.some((f) => f in invalid));
    if (firstStep >= 0) setStep(firstStep);
  };

  const money = (v: unknown) => {
    const n = parsePesos(v);
    return typeof n === "number" && Number.isFinite(n) ? formatMoney(Math.round(n * 100), language, "MXN") : "—";
  };
  const current = steps[step] ?? steps[0];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/projects" className={buttonVariants({ variant: "link" })}>
        <ArrowLeft aria-hidden="true" />
        {t("planner.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("planner.title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("planner.intro")}</p>

      <ol className="mt-6 grid grid-cols-4 gap-2" aria-label={t("planner.stepsLabel")}>
        {steps.map((s, i) => (
          <li key={s.key} aria-current={i === step ? "step" : undefined} className="grid min-w-0 gap-1.5">
            <span className={cn("h-1.5 rounded-full", i <= step ? "bg-primary" : "bg-muted")} />
            <span className={cn("hidden items-center gap-1 text-sm sm:flex", i === step ? "font-semibold text-foreground" : "text-muted-foreground")}>
              {i < step ? <Check aria-hidden="true" className="size-3.5 text-success-strong" /> : <span aria-hidden="true">{i + 1}.</span>}
              <span className="truncate">{t(`planner.steps.${s.key}`)}</span>
              {i < step ? <span className="sr-only">{t("planner.stepDone")}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm font-medium sm:sr-only" aria-live="polite">
        {t("planner.stepOf", { step: step + 1, total: steps.length, name: t(`planner.steps.${current.key}`) })}
      </p>

      {ideaId ? <IdeaDraftNote draft={ideaDraft} /> : null}

      <form className="mt-6 rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6" noValidate onSubmit={form.handleSubmit(submit, onInvalid)}>
        <h2 className="text-xl font-semibold">{t(`planner.steps.${current.key}`)}</h2>
        <p className="mt-1 mb-5 text-sm text-muted-foreground">{t(`planner.hints.${current.key}`)}</p>

        <div className={cn("grid gap-4", step !== 0 && "hidden")}>
          <TextField id="planner-name" label={t("fields.name")} autoComplete="off" maxLength={200} error={message("name")} {...form.register("name")} />
          <TextAreaField id="planner-description" label={t("fields.description")} rows={4} error={message("description")} hint={t("planner.descriptionHint")} {...form.register("description")} />
          {ideaId ? (
            <>
              <TextAreaField id="planner-objectives" label={ti("planner.objectives")} rows={4} error={fieldMessage(errors.objectives?.message, language, {})} {...form.register("objectives")} />
              <TextAreaField id="planner-scope" label={ti("planner.scope")} rows={3} error={fieldMessage(errors.scope?.message, language, {})} {...form.register("scope")} />
              <TextAreaField id="planner-schedule" label={ti("planner.effort")} rows={2} error={fieldMessage(errors.schedule?.message, language, {})} {...form.register("schedule")} />
            </>
          ) : null}
        </div>

        <div className={cn("grid gap-4 sm:grid-cols-2", step !== 1 && "hidden")}>
          <TextField id="planner-start" type="date" label={t("fields.startDate")} error={message("startDate")} {...form.register("startDate", { setValueAs: (v: unknown) => (v ? v : null) })} />
          <TextField id="planner-due" type="date" label={t("fields.dueDate")} error={message("dueDate")} {...form.register("dueDate", { setValueAs: (v: unknown) => (v ? v : null) })} />
          <TextField
            id="planner-budget"
            inputMode="decimal"
            label={t("planner.budgetLabel")}
            error={message("budget")}
            hint={t("planner.moneyHint", { amount: money(values.budget) })}
            {...form.register("budget", { setValueAs: parsePesos })}
          />
          <TextField
            id="planner-benefit"
            inputMode="decimal"
            label={t("planner.benefitLabel")}
            error={message("benefit")}
            hint={t("planner.moneyHint", { amount: money(values.benefit) })}
            {...form.register("benefit", { setValueAs: parsePesos })}
          />
          <PastStartNotice
            startDate={values.startDate}
            dueDate={values.dueDate}
            onRebase={(dates) => {
              form.setValue("startDate", dates.startDate, { shouldValidate: true });
              form.setValue("dueDate", dates.dueDate, { shouldValidate: true });
            }}
          />
        </div>

        <div className={cn("grid gap-5", step !== 2 && "hidden")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField id="planner-priority" label={t("fields.priority")} error={message("priority")} {...form.register("priority")}>
              {projectPriorities.map((p) => (
                <option key={p} value={p}>
                  {t(`values.priority.${priorityKeys[p]}`)}
                </option>
              ))}
            </SelectField>
            <SelectField id="planner-phase" label={t("fields.phase")} error={message("phase")} {...form.register("phase")}>
              {projectPhases.map((p) => (
                <option key={p} value={p}>
                  {t(`values.phase.${phaseKeys[p]}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("fields.methodology")}</legend>
            <RadioGroup
              aria-label={t("fields.methodology")}
              className="grid gap-3 sm:grid-cols-2"
              value={values.methodology ?? "none"}
              onValueChange={(v) => form.setValue("methodology", v === "none" ? null : (v as (typeof methodologies)[number]), { shouldDirty: true })}
            >
              {methodologies.map((m) => {
                const Icon = methodologyIcons[m];
                return (
                  <RadioGroupCard key={m} value={m} aria-describedby={`methodology-${m}-hint`}>
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t(`values.methodology.${m}`)}</span>
                      <span id={`methodology-${m}-hint`} className="text-xs text-muted-foreground">
                        {t(`planner.methodologyHints.${m}`)}
                      </span>
                    </span>
                  </RadioGroupCard>
                );
              })}
              <RadioGroupCard value="none" aria-describedby="methodology-none-hint">
                <Layers aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t("values.methodology.none")}</span>
                  <span id="methodology-none-hint" className="text-xs text-muted-foreground">
                    {t("planner.methodologyHints.none")}
                  </span>
                </span>
              </RadioGroupCard>
            </RadioGroup>
          </fieldset>
        </div>

        {step === 3 ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <ReviewItem label={t("fields.name")} value={values.name || "—"} />
            <ReviewItem label={t("fields.description")} value={values.description || t("common.notSet")} />
            <ReviewItem label={t("fields.startDate")} value={values.startDate ? formatDay(values.startDate, language, "long") : t("planner.startToday")} />
            <ReviewItem label={t("fields.dueDate")} value={values.dueDate ? formatDay(values.dueDate, language, "long") : t("common.notSet")} />
            <ReviewItem label={t("fields.budget")} value={money(values.budget)} />
            <ReviewItem label={t("fields.benefit")} value={money(values.benefit)} />
            <ReviewItem label={t("fields.priority")} value={t(`values.priority.${priorityKeys[(values.priority as keyof typeof priorityKeys) ?? "Media"] ?? "medium"}`)} />
            <ReviewItem label={t("fields.phase")} value={t(`values.phase.${phaseKeys[(values.phase as keyof typeof phaseKeys) ?? "Planificación"] ?? "planning"}`)} />
            <ReviewItem label={t("fields.methodology")} value={t(`values.methodology.${values.methodology ?? "none"}`)} />
            <ReviewItem label={t("planner.startsWith")} value={t("planner.startsWithValue")} />
          </dl>
        ) : null}

        {formError ? (
          <p role="alert" className="mt-4 text-sm text-destructive-strong">
            {formError}
          </p>
        ) : null}

        <div className="mt-6 flex flex-wrap justify-between gap-2 border-t border-border pt-4">
          <Button variant="outline" disabled={step === 0} onClick={() => setStep((s) => Math.max(0, s - 1))}>
            <ArrowLeft aria-hidden="true" />
            {t("planner.previous")}
          </Button>
          {step < steps.length - 1 ? (
            <Button key="next" onClick={() => void next()}>
              {t("planner.next")}
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button key="submit" type="submit" isLoading={createProject.isPending || convertIdea.isPending}>
              <Check aria-hidden="true" />
              {t("planner.create")}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function ReviewItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}
