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
import { NavDrawer } from "./nav-drawer";
import { productItems, resourceItems, signInItem, visitorLinks } from "./nav-items";
import { navEntryClass, NavMenu } from "./nav-menu";

// The header of spec section 2: visitors get 'Producto' and 'Recursos' dropdowns, three direct
// links and 'Iniciar Sesión'; below the lg breakpoint a hamburger opens the mobile menu instead
// (docs/decisions/0303-header-navigation.md). Signed-in users get the logo, the help button, the bell, their e-mail
// and 'Cerrar Sesión'; their navigation is the sidebar, and below lg the hamburger opens it as a
// drawer (decision 0305).

type MenuId = "product" | "resources";

export type HeaderProps = {
  session: Pick<Session, "email"> | null;
  onSignOut: () => void;
  /** The notification bell, shown to signed-in users (the notifications issue provides it). */
  bell?: ReactNode;
  /** The command palette's button (app/palette), shown to signed-in users. */
  palette?: ReactNode;
  /** The help button: the current screen's manual section in a side panel (features/learning/help). */
  help?: ReactNode;
  /** The assistant button: the virtual assistant in a side panel, with the screen's project as context (features/assistant). */
  assistant?: ReactNode;
  /** The running timer (components/time-tracking/header-timer, decision 1213). */
  timer?: ReactNode;
};

export function Header({ session, onSignOut, bell, palette, help, assistant, timer }: HeaderProps) {
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

  // The drawer is for narrow windows: widening one past lg, where the sidebar shows, closes it.
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const wide = matchMedia("(min-width: 64rem)");
    const onChange = () => {
      if (wide.matches) setIsMobileOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

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

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className={cn("flex h-[var(--header-height)] items-center gap-3 px-4 sm:px-6", session ? "lg:px-4" : "mx-auto max-w-7xl lg:px-8")}>
        {session ? (
          <button
            ref={hamburgerRef}
            type="button"
            className={cn(hamburgerClass, "-ml-2 lg:hidden")}
            aria-expanded={isMobileOpen}
            aria-controls={isMobileOpen ? "nav-drawer" : undefined}
            aria-label={isMobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setIsMobileOpen((open) => !open)}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <Link
          to="/"
          className={cn(
            "-ml-1 inline-flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-lg font-bold tracking-tight text-foreground",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring",
          )}
        >
          <LogoMark />
          {/* Signed in on a phone, the header also holds the palette, help and the bell: the mark alone. */}
          <span className={session ? "max-sm:sr-only" : undefined}>{t("brand")}</span>
        </Link>

        {session ? null : (
          <nav aria-label={t("nav.primary")} className="ml-4 hidden items-center gap-1 lg:flex xl:ml-8">
            <NavMenu
              label={t("nav.product")}
              items={productItems}
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
          </nav>
        )}

        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {session ? timer : null}
          {session ? palette : null}
          <LanguageSwitcher />
          {session ? (
            <>
              {assistant}
              {help}
              {bell}
              <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline xl:max-w-64" title={session.email}>
                <span className="sr-only">{t("nav.signedInAs")} </span>
                {session.email}
              </span>
              <Button variant="ghost" size="sm" className="hidden sm:inline-flex" onClick={signOut}>
                <LogOut aria-hidden="true" />
                {t("nav.signOut")}
              </Button>
            </>
          ) : (
            <>
              <NavLink
                to={signInItem.to}
                className={buttonVariants({ variant: "primary", size: "sm", className: "hidden lg:inline-flex" })}
              >
                {t(signInItem.label)}
              </NavLink>
              <button
                ref={hamburgerRef}
                type="button"
                className={cn(hamburgerClass, "lg:hidden")}
                aria-expanded={isMobileOpen}
                aria-controls="mobile-menu"
                aria-label={isMobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
                onClick={() => setIsMobileOpen((open) => !open)}
              >
                {isMobileOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
              </button>
            </>
          )}
        </div>
      </div>

      {session ? (
        <NavDrawer id="nav-drawer" isOpen={isMobileOpen} onOpenChange={setIsMobileOpen} session={session} onSignOut={signOut} returnFocusTo={hamburgerRef} />
      ) : (
        <MobileMenu id="mobile-menu" isOpen={isMobileOpen} onClose={closeMobile} />
      )}
    </header>
  );
}

const hamburgerClass = cn(
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-subtle",
  "outline-none focus-visible:ring-2 focus-visible:ring-ring",
);
