import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { useMe } from "../../../api/account";

/** The translated 403 page: the section is for the installation's administrators only. */
export function ForbiddenPage() {
  const { t } = useTranslation("admin");
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center" data-status="403">
      <ShieldX aria-hidden="true" className="size-12 text-destructive-strong" />
      <p className="text-sm font-semibold tracking-wide text-muted-foreground">403</p>
      <h1 className="text-3xl font-bold tracking-tight">{t("forbidden.title")}</h1>
      <p className="text-muted-foreground">{t("forbidden.body")}</p>
      <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
        {t("forbidden.back")}
      </Link>
    </div>
  );
}

/** True for a 403 answer of the admin API (the role changed since the page loaded, say). */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** Renders the admin screen for administrators, the 403 page for everyone else. */
export function AdminGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-10" aria-hidden="true">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (me.isError ? isForbidden(me.error) : !me.data.isAdmin) return <ForbiddenPage />;
  return children;
}
