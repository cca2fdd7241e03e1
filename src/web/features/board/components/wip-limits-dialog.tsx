import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TaskStatus } from "../../../../domain/project-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { focusRing } from "../../../components/ui/focus-ring";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useUpdateWipLimits, type WipLimits } from "../api/update-wip-limits";
import { boardStatuses } from "../lib/board-columns";
import { FormError } from "../../../components/ui/form-field";

const statusKey: Record<TaskStatus, "todo" | "inProgress" | "done"> = { Pendiente: "todo", "En progreso": "inProgress", Completada: "done" };

/** Optional work-in-progress limit per column; empty or 0 means none. */
export function WipLimitsDialog({ projectId, limits, onOpenChange }: { projectId: string; limits: Record<string, number>; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation("board");
  const update = useUpdateWipLimits(projectId);
  const [values, setValues] = useState<Record<TaskStatus, string>>(() => ({
    Pendiente: limits.Pendiente ? String(limits.Pendiente) : "",
    "En progreso": limits["En progreso"] ? String(limits["En progreso"]) : "",
    Completada: limits.Completada ? String(limits.Completada) : "",
  }));
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    const next: WipLimits = {};
    for (const status of boardStatuses) {
      const raw = values[status].trim();
      const value = raw === "" ? 0 : Number(raw);
      if (!Number.isInteger(value) || value < 0 || value > 999) {
        setError(t("wipDialog.invalid"));
        return;
      }
      next[status] = value;
    }
    try {
      await update.mutateAsync(next);
      toast({ title: t("wipDialog.saved"), variant: "success" });
      onOpenChange(false);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t("errors.saveFailed"));
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("wipDialog.title")}</DialogTitle>
          <DialogDescription>{t("wipDialog.description")}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          {boardStatuses.map((status) => (
            <div key={status} className="grid gap-1.5">
              <Label htmlFor={`wip-${statusKey[status]}`}>{t(`columns.${statusKey[status]}`)}</Label>
              <input
                id={`wip-${statusKey[status]}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={999}
                placeholder={t("wipDialog.none")}
                value={values[status]}
                onChange={(event) => setValues({ ...values, [status]: event.target.value })}
                className={cn("h-10 w-full rounded-md border border-input bg-background px-3 text-sm", focusRing)}
              />
            </div>
          ))}
          <FormError>{error}</FormError>
          <FormDialogFooter cancelLabel={t("cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("save")} isPending={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
