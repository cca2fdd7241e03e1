import { Bookmark, ChevronDown } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SavedView, ViewState } from "../../../domain/work-items/saved-views";
import { useDeleteView, useSavedViews, useSaveView } from "../../api/custom-fields";
import { isApiError } from "../../lib/api-client";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { FormField } from "../ui/form-field";
import { toast } from "../ui/toast-store";

// The view menu of the task list and the board (decision 1205): open a saved view (its state
// goes to the URL), save the current one as a new view, rename, share or unshare, delete.

type Props = { projectId: string; kind: SavedView["kind"]; state: ViewState; viewId: string | null; canShare: boolean; onOpen: (state: ViewState, viewId: string | null) => void };

function NameDialog({ title, initial, onSubmit, onClose, pending }: { title: string; initial: string; onSubmit: (name: string) => Promise<string | null>; onClose: () => void; pending: boolean }) {
  const { t } = useTranslation("custom-fields");
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await onSubmit(name);
    if (problem) setError(problem);
    else onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{t("views.nameIntro")}</DialogDescription>
          </DialogHeader>
          <FormField id="view-name" label={t("views.name")} value={name} onChange={(e) => setName(e.target.value)} error={error} maxLength={60} autoFocus />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("manage.cancel")}
            </Button>
            <Button type="submit" isLoading={pending}>
              {t("views.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function SavedViewMenu({ projectId, kind, state, viewId, canShare, onOpen }: Props) {
  const { t } = useTranslation("custom-fields");
  const views = useSavedViews(projectId);
  const save = useSaveView(projectId);
  const remove = useDeleteView(projectId);
  const [naming, setNaming] = useState<"new" | "rename" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mine = (views.data ?? []).filter((v) => v.kind === kind);
  const current = mine.find((v) => v.id === viewId);

  const problemOf = (e: unknown) => (isApiError(e) ? (e.fields?.name ?? e.message) : t("views.saveFailed"));
  const saveAs = async (name: string) => {
    try {
      const made = await save.mutateAsync({ input: { name, kind, shared: false, state } });
      onOpen(made.state, made.id);
      toast({ title: t("views.saved", { name: made.name }), variant: "success" });
      return null;
    } catch (e) {
      return problemOf(e);
    }
  };
  const rename = async (name: string) => {
    if (!current) return null;
    try {
      await save.mutateAsync({ id: current.id, input: { name } });
      return null;
    } catch (e) {
      return problemOf(e);
    }
  };
  const update = async (input: { shared?: boolean; state?: ViewState }, done: string) => {
    if (!current) return;
    try {
      await save.mutateAsync({ id: current.id, input });
      toast({ title: done, variant: "success" });
    } catch (e) {
      toast({ title: problemOf(e), variant: "error" });
    }
  };
  const drop = async () => {
    if (!current) return;
    try {
      await remove.mutateAsync(current.id);
      onOpen(state, null);
      setConfirming(false);
      toast({ title: t("views.deleted", { name: current.name }), variant: "success" });
    } catch (e) {
      toast({ title: problemOf(e), variant: "error" });
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={t("views.menuNamed", { name: current?.name ?? t("views.none") })}>
            <Bookmark aria-hidden="true" />
            <span className="max-w-40 truncate">{current?.name ?? t("views.menu")}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-72">
          <DropdownMenuLabel>{t("views.open")}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => onOpen({ fieldFilters: [], groupBy: "none", sortDir: "asc", columns: [], swimlane: "none" }, null)}>{t("views.none")}</DropdownMenuItem>
          {mine.map((v) => (
            <DropdownMenuItem key={v.id} onSelect={() => onOpen(v.state, v.id)}>
              <span className="truncate">{v.name}</span>
              {v.shared ? <span className="ml-auto text-xs text-muted-foreground">{t("views.sharedTag")}</span> : null}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNaming("new")}>{t("views.saveAs")}</DropdownMenuItem>
          {current?.canManage ? (
            <>
              <DropdownMenuItem onSelect={() => void update({ state }, t("views.updated", { name: current.name }))}>{t("views.update")}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setNaming("rename")}>{t("views.rename")}</DropdownMenuItem>
              {canShare || current.shared ? (
                <DropdownMenuItem onSelect={() => void update({ shared: !current.shared }, current.shared ? t("views.unsharedDone") : t("views.sharedDone"))}>{current.shared ? t("views.unshare") : t("views.share")}</DropdownMenuItem>
              ) : null}
              <DropdownMenuItem onSelect={() => setConfirming(true)}>{t("views.delete")}</DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {naming ? <NameDialog title={naming === "new" ? t("views.saveAsTitle") : t("views.renameTitle")} initial={naming === "rename" ? (current?.name ?? "") : ""} pending={save.isPending} onSubmit={naming === "new" ? saveAs : rename} onClose={() => setNaming(null)} /> : null}
      {current ? (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t("views.confirmTitle", { name: current.name })}
          description={current.shared ? t("views.confirmShared") : t("views.confirmBody")}
          confirmLabel={t("views.delete")}
          cancelLabel={t("manage.cancel")}
          isPending={remove.isPending}
          onConfirm={() => void drop()}
        />
      ) : null}
    </>
  );
}
