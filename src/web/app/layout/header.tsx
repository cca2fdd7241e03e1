import { LogOut, Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { Session } from "../session";
import { LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { advancedAiItems, appLinks, productItems, resourceItems, settingsItem, signInItem, visitorLinks } from "./nav-items";
import { navEntryClass, NavMenu } from "./nav-menu";

// The header of spec section 2: visitors get 'Producto' and 'Recursos' dropdowns, three direct
// links and 'Iniciar Sesión'; signed-in users get the app links, the 'IA Avanzada' dropdown, the
// bell, their e-mail and 'Cerrar Sesión'. Below the lg breakpoint a hamburger opens the mobile
// menu instead (docs/decisions/0303-header-navigation.md).

type MenuId = "product" | "resources" | "advancedAi";

export type HeaderProps = {
  session: Pick<Session, "email"> | null;
  onSignOut: () => void;
  /** The notification bell, shown to signed-in users (the notifications issue provides it). */
  bell?: ReactNode;
};

export function Header({ session, onSignOut, bell }: HeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the dropdowns and the mobile menu.
  useEffect(() => {
    setOpenMenu(null);
    setIsMobileOpen(false);
  }, [location.pathname, location.search]);

  const menuHandler = useCallback(
    (id: MenuId) => (isOpen: boolean) => setOpenMenu((current) => (isOpen ? id : current === id ? null : current)),
    [],
  );

  const closeMobile = useCallback((returnFocus: boolean) => {
    setIsMobileOpen(false);
    if (returnFocus) hamburgerRef.current?.focus();
  }, []);

  const signOut = () => {
    setIsMobileOpen(false);
    setOpenMenu(null);
    onSignOut();
  };

  const visibleProductItems = productItems.filter((item) => !(item.isVisitorOnly && session));

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-[var(--header-height)] max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className={cn(
            "-ml-1 inline-flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-lg font-bold tracking-tight text-foreground",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring",
          )}
        >
          <LogoMark />
          <span>{t("brand")}</span>
        </Link>

        <nav aria-label={t("nav.primary")} className={cn("ml-4 hidden items-center gap-1 xl:ml-8", session ? "xl:flex" : "lg:flex")}>
          {session ? (
            <>
              {[...appLinks, settingsItem].map((item) => (
                <NavLink key={item.to} to={item.to} className={navEntryClass}>
                  {t(item.label)}
                </NavLink>
              ))}
              <NavMenu
                label={t("nav.advancedAi")}
                items={advancedAiItems}
                isOpen={openMenu === "advancedAi"}
                onOpenChange={menuHandler("advancedAi")}
              />
            </>
          ) : (
            <>
              <NavMenu
                label={t("nav.product")}
                items={visibleProductItems}
                isOpen={openMenu === "product"}
                onOpenChange={menuHandler("product")}
              />
              <NavMenu
                label={t("nav.resources")}
                items={resourceItems}
                isOpen={openMenu === "resources"}
                onOpenChange={menuHandler("resources")}
              />
              {visitorLinks.map((item) => (
                <NavLink key={item.to} to={item.to} className={navEntryClass}>
                  {t(item.label)}
                </NavLink>
              ))}
            </>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          {session ? (
            <>
              {bell}
              <span className="hidden max-w-40 truncate text-sm text-muted-foreground xl:inline 2xl:max-w-64" title={session.email}>
                <span className="sr-only">{t("nav.signedInAs")} </span>
                {session.email}
              </span>
              <Button variant="ghost" size="sm" className="hidden xl:inline-flex" onClick={signOut}>
                <LogOut aria-hidden="true" />
                {t("nav.signOut")}
              </Button>
            </>
          ) : (
            <NavLink
              to={signInItem.to}
              className={buttonVariants({ variant: "primary", size: "sm", className: "hidden lg:inline-flex" })}
            >
              {t(signInItem.label)}
            </NavLink>
          )}
          <button
            ref={hamburgerRef}
            type="button"
            className={cn(
              "inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-subtle",
              session ? "xl:hidden" : "lg:hidden",
              "outline-none focus-visible:ring-2 focus-visible:ring-ring",
            )}
            aria-expanded={isMobileOpen}
            aria-controls="mobile-menu"
            aria-label={isMobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setIsMobileOpen((open) => !open)}
          >
            {isMobileOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>

      <MobileMenu id="mobile-menu" isOpen={isMobileOpen} session={session} onClose={closeMobile} onSignOut={signOut} />
    </header>
  );
}
