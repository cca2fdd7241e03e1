import type { TFunction } from "i18next";
import type { ProjectGenome } from "../../../../domain/genetics/contract";
import type { TraitKey } from "../../../../domain/genetics/traits";
import type { Language } from "../../../i18n/language";
import { formatNumber, formatPercent } from "../../../lib/format";

type Trait = ProjectGenome["traits"][number];

/** A trait's value in words ("14 días", "Sin sprints", "6 tareas a la vez"). */
export function traitValueText(t: TFunction<"genetics">, language: Language, key: TraitKey, value: number | string): string {
  switch (key) {
    case "sprintLengthDays":
      return value === 0 ? t("values.noSprints") : t("values.days", { count: Number(value) });
    case "releaseCadenceDays":
      return value === 0 ? t("values.continuous") : t("values.days", { count: Number(value) });
    case "wipLimit":
      return t("values.items", { count: Number(value) });
    case "teamSize":
      return t("values.people", { count: Number(value) });
    case "batchSizeDays":
      return t("values.personDays", { value: formatNumber(Number(value), language, { maximumFractionDigits: 2 }) });
    case "plannedShare":
    case "reworkShare":
      return formatPercent(Number(value), language);
    case "interruptions":
      return value === "expedite" ? t("values.expedite") : t("values.next_sprint");
    case "estimation":
      return value === "points" ? t("values.points") : value === "hours" ? t("values.hours") : t("values.none");
  }
}

/** Where a trait's value comes from, in words. */
export function traitSourceText(t: TFunction<"genetics">, language: Language, trait: Trait): string {
  if (trait.source === "set") {
    if (trait.basis?.unit === "board") return t("source.setBoard");
    return trait.measured !== null && trait.measured !== trait.value ? t("source.setAndMeasured", { value: traitValueText(t, language, trait.key, trait.measured) }) : t("source.setByManager");
  }
  if (trait.source === "measured" && trait.basis) return t("source.measuredFrom", { count: trait.basis.count, unit: t(`units.${trait.basis.unit}`) });
  return t("source.assumedHint");
}
