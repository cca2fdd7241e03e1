import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSaveTaskSkill, useTaskSkills } from "../../api/skills";
import { isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { inputClass } from "../ui/form-field";
import { toast } from "../ui/toast-store";

// The skill a task asks for (decision 1302), shown and set where the capacity center lists a
// week's tasks and in the task dialog: rebalancing hands the task only to someone with that skill
// at that level. It saves on its own (PUT /capacity/task-skills), so its editor is a group, not a
// form: the task dialog already is one, and forms do not nest.

const levels = [1, 2, 3, 4, 5] as const;

export function TaskSkillField({ taskId, taskTitle, canEdit, labelled = false }: { taskId: string; taskTitle: string; canEdit: boolean; labelled?: boolean }) {
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
  const submit = () => {
    if (skill.trim()) store({ skill: skill.trim(), level });
  };
  // Enter saves the skill, not the form around it.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };
  if (all.isPending) return null;
  const body = editing ? (
      <div role="group" aria-label={t("taskSkill.skill", { task: taskTitle })} className="mt-1 flex flex-wrap items-center gap-2">
        <label htmlFor={`task-skill-${taskId}`} className="sr-only">
          {t("taskSkill.skill", { task: taskTitle })}
        </label>
        <input id={`task-skill-${taskId}`} className={cn(inputClass, "h-8 w-32")} value={skill} maxLength={60} placeholder={t("taskSkill.placeholder")} onChange={(e) => setSkill(e.target.value)} onKeyDown={onEnter} />
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
        <Button size="sm" disabled={!skill.trim() || save.isPending} onClick={submit}>
          {t("taskSkill.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t("taskSkill.cancel")}
        </Button>
      </div>
  ) : (
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
  if (!labelled) return body;
  return (
    <div className="grid gap-1">
      <span className="text-sm font-medium">{t("taskSkill.label")}</span>
      {body}
    </div>
  );
}
