import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDay, formatNumber } from "../../../lib/format";
import { useAllocations, useDeleteAllocation, type Allocation, type Resource } from "../../../api/resources";
import { useProjectItems } from "../../../api/projects";
import { AllocationFormDialog } from "./allocation-form-dialog";
import { useLanguage } from "../../../lib/use-language";
import { inputClass } from "../../../components/ui/form-field";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DataTable, edgeColumns } from "../../../components/ui/table";
import { RowActions } from "./row-actions";

/** The allocations of one project at a time (chosen above the list): a bounded number of requests. */
export function AllocationsSection({ resources }: { resources: Resource[] }) {
  const { t } = useTranslation("resources");
  const language = useLanguage();
  const projects = useProjectItems();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = projects.data ?? [];
  const projectId = chosen && list.some((p) => p.id === chosen) ? chosen : (list[0]?.id ?? null);
  const allocations = useAllocations(projectId);
  const remove = useDeleteAllocation();
  const [editing, setEditing] = useState<Allocation | "new" | null>(null);
  const [deleting, setDeleting] = useState<Allocation | null>(null);

  const period = (a: Allocation) =>
    a.startDate && a.endDate
      ? t("allocations.range", { start: formatDay(a.startDate, language), end: formatDay(a.endDate, language) })
      : a.startDate
        ? t("allocations.from", { date: formatDay(a.startDate, language) })
        : a.endDate
          ? t("allocations.until", { date: formatDay(a.endDate, language) })
          : t("allocations.always");

  const confirmDelete = () => {
    if (!deleting || !projectId) return;
    remove.mutate(
      { projectId, allocationId: deleting.id },
      {
        onSuccess: () => {
          toast({ title: t("toast.allocationDeleted"), variant: "success" });
          setDeleting(null);
        },
        onError: (error) => toast({ title: t("errors.allocationDeleteFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
      },
    );
  };

  if (projects.isPending) return <Skeleton className="h-32" />;
  if (projects.isError) return <p className="text-sm text-destructive-strong">{t("errors.allocationsFailed")}</p>;
  if (list.length === 0) return <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">{t("allocations.noProjects")}</p>;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5 sm:w-80">
          <Label htmlFor="allocation-project">{t("allocations.project")}</Label>
          <select id="allocation-project" className={inputClass} value={projectId ?? ""} onChange={(event) => setChosen(event.target.value)}>
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" onClick={() => setEditing("new")} disabled={resources.length === 0}>
          <Plus aria-hidden="true" />
          {t("actions.newAllocation")}
        </Button>
      </div>
      {resources.length === 0 ? <p className="text-xs text-muted-foreground">{t("allocations.needResources")}</p> : null}
      {allocations.isPending ? (
        <Skeleton className="h-24" />
      ) : allocations.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm">
          <span className="text-destructive-strong">{t("errors.allocationsFailed")}</span>
          <Button size="sm" variant="outline" onClick={() => void allocations.refetch()}>
            {t("actions.retry")}
          </Button>
        </div>
      ) : allocations.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">{t("allocations.empty")}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <DataTable
            className="min-w-[32rem]"
            data-testid="allocations-table"
            caption={t("allocations.caption")}
            headClassName="border-b border-border text-xs text-muted-foreground"
            cellClassName="py-2 font-medium"
            columns={edgeColumns([
              t("allocations.resource"),
              { label: t("allocations.hours"), className: "text-right" },
              t("allocations.period"),
              { label: <span className="sr-only">{t("table.actions")}</span> },
            ])}
          >
            {allocations.data.map((a) => (
              <tr key={a.id}>
                <th scope="row" className="py-2.5 pr-3 font-medium">
                  {a.resource.name}
                  {a.resource.role ? <span className="block text-xs font-normal text-muted-foreground">{a.resource.role}</span> : null}
                </th>
                <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{t("table.hoursValue", { hours: formatNumber(a.hours, language) })}</td>
                <td className="px-3 py-2.5 text-muted-foreground">{period(a)}</td>
                <RowActions name={a.resource.name} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      {editing && projectId ? (
        <AllocationFormDialog projectId={projectId} allocation={editing === "new" ? undefined : editing} resources={resources} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("allocations.deleteTitle", { name: deleting?.resource.name ?? "" })}
        description={t("allocations.deleteDescription")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
