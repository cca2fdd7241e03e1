import { FileQuestion, LogIn, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { isApiError } from "../../../lib/api-client";
import { EmptyState, ErrorState } from "./empty-state";

/** What a project page shows instead of the project: signed out, not found, forbidden, failed. */
export function ProjectLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("projects");
  const status = isApiError(error) ? error.status : 0;
  if (status === 401)
    return (
      <EmptyState icon={LogIn} title={t("common.signedOut")}>
        <Link to="/auth" className={buttonVariants()}>
          {t("common.signIn")}
        </Link>
      </EmptyState>
    );
  if (status === 404 || status === 403)
    return (
      <EmptyState icon={status === 404 ? FileQuestion : ShieldX} title={status === 404 ? t("detail.notFoundTitle") : t("detail.forbiddenTitle")} description={status === 404 ? t("detail.notFoundBody") : t("detail.forbiddenBody")}>
        <Link to="/projects" className={buttonVariants()}>
          {t("detail.toProjects")}
        </Link>
      </EmptyState>
    );
  return <ErrorState message={t("toast.loadOneFailed")} retryLabel={t("common.retry")} onRetry={onRetry} />;
}
