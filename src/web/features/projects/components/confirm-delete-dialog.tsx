import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

/** Asks before deleting a project or one of its rows, with the projects' cancel and close words. */
export function ConfirmDeleteDialog({ isOpen, onClose, title, description, confirmLabel, isPending, onConfirm }: { isOpen: boolean; onClose: () => void; title: string; description: string; confirmLabel?: string; isPending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation("projects");
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel ?? t("common.delete")}
      cancelLabel={t("common.cancel")}
      closeLabel={t("common.close")}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
