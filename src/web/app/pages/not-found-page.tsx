import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { StatusScreen } from "./status-screen";

/** Any path that no route matches. Not meant for search engines. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusScreen
      icon={Compass}
      iconClassName="text-muted-foreground"
      eyebrow={t("notFound.code")}
      heading={t("notFound.heading")}
      body={t("notFound.body", { path: pathname })}
    >
      <meta name="robots" content="noindex" />
      <Button asChild size="lg">
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
    </StatusScreen>
  );
}
