import { Pencil, Timer, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteEntry, useUpdateEntry, type TimeEntry } from "../../api/time-tracking";
import { formatDay } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { toast } from "../ui/toast-store";
import { isApiError } from "../../lib/api-client";
import { EntryForm } from "./entry-form";
import { clock } from "./format";

// Entries with their edit (in place) and delete (confirmed) for whoever may change them.

type Props = { entries: readonly TimeEntry[]; showTask?: boolean; showPerson?: boolean };

export function EntryList({ entries, showTask, showPerson }: Props) {
  const { t } = useTranslation("time-tracking");
  const language = useLanguage();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  return (
    <>
      <ul className="divide-y divide-border text-sm">
        {entries.map((e) => {
          const day = formatDay(e.date, language);
          return (
            <li key={e.id} className="py-2">
              {editing === e.id ? (
                <EntryForm
                  initial={e}
                  compact
                  submitLabel={t("form.save")}
                  isPending={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    await update.mutateAsync({ id: e.id, input: values });
                    setEditing(null);
                    toast({ title: t("form.saved"), variant: "success" });
                  }}
                />
              ) : (
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-semibold tabular-nums">{clock(e.minutes)}</span>
                      <span className="text-muted-foreground">{day}</span>
                      {showPerson ? <span className="text-muted-foreground">{t("entry.by", { name: e.userName })}</span> : null}
                      <span className={e.billable ? "text-xs text-success-strong" : "text-xs text-muted-foreground"}>{e.billable ? t("entry.billable") : t("entry.nonBillable")}</span>
                      {e.source === "timer" ? (
                        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                          <Timer aria-hidden="true" className="size-3" />
                          {t("entry.fromTimer")}
                        </span>
                      ) : null}
                    </p>
                    {showTask ? (
                      <p className="truncate text-xs text-muted-foreground">
                        {e.projectName} · {e.taskTitle}
                      </p>
                    ) : null}
                    {e.note ? <p className="break-words text-muted-foreground">{e.note}</p> : null}
                  </div>
                  {e.canEdit ? (
                    <div className="flex shrink-0 gap-1">
                      <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={t("entry.edit", { date: day })} onClick={() => setEditing(e.id)}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={t("entry.delete", { date: day })} onClick={() => setDeleting(e)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("entry.deleteTitle")}
        description={deleting ? t("entry.deleteDescription", { duration: clock(deleting.minutes), date: formatDay(deleting.date, language) }) : ""}
        confirmLabel={t("entry.confirmDelete")}
        cancelLabel={t("form.cancel")}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          void remove.mutateAsync({ id: deleting.id, projectId: deleting.projectId }).then(
            () => {
              setDeleting(null);
              toast({ title: t("entry.deleted"), variant: "success" });
            },
            (error: unknown) => {
              // A locked (approved) week answers 423 with the reason, in the reader's language.
              setDeleting(null);
              toast({ title: isApiError(error) ? error.message : t("form.failed"), variant: "error" });
            },
          );
        }}
      />
    </>
  );
}
