import { describe, expect, it } from "vitest";
import { checkTableSize, checkZipDirectory, entryDataOffset, importLimits, readDimension, readZipDirectory, type ZipEntry } from "./limits";

/** A zip of stored (uncompressed) files; `declared` overrides the size its directory claims. */
function storedZip(files: { name: string; text: string; declared?: number }[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = encoder.encode(file.name);
    const data = encoder.encode(file.text);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, file.declared ?? data.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const entry = new Uint8Array(46 + name.length);
    const cv = new DataView(entry.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, file.declared ?? data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    entry.set(name, 46);
    parts.push(local, data);
    central.push(entry);
    offset += local.length + data.length;
  }
  const size = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, files.length, true);
  ev.setUint16(10, files.length, true);
  ev.setUint32(12, size, true);
  ev.setUint32(16, offset, true);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const entry = (uncompressedSize: number): ZipEntry => ({ name: "x", method: 8, compressedSize: 10, uncompressedSize, localHeaderOffset: 0 });

describe("import limits", () => {
  it("reads a sheet's declared dimension", () => {
    expect(readDimension('<worksheet><dimension ref="A1:Z5000000"/><sheetData>')).toEqual({ rows: 5_000_000, columns: 26 });
    expect(readDimension('<x:dimension ref="B2:AB10"/>')).toEqual({ rows: 9, columns: 27 });
    expect(readDimension('<dimension ref="A1"/>')).toEqual({ rows: 1, columns: 1 });
    expect(readDimension("<worksheet><sheetData>")).toBeNull();
  });

  it("checks rows (after the header) and cells", () => {
    expect(checkTableSize(importLimits.rows + 1, 5)).toBeNull();
    expect(checkTableSize(importLimits.rows + 2, 5)).toMatchObject({ limit: "rows", key: "errors.import_too_many_rows", params: { max: 50_000 } });
    expect(checkTableSize(10_001, 100)).toMatchObject({ limit: "cells", params: { max: 1_000_000 } });
    expect(checkTableSize(10_000, 100)).toBeNull();
  });

  it("reads what a zip's directory declares and refuses a declared bomb before inflating", () => {
    const bytes = storedZip([
      { name: "xl/workbook.xml", text: "<workbook/>" },
      { name: "xl/worksheets/sheet1.xml", text: "<worksheet/>", declared: 400 * 1024 * 1024 },
    ]);
    const entries = readZipDirectory(bytes)!;
    expect(entries.map((e) => [e.name, e.uncompressedSize])).toEqual([
      ["xl/workbook.xml", 11],
      ["xl/worksheets/sheet1.xml", 400 * 1024 * 1024],
    ]);
    const start = entryDataOffset(bytes, entries[1]!)!;
    expect(new TextDecoder().decode(bytes.subarray(start, start + entries[1]!.compressedSize))).toBe("<worksheet/>");
    expect(checkZipDirectory(entries)).toMatchObject({ limit: "unzippedBytes", key: "errors.import_limit_unzipped", params: { max: 100 } });
    expect(checkZipDirectory(entries.slice(0, 1))).toBeNull();
  });

  it("refuses too many entries, and reads no directory from bytes that are not a zip", () => {
    expect(checkZipDirectory(Array.from({ length: importLimits.zipEntries + 1 }, () => entry(1)))).toMatchObject({ limit: "zipEntries" });
    expect(checkZipDirectory([entry(0xffffffff)])).toMatchObject({ limit: "unzippedBytes" });
    expect(readZipDirectory(new TextEncoder().encode("not a zip at all, just some text"))).toBeNull();
    expect(readZipDirectory(new Uint8Array(0))).toBeNull();
  });
});
