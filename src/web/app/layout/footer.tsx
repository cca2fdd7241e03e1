import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { LogoMark } from "./logo";
import { footerGroups } from "./nav-items";

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark className="size-7" />
            {t("brand")}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.label")} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-foreground">{t(group.heading)}</h2>
              <ul className="mt-3 grid gap-2">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className={cn(
                        "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline",
                        focusRing,
                      )}
                    >
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t("footer.rights", { year })}</p>
          <p>{t("footer.madeFor")}</p>
        </div>
      </div>
    </footer>
  );
}
