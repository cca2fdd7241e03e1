import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectGenome, SetTraits } from "../../../../domain/genetics/contract";
import { estimationHabits, interruptionPolicies, releaseCadences, sprintLengths, WIP_MAX, WIP_MIN, type TraitKey } from "../../../../domain/genetics/traits";
import { useSetTraits } from "../../../api/genetics";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { FieldShell, fieldAria, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";
import { traitValueText } from "./trait-text";

type Trait = ProjectGenome["traits"][number];

const choices: Partial<Record<TraitKey, readonly (number | string)[]>> = {
  sprintLengthDays: sprintLengths,
  releaseCadenceDays: releaseCadences,
  interruptions: interruptionPolicies,
  estimation: estimationHabits,
};
const numeric: Partial<Record<TraitKey, { min: number; max: number; step: number; percent?: boolean }>> = {
  wipLimit: { min: WIP_MIN, max: WIP_MAX, step: 1 },
  teamSize: { min: 1, max: 200, step: 1 },
  batchSizeDays: { min: 0.05, max: 60, step: 0.05 },
  plannedShare: { min: 0, max: 100, step: 1, percent: true },
  reworkShare: { min: 0, max: 90, step: 1, percent: true },
};

/** Sets one trait of the genome (or clears a set value). A refused value keeps the form filled. */
export function TraitDialog({ projectId, trait, open, onOpenChange }: { projectId: string; trait: Trait; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const save = useSetTraits(projectId);
  const spec = numeric[trait.key];
  const initial = spec?.percent ? String(Math.round(Number(trait.value) * 100)) : String(trait.value);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const id = `trait-${trait.key}`;
  const label = t(`traits.${trait.key}`);

  const submit = (body: SetTraits) => {
    setError(undefined);
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: t("project.saved"), variant: "success" });
        onOpenChange(false);
      },
      onError: (e) => {
        const field = isApiError(e) ? e.fields?.[trait.key] : undefined;
        setError(field ?? (isApiError(e) ? e.message : t("project.saveFailed")));
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const options = choices[trait.key];
    let parsed: number | string = value;
    if (!options || typeof options[0] === "number") parsed = Number(value);
    if (spec?.percent) parsed = Number(value) / 100;
    submit({ [trait.key]: parsed } as SetTraits);
  };
  const options = choices[trait.key];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("project.cancel")}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("project.editTrait", { trait: label })}</DialogTitle>
            <DialogDescription>{t("project.editDescription")}</DialogDescription>
          </DialogHeader>
          <FieldShell id={id} label={label} error={error}>
            {options ? (
              <select id={id} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} {...fieldAria(id, error)}>
                {options.map((o) => (
                  <option key={String(o)} value={String(o)}>
                    {traitValueText(t, language, trait.key, o)}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} type="number" inputMode="decimal" min={spec?.min} max={spec?.max} step={spec?.step} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} {...fieldAria(id, error)} />
            )}
          </FieldShell>
          {trait.source === "set" ? (
            <Button type="button" variant="outline" className="justify-self-start" onClick={() => submit({ [trait.key]: null } as SetTraits)} disabled={save.isPending}>
              {t("project.clear")}
            </Button>
          ) : null}
          <FormDialogFooter cancelLabel={t("project.cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("project.save")} isPending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
