import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/** The server found sprints in the same dates: say so, and offer to go ahead anyway. */
export function OverlapWarning({ message, confirmLabel, isPending, onConfirm }: { message: string; confirmLabel: string; isPending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation("planning");
  return (
    <div role="alert" className="rounded-md border border-warning-strong/40 bg-warning-strong/10 p-3 text-sm">
      <p className="font-medium">{t("sprints.overlap.title")}</p>
      <p className="mt-1 text-muted-foreground">{message}</p>
      <Button className="mt-3" size="sm" variant="outline" isLoading={isPending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
