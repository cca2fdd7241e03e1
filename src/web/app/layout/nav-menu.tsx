import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, NavLink, useLocation } from "react-router";
import { focusRing } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import type { NavItem } from "./nav-items";

// A header dropdown of links ('Producto', 'Recursos', 'IA Avanzada'), built as a disclosure: a
// button with aria-expanded that shows a list of ordinary links. That is the pattern WAI-ARIA
// recommends for site navigation (a role="menu" is for application commands), and it needs no
// positioning library on the home page (docs/decisions/0303-header-navigation.md).
// The header owns which one is open, so opening one closes the other.

export type NavMenuProps = {
  label: string;
  items: readonly NavItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export function isPathActive(to: string, pathname: string): boolean {
  return matchPath({ path: to, end: false }, pathname) !== null;
}

export const navEntryClass = cn(
  "inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-subtle hover:text-foreground",
  "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-strong data-[active=true]:text-primary-strong",
  focusRing,
);

export function NavMenu({ label, items, isOpen, onOpenChange }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);
  const hasActiveItem = items.some((item) => isPathActive(item.to, pathname));

  // A press anywhere outside closes the panel.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, onOpenChange]);

  useEffect(() => {
    if (isOpen && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      containerRef.current?.querySelector<HTMLAnchorElement>("a")?.focus();
    }
  }, [isOpen]);

  const links = () => Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    if (!isOpen) {
      if (event.target === buttonRef.current && event.key === "ArrowDown") {
        event.preventDefault();
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
      return;
    }
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? all.length - 1
          : event.key === "ArrowDown"
            ? (index + 1) % all.length
            : (index - 1 + all.length) % all.length;
    all[next]?.focus();
  };

  // Tabbing out of the open panel closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !containerRef.current?.contains(next)) onOpenChange(false);
  };

  return (
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={cn(navEntryClass, isOpen && "bg-subtle text-foreground")}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-active={hasActiveItem}
        onClick={() => onOpenChange(!isOpen)}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-2 w-64 animate-drop-in rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-lg"
      >
        <ul className="grid gap-0.5">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={() => onOpenChange(false)}
                className={cn(
                  "flex w-full items-center rounded-lg px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-subtle",
                  "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-strong",
                  focusRing,
                  "focus-visible:ring-offset-0",
                )}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
