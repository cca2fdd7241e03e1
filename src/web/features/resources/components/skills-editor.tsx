import { Plus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSaveSkills, useSkills, type PersonSkills } from "../../../api/skills";

// People's skills with a level 1–5, on the resources screen (decision 1302). Everyone reads them;
// owners and admins add and remove (the server decides; the controls only show to them).

const levels = [1, 2, 3, 4, 5] as const;

function PersonRow({ person, canManage }: { person: PersonSkills; canManage: boolean }) {
  const { t } = useTranslation("rebalance");
  const save = useSaveSkills();
  const [skill, setSkill] = useState("");
  const [level, setLevel] = useState(3);
  const inputId = `skill-${person.resourceId}`;
  const levelId = `skill-level-${person.resourceId}`;
  const store = (skills: { skill: string; level: number }[], after?: () => void) =>
    save.mutate(
      { resourceId: person.resourceId, skills },
      {
        onSuccess: () => {
          toast({ title: t("skills.saved"), variant: "success" });
          after?.();
        },
        onError: (error) => toast({ title: t("skills.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
      },
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = skill.trim();
    if (!name) return;
    const rest = person.skills.filter((s) => s.skill.toLocaleLowerCase("es") !== name.toLocaleLowerCase("es"));
    store([...rest, { skill: name, level }], () => setSkill(""));
  };
  return (
    <li className="grid gap-2 py-3 md:grid-cols-[12rem_minmax(0,1fr)] md:items-start">
      <div className="min-w-0">
        <p className="font-medium">{person.name}</p>
        <p className="text-xs text-muted-foreground">{person.role}</p>
      </div>
      <div className="grid gap-2">
        {person.skills.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("skills.none")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={person.name}>
            {person.skills.map((s) => (
              <li key={s.skill} className="inline-flex items-center gap-1 rounded-full border border-border bg-muted/50 py-0.5 pr-1 pl-3 text-sm">
                <span>
                  {s.skill} · {t(`skills.levelName.${s.level as 1 | 2 | 3 | 4 | 5}`)}
                </span>
                {canManage ? (
                  <Button variant="ghost" size="icon" className="size-7 rounded-full" aria-label={t("skills.remove", { skill: s.skill, name: person.name })} disabled={save.isPending} onClick={() => store(person.skills.filter((x) => x.skill !== s.skill))}>
                    <X aria-hidden="true" className="size-3.5" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canManage ? (
          <form onSubmit={add} className="flex flex-wrap items-end gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t("skills.skill", { name: person.name })}
            </label>
            <input id={inputId} className={cn(inputClass, "h-9 w-40")} value={skill} maxLength={60} placeholder={t("skills.placeholder")} onChange={(e) => setSkill(e.target.value)} />
            <label htmlFor={levelId} className="sr-only">
              {t("skills.level")}
            </label>
            <select id={levelId} className={cn(inputClass, "h-9 w-40")} value={level} onChange={(e) => setLevel(Number(e.target.value))}>
              {levels.map((l) => (
                <option key={l} value={l}>
                  {t(`skills.levelName.${l}`)}
                </option>
              ))}
            </select>
            <Button type="submit" variant="outline" size="sm" className="h-9" disabled={!skill.trim() || save.isPending}>
              <Plus aria-hidden="true" />
              {t("skills.add")}
            </Button>
          </form>
        ) : null}
      </div>
    </li>
  );
}

export function SkillsEditor({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("rebalance");
  const skills = useSkills();
  if (skills.isPending) return <Skeleton className="h-32" />;
  if (skills.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("skills.loadError")}</p>
        <Button variant="outline" onClick={() => void skills.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2">
      {canManage ? null : <p className="text-sm text-muted-foreground">{t("skills.readOnly")}</p>}
      <ul className="divide-y divide-border">
        {skills.data.map((person) => (
          <PersonRow key={person.resourceId} person={person} canManage={canManage} />
        ))}
      </ul>
    </div>
  );
}
