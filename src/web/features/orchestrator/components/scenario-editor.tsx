import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSaveScenario, useSimulate, type Portfolio, type ScenarioChange } from "../../../api/orchestrator";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";
import { changeText } from "./change-text";
import { ComparisonView } from "./comparison-view";

// Builds a scenario over the chosen projects: a list of changes, simulated against the current
// plan before saving.

export type Draft = { id: string | null; name: string; description: string; changes: ScenarioChange[] };
type Kind = ScenarioChange["kind"];

export function ScenarioEditor({ portfolio, projectIds, initial, onDone }: { portfolio: Portfolio; projectIds: string[]; initial: Draft; onDone: () => void }) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const [draft, setDraft] = useState<Draft>(initial);
  const [kind, setKind] = useState<Kind>("allocation");
  const chosen = portfolio.projects.filter((p) => projectIds.includes(p.id));
  const [projectId, setProjectId] = useState(chosen[0]?.id ?? "");
  const [toProjectId, setToProjectId] = useState(chosen[1]?.id ?? chosen[0]?.id ?? "");
  const [resourceId, setResourceId] = useState(portfolio.people[0]?.id ?? "");
  const [hours, setHours] = useState("10");
  const [dueDate, setDueDate] = useState("");
  const [items, setItems] = useState("-2");
  const [status, setStatus] = useState<"active" | "paused" | "cancelled">("paused");
  const [amount, setAmount] = useState("10000");
  const simulate = useSimulate();
  const save = useSaveScenario();
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const currency = chosen[0]?.currency ?? "MXN";

  const build = (): ScenarioChange | null => {
    if (!projectId) return null;
    switch (kind) {
      case "due_date":
        return dueDate ? { kind, projectId, dueDate } : null;
      case "allocation":
        return resourceId && hours !== "" ? { kind, projectId, resourceId, hours: Number(hours) } : null;
      case "scope":
        return Number(items) ? { kind, projectId, items: Math.trunc(Number(items)) } : null;
      case "status":
        return { kind, projectId, status };
      case "budget":
        return toProjectId && toProjectId !== projectId && Number(amount) > 0 ? { kind, fromProjectId: projectId, toProjectId, amountCents: Math.round(Number(amount) * 100) } : null;
    }
  };
  const add = () => {
    const change = build();
    if (change) setDraft((d) => ({ ...d, changes: [...d.changes, change] }));
  };
  const onSave = () =>
    save.mutate(
      { id: draft.id, scenario: { name: draft.name, description: draft.description, projectIds, changes: draft.changes } },
      {
        onSuccess: () => {
          toast({ title: t("editor.saved"), variant: "success" });
          onDone();
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{draft.id ? t("editor.edit") : t("editor.new")}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div className="grid gap-3 md:grid-cols-2">
          <FieldShell id="scenario-name" label={t("editor.name")} error={fields.name}>
            <input id="scenario-name" className={inputClass} value={draft.name} maxLength={120} onChange={(e) => setDraft({ ...draft, name: e.target.value })} aria-invalid={fields.name ? true : undefined} />
          </FieldShell>
          <FieldShell id="scenario-description" label={t("editor.description")} error={fields.description}>
            <input id="scenario-description" className={inputClass} value={draft.description} maxLength={2000} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
          </FieldShell>
        </div>

        <section aria-labelledby="scenario-changes" className="grid gap-2">
          <h3 id="scenario-changes" className="text-sm font-semibold">
            {t("editor.changes")}
          </h3>
          {draft.changes.length === 0 ? <p className="text-sm text-muted-foreground">{t("editor.noChanges")}</p> : null}
          <ul className="grid gap-1" data-testid="scenario-changes">
            {draft.changes.map((c, i) => (
              <li key={i} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5 text-sm">
                <span className="min-w-0">
                  {changeText(c, portfolio, t, language)}
                  {Object.entries(fields)
                    .filter(([k]) => k.startsWith(`changes.${i}.`))
                    .map(([k, v]) => (
                      <span key={k} className="block text-xs text-destructive-strong">
                        {v}
                      </span>
                    ))}
                </span>
                <Button variant="ghost" size="icon" aria-label={t("editor.remove")} onClick={() => setDraft((d) => ({ ...d, changes: d.changes.filter((_, k) => k !== i) }))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        </section>

        <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="px-1 text-sm font-medium">{t("editor.addChange")}</legend>
          <FieldShell id="change-kind" label={t("editor.kind")}>
            <select id="change-kind" className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              {(["allocation", "due_date", "scope", "status", "budget"] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`editor.kinds.${k}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell id="change-project" label={kind === "budget" ? t("editor.from") : t("editor.project")}>
            <select id="change-project" className={inputClass} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
              {chosen.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </FieldShell>
          {kind === "allocation" ? (
            <>
              <FieldShell id="change-person" label={t("editor.person")}>
                <select id="change-person" className={inputClass} value={resourceId} onChange={(e) => setResourceId(e.target.value)}>
                  {portfolio.people.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.role ? `${p.name} · ${p.role}` : p.name}
                    </option>
                  ))}
                </select>
              </FieldShell>
              <FieldShell id="change-hours" label={t("editor.hours")}>
                <input id="change-hours" type="number" min={0} max={168} step={0.5} className={inputClass} value={hours} onChange={(e) => setHours(e.target.value)} />
              </FieldShell>
            </>
          ) : null}
          {kind === "due_date" ? (
            <FieldShell id="change-due" label={t("editor.dueDate")}>
              <input id="change-due" type="date" className={inputClass} value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
            </FieldShell>
          ) : null}
          {kind === "scope" ? (
            <FieldShell id="change-items" label={t("editor.items")}>
              <input id="change-items" type="number" min={-500} max={500} step={1} className={inputClass} value={items} onChange={(e) => setItems(e.target.value)} />
            </FieldShell>
          ) : null}
          {kind === "status" ? (
            <FieldShell id="change-status" label={t("editor.status")}>
              <select id="change-status" className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
                {(["paused", "cancelled", "active"] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`editor.states.${s}`)}
                  </option>
                ))}
              </select>
            </FieldShell>
          ) : null}
          {kind === "budget" ? (
            <>
              <FieldShell id="change-to" label={t("editor.to")}>
                <select id="change-to" className={inputClass} value={toProjectId} onChange={(e) => setToProjectId(e.target.value)}>
                  {chosen.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </FieldShell>
              <FieldShell id="change-amount" label={`${t("editor.amount")} (${currency})`}>
                <input id="change-amount" type="number" min={1} step={100} className={inputClass} value={amount} onChange={(e) => setAmount(e.target.value)} />
              </FieldShell>
            </>
          ) : null}
          <div className="flex items-end">
            <Button variant="outline" onClick={add} disabled={!build()}>
              <Plus aria-hidden="true" className="size-4" /> {t("editor.addChange")}
            </Button>
          </div>
        </fieldset>

        {save.error && !Object.keys(fields).length ? <p className="text-sm text-destructive-strong">{save.error.message}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" isLoading={simulate.isPending} onClick={() => simulate.mutate({ projectIds, changes: draft.changes })}>
            {t("editor.simulate")}
          </Button>
          <Button isLoading={save.isPending} onClick={onSave}>
            {t("editor.save")}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t("editor.cancel")}
          </Button>
        </div>
        {simulate.error ? <p className="text-sm text-destructive-strong">{simulate.error.message}</p> : null}
        {simulate.data ? <ComparisonView comparison={simulate.data} name={draft.name || t("editor.new")} currency={currency} /> : null}
      </CardContent>
    </Card>
  );
}
