import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button";

/** Any path that no route matches. Not meant for search engines. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <meta name="robots" content="noindex" />
      <div className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Compass aria-hidden="true" className="size-8" />
      </div>
      <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t("notFound.code")}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mt-4 max-w-prose text-base text-pretty break-words text-muted-foreground">
        {t("notFound.body", { path: pathname })}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
    </section>
  );
}
