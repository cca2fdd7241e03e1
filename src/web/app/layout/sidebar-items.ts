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
  ListTodo,
  Megaphone,
  MessagesSquare,
  Network,
  Boxes,
  Dna,
  ScrollText,
  Settings,
  Timer,
  UserCog,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type common from "../../i18n/es/common.json";
import { screenRoutes, type ScreenKey } from "../route-table";

// The signed-in shell's navigation (decision 0305): every signed-in screen of spec section 2,
// grouped. The desktop sidebar and the phone drawer render the same list. Entries are named by
// the screen names of common.json ("screens.*"), the 'IA Avanzada' ones by the spec's labels.

type GroupKeys = keyof (typeof common)["sidebar"]["groups"];

export type SidebarEntry = {
  to: string;
  label: `screens.${ScreenKey}`;
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

// An entry goes where its screen's route goes (route-table.ts), so a path is written once.
function entry(screen: ScreenKey, icon: LucideIcon, alsoFor?: readonly string[]): SidebarEntry {
  const route = screenRoutes.find((r) => r.screen === screen && !r.path.includes(":"));
  if (!route) throw new Error(`No route without parameters for the sidebar screen "${screen}"`);
  const to: string = route.path;
  return alsoFor ? { to, label: `screens.${screen}`, icon, alsoFor } : { to, label: `screens.${screen}`, icon };
}

export const sidebarGroups: readonly SidebarGroup[] = [
  {
    id: "work",
    heading: "sidebar.groups.work",
    items: [
      entry("dashboard", LayoutDashboard),
      entry("projects", FolderKanban, ["/project", "/project-management"]),
      entry("projectPlanner", ChartGantt),
      entry("calendar", CalendarDays),
      entry("resources", Boxes),
      entry("capacity", Gauge),
      entry("timesheet", Timer),
      entry("team", Users),
      entry("bulkImport", FileUp),
    ],
  },
  {
    id: "advancedAi",
    heading: "nav.advancedAi",
    items: [
      entry("aiPredictive", BrainCircuit),
      entry("genetics", Dna),
      entry("analytics", ChartLine),
      entry("automation", Workflow),
      entry("virtualAgent", Bot),
      entry("orchestrator", Network),
      entry("innovation", Lightbulb),
      entry("marketingAgent", Megaphone),
    ],
  },
  {
    id: "communication",
    heading: "sidebar.groups.communication",
    items: [
      entry("communication", MessagesSquare),
      entry("reports", FileChartColumn),
    ],
  },
  {
    id: "learning",
    heading: "sidebar.groups.learning",
    items: [
      entry("training", GraduationCap, ["/course", "/video-course"]),
      entry("userManual", BookOpen),
      entry("apiDocs", FileCode),
    ],
  },
  {
    id: "admin",
    heading: "sidebar.groups.admin",
    isAdminOnly: true,
    items: [
      entry("adminUsers", UserCog),
      entry("adminLogs", ScrollText),
      entry("adminContact", Inbox),
      entry("adminQueue", ListTodo),
    ],
  },
  {
    id: "account",
    items: [entry("settings", Settings)],
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
