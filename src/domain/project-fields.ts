// Normalisation of a project's status, priority and phase, and a task's status (specification
// section 4). Every write goes through these: forms, the API, imports and sample data.

export const projectStatuses = ["En progreso", "En pausa", "Completado", "Cancelado"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectPriorities = ["Baja", "Media", "Alta"] as const;
export type ProjectPriority = (typeof projectPriorities)[number];

export const projectPhases = ["Planificación", "Ejecución", "Cierre"] as const;
export type ProjectPhase = (typeof projectPhases)[number];

export const taskStatuses = ["Pendiente", "En progreso", "Completada"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

// Compare without case, accents, separators or surrounding space, so "EN_PROGRESO",
// "en progreso" and "En Progreso " are one value (spreadsheets and APIs spell them freely).
function key(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();
}

function lookup<T extends string>(table: Record<string, T>, value: unknown, fallback: T): T {
  return table[key(value)] ?? fallback;
}

const statusTable: Record<string, ProjectStatus> = {
  "en progreso": "En progreso",
  planificado: "En progreso",
  "in progress": "En progreso",
  active: "En progreso",
  planned: "En progreso",
  "en pausa": "En pausa",
  pausado: "En pausa",
  "on hold": "En pausa",
  paused: "En pausa",
  completado: "Completado",
  completada: "Completado",
  terminado: "Completado",
  completed: "Completado",
  done: "Completado",
  cancelado: "Cancelado",
  cancelada: "Cancelado",
  cancelled: "Cancelado",
  canceled: "Cancelado",
};

const priorityTable: Record<string, ProjectPriority> = {
  baja: "Baja",
  low: "Baja",
  media: "Media",
  medium: "Media",
  alta: "Alta",
  high: "Alta",
  critica: "Alta",
  critical: "Alta",
  urgente: "Alta",
  urgent: "Alta",
};

const phaseTable: Record<string, ProjectPhase> = {
  planificacion: "Planificación",
  planning: "Planificación",
  ejecucion: "Ejecución",
  execution: "Ejecución",
  cierre: "Cierre",
  closing: "Cierre",
  closure: "Cierre",
};

const taskStatusTable: Record<string, TaskStatus> = {
  pendiente: "Pendiente",
  "por hacer": "Pendiente",
  pending: "Pendiente",
  todo: "Pendiente",
  "to do": "Pendiente",
  "en progreso": "En progreso",
  "en curso": "En progreso",
  "in progress": "En progreso",
  doing: "En progreso",
  completada: "Completada",
  completado: "Completada",
  terminada: "Completada",
  completed: "Completada",
  done: "Completada",
};

/** Planificado → En progreso; unknown or missing → En progreso. */
export function normalizeProjectStatus(value: unknown): ProjectStatus {
  return lookup(statusTable, value, "En progreso");
}

/** Crítica → Alta; unknown or missing → Media. */
export function normalizePriority(value: unknown): ProjectPriority {
  return lookup(priorityTable, value, "Media");
}

/** Unknown or missing → Planificación. */
export function normalizePhase(value: unknown): ProjectPhase {
  return lookup(phaseTable, value, "Planificación");
}

/** Unknown or missing → Pendiente. */
export function normalizeTaskStatus(value: unknown): TaskStatus {
  return lookup(taskStatusTable, value, "Pendiente");
}

type ClassifiedFields = { status?: unknown; priority?: unknown; phase?: unknown; [field: string]: unknown };

/**
 * The one function every project write passes through: fields that are present are mapped to
 * their canonical values; absent fields stay absent so partial updates do not reset them.
 */
export function normalizeProjectFields<T extends ClassifiedFields>(
  input: T,
): Omit<T, "status" | "priority" | "phase"> & {
  status?: ProjectStatus;
  priority?: ProjectPriority;
  phase?: ProjectPhase;
} {
  const out: Record<string, unknown> = { ...input };
  if ("status" in input) out.status = normalizeProjectStatus(input.status);
  if ("priority" in input) out.priority = normalizePriority(input.priority);
  if ("phase" in input) out.phase = normalizePhase(input.phase);
  return out as ReturnType<typeof normalizeProjectFields<T>>;
}
