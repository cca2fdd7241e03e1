import { Eye, EyeOff, Plus } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Task } from "../../../domain/projects/contract";
import type { Label, TaskWorkItem } from "../../../domain/work-items/contract";
import { MAX_DEPTH } from "../../../domain/work-items/rollup";
import { useActiveWorkspaceMembers } from "../../api/account";
import { useResources } from "../../api/resources";
import { useChangeWorkItem, type WorkItemChange } from "../../api/work-items";
import { useSession } from "../../app/session";
import { isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { inputClass } from "../ui/form-field";
import { ProgressBar } from "../ui/progress-bar";
import { toast } from "../ui/toast-store";
import { TaskTimeSection } from "../time-tracking/task-time-section";
import { TaskRecurrenceSection } from "../../features/recurring/task-recurrence-section";
import { LabelChip } from "./label-chip";
import { CustomFieldSection } from "./custom-field-section";
import { TaskActivitySection } from "../task-activity/task-activity-section";

type Props = {
  projectId: string;
  task: Task;
  tasks: readonly Task[];
  items: ReadonlyMap<string, TaskWorkItem>;
  labels: readonly Label[];
  canEdit: boolean;
  onOpenChange: (open: boolean) => void;
};

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-2 border-t border-border pt-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const checkRow = "flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-subtle";

/** A task's detail beyond its form: roll-up, subtasks (add one here), parent, labels, assignees and watchers. */
export function WorkItemDialog({ projectId, task, tasks, items, labels, canEdit, onOpenChange }: Props) {
  const { t } = useTranslation("work-items");
  const { t: tt } = useTranslation("time-tracking");
  const { t: tr } = useTranslation("recurring");
  const { t: tc } = useTranslation("custom-fields");
  const { t: ta } = useTranslation("task-activity");
  const language = useLanguage();
  const { session } = useSession();
  const me = session?.userId ?? "";
  const change = useChangeWorkItem(me);
  const resources = useResources();
  const members = useActiveWorkspaceMembers();
  const [subtask, setSubtask] = useState("");
  const [subtaskError, setSubtaskError] = useState<string | null>(null);
  const item = items.get(task.id);
  const titleOf = new Map(tasks.map((x) => [x.id, x.title]));
  const children = tasks.filter((x) => items.get(x.id)?.parentId === task.id);

  // A box ticked shows ticked at once (the cache's own update comes a moment later), until the server answers.
  const [shownLists, setShownLists] = useState<{ labels?: string[]; assignees?: string[]; watchers?: string[] }>({});
  const run = async (c: WorkItemChange, shown?: { labels?: string[]; assignees?: string[]; watchers?: string[] }) => {
    if (shown) setShownLists((s) => ({ ...s, ...shown }));
    try {
      await change.mutateAsync({ projectId, taskId: task.id, change: c });
    } catch (e) {
      toast({ title: isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : t("saveFailed"), variant: "error" });
    } finally {
      if (shown) setShownLists((s) => Object.fromEntries(Object.entries(s).filter(([k]) => !(k in shown))));
    }
  };
  const addSubtask = async (event: FormEvent) => {
    event.preventDefault();
    setSubtaskError(null);
    try {
      await change.mutateAsync({ projectId, taskId: task.id, change: { kind: "subtask", input: { title: subtask } } });
      setSubtask("");
      toast({ title: t("subtasks.added"), variant: "success" });
    } catch (e) {
      setSubtaskError(isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : t("saveFailed"));
    }
  };

  // Where the task may go: not under itself nor one of its own subtasks.
  const descendants = new Set<string>([task.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, i] of items) {
      if (i.parentId && descendants.has(i.parentId) && !descendants.has(id)) {
        grew = true;
        descendants.add(id);
      }
    }
  }
  const parentChoices = tasks.filter((x) => !descendants.has(x.id));
  const assigned = shownLists.assignees ?? item?.assigneeResourceIds ?? [];
  const watchers = shownLists.watchers ?? item?.watcherUserIds ?? [];
  const labelIds = shownLists.labels ?? item?.labelIds ?? [];
  const rollup = item?.rollup ?? null;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} className="max-w-xl" aria-describedby="work-item-intro">
        <DialogHeader>
          <DialogTitle className="break-words">{task.title}</DialogTitle>
          <DialogDescription id="work-item-intro">{item?.parentId ? t("rollup.subtaskOf", { title: titleOf.get(item.parentId) ?? "" }) : t("detailsIntro")}</DialogDescription>
        </DialogHeader>
        {!item ? (
          <p className="text-sm text-muted-foreground">{t("loading")}</p>
        ) : (
          <>
            {rollup ? (
              <div className="grid gap-1" data-testid="rollup">
                <p className="text-sm">{t("rollup.progress", { progress: rollup.progress })}</p>
                <ProgressBar label={t("rollup.progress", { progress: rollup.progress })} percent={rollup.progress} />
                {rollup.estimateHours !== null ? <p className="text-sm text-muted-foreground">{t("rollup.estimate", { count: rollup.estimateHours, value: formatNumber(rollup.estimateHours, language) })}</p> : null}
              </div>
            ) : null}

            <Section id="wi-subtasks" title={t("subtasks.title")}>
              {children.length ? (
                <ul className="grid gap-1 text-sm" aria-labelledby="wi-subtasks">
                  {children.map((c) => (
                    <li key={c.id} className="flex items-center justify-between gap-2 rounded-md bg-subtle px-2 py-1.5">
                      <span className={cn("min-w-0 break-words", c.status === "Completada" && "text-muted-foreground line-through")}>{c.title}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("subtasks.empty")}</p>
              )}
              {canEdit ? (
                item.depth < MAX_DEPTH ? (
                  <form onSubmit={(e) => void addSubtask(e)} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
                    <label htmlFor="new-subtask" className="sr-only">
                      {t("subtasks.newTitle")}
                    </label>
                    <input id="new-subtask" value={subtask} maxLength={200} placeholder={t("subtasks.newTitle")} onChange={(e) => setSubtask(e.target.value)} className={cn(inputClass, "h-9")} aria-invalid={subtaskError ? true : undefined} aria-describedby={subtaskError ? "new-subtask-error" : undefined} />
                    <Button type="submit" size="sm" className="h-9 justify-self-start" disabled={change.isPending}>
                      <Plus aria-hidden="true" />
                      {t("subtasks.add")}
                    </Button>
                    {subtaskError ? (
                      <p id="new-subtask-error" role="alert" className="text-sm text-destructive-strong sm:col-span-2">
                        {subtaskError}
                      </p>
                    ) : null}
                  </form>
                ) : (
                  <p className="text-sm text-muted-foreground">{t("subtasks.limit", { max: MAX_DEPTH })}</p>
                )
              ) : null}
              {canEdit ? (
                <div className="grid gap-1">
                  <label htmlFor="wi-parent" className="text-sm font-medium">
                    {t("subtasks.parent")}
                  </label>
                  <select id="wi-parent" value={item.parentId ?? ""} onChange={(e) => void run({ kind: "parent", parentId: e.target.value || null })} className={cn(inputClass, "h-9 cursor-pointer")}>
                    <option value="">{t("subtasks.noParent")}</option>
                    {parentChoices.map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.title}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </Section>

            <Section id="wi-labels" title={t("labels.title")}>
              {labels.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("labels.none")}</p>
              ) : canEdit ? (
                <div className="flex flex-wrap gap-1" role="group" aria-labelledby="wi-labels">
                  {labels.map((l) => {
                    const on = labelIds.includes(l.id);
                    const next = on ? labelIds.filter((x) => x !== l.id) : [...labelIds, l.id];
                    return (
                      <label key={l.id} className={cn(checkRow, "border border-border", on && "border-primary")}>
                        <input type="checkbox" checked={on} onChange={() => void run({ kind: "labels", labelIds: next }, { labels: next })} className="size-4 accent-primary" />
                        <LabelChip label={l} />
                      </label>
                    );
                  })}
                </div>
              ) : (
                <div className="flex flex-wrap gap-1">
                  {labels
                    .filter((l) => labelIds.includes(l.id))
                    .map((l) => (
                      <LabelChip key={l.id} label={l} />
                    ))}
                </div>
              )}
            </Section>

            <Section id="wi-assignees" title={t("assignees.title")}>
              {(resources.data ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("assignees.none")}</p>
              ) : (
                <div className="grid gap-0.5 sm:grid-cols-2" role="group" aria-labelledby="wi-assignees">
                  {(resources.data ?? []).filter((r) => canEdit || assigned.includes(r.id)).map((r) => {
                    const on = assigned.includes(r.id);
                    const next = on ? assigned.filter((x) => x !== r.id) : [...assigned, r.id];
                    return (
                      <label key={r.id} className={checkRow}>
                        <input type="checkbox" disabled={!canEdit} checked={on} onChange={() => void run({ kind: "assignees", resourceIds: next }, { assignees: next })} className="size-4 accent-primary" />
                        <span className="min-w-0 truncate">{r.name}</span>
                        {assigned[0] === r.id ? <span className="text-xs text-muted-foreground">({t("assignees.primary")})</span> : null}
                      </label>
                    );
                  })}
                </div>
              )}
            </Section>

            <Section id="wi-watchers" title={t("watchers.title")}>
              <p className="text-xs text-muted-foreground">{t("watchers.intro")}</p>
              <div className="flex flex-wrap items-center gap-2">
                <Button type="button" size="sm" variant="outline" disabled={!me || change.isPending} onClick={() => void run({ kind: "watch", userId: me, watching: !item.watching })}>
                  {item.watching ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  {item.watching ? t("watchers.unwatch") : t("watchers.watch")}
                </Button>
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  {item.watching ? t("watchers.watching") : t("watchers.count", { count: watchers.length })}
                </span>
              </div>
              <div className="grid gap-0.5 sm:grid-cols-2" role="group" aria-labelledby="wi-watchers">
                {(members.data ?? [])
                  .filter((m) => canEdit || watchers.includes(m.userId))
                  .map((m) => {
                    const on = watchers.includes(m.userId);
                    const name = m.name || m.email;
                    return (
                      <label key={m.userId} className={checkRow}>
                        <input
                          type="checkbox"
                          disabled={!canEdit}
                          checked={on}
                          onChange={() => void run({ kind: "watch", userId: m.userId, watching: !on }, { watchers: on ? watchers.filter((u) => u !== m.userId) : [...watchers, m.userId] })}
                          className="size-4 accent-primary"
                        />
                        <span className="min-w-0 truncate">{m.userId === me ? t("watchers.you", { name }) : name}</span>
                      </label>
                    );
                  })}
              </div>
            </Section>

            <Section id="wi-custom-fields" title={tc("field.section")}>
              <CustomFieldSection projectId={projectId} taskId={task.id} canEdit={canEdit} />
            </Section>

            <Section id="wi-time" title={tt("section.title")}>
              <TaskTimeSection projectId={projectId} taskId={task.id} taskTitle={task.title} canEdit={canEdit} />
            </Section>

            <Section id="wi-recurrence" title={tr("section.title")}>
              <TaskRecurrenceSection projectId={projectId} taskId={task.id} dueDate={task.endDate} canEdit={canEdit} />
            </Section>

            <Section id="wi-activity" title={ta("section.title")}>
              <TaskActivitySection projectId={projectId} taskId={task.id} canEdit={canEdit} />
            </Section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
