import { CalendarPlus, Plus, Repeat } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Skeleton, LoadingBlock } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { type Sprint, useProjectSprints } from "../../../api/sprints";
import { useTasks as useProjectTasks } from "../../../api/tasks";
import { EmptyState } from "./empty-state";
import { GenerateSprintsDialog } from "./generate-sprints-dialog";
import { SprintCalendar } from "./sprint-calendar";
import { SprintCard } from "./sprint-card";
import { SprintFormDialog } from "./sprint-form-dialog";

type Dialog = { kind: "none" } | { kind: "new" } | { kind: "edit"; sprint: Sprint } | { kind: "generate" };

/** Sprints of the selected project: empty state, list, generation, sprint calendar. */
export function SprintsTab({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation("planning");
  const sprints = useProjectSprints(projectId);
  const tasks = useProjectTasks(projectId);
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });

  const open = (next: Dialog) => {
    if (projectId === null) {
      toast({ title: t("sprints.errors.selectProject"), variant: "warning" });
      return;
    }
    setDialog(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: "none" });
  };

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold">{t("sprints.heading")}</h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => open({ kind: "generate" })}>
          <Repeat aria-hidden="true" />
          {t("sprints.generateButton")}
        </Button>
        <Button onClick={() => open({ kind: "new" })}>
          <Plus aria-hidden="true" />
          {t("sprints.newButton")}
        </Button>
      </div>
    </div>
  );

  if (projectId === null) {
    return (
      <div className="grid gap-4">
        {header}
        <EmptyState icon={CalendarPlus} title={t("sprints.errors.selectProject")} description={t("sprints.selectProjectHint")} />
      </div>
    );
  }
  if (sprints.isPending || tasks.isPending) {
    return (
      <LoadingBlock label={t("loading")} className="grid gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </LoadingBlock>
    );
  }
  if (sprints.isError) {
    const error = sprints.error;
    return <p role="alert" className="text-destructive-strong">{isApiError(error) && error.status === 401 ? t("sprints.errors.signInRequired") : t("errors.loadFailed")}</p>;
  }

  const list = sprints.data;
  const allTasks = tasks.data ?? [];
  return (
    <div className="grid gap-4">
      {list.length === 0 ? (
        <EmptyState icon={CalendarPlus} title={t("sprints.empty.title")} description={t("sprints.empty.description")}>
          <Button onClick={() => open({ kind: "new" })}>
            <Plus aria-hidden="true" />
            {t("sprints.empty.createFirst")}
          </Button>
          <Button variant="outline" onClick={() => open({ kind: "generate" })}>
            <Repeat aria-hidden="true" />
            {t("sprints.generateButton")}
          </Button>
        </EmptyState>
      ) : (
        <>
          {header}
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ul className="grid gap-3" aria-label={t("sprints.listLabel")}>
              {list.map((sprint) => (
                <SprintCard key={sprint.id} projectId={projectId} sprint={sprint} tasks={allTasks} onEdit={(s) => open({ kind: "edit", sprint: s })} />
              ))}
            </ul>
            <SprintCalendar sprints={list} />
          </div>
        </>
      )}
      {dialog.kind === "new" ? <SprintFormDialog projectId={projectId} isOpen onOpenChange={close} /> : null}
      {dialog.kind === "edit" ? <SprintFormDialog key={dialog.sprint.id} projectId={projectId} sprint={dialog.sprint} isOpen onOpenChange={close} /> : null}
      {dialog.kind === "generate" ? <GenerateSprintsDialog projectId={projectId} sprints={list} isOpen onOpenChange={close} /> : null}
    </div>
  );
}
