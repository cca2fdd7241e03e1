// exceljs is loaded on the first spreadsheet asked for, not at start (issue 17).
import Papa from "papaparse";
import { neutraliseFormula } from "../../../domain/import/values";

// Tables downloaded as CSV (UTF-8 with BOM, so Excel reads accents) or XLSX. Every text cell is
// neutralised: a value that starts like a formula is written as text, never executed.

export type Column<T> = { header: string; value: (row: T) => string | number | null };

function safe(value: string | number | null): string | number {
  if (value === null) return "";
  return typeof value === "string" ? neutraliseFormula(value) : value;
}

export function toCsv<T>(rows: T[], columns: Column<T>[]): Buffer {
  const data = rows.map((r) => columns.map((c) => safe(c.value(r))));
  const text = Papa.unparse({ fields: columns.map((c) => neutraliseFormula(c.header)), data });
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

export async function toXlsx<T>(rows: T[], columns: Column<T>[], sheetName: string): Promise<Buffer> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Rumbo";
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, width: Math.min(60, Math.max(12, c.header.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(columns.map((c) => safe(c.value(r))));
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
