import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// Text in PDFs in any script a name may come in (issue 23). The standard Helvetica of PDF readers
// knows only WinAnsi: 'Łukasz', 'Дмитрий' or '王小明' came out mangled. Noto Sans (Latin, Greek,
// Cyrillic, Vietnamese, Devanagari) and Noto Sans SC (Chinese, with the Japanese kana) are
// installed from npm as Fontsource packages: one WOFF file per Unicode range, described by the
// package's own CSS. Each run of text is set in the face that covers it, and pdfkit embeds only
// the glyphs used, so a report stays a few tens of kilobytes. Nothing is downloaded at run time.

type Doc = PDFKit.PDFDocument;
type Weight = 400 | 700;
type Face = { name: string; file: string; ranges: [number, number][] };

const packages = ["@fontsource/noto-sans", "@fontsource/noto-sans-sc"];
const faceCache = new Map<Weight, Face[]>();

/** `U+0460-052F,U+20B4` → [[0x460, 0x52f], [0x20b4, 0x20b4]] */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").flatMap((part): [number, number][] => {
    const match = /U\+([0-9A-F?]+)(?:-([0-9A-F]+))?/i.exec(part.trim());
    if (!match) return [];
    const start = match[1] as string;
    if (start.includes("?")) return [[parseInt(start.replace(/\?/g, "0"), 16), parseInt(start.replace(/\?/g, "F"), 16)]];
    const from = parseInt(start, 16);
    return [[from, match[2] ? parseInt(match[2], 16) : from]];
  });
}

/** The faces of one Fontsource stylesheet (`400.css`): the WOFF file and the ranges it covers. */
export function facesOfStylesheet(css: string, directory: string, prefix: string): Face[] {
  const faces: Face[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    faces.push({ name: `${prefix}-${faces.length}`, file: join(directory, file), ranges: parseUnicodeRange(range) });
  }
  return faces;
}

function facesFor(weight: Weight): Face[] {
  const cached = faceCache.get(weight);
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const faces = packages.flatMap((name, i) => {
    const stylesheet = require.resolve(`${name}/${weight}.css`);
    return facesOfStylesheet(readFileSync(stylesheet, "utf8"), dirname(stylesheet), `noto${i}-${weight}`);
  });
  faceCache.set(weight, faces);
  return faces;
}

function faceOf(faces: Face[], codePoint: number): Face | null {
  for (const face of faces) for (const [from, to] of face.ranges) if (codePoint >= from && codePoint <= to) return face;
  return null;
}

/** Splits text into runs that one face covers; spaces and marks stay with the run they are in. */
export function runsOf(text: string, faces: Face[]): { text: string; face: Face }[] {
  const runs: { text: string; face: Face }[] = [];
  // A character no face covers is drawn in the Latin face (as an empty box), never dropped.
  const fallback = faceOf(faces, 0x41) ?? (faces[0] as Face);
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    const last = runs[runs.length - 1];
    const isNeutral = /[\s\p{P}\p{M}]/u.test(char);
    const face = (isNeutral && last ? last.face : null) ?? faceOf(faces, codePoint) ?? last?.face ?? fallback;
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

export type PdfTextOptions = PDFKit.Mixins.TextOptions & { bold?: boolean };

/**
 * `doc.text(text, options)` with Noto faces chosen per run. Leaves the document's font on the
 * last face used. Positional arguments (x, y) are passed to the first run only.
 */
export function writeText(doc: Doc, text: string, options: PdfTextOptions = {}, at?: { x: number; y: number }): Doc {
  const { bold, ...textOptions } = options;
  const faces = facesFor(bold ? 700 : 400);
  const runs = runsOf(text, faces);
  if (!runs.length) runs.push({ text: "", face: faces[0] as Face });
  if (runs.length > 1 && !textOptions.continued && (textOptions.align === "center" || textOptions.align === "right")) {
    placeLines(doc, text, faces, textOptions, at);
    return doc;
  }
  runs.forEach((run, i) => {
    setFace(doc, run.face);
    const continued = i < runs.length - 1 || Boolean(textOptions.continued);
    if (i === 0 && at) doc.text(run.text, at.x, at.y, { ...textOptions, continued });
    else doc.text(run.text, { ...textOptions, continued });
  });
  return doc;
}

/**
 * pdfkit aligns each piece of `continued` text on its own, so centred runs in several faces
 * overlap. Centred or right-aligned text in several faces is wrapped at spaces and placed by hand,
 * each line measured run by run and drawn from its computed left edge.
 */
function placeLines(doc: Doc, text: string, faces: Face[], options: PDFKit.Mixins.TextOptions, at?: { x: number; y: number }): void {
  const spacing = options.characterSpacing ?? 0;
  const left = at?.x ?? doc.x;
  const width = options.width ?? doc.page.width - doc.page.margins.right - left;
  const measure = (line: string) =>
    runsOf(line, faces).map((run) => {
      setFace(doc, run.face);
      return { ...run, width: doc.widthOfString(run.text, { characterSpacing: spacing }) };
    });
  const widthOf = (runs: { width: number }[]) => runs.reduce((sum, r) => sum + r.width, 0);
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && widthOf(measure(`${last} ${word}`)) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const { align: _align, width: _width, continued: _continued, ...rest } = options;
  let y = at?.y ?? doc.y;
  for (const line of lines) {
    const runs = measure(line);
    let x = left + (options.align === "center" ? (width - widthOf(runs)) / 2 : width - widthOf(runs));
    let height = 0;
    for (const run of runs) {
      setFace(doc, run.face);
      height = Math.max(height, doc.currentLineHeight(true));
      doc.text(run.text, x, y, { ...rest, lineBreak: false });
      x += run.width;
    }
    y += height + (options.lineGap ?? 0);
  }
  // Leave the cursor where a `text` call would: at the left edge, below the last line.
  doc.x = left;
  doc.y = y;
}

const registered = new WeakMap<Doc, Set<string>>();

function setFace(doc: Doc, face: Face): void {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(face.name)) {
    doc.registerFont(face.name, face.file);
    names.add(face.name);
  }
  doc.font(face.name);
}
