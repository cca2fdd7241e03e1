// RFC 4180 CSV reading for the backtests' histories (issue trackers export quoted, multi-line
// descriptions with doubled quotes, CRLF line ends and sometimes a byte-order mark).
//
// Hand-written rather than a dependency: about sixty lines, no I/O, runs in the browser too.
// Lenient where real exports are sloppy (a stray quote inside an unquoted field is kept as text)
// but a quoted field left open at the end of the input is reported, not silently glued to the rest.

export type CsvTable = {
  header: string[];
  /** One record per data row, keyed by the header's names (trimmed, lower-cased). */
  rows: Record<string, string>[];
  /** 1-based line number where each row starts, for messages about bad rows. */
  rowLines: number[];
  /** Rows whose cell count differs from the header's; they are still returned, padded or cut. */
  raggedRows: number;
  /** True when the input ended inside a quoted field. */
  hasUnterminatedQuote: boolean;
};

/** Splits CSV text into records of raw cells. */
export function parseCsvRecords(text: string): { records: string[][]; lines: number[]; hasUnterminatedQuote: boolean } {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  const lines: number[] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let fieldWasQuoted = false;
  let fieldWasQuotedInRecord = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endField = (): void => {
    record.push(field);
    field = "";
    fieldWasQuoted = false;
  };
  const endRecord = (): void => {
    endField();
    // A blank line is no record (a trailing newline must not add an empty row).
    if (!(record.length === 1 && record[0] === "" && !fieldWasQuotedInRecord)) {
      records.push(record);
      lines.push(recordLine);
    }
    record = [];
    fieldWasQuotedInRecord = false;
  };
  while (i < input.length) {
    const ch = input[i] as string;
    if (inQuotes) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      if (ch === "\n") line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "" && !fieldWasQuoted) {
      inQuotes = true;
      fieldWasQuoted = true;
      fieldWasQuotedInRecord = true;
      i++;
      continue;
    }
    if (ch === ",") {
      endField();
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      if (ch === "\r" && input[i + 1] === "\n") i++;
      i++;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  const hasUnterminatedQuote = inQuotes;
  if (field !== "" || record.length > 0 || fieldWasQuoted) endRecord();
  return { records, lines, hasUnterminatedQuote };
}

/** Parses CSV with a header row into records keyed by lower-cased, trimmed column names. */
export function parseCsv(text: string): CsvTable {
  const { records, lines, hasUnterminatedQuote } = parseCsvRecords(text);
  const [headerCells, ...data] = records;
  const header = (headerCells ?? []).map((name) => name.trim().toLowerCase());
  let raggedRows = 0;
  const rows = data.map((cells) => {
    if (cells.length !== header.length) raggedRows++;
    const row: Record<string, string> = {};
    header.forEach((name, index) => {
      row[name] = cells[index] ?? "";
    });
    return row;
  });
  return { header, rows, rowLines: lines.slice(1), raggedRows, hasUnterminatedQuote };
}
