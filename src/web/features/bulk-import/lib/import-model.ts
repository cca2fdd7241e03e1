import { acceptedExtensions, type UploadedImport } from "../api/upload-import";
import type { ImportEntity } from "../api/preview-import";
import { importLimits } from "../../../../domain/import/limits";

export const maxUploadBytes = importLimits.fileBytes;

/** Why a chosen file cannot be sent, before spending an upload on it. */
export function fileProblem(file: { name: string; size: number }): "wrongType" | "tooBig" | null {
  const name = file.name.toLowerCase();
  if (!acceptedExtensions.some((ext) => name.endsWith(ext))) return "wrongType";
  if (file.size > maxUploadBytes) return "tooBig";
  return null;
}

/** The fields the mapping step lists: the entity's, and for tasks one per custom field of the workspace (`custom:<name>`). */
export function mappableFields(upload: UploadedImport, entity: ImportEntity): { key: string; required?: boolean }[] {
  return [...upload.fields[entity], ...(entity === "tasks" ? upload.customFields.map((name) => ({ key: `custom:${name}` })) : [])];
}

/** The server's suggestion (or the mapping remembered for the file's tool), limited to the fields that entity has. */
export function initialMapping(upload: UploadedImport, entity: ImportEntity): Record<string, string> {
  const keys = new Set(mappableFields(upload, entity).map((f) => f.key));
  return Object.fromEntries(Object.entries(upload.suggestions[entity]).filter(([key, column]) => keys.has(key) && upload.columns.includes(column)));
}

export type ReadingChoice = { numberLocale: "auto" | "point" | "comma"; dateOrder: "auto" | "dmy" | "mdy" };

/** How to read numbers and dates: as remembered for the tool, else from the values. */
export function initialReading(upload: UploadedImport, entity: ImportEntity): ReadingChoice {
  const remembered = upload.remembered[entity];
  return { numberLocale: remembered?.numberLocale ?? "auto", dateOrder: remembered?.dateOrder ?? "auto" };
}

/** What is sent: only the fields mapped to a column. */
export function cleanMapping(mapping: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== ""));
}

/** A cell as text for the preview table. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
