import { Plus, Trash2, FlaskConical, CheckCircle2, MinusCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { actionSchema, conditionFields, conditionOperators, customFieldCondition, customFieldIdOf, notifyTargets, ruleInputSchema, taskFieldNames, triggerSchema, triggerTypes, type Action, type Condition, type RuleInput, type Trigger } from "../../../../domain/automation/contract";
import { projectPhases, projectPriorities, projectStatuses, taskStatuses } from "../../../../domain/project-fields";
import { useDryRun, useSaveRule, type DryRun, type Rule } from "../../../api/automation";
import { useCustomFields } from "../../../api/custom-fields";
import { useProjectItems } from "../../../api/projects";
import { useResources } from "../../../api/resources";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { FieldShell, FormError, FormField, fieldAria, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";

type Draft = { name: string; enabled: boolean; trigger: Trigger; conditionMode: "all" | "any"; conditions: Condition[]; actions: Action[]; projectId: string | null };

const actionTypes = actionSchema.options.map((o) => o.shape.type.value);

function defaultTrigger(type: Trigger["type"]): Trigger {
  const base: Record<string, unknown> = { type };
  if (type === "milestone.due") base.days = 7;
  if (type === "project.risk") base.threshold = 70;
  if (type === "person.overload") base.percent = 100;
  if (type === "schedule") base.cron = "0 8 * * 1";
  return triggerSchema.parse(base);
}

function defaultAction(type: Action["type"]): Action {
  switch (type) {
    case "set_task_fields":
      return { type, status: "Completada" };
    case "set_project_fields":
      return { type, priority: "Alta" };
    case "assign":
      return { type, resourceId: "" };
    case "move_to_sprint":
      return { type, target: "current" };
    case "create_task":
      return { type, title: "", checklist: [] };
    case "notify":
      return { type, to: "project_owner", message: "", email: true };
    case "webhook":
      return { type, url: "https://" };
    case "send_report":
      return { type, to: "admins" };
    case "post_to_channel":
      return { type, message: "" };
  }
}

export function draftFrom(rule: Rule | RuleInput | null): Draft {
  if (!rule) return { name: "", enabled: true, trigger: defaultTrigger("task.completed"), conditionMode: "all", conditions: [], actions: [defaultAction("notify")], projectId: null };
  const parsed = ruleInputSchema.parse({ ...rule, projectId: rule.projectId ?? null });
  return { name: parsed.name, enabled: parsed.enabled, trigger: parsed.trigger, conditionMode: parsed.conditionMode, conditions: parsed.conditions, actions: parsed.actions, projectId: parsed.projectId };
}

type Props = { isOpen: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void; ruleId: string | null; initial: Draft };

export function RuleEditor({ isOpen, onOpenChange, onSaved, ruleId, initial }: Props) {
  const { t } = useTranslation("automation");
  const language = useLanguage();
  const message = (key: string) => validationMessage(key, language, { max: 200, min: 1 }) ?? key;
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [preview, setPreview] = useState<DryRun | null>(null);
  const customFields = useCustomFields(draft.projectId).data ?? [];
  const save = useSaveRule();
  const dryRun = useDryRun();
  const projects = useProjectItems();
  const resources = useResources();

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setTrigger = (patch: Record<string, unknown>) => set({ trigger: { ...draft.trigger, ...patch } as Trigger });
  const setCondition = (i: number, patch: Partial<Condition>) => set({ conditions: draft.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const setAction = (i: number, next: Action) => set({ actions: draft.actions.map((a, j) => (j === i ? next : a)) });

  const validate = (): RuleInput | null => {
    const parsed = ruleInputSchema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[issue.path.join(".")] ??= message(issue.message);
    setErrors(next);
    setFormError(t("editor.failed"));
    return null;
  };
  const showServerError = (error: unknown) => {
    if (isApiError(error) && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\./, ""), v])));
    setFormError(isApiError(error) ? error.message : t("editor.failed"));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const rule = validate();
    if (!rule) return;
    save.mutate(
      { id: ruleId, rule },
      {
        onSuccess: () => {
          toast({ title: t("rule.saved"), variant: "success" });
          onOpenChange(false);
          onSaved();
        },
        onError: showServerError,
      },
    );
  };
  const onTest = () => {
    setFormError("");
    const rule = validate();
    if (!rule) return;
    dryRun.mutate(rule, { onSuccess: setPreview, onError: showServerError });
  };

  const tr = draft.trigger;
  const err = (path: string) => errors[path];
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("editor.close")} className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{ruleId ? t("editor.editTitle") : t("editor.createTitle")}</DialogTitle>
          <DialogDescription>{t("editor.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="rule-name" label={t("editor.name")} value={draft.name} maxLength={120} error={err("name")} onChange={(e) => set({ name: e.target.value })} />

          <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">{t("trigger.label")}</legend>
            <FieldShell id="rule-trigger" label={t("log.event")}>
              <select id="rule-trigger" className={inputClass} value={tr.type} onChange={(e) => set({ trigger: defaultTrigger(e.target.value as Trigger["type"]) })}>
                {triggerTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`trigger.${type}`)}
                  </option>
                ))}
              </select>
            </FieldShell>
            {tr.type === "task.changed" ? (
              <div className="grid gap-3 sm:grid-cols-3">
                <FieldShell id="trigger-field" label={t("trigger.field")}>
                  <select id="trigger-field" className={inputClass} value={tr.field ?? ""} onChange={(e) => setTrigger({ field: e.target.value || null })}>
                    <option value="">{t("trigger.anyField")}</option>
                    {taskFieldNames.map((f) => (
                      <option key={f} value={f}>
                        {t(`fields.${f}`)}
                      </option>
                    ))}
                  </select>
                </FieldShell>
                <FormField id="trigger-from" label={t("trigger.from")} value={tr.from ?? ""} disabled={!tr.field} onChange={(e) => setTrigger({ from: e.target.value || null })} />
                <FormField id="trigger-to" label={t("trigger.to")} value={tr.to ?? ""} disabled={!tr.field} onChange={(e) => setTrigger({ to: e.target.value || null })} />
              </div>
            ) : null}
            {tr.type === "milestone.due" ? <FormField id="trigger-days" type="number" min={0} max={90} label={t("trigger.days")} value={tr.days} error={err("trigger.days")} onChange={(e) => setTrigger({ days: Number(e.target.value) })} /> : null}
            {tr.type === "project.risk" ? <FormField id="trigger-threshold" type="number" min={1} max={100} label={t("trigger.threshold")} value={tr.threshold} error={err("trigger.threshold")} onChange={(e) => setTrigger({ threshold: Number(e.target.value) })} /> : null}
            {tr.type === "person.overload" ? <FormField id="trigger-percent" type="number" min={50} max={300} label={t("trigger.percent")} value={tr.percent} error={err("trigger.percent")} onChange={(e) => setTrigger({ percent: Number(e.target.value) })} /> : null}
            {tr.type === "schedule" ? <FormField id="trigger-cron" label={t("trigger.cron")} hint={t("trigger.cronHint")} value={tr.cron} error={err("trigger.cron")} onChange={(e) => setTrigger({ cron: e.target.value })} className="font-mono" /> : null}
            <FieldShell id="rule-project" label={t("trigger.project")} error={err("projectId")}>
              <select id="rule-project" className={inputClass} value={draft.projectId ?? ""} onChange={(e) => set({ projectId: e.target.value || null })} {...fieldAria("rule-project", err("projectId"))}>
                <option value="">{t("trigger.anyProject")}</option>
                {(projects.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </FieldShell>
          </fieldset>

          <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">{t("condition.label")}</legend>
            <div role="radiogroup" aria-label={t("condition.label")} className="flex flex-wrap gap-4 text-sm">
              {(["all", "any"] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2">
                  <input type="radio" name="condition-mode" value={mode} checked={draft.conditionMode === mode} onChange={() => set({ conditionMode: mode })} />
                  {t(`condition.mode.${mode}`)}
                </label>
              ))}
            </div>
            {draft.conditions.length === 0 ? <p className="text-sm text-muted-foreground">{t("condition.none")}</p> : null}
            {draft.conditions.map((c, i) => (
              <div key={i} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1.3fr_1fr_1.3fr_auto] sm:items-center">
                <select aria-label={t("condition.field", { n: i + 1 })} className={inputClass} value={c.field} onChange={(e) => setCondition(i, { field: e.target.value as Condition["field"] })}>
                  {conditionFields.map((f) => (
                    <option key={f} value={f}>
                      {t(`condition.${f}`)}
                    </option>
                  ))}
                  {customFields.length ? (
                    <optgroup label={t("condition.customFields")}>
                      {customFields.map((f) => (
                        <option key={f.id} value={customFieldCondition(f.id)}>
                          {f.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                  {customFieldIdOf(c.field) !== null && !customFields.some((f) => customFieldCondition(f.id) === c.field) ? <option value={c.field}>{t("condition.customFieldGone")}</option> : null}
                </select>
                <Button type="button" variant="ghost" size="icon" className="sm:order-last" aria-label={t("condition.remove", { n: i + 1 })} onClick={() => set({ conditions: draft.conditions.filter((_, j) => j !== i) })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
                <select aria-label={t("condition.op", { n: i + 1 })} className={inputClass} value={c.op} onChange={(e) => setCondition(i, { op: e.target.value as Condition["op"] })}>
                  {conditionOperators.map((op) => (
                    <option key={op} value={op}>
                      {t(`condition.ops.${op}`)}
                    </option>
                  ))}
                </select>
                <input aria-label={t("condition.value", { n: i + 1 })} className={`${inputClass} col-span-2 sm:col-span-1`} value={c.value} maxLength={200} disabled={c.op === "empty" || c.op === "not_empty"} onChange={(e) => setCondition(i, { value: e.target.value })} />
              </div>
            ))}
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => set({ conditions: [...draft.conditions, { field: "task.priority", op: "eq", value: "Alta" }] })}>
                <Plus aria-hidden="true" className="size-4" /> {t("condition.add")}
              </Button>
            </div>
          </fieldset>

          <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">{t("action.label")}</legend>
            {err("actions") ? <p className="text-sm text-destructive-strong">{err("actions")}</p> : null}
            {draft.actions.map((a, i) => (
              <div key={i} className="grid gap-3 rounded-md bg-muted/40 p-3">
                <div className="flex items-end gap-2">
                  <FieldShell id={`action-${i}-type`} label={t("action.type", { n: i + 1 })} className="flex-1">
                    <select id={`action-${i}-type`} className={inputClass} value={a.type} onChange={(e) => setAction(i, defaultAction(e.target.value as Action["type"]))}>
                      {actionTypes.map((type) => (
                        <option key={type} value={type}>
                          {t(`action.${type}`)}
                        </option>
                      ))}
                    </select>
                  </FieldShell>
                  <Button type="button" variant="ghost" size="icon" aria-label={t("action.remove", { n: i + 1 })} onClick={() => set({ actions: draft.actions.filter((_, j) => j !== i) })}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <ActionFields index={i} action={a} onChange={(next) => setAction(i, next)} error={(k) => err(`actions.${i}.${k}`)} resources={resources.data ?? []} />
              </div>
            ))}
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => set({ actions: [...draft.actions, defaultAction("notify")] })} disabled={draft.actions.length >= 10}>
                <Plus aria-hidden="true" className="size-4" /> {t("action.add")}
              </Button>
            </div>
          </fieldset>

          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> {t("editor.enabled")}
          </label>

          <div className="grid gap-3">
            <div>
              <Button type="button" variant="secondary" onClick={onTest} isLoading={dryRun.isPending}>
                <FlaskConical aria-hidden="true" className="size-4" /> {dryRun.isPending ? t("editor.testing") : t("editor.test")}
              </Button>
            </div>
            {preview ? <DryRunView result={preview} language={language} /> : null}
          </div>
          <FormError>{formError}</FormError>
          <FormDialogFooter cancelLabel={t("editor.cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("editor.save")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DryRunView({ result, language }: { result: DryRun; language: "es" | "en" }) {
  const { t } = useTranslation("automation");
  return (
    <section aria-label={t("editor.testTitle")} className="grid gap-2 rounded-lg border border-border p-3" data-testid="dry-run">
      <h3 className="text-sm font-semibold">{t("editor.testTitle")}</h3>
      {result.nextRuns.length ? (
        <p className="text-sm">
          {t("editor.nextRuns")}: {result.nextRuns.map((d) => formatDateTime(d, language)).join(" · ")}
        </p>
      ) : null}
      {result.items.length === 0 ? <p className="text-sm text-muted-foreground">{t("editor.testEmpty")}</p> : null}
      <ul className="grid gap-2">
        {result.items.map((item) => (
          <li key={item.event.key} className="rounded-md bg-muted/40 p-2 text-sm">
            <p className="flex items-center gap-2 font-medium">
              {item.matched ? <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success-strong" /> : <MinusCircle aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
              <span>{item.matched ? t("editor.testMatched") : t("editor.testSkipped")}</span>
              <span className="truncate font-normal text-muted-foreground">· {item.event.summary}</span>
            </p>
            <p className="text-xs text-muted-foreground">{t(`editor.source.${item.source}`)}</p>
            {item.actions.length ? (
              <ul className="mt-1 list-disc ps-6 text-muted-foreground">
                {item.actions.map((a, i) => (
                  <li key={i}>
                    {t(`action.${a.type as Action["type"]}`)}: {a.error ? a.error : a.detail}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type ActionFieldsProps = { index: number; action: Action; onChange: (a: Action) => void; error: (k: string) => string | undefined; resources: { id: string; name: string }[] };

function Choice<T extends string>({ id, label, value, options, onChange, keep, render }: { id: string; label: string; value: T | undefined; options: readonly T[]; onChange: (v: T | undefined) => void; keep?: string; render?: (v: T) => string }) {
  return (
    <FieldShell id={id} label={label}>
      <select id={id} className={inputClass} value={value ?? ""} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
        {keep ? <option value="">{keep}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {render ? render(o) : o}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function ActionFields({ index, action: a, onChange, error, resources }: ActionFieldsProps) {
  const { t } = useTranslation("automation");
  const id = (k: string) => `action-${index}-${k}`;
  switch (a.type) {
    case "set_task_fields":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice id={id("status")} label={t("action.status")} value={a.status} options={taskStatuses} keep={t("action.keep")} onChange={(status) => onChange({ ...a, status })} />
          <Choice id={id("priority")} label={t("action.priority")} value={a.priority} options={projectPriorities} keep={t("action.keep")} onChange={(priority) => onChange({ ...a, priority })} />
        </div>
      );
    case "set_project_fields":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <Choice id={id("status")} label={t("action.status")} value={a.status} options={projectStatuses} keep={t("action.keep")} onChange={(status) => onChange({ ...a, status })} />
          <Choice id={id("priority")} label={t("action.priority")} value={a.priority} options={projectPriorities} keep={t("action.keep")} onChange={(priority) => onChange({ ...a, priority })} />
          <Choice id={id("phase")} label={t("action.phase")} value={a.phase} options={projectPhases} keep={t("action.keep")} onChange={(phase) => onChange({ ...a, phase })} />
        </div>
      );
    case "assign":
      return (
        <FieldShell id={id("resource")} label={t("action.resource")} error={error("resourceId")}>
          <select id={id("resource")} className={inputClass} value={a.resourceId} onChange={(e) => onChange({ ...a, resourceId: e.target.value })} {...fieldAria(id("resource"), error("resourceId"))}>
            <option value="">—</option>
            {resources.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </FieldShell>
      );
    case "move_to_sprint":
      return <Choice id={id("sprint")} label={t("action.sprint")} value={a.target} options={["current", "next"] as const} render={(v) => t(`action.${v}`)} onChange={(target) => onChange({ ...a, target: target ?? "current" })} />;
    case "create_task":
      return (
        <div className="grid gap-3">
          <FormField id={id("title")} label={t("action.title")} hint={t("action.messageHint")} value={a.title} maxLength={200} error={error("title")} onChange={(e) => onChange({ ...a, title: e.target.value })} />
          <FieldShell id={id("checklist")} label={t("action.checklist")}>
            <textarea id={id("checklist")} rows={3} className={`${inputClass} h-auto py-2`} value={a.checklist.join("\n")} onChange={(e) => onChange({ ...a, checklist: e.target.value.split("\n").map((s) => s.trimStart()).filter((s, i, all) => s !== "" || i === all.length - 1) })} />
          </FieldShell>
        </div>
      );
    case "notify":
      return (
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Choice id={id("to")} label={t("action.to")} value={a.to} options={notifyTargets.filter((x) => x !== "user")} render={(v) => t(`action.targets.${v}`)} onChange={(to) => onChange({ ...a, to: to ?? "project_owner" })} />
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input type="checkbox" checked={a.email} onChange={(e) => onChange({ ...a, email: e.target.checked })} /> {t("action.email")}
            </label>
          </div>
          <FormField id={id("message")} label={t("action.message")} hint={t("action.messageHint")} value={a.message} maxLength={500} error={error("message")} onChange={(e) => onChange({ ...a, message: e.target.value })} />
        </div>
      );
    case "webhook":
      return <FormField id={id("url")} type="url" label={t("action.url")} value={a.url} error={error("url")} onChange={(e) => onChange({ ...a, url: e.target.value })} />;
    case "send_report":
      return <Choice id={id("to")} label={t("action.to")} value={a.to} options={["admins", "project_owner", "author"] as const} render={(v) => t(`action.targets.${v}`)} onChange={(to) => onChange({ ...a, to: to ?? "admins" })} />;
    case "post_to_channel":
      return <FormField id={id("message")} label={t("action.channelMessage")} hint={t("action.messageHint")} value={a.message} maxLength={2000} error={error("message")} onChange={(e) => onChange({ ...a, message: e.target.value })} />;
  }
}
