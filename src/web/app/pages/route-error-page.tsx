import { RotateCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import { Button } from "../../components/ui/button";
import { StatusScreen } from "./status-screen";

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
    <StatusScreen role="alert" icon={TriangleAlert} iconClassName="text-destructive-strong" heading={t("routeError.heading")} body={t("routeError.body")}>
      <Button onClick={() => location.reload()}>
        <RotateCw aria-hidden="true" />
        {t("routeError.reload")}
      </Button>
      <Button asChild variant="outline">
        <Link to="/">{t("routeError.home")}</Link>
      </Button>
    </StatusScreen>
  );
}
