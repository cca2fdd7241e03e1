import { describe, expect, it } from "vitest";
import { detectDateOrder, detectNumberLocale, parseDateCell, parseMoneyCell, parseNumberCell } from "./values";

// Issue 23: numbers and dates as Mexican users write them.
describe("numbers by the file's locale", () => {
  it("reads 1.500 as fifteen hundred, not one and a half", () => {
    expect(parseNumberCell("1.500")).toBe(1500);
    expect(parseNumberCell("1,500")).toBe(1500);
    expect(parseMoneyCell("$1.500")).toBe(1500);
  });

  it.each([
    ["1.500,50", 1500.5],
    ["1,500.50", 1500.5],
    ["$1.234.567,89", 1234567.89],
    ["1,234,567.89", 1234567.89],
    ["12,5", 12.5],
    ["12.5", 12.5],
    ["1500", 1500],
    ["-3,25", -3.25],
  ])("reads %j without a locale as %j (unambiguous)", (cell, expected) => {
    expect(parseMoneyCell(cell)).toBe(expected);
  });

  it("reads ambiguous values by the column's locale", () => {
    expect(parseNumberCell("1,500", "comma")).toBe(1.5);
    expect(parseNumberCell("1.500", "comma")).toBe(1500);
    expect(parseNumberCell("1.500", "point")).toBe(1.5);
    expect(parseNumberCell("1,500", "point")).toBe(1500);
    expect(parseNumberCell("1.500,50", "point")).toBeUndefined();
    expect(parseNumberCell("1,500.50", "comma")).toBeUndefined();
    expect(parseNumberCell("ocho")).toBeUndefined();
    expect(parseNumberCell("1..5")).toBeUndefined();
  });

  it("detects a column's locale from its values", () => {
    expect(detectNumberLocale(["1.500", "2.300,75", "12"])).toBe("comma");
    expect(detectNumberLocale(["1,500", "2,300.75", "12"])).toBe("point");
    expect(detectNumberLocale(["8,5", "3"])).toBe("comma");
    expect(detectNumberLocale(["1.500", "2.000"])).toBeNull();
    expect(detectNumberLocale([12, "", "texto"])).toBeNull();
  });
});

describe("dates by the file's locale", () => {
  it.each([
    ["15/12/2026", "2026-12-15"],
    ["15/12/26", "2026-12-15"],
    ["15/Dec/26 10:30 AM", "2026-12-15"],
    ["02/Jan/27 9:05 PM", "2027-01-02"],
    ["15/dic/26 10:30 a. m.", "2026-12-15"],
    ["15/Dec/2026", "2026-12-15"],
    ["2026-12-15T16:30:00.000Z", "2026-12-15"],
    ["15/12/2026 10:30", "2026-12-15"],
    ["31/Feb/26 10:30 AM", undefined],
    ["15/Foo/26", undefined],
  ])("reads %j as %j", (cell, expected) => {
    expect(parseDateCell(cell)).toBe(expected);
  });

  it("reads month-first columns when the values say so", () => {
    expect(detectDateOrder(["12/15/2026", "01/02/2026"])).toBe("mdy");
    expect(detectDateOrder(["15/12/2026", "01/02/2026"])).toBe("dmy");
    expect(detectDateOrder(["01/02/2026"])).toBe("dmy");
    expect(parseDateCell("01/02/2026", "mdy")).toBe("2026-01-02");
    expect(parseDateCell("01/02/2026")).toBe("2026-02-01");
  });
});
