import { LogIn, ShieldX, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonVariants } from "./ui/button";
import { isApiError } from "../lib/api-client";

/** A failed load: signed out (401), not yours (403/404) or an error with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("intelligence");
  const status = isApiError(error) ? error.status : 0;
  const Icon = status === 401 ? LogIn : status === 403 || status === 404 ? ShieldX : TriangleAlert;
  const key = status === 401 ? "signedOut" : status === 403 || status === 404 ? "notFound" : "failed";
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t(`states.${key}.title`)}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t(`states.${key}.description`)}</p>
      {status === 401 ? (
        <Link to="/auth" className={buttonVariants()}>
          {t("states.signIn")}
        </Link>
      ) : status === 403 || status === 404 ? null : (
        <Button type="button" onClick={onRetry}>
          {t("states.retry")}
        </Button>
      )}
    </div>
  );
}
