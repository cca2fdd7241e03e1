import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useId, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { focusRing } from "../../components/ui/focus-ring";
import { useMe } from "../../api/account";
import { setPreferences, usePreferences } from "../../features/settings/preferences-store";
import { cn } from "../../lib/cn";
import { currentSidebarEntry, visibleSidebarGroups, type SidebarGroup } from "./sidebar-items";

// The signed-in shell's navigation (decision 0305): a sidebar from Tailwind's lg (1024 px) up, the
// same list in the phone drawer below it. 'Barra lateral compacta' leaves the icons, each named for
// assistive technology and shown in a tooltip on hover and keyboard focus.

/** The groups this user sees: the administration group for administrators only. */
export function useSidebarGroups(): SidebarGroup[] {
  const me = useMe();
  return visibleSidebarGroups(me.data?.isAdmin === true);
}

const entryClass = cn(
  "group/entry flex min-h-9 items-center gap-3 rounded-md px-2.5 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-subtle hover:text-foreground",
  "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-strong",
  focusRing,
  "focus-visible:ring-offset-0 focus-visible:ring-inset",
);

type SidebarNavProps = {
  groups: readonly SidebarGroup[];
  isCompact?: boolean;
  /** Called when an entry is chosen (the drawer closes); `isCurrent` when it is the page shown. */
  onNavigate?: (isCurrent: boolean) => void;
};

/** The grouped entries, the current one marked with aria-current="page". */
export function SidebarNav({ groups, isCompact = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentSidebarEntry(pathname, groups);
  const idPrefix = useId();
  return (
    <div className={cn("flex flex-col gap-4", isCompact && "gap-2")}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        const list = (
          <ul className="flex flex-col gap-0.5">
            {group.items.map((entry) => {
              const isCurrent = entry === current;
              const label = t(entry.label);
              const Icon = entry.icon;
              return (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    aria-current={isCurrent ? "page" : undefined}
                    data-tooltip={isCompact ? label : undefined}
                    className={cn(entryClass, isCompact && "justify-center px-0")}
                    onClick={() => onNavigate?.(isCurrent)}
                  >
                    <Icon aria-hidden="true" className="size-[1.125rem] shrink-0" />
                    <span className={isCompact ? "sr-only" : "min-w-0 truncate"}>{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        );
        if (!group.heading) return <div key={group.id} className={cn(isCompact && "border-t border-border pt-2")}>{list}</div>;
        return (
          <div key={group.id} role="group" aria-labelledby={headingId} className={cn(isCompact && "border-t border-border pt-2 first:border-t-0 first:pt-0")}>
            <p id={headingId} className={cn("px-2.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase", isCompact && "sr-only")}>
              {t(group.heading)}
            </p>
            {list}
          </div>
        );
      })}
    </div>
  );
}

type Tooltip = { text: string; top: number } | null;

/** The desktop sidebar, with its own 'Barra lateral compacta' toggle at the bottom. */
export function Sidebar() {
  const { t } = useTranslation();
  const groups = useSidebarGroups();
  const { compactSidebar: isCompact } = usePreferences();
  const [tooltip, setTooltip] = useState<Tooltip>(null);

  // One tooltip for the whole sidebar, placed beside the entry under the pointer or focus. It is
  // fixed (not inside the scrolling list) so the list's overflow cannot clip it.
  const show = (target: EventTarget) => {
    const element = target instanceof Element ? target.closest<HTMLElement>("[data-tooltip]") : null;
    const text = element?.dataset.tooltip;
    if (!element || !text) return setTooltip(null);
    const rect = element.getBoundingClientRect();
    setTooltip({ text, top: rect.top + rect.height / 2 });
  };
  const hide = () => setTooltip(null);
  const handlers = isCompact
    ? {
        onPointerOver: (event: PointerEvent) => show(event.target),
        onPointerLeave: hide,
        onFocus: (event: FocusEvent) => show(event.target),
        onBlur: hide,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === "Escape") hide();
        },
      }
    : {};

  const toggleLabel = t("sidebar.compact");
  return (
    <aside
      className={cn(
        "sticky top-[var(--header-height)] hidden h-[calc(100dvh-var(--header-height))] shrink-0 self-start border-r border-border bg-background lg:flex lg:flex-col",
        isCompact ? "w-16" : "w-64",
      )}
      data-compact={isCompact}
      {...handlers}
    >
      <nav aria-label={t("sidebar.label")} className={cn("flex-1 overflow-y-auto py-4", isCompact ? "px-2" : "px-3")} onScroll={hide}>
        <SidebarNav groups={groups} isCompact={isCompact} />
      </nav>
      <div className={cn("border-t border-border py-2", isCompact ? "px-2" : "px-3")}>
        <button
          type="button"
          aria-pressed={isCompact}
          data-tooltip={isCompact ? toggleLabel : undefined}
          className={cn(entryClass, "w-full cursor-pointer aria-pressed:text-foreground", isCompact && "justify-center px-0")}
          onClick={() => setPreferences({ compactSidebar: !isCompact })}
        >
          {isCompact ? <PanelLeftOpen aria-hidden="true" className="size-[1.125rem] shrink-0" /> : <PanelLeftClose aria-hidden="true" className="size-[1.125rem] shrink-0" />}
          <span className={isCompact ? "sr-only" : "min-w-0 truncate"}>{toggleLabel}</span>
        </button>
      </div>
      {isCompact && tooltip ? (
        <div
          role="tooltip"
          className="pointer-events-none fixed left-[4.5rem] z-50 -translate-y-1/2 animate-fade-in rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-background shadow-md"
          style={{ top: tooltip.top }}
        >
          {tooltip.text}
        </div>
      ) : null}
    </aside>
  );
}
