import type ExcelJS from "exceljs";
import Papa from "papaparse";
import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { HttpError } from "../../errors";
import { readFieldDefinitions, readHeaderDefinitions, type ImportedFieldDefinition } from "../../../domain/import/field-definitions";
import { flattenJira, isJiraSearch } from "../../../domain/import/jira-json";
import { flattenTrello, isTrelloBoard, trelloColumns, type ImportSource } from "../../../domain/import/sources";
import { breach, checkTableSize, checkZipDirectory, entryDataOffset, importLimits, readDimension, readZipDirectory, type LimitBreach } from "../../../domain/import/limits";

// Reads an uploaded CSV, XLSX or JSON file into rows keyed by column name. Whatever cannot be a
// table of data is refused with a reason the user can act on. It runs inside a worker thread
// (parse-in-worker.ts), so even a slow file never holds the server's event loop.

export type ParsedFile = { format: "csv" | "xlsx" | "json"; columns: string[]; rows: Record<string, unknown>[]; source?: ImportSource; fieldDefinitions?: ImportedFieldDefinition[] };

const fileError = (key: string, params?: Record<string, string | number>) => new HttpError(400, "invalid_file", key, params);
/** A limit passed: 413, naming the limit. */
export const limitError = (passed: LimitBreach) => new HttpError(413, "import_limit", passed.key, passed.params);

function isZip(buffer: Buffer) {
  return buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;
}

/** Text from bytes: UTF-8 (with or without BOM), else Windows-1252 as Excel in Mexico saves it. */
export function decodeText(buffer: Buffer): string {
  if (buffer.includes(0)) throw fileError("errors.import_not_text");
  const utf8 = new TextDecoder("utf-8", { fatal: false }).decode(buffer);
  const text = utf8.includes("\uFFFD") ? new TextDecoder("windows-1252").decode(buffer) : utf8;
  return text.replace(/^\uFEFF/, "");
}

function uniqueColumns(headers: unknown[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((h, i) => {
    const base = String(h ?? "").trim() || `Columna ${i + 1}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base} (${n + 1})` : base;
  });
}

function parseCsv(text: string, onProgress: (rows: number) => void): ParsedFile {
  let columns: string[] | null = null;
  const rows: Record<string, unknown>[] = [];
  let passed: LimitBreach | null = null;
  // Row by row, so the count can stop the parse at the limit instead of after it.
  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
    step: (result, parser) => {
      const cells = result.data;
      if (columns === null) {
        columns = cells.length ? uniqueColumns(cells) : [];
        return;
      }
      const known: string[] = columns;
      passed = checkTableSize(rows.length + 2, Math.max(known.length, cells.length));
      if (passed) return parser.abort();
      rows.push(Object.fromEntries(known.map((c, i) => [c, cells[i] ?? ""])));
      if (rows.length % 1000 === 0) onProgress(rows.length);
    },
  });
  if (passed) throw limitError(passed);
  if (!columns || (columns as string[]).length === 0) throw fileError("errors.import_empty");
  if (rows.length === 0) throw fileError("errors.import_no_rows");
  return { format: "csv", columns, rows };
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    return "";
  }
  return value;
}

/**
 * Checks what the zip declares, then inflates every entry with zlib capped at what is left of the
 * limit (so a directory that lies about sizes is stopped while inflating), and reads the first
 * sheet's declared dimension before any row is parsed.
 */
function checkXlsxBounds(buffer: Buffer) {
  const entries = readZipDirectory(buffer);
  if (!entries || entries.length === 0) throw fileError("errors.import_unreadable");
  const declared = checkZipDirectory(entries);
  if (declared) throw limitError(declared);
  let remaining = importLimits.unzippedBytes;
  const sheet = entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name));
  for (const entry of entries) {
    const start = entryDataOffset(buffer, entry);
    if (start === null) throw fileError("errors.import_unreadable");
    const data = buffer.subarray(start, start + entry.compressedSize);
    let out: Buffer;
    if (entry.method === 0) out = data;
    else if (entry.method === 8) {
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, remaining) });
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw limitError(breach("unzippedBytes"));
        throw fileError("errors.import_unreadable");
      }
    } else throw fileError("errors.import_unreadable");
    remaining -= out.length;
    if (remaining < 0) throw limitError(breach("unzippedBytes"));
    if (entry === sheet) {
      const dimension = readDimension(out.subarray(0, 4096).toString("utf8"));
      const passed = dimension && checkTableSize(dimension.rows, dimension.columns);
      if (passed) throw limitError(passed);
    }
  }
}

async function parseXlsx(buffer: Buffer, onProgress: (rows: number) => void): Promise<ParsedFile> {
  checkXlsxBounds(buffer);
  // Loaded on the first spreadsheet, not at start (issue 17): most instances never read one.
  const { default: ExcelJS } = await import("exceljs");
  // Streamed row by row, so rows past the limit are never held: the count stops the read.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), { worksheets: "emit", sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", entries: "ignore" });
  let columns: string[] | null = null;
  const rows: Record<string, unknown>[] = [];
  let seen = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        seen++;
        if (columns === null) {
          const headers: unknown[] = [];
          if (row.number === 1) for (let c = 1; c <= row.cellCount; c++) headers.push(cellValue(row.getCell(c).value));
          columns = uniqueColumns(headers);
          if (row.number === 1) continue;
        }
        const passed = checkTableSize(row.number, columns.length);
        if (passed) throw limitError(passed);
        const values = columns.map((_, i) => cellValue(row.getCell(i + 1).value));
        if (seen % 1000 === 0) onProgress(seen);
        if (values.every((v) => v === "")) continue;
        rows.push(Object.fromEntries(columns.map((c, i) => [c, values[i]])));
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fileError("errors.import_unreadable");
  }
  if (columns === null) throw fileError("errors.import_empty");
  if (rows.length === 0) throw fileError("errors.import_no_rows");
  return { format: "xlsx", columns, rows };
}

function parseJson(text: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw fileError("errors.import_unreadable");
  }
  if (isTrelloBoard(data)) {
    const rows = flattenTrello(data);
    if (rows.length === 0) throw fileError("errors.import_no_rows");
    const passed = checkTableSize(rows.length + 1, trelloColumns.length);
    if (passed) throw limitError(passed);
    return { format: "json", columns: [...trelloColumns], rows, source: "trello" };
  }
  if (isJiraSearch(data)) {
    const { columns, rows } = flattenJira(data);
    if (rows.length > importLimits.rows) throw limitError(breach("rows"));
    const passed = checkTableSize(rows.length + 1, columns.length);
    if (passed) throw limitError(passed);
    return { format: "json", columns, rows, source: "jira" };
  }
  // Rumbo's own task export: custom field values (by field name) become columns of their own.
  const rumbo = !!data && typeof data === "object" && (data as Record<string, unknown>).format === "rumbo.tasks";
  const list = Array.isArray(data)
    ? data
    : data && typeof data === "object"
      ? ((data as Record<string, unknown>).projects ?? (data as Record<string, unknown>).tasks ?? (data as Record<string, unknown>).items)
      : undefined;
  if (!Array.isArray(list)) throw fileError("errors.import_json_shape");
  if (list.length === 0) throw fileError("errors.import_no_rows");
  if (list.length > importLimits.rows) throw limitError(breach("rows"));
  const columns: string[] = [];
  const rows = list.map((item) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw fileError("errors.import_json_shape");
    let row = item as Record<string, unknown>;
    if (rumbo && row.customFields && typeof row.customFields === "object") {
      const { customFields, ...rest } = row;
      row = { ...rest, ...(customFields as Record<string, unknown>) };
    }
    for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
    return row;
  });
  const passed = checkTableSize(rows.length + 1, columns.length);
  if (passed) throw limitError(passed);
  return { format: "json", columns, rows, ...(rumbo ? { source: "rumbo" as const, fieldDefinitions: readFieldDefinitions((data as Record<string, unknown>).customFields) } : {}) };
}

export async function parseImportFile(buffer: Buffer, filename: string, onProgress: (rows: number) => void = () => undefined): Promise<ParsedFile> {
  if (buffer.length === 0) throw fileError("errors.import_empty");
  if (buffer.length > importLimits.fileBytes) throw limitError(breach("fileBytes"));
  const name = filename.toLowerCase();
  let parsed: ParsedFile;
  if (isZip(buffer)) {
    if (!name.endsWith(".xlsx")) throw fileError("errors.import_not_text");
    parsed = await parseXlsx(buffer, onProgress);
  } else if (name.endsWith(".xlsx")) {
    throw fileError("errors.import_unreadable");
  } else {
    const text = decodeText(buffer);
    if (!text.trim()) throw fileError("errors.import_empty");
    parsed = name.endsWith(".json") || /^\s*[[{]/.test(text) ? parseJson(text) : parseCsv(text, onProgress);
  }
  if (parsed.format === "json") return parsed;
  // A Rumbo CSV or XLSX export defines its custom fields in their headers (decision 1230).
  const { columns, rows, definitions } = readHeaderDefinitions(parsed.columns, parsed.rows);
  return definitions.length ? { ...parsed, columns, rows, fieldDefinitions: definitions } : parsed;
}
