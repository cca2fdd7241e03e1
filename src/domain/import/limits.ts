// What one import may hold. A spreadsheet is a zip, so a 1 MB upload can declare millions of rows
// or gigabytes of XML; each limit below is checked before the work it guards, and the user is told
// which one was passed (the same figures appear on the import page).

export const importLimits = {
  /** The upload's own size. */
  fileBytes: 20 * 1024 * 1024,
  /** Data rows, after the header. */
  rows: 50_000,
  /** Rows × columns of the sheet read. */
  cells: 1_000_000,
  /** Everything inside an XLSX once inflated. */
  unzippedBytes: 100 * 1024 * 1024,
  /** Files inside an XLSX (a real workbook has a few dozen). */
  zipEntries: 1_000,
  /** Parsing longer than this is stopped: the file is too complex to read here. */
  parseSeconds: 20,
} as const;

export type ImportLimit = "fileBytes" | "rows" | "cells" | "unzippedBytes" | "zipEntries" | "parseSeconds";

/** A limit passed: the catalogue key for it and the figures the message names. */
export type LimitBreach = { limit: ImportLimit; key: string; params: Record<string, number> };

const MB = 1024 * 1024;

export function breach(limit: ImportLimit): LimitBreach {
  switch (limit) {
    case "fileBytes":
      return { limit, key: "errors.import_limit_file", params: { max: importLimits.fileBytes / MB } };
    case "unzippedBytes":
      return { limit, key: "errors.import_limit_unzipped", params: { max: importLimits.unzippedBytes / MB } };
    case "rows":
      return { limit, key: "errors.import_too_many_rows", params: { max: importLimits.rows } };
    case "cells":
      return { limit, key: "errors.import_limit_cells", params: { max: importLimits.cells } };
    case "zipEntries":
      return { limit, key: "errors.import_limit_entries", params: { max: importLimits.zipEntries } };
    case "parseSeconds":
      return { limit, key: "errors.import_limit_time", params: { max: importLimits.parseSeconds } };
  }
}

/** Rows and columns counted: the first limit they pass, or null. `rows` includes the header. */
export function checkTableSize(rows: number, columns: number): LimitBreach | null {
  if (rows - 1 > importLimits.rows) return breach("rows");
  if (rows * columns > importLimits.cells) return breach("cells");
  return null;
}

/** Column letters (A, Z, AA, XFD) as a 1-based number. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * A sheet's `<dimension ref="A1:Z5000000"/>` as rows and columns, or null when absent or unreadable.
 * It is what the sheet declares, read before a single row is parsed.
 */
export function readDimension(xmlStart: string): { rows: number; columns: number } | null {
  const match = /<(?:\w+:)?dimension\b[^>]*\bref="([A-Za-z]{1,3})(\d{1,7})(?::([A-Za-z]{1,3})(\d{1,9}))?"/.exec(xmlStart);
  if (!match) return null;
  const [, c1, r1, c2 = c1, r2 = r1] = match;
  return {
    rows: Math.abs(Number(r2) - Number(r1)) + 1,
    columns: Math.abs(columnNumber(c2!) - columnNumber(c1!)) + 1,
  };
}

export type ZipEntry = { name: string; method: number; compressedSize: number; uncompressedSize: number; localHeaderOffset: number };

/**
 * The zip's central directory: each file's name and the sizes it declares. Null when the bytes
 * are not a readable zip. Zip64 archives report sizes of 0xFFFFFFFF, which the limits refuse.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65,535 bytes (its comment).
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** What the directory declares, against the limits: the first one passed, or null. */
export function checkZipDirectory(entries: ZipEntry[]): LimitBreach | null {
  if (entries.length > importLimits.zipEntries) return breach("zipEntries");
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > importLimits.unzippedBytes) return breach("unzippedBytes");
  return null;
}

/** Where an entry's compressed bytes start, after its local header; null when the header is not there. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return start + entry.compressedSize > bytes.length ? null : start;
}
