import type { TFunction } from "i18next";
import type { Portfolio, ScenarioChange } from "../../../api/orchestrator";
import { formatDay, formatMoney } from "../../../lib/format";
import type { Language } from "../../../../domain/i18n/translate";

/** One change of a scenario as a sentence: "María en Orión: 30 h/sem". */
export function changeText(change: ScenarioChange, portfolio: Portfolio | undefined, t: TFunction<"orchestrator">, language: Language): string {
  const project = (id: string) => portfolio?.projects.find((p) => p.id === id)?.name ?? t("change.unknown");
  switch (change.kind) {
    case "due_date":
      return t("change.due_date", { project: project(change.projectId), date: formatDay(change.dueDate, language) });
    case "allocation": {
      const person = portfolio?.people.find((p) => p.id === change.resourceId)?.name ?? t("change.unknown");
      return change.hours > 0 ? t("change.allocation", { person, project: project(change.projectId), hours: change.hours }) : t("change.allocationRemoved", { person, project: project(change.projectId) });
    }
    case "scope":
      return change.items >= 0 ? t("change.scopeAdd", { project: project(change.projectId), count: change.items }) : t("change.scopeCut", { project: project(change.projectId), count: -change.items });
    case "status":
      return t("change.status", { project: project(change.projectId), status: t(`editor.states.${change.status}`) });
    case "budget": {
      const currency = portfolio?.projects.find((p) => p.id === change.fromProjectId)?.currency ?? "MXN";
      return t("change.budget", { amount: formatMoney(change.amountCents, language, currency), from: project(change.fromProjectId), to: project(change.toProjectId) });
    }
  }
}
