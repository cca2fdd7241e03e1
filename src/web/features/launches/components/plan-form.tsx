import { Plus, Sparkles, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { addDays, audienceSegments, launchChannels, suggestedSteps, type AudienceSegment, type LaunchChannel } from "../../../../domain/launches/templates";
import { useCreatePlan, useUpdatePlan, type PlanDetail } from "../../../api/launches";
import { Button } from "../../../components/ui/button";
import { FieldShell, FormError, FormField, fieldAria, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";

/** A step on the form; `id` when it exists on the server (its task follows its changes). */
type Step = { key: number; id?: string; title: string; dueDate: string };

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * A launch plan's form: audiences, channels, and a timeline whose steps become the project's tasks.
 * Given `plan`, it edits that plan (decision 1006): its steps keep their ids, so their tasks follow.
 */
export function PlanForm({ projectId, plan, onSaved, onCancel }: { projectId: string; plan?: PlanDetail; onSaved: (plan: PlanDetail) => void; onCancel: () => void }) {
  const { t } = useTranslation("launches");
  const [name, setName] = useState(plan?.name ?? "");
  const [launchDate, setLaunchDate] = useState(() => plan?.launchDate ?? addDays(today(), 21));
  const [segments, setSegments] = useState<AudienceSegment[]>(plan?.segments ?? ["managers"]);
  const [custom, setCustom] = useState(plan?.customAudiences.join(", ") ?? "");
  const [channels, setChannels] = useState<LaunchChannel[]>(plan?.channels ?? ["email", "project_channel"]);
  // Suggested steps are new steps: any existing ones they replace are removed (their tasks follow the rule below).
  const suggest = (date: string, from = 0): Step[] => suggestedSteps.map((s, i) => ({ key: from + i, title: t(`steps.${s.key as "launch"}`), dueDate: addDays(date, s.offsetDays) }));
  const [steps, setSteps] = useState<Step[]>(() => (plan ? plan.steps.map((s, i) => ({ key: i, id: s.id, title: s.title, dueDate: s.dueDate })) : suggest(addDays(today(), 21))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const saving = plan ? update : create;
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const customAudiences = custom.split(",").map((c) => c.trim()).filter(Boolean);
    const fields = { name, launchDate, segments, customAudiences, channels };
    const handlers = {
      onSuccess: (saved: PlanDetail) => {
        setErrors({});
        toast({ title: t(plan ? "form.saved" : "form.created"), variant: "success" });
        onSaved(saved);
      },
      onError: (error: Error) => {
        setErrors(isApiError(error) && error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\./, ""), v])) : {});
        setFormError(isApiError(error) ? error.message : t("form.failed"));
      },
    };
    if (plan) update.mutate({ planId: plan.id, plan: { ...fields, steps: steps.map(({ id, title, dueDate }) => (id ? { id, title, dueDate } : { title, dueDate })) } }, handlers);
    else create.mutate({ projectId, plan: { ...fields, steps: steps.map(({ title, dueDate }) => ({ title, dueDate })) } }, handlers);
  };
  const err = (field: string) => errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
  const stepErr = (i: number, field: "title" | "dueDate") => errors[`steps.${i}.${field}`];
  const box = "size-4 rounded border-input accent-[var(--color-primary)]";

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="plan-form-heading" data-testid="plan-form">
      <div>
        <h2 id="plan-form-heading" className="text-lg font-semibold">
          {t(plan ? "form.editHeading" : "form.heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("form.description")}</p>
        {plan ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="plan-edit-rule">
            {t("form.editRule")}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-name" label={t("form.name")} value={name} maxLength={200} autoComplete="off" error={err("name")} onChange={(e) => setName(e.target.value)} />
        <FormField id="plan-date" type="date" label={t("form.launchDate")} value={launchDate} error={err("launchDate")} onChange={(e) => setLaunchDate(e.target.value)} />
      </div>
      <fieldset className="grid gap-2" aria-describedby={err("segments") ? "plan-segments-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("form.audiences")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {audienceSegments.map((s) => (
            <label key={s} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" className={box} checked={segments.includes(s)} onChange={() => setSegments((l) => toggle(l, s))} />
              {t(`segments.${s}`)}
            </label>
          ))}
        </div>
        {err("segments") ? (
          <p id="plan-segments-error" className="text-sm text-destructive-strong" data-field-error="">
            {err("segments")}
          </p>
        ) : null}
      </fieldset>
      <FormField id="plan-custom" label={t("form.custom")} hint={t("form.customHint")} value={custom} autoComplete="off" error={err("customAudiences")} onChange={(e) => setCustom(e.target.value)} />
      <fieldset className="grid gap-2" aria-describedby={err("channels") ? "plan-channels-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("form.channels")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {launchChannels.map((c) => (
            <label key={c} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" className={box} checked={channels.includes(c)} onChange={() => setChannels((l) => toggle(l, c))} />
              {t(`channels.${c}`)}
            </label>
          ))}
        </div>
        {err("channels") ? (
          <p id="plan-channels-error" className="text-sm text-destructive-strong" data-field-error="">
            {err("channels")}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 flex w-full flex-wrap items-center justify-between gap-2 text-sm font-medium">
          {t("form.timeline")}
        </legend>
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => /^\d{4}-\d{2}-\d{2}$/.test(launchDate) && setSteps((l) => suggest(launchDate, Math.max(-1, ...l.map((s) => s.key)) + 1))}>
            <Sparkles aria-hidden="true" className="size-4" /> {t("form.suggest")}
          </Button>
        </div>
        <ol className="grid gap-2">
          {steps.map((step, i) => (
            <li key={step.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_auto]">
              <FieldShell id={`step-title-${step.key}`} label={t("form.stepTitle", { n: i + 1 })} error={stepErr(i, "title")} className="col-span-2 sm:col-span-1">
                <input id={`step-title-${step.key}`} className={inputClass} value={step.title} maxLength={200} onChange={(e) => setSteps((l) => l.map((s) => (s.key === step.key ? { ...s, title: e.target.value } : s)))} {...fieldAria(`step-title-${step.key}`, stepErr(i, "title"))} />
              </FieldShell>
              <FieldShell id={`step-date-${step.key}`} label={t("form.stepDate", { n: i + 1 })} error={stepErr(i, "dueDate")}>
                <input id={`step-date-${step.key}`} type="date" className={inputClass} value={step.dueDate} onChange={(e) => setSteps((l) => l.map((s) => (s.key === step.key ? { ...s, dueDate: e.target.value } : s)))} {...fieldAria(`step-date-${step.key}`, stepErr(i, "dueDate"))} />
              </FieldShell>
              <Button type="button" variant="ghost" size="icon" aria-label={t("form.removeStep", { n: i + 1 })} onClick={() => setSteps((l) => l.filter((s) => s.key !== step.key))}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => setSteps((l) => [...l, { key: Math.max(-1, ...l.map((s) => s.key)) + 1, title: "", dueDate: launchDate }])}>
            <Plus aria-hidden="true" className="size-4" /> {t("form.addStep")}
          </Button>
        </div>
      </fieldset>
      {formError ? <FormError>{formError}</FormError> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {t(plan ? "form.save" : "form.create")}
        </Button>
      </div>
    </form>
  );
}
