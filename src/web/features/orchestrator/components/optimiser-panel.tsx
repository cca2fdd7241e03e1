import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOptimise, useSaveScenario, type Binding, type OptimiserObjective } from "../../../api/orchestrator";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { BoxedTable, edgeColumns } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast-store";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

// The optimiser: each person's hours on the chosen projects for the objective picked, why (the
// binding constraints in plain words), and the proposal saved as a scenario to vote on.

export function OptimiserPanel({ projectIds, canEdit, onSaved }: { projectIds: string[]; canEdit: boolean; onSaved: () => void }) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const [objective, setObjective] = useState<OptimiserObjective>("on_time_value");
  const optimise = useOptimise();
  const save = useSaveScenario();
  const result = optimise.data;
  const h = (n: number) => formatNumber(n, language, { maximumFractionDigits: 1 });
  const sentence = (b: Binding) => {
    switch (b.kind) {
      case "person_full":
        return b.forProjectName && b.fromProjectName ? t("optimise.binding.person_full_trade", { person: b.personName, for: b.forProjectName, from: b.fromProjectName }) : t("optimise.binding.person_full", { person: b.personName });
      case "person_spare":
        return t("optimise.binding.person_spare", { person: b.personName, hours: h(b.hours) });
      case "project_met":
        return t("optimise.binding.project_met", { project: b.projectName, hours: h(b.hours) });
      case "project_short":
        return t(`optimise.binding.${b.reason}`, { project: b.projectName, missing: h(b.missing), roles: b.roles.length ? b.roles.join(", ") : t("optimise.anyRole") });
    }
  };
  const onSave = () => {
    if (!result) return;
    save.mutate(
      { id: null, scenario: { name: t("optimise.scenarioName", { objective: t(`optimise.objectives.${result.objective}`) }), description: "", projectIds, changes: result.changes } },
      {
        onSuccess: () => {
          toast({ title: t("editor.saved"), variant: "success" });
          onSaved();
        },
        onError: (error) => toast({ title: t("errorTitle"), description: error.message, variant: "error" }),
      },
    );
  };
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FieldShell id="optimiser-objective" label={t("optimise.objective")} className="min-w-0 flex-1 sm:max-w-sm">
          <select id="optimiser-objective" className={inputClass} value={objective} onChange={(e) => setObjective(e.target.value as OptimiserObjective)}>
            {(["on_time_value", "lateness", "roi"] as const).map((o) => (
              <option key={o} value={o}>
                {t(`optimise.objectives.${o}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <Button isLoading={optimise.isPending} disabled={projectIds.length === 0} onClick={() => optimise.mutate({ projectIds, objective })}>
          <Sparkles aria-hidden="true" className="size-4" /> {t("optimise.run")}
        </Button>
      </div>
      {projectIds.length === 0 ? <p className="text-sm text-muted-foreground">{t("projects.none")}</p> : null}
      {optimise.error ? <p className="text-sm text-destructive-strong">{optimise.error.message}</p> : null}
      {result ? (
        <div className="grid min-w-0 gap-4" data-testid="optimisation">
          <p className="text-sm font-medium" role="status">
            {t("optimise.result", { onTime: result.onTimeProjectIds.length, total: result.projects.length, ms: result.solveMs })}
          </p>
          {result.status !== "optimal" ? <p className="text-sm text-warning-strong">{t("optimise.notOptimal")}</p> : null}
          <Card>
            <CardContent className="grid gap-2 pt-4">
              <h3 className="text-sm font-semibold">{t("optimise.why")}</h3>
              <ul className="grid list-disc gap-1 pl-5 text-sm" data-testid="binding">
                {result.binding.map((b, i) => (
                  <li key={i}>{sentence(b)}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <BoxedTable caption={t("optimise.project")} columns={edgeColumns([t("optimise.project"), t("optimise.needs"), t("optimise.today"), t("optimise.proposed"), t("optimise.onTime")])}>
            {result.projects.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="py-2 pr-3 pl-3 font-medium">
                  {p.name}
                </th>
                <td className="px-3 py-2">{h(p.demand)}</td>
                <td className="px-3 py-2">{h(p.currentHours)}</td>
                <td className="px-3 py-2 font-medium">{h(p.assigned)}</td>
                <td className={p.onTime ? "py-2 pr-3 pl-3 text-success-strong" : "py-2 pr-3 pl-3 text-destructive-strong"}>{p.onTime ? t("optimise.yes") : t("optimise.no")}</td>
              </tr>
            ))}
          </BoxedTable>
          <BoxedTable caption={t("optimise.person")} columns={edgeColumns([t("optimise.person"), t("optimise.capacity"), t("optimise.assigned")])}>
            {result.people
              .filter((p) => p.assigned > 0 || p.capacity > 0)
              .map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="py-2 pr-3 pl-3 font-medium">
                    {p.name} <span className="font-normal text-muted-foreground">{p.role}</span>
                  </th>
                  <td className="px-3 py-2">{h(p.capacity)}</td>
                  <td className="py-2 pr-3 pl-3">{h(p.assigned)}</td>
                </tr>
              ))}
          </BoxedTable>
          {result.changes.length === 0 ? <p className="text-sm text-muted-foreground">{t("optimise.noChanges")}</p> : null}
          {canEdit && result.changes.length > 0 ? (
            <div>
              <Button variant="outline" isLoading={save.isPending} onClick={onSave}>
                {t("optimise.saveAsScenario")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
