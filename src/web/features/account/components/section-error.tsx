import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/ui/retry-alert";

/** A section that could not load: says so and offers to try again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("account");
  return (
    <RetryAlert message={t("loadFailed")} retryLabel={t("actions.retry")} onRetry={onRetry} />
  );
}
