import { LogIn, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../lib/api-client";
import { cn } from "../lib/cn";
import { Button, buttonVariants } from "./ui/button";

/** The pages whose namespace holds signedOut.title/description, actions.signIn/retry and errors.loadFailed. */
export type LoadFailureNamespace = "dashboard" | "resources";

/**
 * What a page shows when its data did not load: a way to sign in when the session has ended (401),
 * otherwise the failure with a retry button, in the page's own words (its namespace).
 */
export function LoadFailure({ error, onRetry, namespace, className }: { error: unknown; onRetry: () => void; namespace: LoadFailureNamespace; className?: string }) {
  const { t } = useTranslation(namespace);
  if (isApiError(error) && error.status === 401) {
    return (
      <div className={cn("flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center", className)}>
        <LogIn aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{t("signedOut.title")}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t("signedOut.description")}</p>
        <Link to="/auth" className={buttonVariants()}>
          {t("actions.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className={cn("flex flex-col items-start gap-3 rounded-xl border border-destructive-strong/40 p-6", className)}>
      <p className="text-destructive-strong">{t("errors.loadFailed")}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t("actions.retry")}
      </Button>
    </div>
  );
}
