import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSaveTaskSkill, useTaskSkills } from "./rebalance-api";

// The skill a task asks for (decision 1302), shown and set where the capacity center lists a
// week's tasks: rebalancing hands the task only to someone with that skill at that level.

const levels = [1, 2, 3, 4, 5] as const;

export function TaskSkillField({ taskId, taskTitle, canEdit }: { taskId: string; taskTitle: string; canEdit: boolean }) {
  const { t } = useTranslation("rebalance");
  const all = useTaskSkills();
  const save = useSaveTaskSkill();
  const current = all.data?.find((r) => r.taskId === taskId)?.requirement ?? null;
  const [editing, setEditing] = useState(false);
  const [skill, setSkill] = useState("");
  const [level, setLevel] = useState(3);
  const store = (requirement: { skill: string; level: number } | null) =>
    save.mutate(
      { taskId, requirement },
      {
        onSuccess: () => {
          toast({ title: t("taskSkill.saved"), variant: "success" });
          setEditing(false);
        },
        onError: (error) => toast({ title: t("taskSkill.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (skill.trim()) store({ skill: skill.trim(), level });
  };
  if (all.isPending) return null;
  if (editing)
    return (
      <form onSubmit={submit} className="mt-1 flex flex-wrap items-center gap-2">
        <label htmlFor={`task-skill-${taskId}`} className="sr-only">
          {t("taskSkill.skill", { task: taskTitle })}
        </label>
        <input id={`task-skill-${taskId}`} className={cn(inputClass, "h-8 w-32")} value={skill} maxLength={60} placeholder={t("taskSkill.placeholder")} onChange={(e) => setSkill(e.target.value)} />
        <label htmlFor={`task-skill-level-${taskId}`} className="sr-only">
          {t("skills.level")}
        </label>
        <select id={`task-skill-level-${taskId}`} className={cn(inputClass, "h-8 w-36")} value={level} onChange={(e) => setLevel(Number(e.target.value))}>
          {levels.map((l) => (
            <option key={l} value={l}>
              {t(`skills.levelName.${l}`)}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" disabled={!skill.trim() || save.isPending}>
          {t("taskSkill.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t("taskSkill.cancel")}
        </Button>
      </form>
    );
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      <span>{current ? t("moves.skill", { skill: current.skill, level: current.level }) : t("taskSkill.none")}</span>
      {canEdit ? (
        <>
          <Button
            variant="link"
            size="sm"
            className="h-auto text-xs"
            aria-label={t("taskSkill.change", { task: taskTitle })}
            onClick={() => {
              setSkill(current?.skill ?? "");
              setLevel(current?.level ?? 3);
              setEditing(true);
            }}
          >
            {t("taskSkill.edit")}
          </Button>
          {current ? (
            <Button variant="link" size="sm" className="h-auto text-xs" aria-label={t("taskSkill.remove", { task: taskTitle })} disabled={save.isPending} onClick={() => store(null)}>
              {t("taskSkill.clear")}
            </Button>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
