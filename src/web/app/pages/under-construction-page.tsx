import { ArrowLeft, Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";
import { Button } from "../../components/ui/button";
import { isRouteHandle } from "../route-table";

/** The shared page of every screen whose issue has not landed yet; it names the screen. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  const screen = t(`screens.${handle?.screen ?? "home"}`);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <div className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong">
        <Construction aria-hidden="true" className="size-8" />
      </div>
      <p className="inline-flex items-center rounded-full border border-border px-3 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t("underConstruction.badge")}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t("underConstruction.heading", { screen })}</h1>
      <p className="mt-4 max-w-prose text-base text-pretty text-muted-foreground">{t("underConstruction.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t("underConstruction.home")}
          </Link>
        </Button>
      </div>
    </section>
  );
}
