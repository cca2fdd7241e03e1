import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { focusRing } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { signInItem, visitorMobileItems, type NavItem } from "./nav-items";

// The visitors' collapsible menu below the header on small screens (spec section 2). It closes on
// navigation (the header watches the location) and on Escape. Signed-in users get the sidebar's
// drawer instead (nav-drawer.tsx).

export type MobileMenuProps = {
  id: string;
  isOpen: boolean;
  onClose: (returnFocus: boolean) => void;
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

export function MobileMenu({ id, isOpen, onClose }: MobileMenuProps) {
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
      className="max-h-[calc(100dvh-var(--header-height))] animate-drop-in overflow-y-auto border-t border-border bg-background lg:hidden"
    >
      <nav aria-label={t("nav.mobile")} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
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
      </nav>
    </div>
  );
}
