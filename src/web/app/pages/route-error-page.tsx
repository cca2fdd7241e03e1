import { RotateCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import { Button } from "../../components/ui/button";

/**
 * A screen failed to load or to render: most often its code chunk is gone after a deploy or the
 * connection dropped. The header and footer stay; a reload usually fixes it.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = t("titleSuffix", { title: t("routeError.title") });
  }, [error, t]);

  return (
    <section role="alert" className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <div className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-muted text-destructive-strong">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t("routeError.heading")}</h1>
      <p className="mt-4 max-w-prose text-muted-foreground">{t("routeError.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => location.reload()}>
          <RotateCw aria-hidden="true" />
          {t("routeError.reload")}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t("routeError.home")}</Link>
        </Button>
      </div>
    </section>
  );
}
