import { constants, deflateRawSync } from "node:zlib";

// Builds XLSX-shaped zip bombs for tests and bench/import-bomb.ts: a few kilobytes that inflate to
// hundreds of megabytes, or that declare millions of rows. One deflate segment ending in a full
// flush is independent of what came before, so repeating it makes a long stream at no cost.

type Entry = { name: string; data: Buffer; method: 0 | 8; declaredSize: number };

function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name: string, text: string): Entry => ({ name, data: Buffer.from(text), method: 0, declaredSize: Buffer.byteLength(text) });

const workbookParts = [
  stored("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
  stored("xl/workbook.xml", '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Hoja1" sheetId="1"/></sheets></workbook>'),
];

/**
 * An XLSX whose first sheet holds `rows` rows (as XML that repeats) and declares `dimension` rows.
 * `lie` makes the zip directory claim a small size, as a hostile file would.
 */
export function xlsxBomb({ rows, dimension = rows, lie = false }: { rows: number; dimension?: number; lie?: boolean }): Buffer {
  const head = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:C${dimension}"/><sheetData>`;
  const tail = "</sheetData></worksheet>";
  const row = '<row><c t="inlineStr"><is><t>x</t></is></c><c><v>1</v></c><c><v>2</v></c></row>';
  const perChunk = 10_000;
  const chunk = Buffer.from(row.repeat(perChunk));
  const segment = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const repeats = Math.ceil(rows / perChunk);
  const data = Buffer.concat([
    deflateRawSync(Buffer.from(head), { finishFlush: constants.Z_FULL_FLUSH }),
    ...Array.from({ length: repeats }, () => segment),
    deflateRawSync(Buffer.from(tail)),
  ]);
  const size = head.length + chunk.length * repeats + tail.length;
  return zip([...workbookParts, { name: "xl/worksheets/sheet1.xml", data, method: 8, declaredSize: lie ? 1_000 : Math.min(size, 0xfffffffe) }]);
}
