import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/** A section that could not load: says so and offers to try again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("account");
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm">
      <p>{t("loadFailed")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t("actions.retry")}
      </Button>
    </div>
  );
}
