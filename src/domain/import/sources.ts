import { fold } from "./fold";

// Files exported by other tools (decision 1209): which tool made a file, judged by its headers or
// its shape; their words for types, statuses and priorities in Rumbo's terms; and a Trello board
// export flattened into rows (cards, and each checklist item as a subtask of its card).

export const importSources = ["jira", "trello", "linear", "plane", "rumbo", "generic"] as const;
export type ImportSource = (typeof importSources)[number];

/** The tool that wrote a table, from its headers. */
export function detectSource(columns: string[]): ImportSource {
  const has = (...names: string[]) => names.every((n) => columns.some((c) => fold(c.replace(/ \(\d+\)$/, "")) === fold(n)));
  if (has("Card ID", "Card Name", "List")) return "trello";
  if (has("Summary", "Issue key") || has("Resumen", "Clave de incidencia")) return "jira";
  if (has("Title", "Team") && (has("Cycle Name") || has("Project Milestone") || has("Parent issue"))) return "linear";
  if (has("Name", "State") && (has("Target Date") || has("Cycle Name") || has("Module Name"))) return "plane";
  if ((has("Clave", "Título") && has("Registro de tiempo")) || (has("Key", "Title") && has("Time entries"))) return "rumbo";
  return "generic";
}

type TaskType = "task" | "feature" | "bug" | "chore" | "research";

const typeTable: Record<string, TaskType | "epic"> = {
  task: "task", tarea: "task", "sub task": "task", subtask: "task", subtarea: "task", "sub tarea": "task", issue: "task",
  story: "feature", historia: "feature", feature: "feature", funcionalidad: "feature", mejora: "feature", improvement: "feature", "new feature": "feature", "nueva funcion": "feature",
  bug: "bug", error: "bug", defecto: "bug", incidente: "bug",
  chore: "chore", mantenimiento: "chore",
  research: "research", spike: "research", investigacion: "research",
  epic: "epic", epica: "epic",
};

/** A tool's issue type as a Rumbo type; "epic" rows become milestones; unknown types are tasks. */
export function sourceType(value: unknown): TaskType | "epic" {
  return typeTable[fold(String(value ?? ""))] ?? "task";
}

const statusTable: Record<string, string> = {
  "tareas por hacer": "Pendiente", "por hacer": "Pendiente", backlog: "Pendiente", todo: "Pendiente", "to do": "Pendiente", abierta: "Pendiente", open: "Pendiente", nueva: "Pendiente", triage: "Pendiente", unstarted: "Pendiente",
  "en curso": "En progreso", "in progress": "En progreso", "en revision": "En progreso", "in review": "En progreso", started: "En progreso", "en progreso": "En progreso", haciendo: "En progreso", doing: "En progreso",
  listo: "Completada", lista: "Completada", hecho: "Completada", hecha: "Completada", finalizada: "Completada", finalizado: "Completada", done: "Completada", completed: "Completada", cerrada: "Completada", closed: "Completada", resuelta: "Completada", resolved: "Completada", terminado: "Completada", terminada: "Completada", cancelada: "Completada", canceled: "Completada", cancelled: "Completada",
};

/** A tool's status (Jira's "Tareas por hacer", Linear's "Backlog", a Trello list) as Rumbo's words; others pass through. */
export function sourceStatus(value: unknown): unknown {
  return typeof value === "string" ? (statusTable[fold(value)] ?? value) : value;
}

const priorityTable: Record<string, string> = {
  highest: "Alta", "mas alta": "Alta", urgent: "Alta", urgente: "Alta", blocker: "Alta", critical: "Alta",
  lowest: "Baja", "mas baja": "Baja", minor: "Baja", trivial: "Baja",
  "no priority": "Media", "sin prioridad": "Media", none: "Media", major: "Alta",
};

export function sourcePriority(value: unknown): unknown {
  return typeof value === "string" ? (priorityTable[fold(value)] ?? value) : value;
}

// ---- Trello

type TrelloBoard = {
  lists?: { id: string; name: string }[];
  labels?: { id: string; name: string; color?: string }[];
  members?: { id: string; fullName?: string; username?: string }[];
  cards?: { id: string; name: string; desc?: string; idList?: string; idLabels?: string[]; idMembers?: string[]; due?: string | null; start?: string | null; closed?: boolean; dueComplete?: boolean; idChecklists?: string[] }[];
  checklists?: { id: string; idCard: string; name?: string; checkItems?: { id: string; name: string; state?: string; due?: string | null; idMember?: string | null }[] }[];
};

/** A Trello board export, recognised by its lists and cards. */
export function isTrelloBoard(data: unknown): data is TrelloBoard {
  return !!data && typeof data === "object" && !Array.isArray(data) && Array.isArray((data as TrelloBoard).cards) && Array.isArray((data as TrelloBoard).lists);
}

export const trelloColumns = ["Card ID", "Card Name", "Card Description", "List", "Labels", "Members", "Start", "Due", "Parent card"] as const;

/** Open cards as rows, and each checklist item as a row whose parent is its card. Archived cards are left out. */
export function flattenTrello(board: TrelloBoard): Record<string, unknown>[] {
  const list = new Map((board.lists ?? []).map((l) => [l.id, l.name]));
  const label = new Map((board.labels ?? []).map((l) => [l.id, l.name || l.color || ""]));
  const member = new Map((board.members ?? []).map((m) => [m.id, m.fullName || m.username || ""]));
  const rows: Record<string, unknown>[] = [];
  const cards = (board.cards ?? []).filter((c) => !c.closed);
  const open = new Set(cards.map((c) => c.id));
  for (const card of cards) {
    rows.push({
      "Card ID": card.id,
      "Card Name": card.name,
      "Card Description": card.desc ?? "",
      List: card.dueComplete ? "Completada" : (list.get(card.idList ?? "") ?? ""),
      Labels: (card.idLabels ?? []).map((id) => label.get(id)).filter(Boolean).join(", "),
      Members: (card.idMembers ?? []).map((id) => member.get(id)).filter(Boolean).join(", "),
      Start: card.start ?? "",
      Due: card.due ?? "",
      "Parent card": "",
    });
  }
  for (const checklist of board.checklists ?? []) {
    if (!open.has(checklist.idCard)) continue;
    for (const item of checklist.checkItems ?? []) {
      rows.push({
        "Card ID": item.id,
        "Card Name": item.name,
        "Card Description": checklist.name ?? "",
        List: item.state === "complete" ? "Completada" : "Pendiente",
        Labels: "",
        Members: item.idMember ? (member.get(item.idMember) ?? "") : "",
        Start: "",
        Due: item.due ?? "",
        "Parent card": checklist.idCard,
      });
    }
  }
  return rows;
}
