import type { ProjectPhase, ProjectPriority, ProjectStatus, TaskStatus } from "../../../../domain/project-fields";

// Stored values are the spec's Spanish words; the catalogue words them in the reader's language
// through these stable keys.

export const statusKeys: Record<ProjectStatus, "inProgress" | "onHold" | "completed" | "cancelled"> = {
  "En progreso": "inProgress",
  "En pausa": "onHold",
  Completado: "completed",
  Cancelado: "cancelled",
};
export const priorityKeys: Record<ProjectPriority, "low" | "medium" | "high"> = { Baja: "low", Media: "medium", Alta: "high" };
export const phaseKeys: Record<ProjectPhase, "planning" | "execution" | "closing"> = {
  Planificación: "planning",
  Ejecución: "execution",
  Cierre: "closing",
};
export const taskStatusKeys: Record<TaskStatus, "pending" | "inProgress" | "completed"> = {
  Pendiente: "pending",
  "En progreso": "inProgress",
  Completada: "completed",
};

export function keyOf<K extends string, V>(table: Record<K, V>, value: string): V | undefined {
  return (table as Record<string, V>)[value];
}

