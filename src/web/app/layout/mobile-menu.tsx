import { LogOut } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { focusRing } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import type { Session } from "../session";
import { advancedAiItems, appLinks, settingsItem, signInItem, visitorMobileItems, type NavItem } from "./nav-items";

// The collapsible menu below the header on small screens (spec section 2). It closes on
// navigation (the header watches the location), on Escape, and when the user signs out.

export type MobileMenuProps = {
  id: string;
  isOpen: boolean;
  session: Pick<Session, "email"> | null;
  onClose: (returnFocus: boolean) => void;
  onSignOut: () => void;
};

const linkClass = cn(
  "flex items-center rounded-lg px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-subtle",
  "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-strong",
  focusRing,
  "focus-visible:ring-offset-0",
);

function LinkList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function MobileMenu({ id, isOpen, session, onClose, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
    }
  };
  // Choosing the link of the page already shown does not navigate, so close explicitly too.
  const onNavigate = () => onClose(false);

  return (
    <div
      id={id}
      hidden={!isOpen}
      onKeyDown={onKeyDown}
      className={cn("max-h-[calc(100dvh-var(--header-height))] animate-drop-in overflow-y-auto border-t border-border bg-background", session ? "xl:hidden" : "lg:hidden")}
    >
      <nav aria-label={t("nav.mobile")} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
        {session ? (
          <div className="grid gap-4">
            <LinkList items={appLinks} onNavigate={onNavigate} />
            <div>
              <p id={`${id}-ai`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t("nav.advancedAi")}
              </p>
              <div role="group" aria-labelledby={`${id}-ai`}>
                <LinkList items={advancedAiItems} onNavigate={onNavigate} />
              </div>
            </div>
            <div className="grid gap-2 border-t border-border pt-4">
              <p className="truncate px-3 text-sm text-muted-foreground">
                <span className="sr-only">{t("nav.signedInAs")} </span>
                {session.email}
              </p>
              <LinkList items={[settingsItem]} onNavigate={onNavigate} />
              <Button variant="outline" className="w-full justify-center" onClick={onSignOut}>
                <LogOut aria-hidden="true" />
                {t("nav.signOut")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            <LinkList items={visitorMobileItems} onNavigate={onNavigate} />
            <NavLink
              to={signInItem.to}
              onClick={onNavigate}
              className={buttonVariants({ variant: "primary", size: "lg", className: "w-full" })}
            >
              {t(signInItem.label)}
            </NavLink>
          </div>
        )}
      </nav>
    </div>
  );
}
