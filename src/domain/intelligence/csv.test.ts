import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'issuekey,title,description\nA-1,"Fix, then ship","Line one\nline ""two""\r\nline three"\nA-2,Plain,\n';
    const table = parseCsv(text);
    expect(table.header).toEqual(["issuekey", "title", "description"]);
    expect(table.rows).toHaveLength(2);
    expect(table.rows[0]).toEqual({ issuekey: "A-1", title: "Fix, then ship", description: 'Line one\nline "two"\r\nline three' });
    expect(table.rows[1]).toEqual({ issuekey: "A-2", title: "Plain", description: "" });
    expect(table.rowLines).toEqual([2, 5]);
    expect(table.hasUnterminatedQuote).toBe(false);
  });

  it("handles CRLF, a byte-order mark, header case and no trailing newline", () => {
    const table = parseCsv("\uFEFFID, Created_At \r\n1,2025-01-01\r\n2,2025-01-02");
    expect(table.header).toEqual(["id", "created_at"]);
    expect(table.rows.map((r) => r.id)).toEqual(["1", "2"]);
  });

  it("skips blank lines but keeps a row of empty quoted fields", () => {
    expect(parseCsvRecords('a,b\n\n"",""\n\n').records).toEqual([["a", "b"], ["", ""]]);
  });

  it("counts ragged rows and pads missing cells", () => {
    const table = parseCsv("a,b,c\n1,2\n1,2,3,4\n");
    expect(table.raggedRows).toBe(2);
    expect(table.rows[0]).toEqual({ a: "1", b: "2", c: "" });
  });

  it("reports a quoted field left open at the end", () => {
    const table = parseCsv('a,b\n1,"never closed\n2,3\n');
    expect(table.hasUnterminatedQuote).toBe(true);
    expect(table.rows).toHaveLength(1);
  });

  it("keeps a stray quote inside an unquoted field as text", () => {
    expect(parseCsv('a,b\n5" screen,x\n').rows[0]).toEqual({ a: '5" screen', b: "x" });
  });

  it("returns no rows for empty input", () => {
    expect(parseCsv("")).toMatchObject({ header: [], rows: [] });
  });
});
