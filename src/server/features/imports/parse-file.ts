import ExcelJS from "exceljs";
import Papa from "papaparse";
import { HttpError } from "../../errors";

// Reads an uploaded CSV, XLSX or JSON file into rows keyed by column name. Whatever cannot be a
// table of data is refused with a reason the user can act on.

export const MAX_IMPORT_ROWS = 50_000;
export type ParsedFile = { format: "csv" | "xlsx" | "json"; columns: string[]; rows: Record<string, unknown>[] };

const fileError = (key: string, params?: Record<string, string | number>) => new HttpError(400, "invalid_file", key, params);

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

function parseCsv(text: string): ParsedFile {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: "greedy", delimitersToGuess: [",", ";", "\t", "|"] });
  const [header, ...body] = result.data;
  if (!header || header.length === 0) throw fileError("errors.import_empty");
  const columns = uniqueColumns(header);
  if (body.length === 0) throw fileError("errors.import_no_rows");
  const rows = body.map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""])));
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

async function parseXlsx(buffer: Buffer): Promise<ParsedFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fileError("errors.import_unreadable");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw fileError("errors.import_empty");
  const headerRow = sheet.getRow(1);
  const headers: unknown[] = [];
  for (let c = 1; c <= headerRow.cellCount; c++) headers.push(cellValue(headerRow.getCell(c).value));
  const columns = uniqueColumns(headers);
  const rows: Record<string, unknown>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = columns.map((_, i) => cellValue(row.getCell(i + 1).value));
    if (values.every((v) => v === "")) continue;
    rows.push(Object.fromEntries(columns.map((c, i) => [c, values[i]])));
  }
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
  const list = Array.isArray(data)
    ? data
    : data && typeof data === "object"
      ? ((data as Record<string, unknown>).projects ?? (data as Record<string, unknown>).tasks ?? (data as Record<string, unknown>).items)
      : undefined;
  if (!Array.isArray(list)) throw fileError("errors.import_json_shape");
  if (list.length === 0) throw fileError("errors.import_no_rows");
  const columns: string[] = [];
  const rows = list.map((item) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw fileError("errors.import_json_shape");
    for (const key of Object.keys(item)) if (!columns.includes(key)) columns.push(key);
    return item as Record<string, unknown>;
  });
  return { format: "json", columns, rows };
}

export async function parseImportFile(buffer: Buffer, filename: string): Promise<ParsedFile> {
  if (buffer.length === 0) throw fileError("errors.import_empty");
  const name = filename.toLowerCase();
  let parsed: ParsedFile;
  if (isZip(buffer)) {
    if (!name.endsWith(".xlsx")) throw fileError("errors.import_not_text");
    parsed = await parseXlsx(buffer);
  } else if (name.endsWith(".xlsx")) {
    throw fileError("errors.import_unreadable");
  } else {
    const text = decodeText(buffer);
    if (!text.trim()) throw fileError("errors.import_empty");
    parsed = name.endsWith(".json") || /^\s*[[{]/.test(text) ? parseJson(text) : parseCsv(text);
  }
  if (parsed.rows.length > MAX_IMPORT_ROWS) throw fileError("errors.import_too_many_rows", { max: MAX_IMPORT_ROWS });
  return parsed;
}
