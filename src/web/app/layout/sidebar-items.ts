import {
  BookOpen,
  Bot,
  BrainCircuit,
  CalendarDays,
  ChartGantt,
  ChartLine,
  FileChartColumn,
  FileCode,
  FileUp,
  FolderKanban,
  Gauge,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  Megaphone,
  MessagesSquare,
  Network,
  Boxes,
  Dna,
  ScrollText,
  Settings,
  UserCog,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type common from "../../i18n/es/common.json";

// The signed-in shell's navigation (decision 0305): every signed-in screen of spec section 2,
// grouped. The desktop sidebar and the phone drawer render the same list. Entries are named by
// the screen names of common.json ("screens.*"), the 'IA Avanzada' ones by the spec's labels.

type ScreenKeys = keyof (typeof common)["screens"];
type GroupKeys = keyof (typeof common)["sidebar"]["groups"];

export type SidebarEntry = {
  to: string;
  label: `screens.${ScreenKeys}`;
  icon: LucideIcon;
  /** Other paths that belong to this entry: a project page marks 'Proyectos'. */
  alsoFor?: readonly string[];
};

export type SidebarGroup = {
  id: "work" | "advancedAi" | "communication" | "learning" | "admin" | "account";
  /** No heading for the last group (settings), which sits apart at the bottom. */
  heading?: `sidebar.groups.${GroupKeys}` | "nav.advancedAi";
  items: readonly SidebarEntry[];
  isAdminOnly?: boolean;
};

export const sidebarGroups: readonly SidebarGroup[] = [
  {
    id: "work",
    heading: "sidebar.groups.work",
    items: [
      { to: "/dashboard", label: "screens.dashboard", icon: LayoutDashboard },
      { to: "/projects", label: "screens.projects", icon: FolderKanban, alsoFor: ["/project", "/project-management"] },
      { to: "/project-planner", label: "screens.projectPlanner", icon: ChartGantt },
      { to: "/calendar", label: "screens.calendar", icon: CalendarDays },
      { to: "/resources", label: "screens.resources", icon: Boxes },
      { to: "/capacity", label: "screens.capacity", icon: Gauge },
      { to: "/team", label: "screens.team", icon: Users },
      { to: "/bulk-import", label: "screens.bulkImport", icon: FileUp },
    ],
  },
  {
    id: "advancedAi",
    heading: "nav.advancedAi",
    items: [
      { to: "/ai-predictive", label: "screens.aiPredictive", icon: BrainCircuit },
      { to: "/genetics", label: "screens.genetics", icon: Dna },
      { to: "/analytics", label: "screens.analytics", icon: ChartLine },
      { to: "/automation", label: "screens.automation", icon: Workflow },
      { to: "/virtual-agent", label: "screens.virtualAgent", icon: Bot },
      { to: "/orchestrator", label: "screens.orchestrator", icon: Network },
      { to: "/innovation", label: "screens.innovation", icon: Lightbulb },
      { to: "/marketing-agent", label: "screens.marketingAgent", icon: Megaphone },
    ],
  },
  {
    id: "communication",
    heading: "sidebar.groups.communication",
    items: [
      { to: "/communication", label: "screens.communication", icon: MessagesSquare },
      { to: "/reports", label: "screens.reports", icon: FileChartColumn },
    ],
  },
  {
    id: "learning",
    heading: "sidebar.groups.learning",
    items: [
      { to: "/training", label: "screens.training", icon: GraduationCap, alsoFor: ["/course", "/video-course"] },
      { to: "/user-manual", label: "screens.userManual", icon: BookOpen },
      { to: "/resources/api-docs", label: "screens.apiDocs", icon: FileCode },
    ],
  },
  {
    id: "admin",
    heading: "sidebar.groups.admin",
    isAdminOnly: true,
    items: [
      { to: "/admin/users", label: "screens.adminUsers", icon: UserCog },
      { to: "/admin/logs", label: "screens.adminLogs", icon: ScrollText },
      { to: "/admin/contact", label: "screens.adminContact", icon: Inbox },
    ],
  },
  {
    id: "account",
    items: [{ to: "/settings", label: "screens.settings", icon: Settings }],
  },
];

/** The groups a user sees: the administration group only for the installation's administrators. */
export function visibleSidebarGroups(isAdmin: boolean, groups: readonly SidebarGroup[] = sidebarGroups): SidebarGroup[] {
  return groups.filter((group) => isAdmin || !group.isAdminOnly);
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The entry to mark as the current page for a path: the one whose path (or one of its `alsoFor`
 * paths) is the longest match by whole segments, so /resources/api-docs marks the API docs and
 * not 'Recursos', and /project/p-1/board marks 'Proyectos'. Undefined for a path of no entry.
 */
export function currentSidebarEntry(pathname: string, groups: readonly SidebarGroup[] = sidebarGroups): SidebarEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: { entry: SidebarEntry; length: number } | undefined;
  for (const group of groups) {
    for (const entry of group.items) {
      for (const base of [entry.to, ...(entry.alsoFor ?? [])]) {
        if (isUnder(path, base) && (!best || base.length > best.length)) best = { entry, length: base.length };
      }
    }
  }
  return best?.entry;
}
