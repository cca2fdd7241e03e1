import { fold } from "./fold";
import { sourcePriority, sourceStatus, sourceType, type ImportSource } from "./sources";
import { detectDateOrder, detectNumberLocale, parseDateCell, parseMoneyCell, parseNumberCell, type DateOrder, type NumberLocale } from "./values";

// What an import can fill, the column names people use for it in Spanish and English, and how
// a cell becomes the value the form's schema checks. Task fields marked `relation` are not the
// task row's own: they link it to people, labels, milestones, sprints, other rows, custom
// fields and time entries (relations.ts reads them, decision 1209).

export type ImportEntity = "projects" | "tasks";
export type FieldKind = "text" | "date" | "money" | "number" | "list" | "seconds" | "json";

export type ImportField = { key: string; kind: FieldKind; required?: boolean; relation?: boolean; synonyms: string[] };

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
    { key: "title", kind: "text", required: true, synonyms: ["titulo", "tarea", "nombre", "title", "task", "name", "summary", "resumen", "card name"] },
    { key: "description", kind: "text", synonyms: ["descripcion", "description", "detalle", "details", "card description"] },
    { key: "type", kind: "text", synonyms: ["tipo", "type", "issue type", "tipo de incidencia"] },
    { key: "status", kind: "text", synonyms: ["estado", "estatus", "status", "state", "list", "lista"] },
    { key: "priority", kind: "text", synonyms: ["prioridad", "priority"] },
    { key: "startDate", kind: "date", synonyms: ["inicio", "fecha de inicio", "start", "start date", "start_date"] },
    { key: "endDate", kind: "date", synonyms: ["fin", "fecha de fin", "vencimiento", "entrega", "end", "end date", "end_date", "due", "due date", "target date", "fecha de vencimiento"] },
    { key: "estimateHours", kind: "number", synonyms: ["horas", "estimacion", "estimado", "estimate", "hours", "estimate hours", "estimate_hours", "horas estimadas", "estimated hours"] },
    { key: "estimateSeconds", kind: "seconds", relation: true, synonyms: ["original estimate", "estimacion original", "estimate seconds"] },
    { key: "storyPoints", kind: "number", synonyms: ["puntos", "story points", "storypoints", "storypoint", "points", "story_points", "custom field (story points)", "custom field (story point estimate)"] },
    { key: "key", kind: "text", relation: true, synonyms: ["clave", "key", "issue key", "clave de incidencia", "id", "card id"] },
    { key: "externalId", kind: "text", relation: true, synonyms: ["issue id", "id de incidencia"] },
    { key: "parent", kind: "text", relation: true, synonyms: ["tarea padre", "parent task", "parent", "padre", "parent id", "parent issue", "parent card", "principal"] },
    { key: "epic", kind: "text", relation: true, synonyms: ["epic link", "custom field (epic link)", "enlace de epica", "epica"] },
    { key: "assignees", kind: "list", relation: true, synonyms: ["responsables", "asignados", "assignees", "assignee", "responsable", "persona asignada", "members", "miembros"] },
    { key: "labels", kind: "list", relation: true, synonyms: ["etiquetas", "labels", "label", "etiqueta"] },
    { key: "milestone", kind: "text", relation: true, synonyms: ["hito", "milestone", "project milestone", "module name", "modulo"] },
    { key: "milestoneDue", kind: "date", relation: true, synonyms: ["fecha del hito", "milestone due", "milestone date"] },
    { key: "sprint", kind: "list", relation: true, synonyms: ["sprint", "cycle name", "ciclo", "cycle"] },
    { key: "sprintStart", kind: "date", relation: true, synonyms: ["inicio del sprint", "sprint start", "cycle start date", "cycle start"] },
    { key: "sprintEnd", kind: "date", relation: true, synonyms: ["fin del sprint", "sprint end", "cycle end date", "cycle end"] },
    { key: "dependsOn", kind: "list", relation: true, synonyms: ["depende de", "depends on", "dependencias", "dependencies", "inward issue link (blocks)", "blocked by", "bloqueada por"] },
    { key: "blocks", kind: "list", relation: true, synonyms: ["bloquea", "blocks", "outward issue link (blocks)"] },
    { key: "timeEntries", kind: "json", relation: true, synonyms: ["registro de tiempo", "time entries", "timeentries"] },
    // Jira's people and activity (decision 1221); its Spanish export says Informador, Observadores, Comentario, Registro de trabajo.
    { key: "reporter", kind: "text", relation: true, synonyms: ["reporter", "informador", "reportado por", "reportero"] },
    { key: "watchers", kind: "list", relation: true, synonyms: ["watchers", "observadores", "seguidores", "followers"] },
    { key: "comments", kind: "text", relation: true, synonyms: ["comment", "comments", "comentario", "comentarios"] },
    { key: "worklogs", kind: "text", relation: true, synonyms: ["log work", "registro de trabajo", "worklog", "work log"] },
  ],
};

/** A custom field's mapping key: the field is found by its name in the target project. */
export const customKey = (name: string) => `custom:${name}`;


/**
 * For each field, the column whose header best matches one of its names (each column used once);
 * with custom field names, the columns named like them too.
 */
export function suggestMapping(entity: ImportEntity, columns: string[], customFieldNames: string[] = [], source: ImportSource = "generic"): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  // Exact names first for every field, so "Issue key" is not taken by a partial "key" elsewhere.
  // Another tool's export has known headers: only exact names (Jira's "Remaining Estimate" is not an estimate of hours).
  for (const pass of source === "generic" ? (["exact", "partial"] as const) : (["exact"] as const)) {
    for (const field of importFields[entity]) {
      if (mapping[field.key]) continue;
      const names = [field.key, ...field.synonyms].map(fold);
      const found =
        pass === "exact"
          ? columns.find((c) => !used.has(c) && names.includes(fold(c)))
          : field.relation
            ? undefined
            : columns.find((c) => !used.has(c) && names.some((n) => n.length > 3 && fold(c).includes(n)));
      if (found) {
        mapping[field.key] = found;
        used.add(found);
      }
    }
  }
  // Linear's and Plane's "Estimate" is in points.
  if ((source === "linear" || source === "plane") && mapping.estimateHours && fold(mapping.estimateHours) === "estimate" && !mapping.storyPoints) {
    mapping.storyPoints = mapping.estimateHours;
    delete mapping.estimateHours;
  }
  if (entity === "tasks") {
    for (const name of customFieldNames) {
      const column = columns.find((c) => !used.has(c) && fold(c) === fold(name));
      if (column) {
        mapping[customKey(name)] = column;
        used.add(column);
      }
    }
  }
  return mapping;
}

/** A column and its repeats ("Sprint", "Sprint (2)", …), as a file with repeated headers is read. */
export function repeatedColumns(columns: string[], column: string): string[] {
  const base = column.replace(/ \(\d+\)$/, "");
  return columns.filter((c) => c === base || (c.startsWith(`${base} (`) && /^ \(\d+\)$/.test(c.slice(base.length))));
}

/** How the file writes numbers and dates: "auto" reads it per column from the values. */
export type ReadingChoice = { numberLocale?: "auto" | NumberLocale; dateOrder?: "auto" | DateOrder };

/** Each column's locale and date order, by the choice or from its values. */
export function columnReading(rows: Record<string, unknown>[], choice: ReadingChoice = {}, fallback: NumberLocale | null = null) {
  const numbers = new Map<string, NumberLocale | null>();
  const dates = new Map<string, DateOrder>();
  const valuesOf = (column: string) => rows.slice(0, 5000).map((r) => r[column]);
  return {
    number(column: string): NumberLocale | null {
      if (choice.numberLocale && choice.numberLocale !== "auto") return choice.numberLocale;
      if (!numbers.has(column)) numbers.set(column, detectNumberLocale(valuesOf(column)) ?? fallback);
      return numbers.get(column)!;
    },
    date(column: string): DateOrder {
      if (choice.dateOrder && choice.dateOrder !== "auto") return choice.dateOrder;
      if (!dates.has(column)) dates.set(column, detectDateOrder(valuesOf(column)));
      return dates.get(column)!;
    },
  };
}
export type ColumnReading = ReturnType<typeof columnReading>;

/** What the whole file suggests (shown in the mapping step): the locale its numbers and dates agree on. */
export function detectFileReading(columns: string[], rows: Record<string, unknown>[]): { numberLocale: NumberLocale | null; dateOrder: DateOrder } {
  const sample = rows.slice(0, 2000);
  const cells = sample.flatMap((r) => columns.map((c) => r[c]));
  return { numberLocale: detectNumberLocale(cells), dateOrder: detectDateOrder(cells) };
}

export type CellProblem = { column: string; messageKey: string };

/** One cell read as its field's kind; undefined when it cannot be. */
export function readCell(kind: FieldKind, raw: unknown, column: string, reading: ColumnReading): unknown {
  switch (kind) {
    case "date":
      return parseDateCell(raw, reading.date(column));
    case "money":
      return parseMoneyCell(raw, reading.number(column));
    case "number":
      return parseNumberCell(raw, reading.number(column));
    case "seconds": {
      const seconds = parseNumberCell(raw, reading.number(column));
      return seconds === undefined ? undefined : Math.round((seconds / 3600) * 100) / 100;
    }
    case "list":
      return Array.isArray(raw)
        ? raw.map((v) => String(v).trim()).filter(Boolean)
        : String(raw)
            .split(/[,;]\s*/)
            .map((v) => v.trim())
            .filter(Boolean);
    case "json":
      if (typeof raw === "object") return raw;
      try {
        return JSON.parse(String(raw));
      } catch {
        return undefined;
      }
    default:
      // The apostrophe an export put before text that looked like a formula is not part of it.
      return typeof raw === "object" ? JSON.stringify(raw) : String(raw).replace(/^'(?=[=+\-@\t\r])/, "");
  }
}

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "") || (Array.isArray(raw) && raw.length === 0);

/**
 * Builds the input object for one row from the mapping. Cells that cannot be read as their kind
 * are reported with the column they came from; empty cells are left out so defaults apply.
 * Relation fields are left to relations.ts.
 */
export function rowToInput(entity: ImportEntity, row: Record<string, unknown>, mapping: Record<string, string>, reading: ColumnReading = columnReading([])) {
  const input: Record<string, unknown> = {};
  const problems: (CellProblem & { field: string })[] = [];
  for (const field of importFields[entity]) {
    const column = mapping[field.key];
    if (!column || field.relation) continue;
    const raw = row[column];
    if (isBlank(raw)) continue;
    const parsed = readCell(field.kind, raw, column, reading);
    if (parsed === undefined) {
      problems.push({ field: field.key, column, messageKey: field.kind === "date" ? "validation.invalid_date" : "validation.invalid_value" });
      continue;
    }
    input[field.key] = parsed;
  }
  if (entity === "tasks") {
    // Other tools' words (Historia, Tareas por hacer, Highest) in Rumbo's terms.
    if (input.type !== undefined) input.type = sourceType(input.type);
    if (input.status !== undefined) input.status = sourceStatus(input.status);
    if (input.priority !== undefined) input.priority = sourcePriority(input.priority);
  }
  return { input, problems };
}
