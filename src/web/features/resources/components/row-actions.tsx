import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/** The last cell of a resources or allocations row: edit and delete, named for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation("resources");
  return (
    <td className="py-2.5 pl-3">
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t("actions.editNamed", { name })}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t("actions.deleteNamed", { name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </td>
  );
}
