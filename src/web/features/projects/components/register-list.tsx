import { Pencil, Plus, Trash2, type LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { registerInputSchemas } from "../../../../domain/projects/schemas";
import { Button } from "../../../components/ui/button";
import { Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { type RegisterItem, type RegisterName, useDeleteRegisterItem, useRegister } from "../../../api/registers";
import { EmptyState, ErrorState } from "./empty-state";
import { RegisterFormDialog, type RegisterField } from "./register-form-dialog";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

export type RegisterListProps<R extends RegisterName> = {
  projectId: string;
  register: R;
  fields: RegisterField[];
  icon: LucideIcon;
  labels: { title: string; add: string; edit: string; empty: string; emptyBody: string; deleteTitle: string };
  nameOf: (item: RegisterItem<R>) => string;
  defaultsOf: (item?: RegisterItem<R>) => Record<string, unknown>;
  renderItem: (item: RegisterItem<R>) => ReactNode;
  /** Extra actions of one row (complete a milestone, …). */
  itemActions?: (item: RegisterItem<R>) => ReactNode;
  /** Shown above the list once it has rows (a chart, a grid). */
  summary?: (items: RegisterItem<R>[]) => ReactNode;
};

/** One project register: its rows, add, edit and delete with confirmation. */
export function RegisterList<R extends RegisterName>(props: RegisterListProps<R>) {
  const { projectId, register, labels, fields, icon } = props;
  const { t } = useTranslation("projects");
  const list = useRegister(projectId, register);
  const { canEdit } = useMyPermissions();
  const remove = useDeleteRegisterItem(projectId, register);
  const [editing, setEditing] = useState<RegisterItem<R> | "new" | null>(null);
  const [deleting, setDeleting] = useState<RegisterItem<R> | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t("management.deleted"), variant: "success" });
      setDeleting(null);
    } catch {
      toast({ title: t("management.deleteFailed"), variant: "error" });
    }
  };

  return (
    <section aria-labelledby={`${register}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${register}-heading`} className="text-xl font-semibold">
          {labels.title}
        </h2>
        {canEdit ? (
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {labels.add}
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <ErrorState message={t("management.loadFailed")} retryLabel={t("common.retry")} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="grid gap-2">
          <Skeletons count={3} className="h-16" />
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState icon={icon} headingLevel="h3" title={labels.empty} description={labels.emptyBody}>
          {canEdit ? (
            <Button variant="outline" onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" />
              {labels.add}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {props.summary?.(list.data)}
          <ul className="divide-y divide-border rounded-xl border border-border bg-card" aria-label={labels.title}>
            {list.data.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">{props.renderItem(item)}</div>
                <div className={canEdit ? "flex shrink-0 flex-wrap gap-1" : "hidden"}>
                  {props.itemActions?.(item)}
                  <Button variant="ghost" size="sm" aria-label={t("management.editNamed", { name: props.nameOf(item) })} onClick={() => setEditing(item)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t("management.deleteNamed", { name: props.nameOf(item) })} onClick={() => setDeleting(item)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <RegisterFormDialog
          projectId={projectId}
          register={register}
          schema={editing === "new" ? registerInputSchemas[register].create : registerInputSchemas[register].update}
          fields={fields}
          title={editing === "new" ? labels.add : labels.edit}
          itemId={editing === "new" ? undefined : editing.id}
          defaults={props.defaultsOf(editing === "new" ? undefined : editing)}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={labels.deleteTitle}
        description={t("management.deleteBody", { name: deleting ? props.nameOf(deleting) : "" })}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
