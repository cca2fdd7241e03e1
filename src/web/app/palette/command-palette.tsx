import { useQuery } from "@tanstack/react-query";
import { Command, FolderKanban, FolderPlus, Keyboard, Languages, ListTodo, Moon, Search, Sun, User, X, type LucideIcon } from "lucide-react";
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, useLocation, useNavigate } from "react-router";
import { useActiveWorkspaceMembers } from "../../api/account";
import { allProjectsByName, fetchProjects, projectKeys, useProjectItems, type ProjectListFilters } from "../../api/projects";
import { useTasks } from "../../api/tasks";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { getPreferences, resolveColorScheme, setPreferences, usePreferences } from "../../features/settings/preferences-store";
import { changeLanguage } from "../../i18n/i18n";
import { cn } from "../../lib/cn";
import { useSidebarGroups } from "../layout/sidebar";
import { rankItems } from "./match";
import { emptySequence, feedKey, parseSequence, type SequenceBinding, type SequenceState } from "./shortcuts";

// The command palette (Ctrl/⌘+K) and the keyboard shortcuts listed on '?' (decision 1201). It
// searches the screens of the sidebar, the workspace's projects (GET /projects, with its `q`
// search for what the names alone miss), the open project's tasks and the workspace's people, and
// runs a few actions. A combobox over a grouped listbox: the focus stays in the text box and
// aria-activedescendant names the highlighted option.

type GroupId = "actions" | "screens" | "projects" | "tasks" | "people";

type PaletteItem = {
  id: string;
  group: GroupId;
  label: string;
  keywords?: readonly string[];
  detail?: string;
  icon: LucideIcon;
  run: () => void;
};

const groupOrder: readonly GroupId[] = ["screens", "projects", "tasks", "people", "actions"];
const perGroup = 8;

type ShortcutId = "help" | "goDashboard" | "goProjects" | "goCalendar" | "goTeam" | "goReports" | "goSettings";

const sequenceShortcuts: readonly (SequenceBinding<ShortcutId> & { notation: string; to?: string })[] = [
  { id: "help", notation: "?", keys: parseSequence("?") },
  { id: "goDashboard", notation: "g d", keys: parseSequence("g d"), to: "/dashboard" },
  { id: "goProjects", notation: "g p", keys: parseSequence("g p"), to: "/projects" },
  { id: "goCalendar", notation: "g c", keys: parseSequence("g c"), to: "/calendar" },
  { id: "goTeam", notation: "g t", keys: parseSequence("g t"), to: "/team" },
  { id: "goReports", notation: "g r", keys: parseSequence("g r"), to: "/reports" },
  { id: "goSettings", notation: "g s", keys: parseSequence("g s"), to: "/settings" },
];

const projectPaths = ["/project/:projectId", "/project/:projectId/board", "/project-management/:projectId", "/genetics/:projectId"];

function openProjectId(pathname: string): string | null {
  for (const path of projectPaths) {
    const match = matchPath(path, pathname);
    if (match?.params.projectId) return match.params.projectId;
  }
  return null;
}

function isMac(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file"].includes(target.type);
  return target.getAttribute("role") === "textbox" || target.getAttribute("role") === "combobox";
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded border border-border bg-subtle px-1.5 font-mono text-xs font-medium text-foreground">
      {children}
    </kbd>
  );
}

/** The header's button, the palette, the shortcuts list and the global keys; for signed-in users. */
export function CommandPalette() {
  const { t } = useTranslation("palette");
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const sequence = useRef<SequenceState>(emptySequence);
  const modifier = isMac() ? "⌘" : "Ctrl";

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setIsHelpOpen(false);
        setIsOpen((open) => !open);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTextField(event.target)) return;
      // No shortcut under an open dialog (this one's or any other screen's).
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      const result = feedKey(sequence.current, event.key, event.timeStamp || Date.now(), sequenceShortcuts);
      sequence.current = result.state;
      if (!result.match) return;
      event.preventDefault();
      const shortcut = sequenceShortcuts.find((s) => s.id === result.match);
      if (shortcut?.to) void navigate(shortcut.to);
      else setIsHelpOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate]);

  const showHelp = useCallback(() => {
    setIsOpen(false);
    setIsHelpOpen(true);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="size-10 px-0 text-muted-foreground sm:size-auto sm:h-9 sm:px-3 md:min-w-44 md:justify-start"
        aria-label={t("buttonLabel")}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <Search aria-hidden="true" />
        <span className="hidden md:inline">{t("button")}</span>
        <span aria-hidden="true" className="ml-auto hidden items-center gap-0.5 sm:inline-flex">
          <Kbd>{modifier}</Kbd>
          <Kbd>K</Kbd>
        </span>
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {isOpen ? <PaletteDialog onClose={() => setIsOpen(false)} onShowHelp={showHelp} /> : null}
      </Dialog>
      <Dialog open={isHelpOpen} onOpenChange={setIsHelpOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t("shortcuts.title")}</DialogTitle>
            <DialogDescription>{t("shortcuts.description")}</DialogDescription>
          </DialogHeader>
          <dl className="divide-y divide-border text-sm">
            <div className="flex items-center justify-between gap-4 py-2">
              <dt>{t("shortcuts.palette")}</dt>
              <dd className="flex shrink-0 items-center gap-1">
                <Kbd>Ctrl</Kbd>
                <Kbd>K</Kbd>
                <span className="px-1 text-muted-foreground">{t("shortcuts.or")}</span>
                <Kbd>⌘</Kbd>
                <Kbd>K</Kbd>
              </dd>
            </div>
            {sequenceShortcuts.map((shortcut) => (
              <div key={shortcut.id} className="flex items-center justify-between gap-4 py-2">
                <dt>{t(`shortcuts.${shortcut.id}`)}</dt>
                <dd className="flex shrink-0 items-center gap-1">
                  {shortcut.keys.map((key, index) => (
                    <Fragment key={`${key}-${index}`}>
                      {index > 0 ? <span className="px-1 text-muted-foreground">{t("shortcuts.then")}</span> : null}
                      <Kbd>{key.toUpperCase()}</Kbd>
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function PaletteDialog({ onClose, onShowHelp }: { onClose: () => void; onShowHelp: () => void }) {
  const { t, i18n } = useTranslation("palette");
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const preferences = usePreferences();
  const sidebarGroups = useSidebarGroups();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const searched = useDebounced(query.trim(), 200);

  const projectId = openProjectId(pathname);
  const allProjects = useProjectItems(allProjectsByName);
  const searchFilters: ProjectListFilters = { q: searched, sort: "name", pageSize: perGroup };
  const serverSearch = useQuery({
    queryKey: projectKeys.list(searchFilters),
    queryFn: ({ signal }) => fetchProjects(searchFilters, signal),
    select: (page) => page.items,
    enabled: searched.length > 0,
  });
  const tasks = useTasks(projectId);
  const members = useActiveWorkspaceMembers();

  const go = useCallback(
    (to: string) => () => {
      onClose();
      void navigate(to);
    },
    [navigate, onClose],
  );

  const items = useMemo<PaletteItem[]>(() => {
    const isDark = resolveColorScheme(preferences.colorScheme) === "dark";
    const otherLanguage = i18n.language === "en" ? "es" : "en";
    const screens: PaletteItem[] = sidebarGroups.flatMap((group) =>
      group.items.map((entry) => ({
        id: `screen:${entry.to}`,
        group: "screens" as const,
        label: tc(entry.label),
        keywords: [entry.to],
        icon: entry.icon,
        run: go(entry.to),
      })),
    );
    const projectsById = new Map<string, { id: string; name: string }>();
    for (const project of allProjects.data ?? []) projectsById.set(project.id, project);
    for (const project of serverSearch.data ?? []) projectsById.set(project.id, project);
    const serverIds = new Set((serverSearch.data ?? []).map((p) => p.id));
    const projects: PaletteItem[] = [...projectsById.values()].map((project) => ({
      id: `project:${project.id}`,
      group: "projects",
      label: project.name,
      // What the server's search found (by its description, say) stays findable by the words typed.
      keywords: serverIds.has(project.id) && searched ? [searched] : [],
      icon: FolderKanban,
      run: go(`/project/${project.id}`),
    }));
    const taskItems: PaletteItem[] = projectId
      ? (tasks.data ?? []).map((task) => ({
          id: `task:${task.id}`,
          group: "tasks",
          label: task.title,
          icon: ListTodo,
          run: go(`/project/${projectId}/board`),
        }))
      : [];
    const people: PaletteItem[] = (members.data ?? []).map((member) => ({
      id: `person:${member.id}`,
      group: "people",
      label: member.name || member.email,
      keywords: [member.email],
      detail: member.email,
      icon: User,
      run: go("/team"),
    }));
    const actions: PaletteItem[] = [
      { id: "action:create-project", group: "actions", label: t("actions.createProject"), icon: FolderPlus, run: go("/project-planner") },
      {
        id: "action:language",
        group: "actions",
        label: t("actions.switchLanguage"),
        keywords: ["idioma", "language", "english", "español"],
        icon: Languages,
        run: () => {
          onClose();
          void changeLanguage(otherLanguage);
        },
      },
      {
        id: "action:theme",
        group: "actions",
        label: isDark ? t("actions.themeLight") : t("actions.themeDark"),
        keywords: ["tema", "theme", "modo", "mode"],
        icon: isDark ? Sun : Moon,
        run: () => {
          onClose();
          setPreferences({ colorScheme: resolveColorScheme(getPreferences().colorScheme) === "dark" ? "light" : "dark" });
        },
      },
      { id: "action:shortcuts", group: "actions", label: t("actions.showShortcuts"), keywords: ["?", "atajos", "shortcuts"], icon: Keyboard, run: onShowHelp },
    ];
    return [...screens, ...projects, ...taskItems, ...people, ...actions];
  }, [sidebarGroups, allProjects.data, serverSearch.data, tasks.data, members.data, projectId, searched, preferences.colorScheme, i18n.language, t, tc, go, onClose, onShowHelp]);

  const grouped = useMemo(() => {
    const q = query.trim();
    return groupOrder
      .map((group) => {
        const ofGroup = items.filter((item) => item.group === group);
        // With nothing typed: the screens and the actions; projects, tasks and people on demand.
        if (!q && group !== "screens" && group !== "actions") return { group, items: [] };
        return { group, items: rankItems(q, ofGroup, q || group === "actions" ? perGroup : Infinity) };
      })
      .filter((entry) => entry.items.length > 0);
  }, [items, query]);
  const flat = useMemo(() => grouped.flatMap((entry) => entry.items), [grouped]);
  const activeIndex = flat.length ? Math.min(active, flat.length - 1) : -1;
  const activeItem = activeIndex >= 0 ? flat[activeIndex] : undefined;
  const optionId = (item: PaletteItem) => `${baseId}-${item.id.replace(/[^\w-]/g, "_")}`;

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!activeItem) return;
    document.getElementById(optionId(activeItem))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from baseId
  }, [activeItem]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = flat.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + flat.length) % flat.length);
    } else if ((event.key === "Home" || event.key === "End") && event.ctrlKey) {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : Math.max(0, last));
    } else if (event.key === "Enter") {
      event.preventDefault();
      activeItem?.run();
    }
  };

  const isSearching = searched !== query.trim() || (searched.length > 0 && serverSearch.isFetching) || allProjects.isLoading || (projectId !== null && tasks.isLoading);
  const projectName = projectId ? (allProjects.data?.find((p) => p.id === projectId)?.name ?? t("kinds.project")) : "";

  return (
    <DialogContent
      hasCloseButton={false}
      className="top-3 block max-h-[calc(100dvh-1.5rem)] max-w-xl translate-y-0 overflow-y-auto overscroll-contain p-0 sm:top-[12dvh] sm:max-h-[76dvh]"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.querySelector("input")?.focus();
      }}
    >
      <DialogHeader className="sr-only">
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-border bg-background py-1 pr-2 pl-4">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
          aria-label={t("inputLabel")}
          placeholder={t("placeholder")}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
        />
        {isSearching ? <Spinner size="sm" /> : null}
        <DialogClose asChild>
          <Button variant="ghost" size="icon" className="size-9 text-muted-foreground" aria-label={tc("close")}>
            <X aria-hidden="true" />
          </Button>
        </DialogClose>
      </div>
      <div className="p-2">
      <div ref={listRef} id={listId} role="listbox" aria-label={t("title")}>
        {grouped.map(({ group, items: groupItems }) => (
          <div key={group} role="group" aria-labelledby={`${baseId}-group-${group}`} className="pb-2">
            <div id={`${baseId}-group-${group}`} role="presentation" className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group === "tasks" ? t("groups.tasks", { project: projectName }) : t(`groups.${group}`)}
            </div>
            {groupItems.map((item) => {
              const Icon = item.icon;
              const isActive = item === activeItem;
              return (
                <div
                  key={item.id}
                  id={optionId(item)}
                  role="option"
                  aria-selected={isActive}
                  onPointerMove={() => setActive(flat.indexOf(item))}
                  onClick={() => item.run()}
                  className={cn(
                    "flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm text-foreground",
                    isActive && "bg-primary-soft text-primary-strong",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.detail ? <span className="hidden truncate text-xs text-muted-foreground sm:inline">{item.detail}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
        {flat.length === 0 && !isSearching ? (
          <p className="px-2 py-8 text-center text-sm text-muted-foreground">
            {t("empty", { query: query.trim() })}
          </p>
        ) : null}
      </div>
      <div className="sticky bottom-0 flex items-center justify-between gap-2 border-t border-border bg-background px-4 py-2 text-xs text-muted-foreground">
        <span className="hidden sm:inline">{t("hint")}</span>
        <span role="status" aria-live="polite" className="ml-auto inline-flex items-center gap-1">
          <Command aria-hidden="true" className="size-3" />
          {t("resultCount", { count: flat.length })}
        </span>
      </div>
    </DialogContent>
  );
}
