import { parseDateCell, parseMoneyCell, parseNumberCell } from "./values";

// What an import can fill, the column names people use for it in Spanish and English, and how
// a cell becomes the value the form's schema checks.

export type ImportEntity = "projects" | "tasks";
export type FieldKind = "text" | "date" | "money" | "number" | "list";

export type ImportField = { key: string; kind: FieldKind; required?: boolean; synonyms: string[] };

export const importFields: Record<ImportEntity, ImportField[]> = {
  projects: [
    { key: "name", kind: "text", required: true, synonyms: ["nombre", "proyecto", "name", "project", "project name", "nombre del proyecto"] },
    { key: "description", kind: "text", synonyms: ["descripcion", "description", "detalle", "details"] },
    { key: "status", kind: "text", synonyms: ["estado", "estatus", "status"] },
    { key: "priority", kind: "text", synonyms: ["prioridad", "priority"] },
    { key: "phase", kind: "text", synonyms: ["fase", "etapa", "phase", "stage"] },
    { key: "startDate", kind: "date", synonyms: ["inicio", "fecha de inicio", "fecha inicio", "start", "start date", "start_date"] },
    { key: "dueDate", kind: "date", synonyms: ["entrega", "fecha de entrega", "fecha limite", "fin", "due", "due date", "due_date", "deadline", "end date"] },
    { key: "budget", kind: "money", synonyms: ["presupuesto", "budget", "costo", "cost"] },
    { key: "benefit", kind: "money", synonyms: ["beneficio", "benefit", "valor", "value"] },
  ],
  tasks: [
    { key: "title", kind: "text", required: true, synonyms: ["titulo", "tarea", "nombre", "title", "task", "name", "summary", "resumen"] },
    { key: "description", kind: "text", synonyms: ["descripcion", "description", "detalle", "details"] },
    { key: "status", kind: "text", synonyms: ["estado", "estatus", "status"] },
    { key: "priority", kind: "text", synonyms: ["prioridad", "priority"] },
    { key: "startDate", kind: "date", synonyms: ["inicio", "fecha de inicio", "start", "start date", "start_date"] },
    { key: "endDate", kind: "date", synonyms: ["fin", "fecha de fin", "vencimiento", "entrega", "end", "end date", "end_date", "due", "due date"] },
    { key: "estimateHours", kind: "number", synonyms: ["horas", "estimacion", "estimado", "estimate", "hours", "estimate hours", "estimate_hours"] },
    { key: "storyPoints", kind: "number", synonyms: ["puntos", "story points", "storypoints", "storypoint", "points", "story_points"] },
  ],
};

function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[_\-.]+/g, " ").replace(/\s+/g, " ").trim();
}

/** For each field, the column whose header best matches one of its names (each column used once). */
export function suggestMapping(entity: ImportEntity, columns: string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const field of importFields[entity]) {
    const names = [field.key, ...field.synonyms].map(fold);
    const exact = columns.find((c) => !used.has(c) && names.includes(fold(c)));
    const partial = exact ?? columns.find((c) => !used.has(c) && names.some((n) => n.length > 3 && fold(c).includes(n)));
    if (partial) {
      mapping[field.key] = partial;
      used.add(partial);
    }
  }
  return mapping;
}

export type CellProblem = { column: string; messageKey: string };

/**
 * Builds the input object for one row from the mapping. Cells that cannot be read as their kind
 * are reported with the column they came from; empty cells are left out so defaults apply.
 */
export function rowToInput(entity: ImportEntity, row: Record<string, unknown>, mapping: Record<string, string>) {
  const input: Record<string, unknown> = {};
  const problems: (CellProblem & { field: string })[] = [];
  for (const field of importFields[entity]) {
    const column = mapping[field.key];
    if (!column) continue;
    const raw = row[column];
    if (raw === undefined || raw === null || String(raw).trim() === "") continue;
    const parsed =
      field.kind === "date" ? parseDateCell(raw) : field.kind === "money" ? parseMoneyCell(raw) : field.kind === "number" ? parseNumberCell(raw) : String(raw);
    if (parsed === undefined) {
      problems.push({ field: field.key, column, messageKey: field.kind === "date" ? "validation.invalid_date" : "validation.invalid_value" });
      continue;
    }
    input[field.key] = parsed;
  }
  return { input, problems };
}
