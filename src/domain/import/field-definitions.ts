import { labelColors, type LabelColor } from "../work-items/colors";
import { customFieldTypes, isChoice, MAX_OPTIONS, type CustomField, type CustomFieldType } from "../work-items/custom-fields";
import { fold } from "./fold";

// Rumbo's JSON task export names the custom fields its tasks carry (decision 1220): importing the
// file into a project that lacks one of them creates it as the project's own field, with its
// options in order and their colours, so the values are not dropped.

export type ImportedFieldDefinition = { name: string; type: CustomFieldType; options: { label: string; color?: LabelColor }[]; required: boolean };

const isColor = (v: unknown): v is LabelColor => typeof v === "string" && (labelColors as readonly string[]).includes(v);

/** The export's `customFields` read leniently: a malformed entry is left out, never the whole file. */
export function readFieldDefinitions(raw: unknown): ImportedFieldDefinition[] {
  if (!Array.isArray(raw)) return [];
  const out: ImportedFieldDefinition[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    if (!item || typeof item !== "object") continue;
    const { name, type, options, required, optionColors } = item as Record<string, unknown>;
    if (typeof name !== "string" || !name.trim() || name.trim().length > 60) continue;
    if (typeof type !== "string" || !(customFieldTypes as readonly string[]).includes(type)) continue;
    const key = fold(name.trim());
    if (seen.has(key)) continue;
    const labels = Array.isArray(options) ? options.filter((o): o is string => typeof o === "string" && !!o.trim() && o.trim().length <= 60).slice(0, MAX_OPTIONS) : [];
    const colors = Array.isArray(optionColors) ? optionColors : [];
    const choice = isChoice(type as CustomFieldType);
    if (choice && labels.length === 0) continue;
    // An option repeated (in any case) is kept once, as first written.
    const unique: { label: string; color?: LabelColor }[] = [];
    labels.forEach((l, i) => {
      if (!unique.some((u) => u.label.toLocaleLowerCase() === l.trim().toLocaleLowerCase())) unique.push({ label: l.trim(), ...(isColor(colors[i]) ? { color: colors[i] } : {}) });
    });
    seen.add(key);
    out.push({ name: name.trim(), type: type as CustomFieldType, options: choice ? unique : [], required: required === true });
  }
  return out;
}

/**
 * The fields to create in the target project: those the file defines, whose column is mapped and
 * which no field of the target (workspace's or project's own, by folded name) already is. Each is
 * given the ids it will be written with, so the rows can be checked against it before it exists.
 */
export function missingFields(definitions: readonly ImportedFieldDefinition[], existing: readonly Pick<CustomField, "name">[], mappedNames: readonly string[], projectId: string, newId: () => string): CustomField[] {
  const have = new Set(existing.map((f) => fold(f.name)));
  const mapped = new Set(mappedNames.map(fold));
  return definitions
    .filter((d) => mapped.has(fold(d.name)) && !have.has(fold(d.name)))
    .map((d, i) => ({ id: newId(), projectId, name: d.name, type: d.type, options: d.options.map((o) => ({ id: newId(), ...o })), required: d.required, position: i }));
}

// CSV and XLSX exports carry the same definitions in each custom field's column header (decision
// 1230), so they survive being opened and saved in Excel and need no second file:
//   "Monto (MXN) [número]"
//   "Etapa del trámite [opción única, obligatorio: Recepción (azul) | Revisión fiscal (ámbar) | Firmado]"
// The words are written in the export's language; the importer reads both languages (and the
// type's own id, such as single_choice).

type Lang = "es" | "en";

const typeWords: Record<Lang, Record<CustomFieldType, string>> = {
  es: { text: "texto", number: "número", date: "fecha", single_choice: "opción única", multi_choice: "opción múltiple", person: "persona", url: "URL" },
  en: { text: "text", number: "number", date: "date", single_choice: "single choice", multi_choice: "multiple choice", person: "person", url: "URL" },
};
const requiredWord: Record<Lang, string> = { es: "obligatorio", en: "required" };
const colorWords: Record<Lang, Record<LabelColor, string>> = {
  es: { red: "rojo", orange: "naranja", amber: "ámbar", green: "verde", teal: "verde azulado", blue: "azul", indigo: "índigo", violet: "violeta", pink: "rosa", slate: "pizarra" },
  en: { red: "red", orange: "orange", amber: "amber", green: "green", teal: "teal", blue: "blue", indigo: "indigo", violet: "violet", pink: "pink", slate: "slate" },
};
const OPTION_SEPARATOR = " | ";

/** A custom field's column header in a CSV or XLSX export: its name and, in brackets, its definition. */
export function fieldHeader(lang: Lang, field: Pick<CustomField, "name" | "type" | "required" | "options">): string {
  const kind = typeWords[lang][field.type] + (field.required ? `, ${requiredWord[lang]}` : "");
  const options = isChoice(field.type) ? field.options.map((o) => (o.color ? `${o.label} (${colorWords[lang][o.color]})` : o.label)).join(OPTION_SEPARATOR) : "";
  return `${field.name} [${kind}${options ? `: ${options}` : ""}]`;
}

const typeByWord = new Map<string, CustomFieldType>(
  customFieldTypes.flatMap((type) => [fold(type), fold(typeWords.es[type]), fold(typeWords.en[type])].map((w) => [w, type] as [string, CustomFieldType])),
);
const colorByWord = new Map<string, LabelColor>(labelColors.flatMap((c) => [fold(c), fold(colorWords.es[c])].map((w) => [w, c] as [string, LabelColor])));
const requiredWords = new Set(Object.values(requiredWord).map(fold));

/** A header written by fieldHeader, read back; null for any other header. */
export function readFieldHeader(header: string): ImportedFieldDefinition | null {
  const text = header.trim();
  if (!text.endsWith("]")) return null;
  // The first " [" that opens a definition: the name may hold brackets of its own.
  for (let at = text.indexOf(" ["); at > 0; at = text.indexOf(" [", at + 1)) {
    const inside = text.slice(at + 2, -1);
    const colon = inside.indexOf(":");
    const [kindWord, ...flags] = (colon < 0 ? inside : inside.slice(0, colon)).split(",").map((s) => fold(s));
    const type = typeByWord.get(kindWord ?? "");
    if (!type || flags.some((f) => !requiredWords.has(f))) continue;
    const labels: string[] = [];
    const colors: (LabelColor | null)[] = [];
    if (colon >= 0) {
      for (const raw of inside.slice(colon + 1).split(OPTION_SEPARATOR.trim())) {
        const option = raw.trim();
        const colored = /^(.*\S)\s+\(([^()]+)\)$/.exec(option);
        const color = colored ? colorByWord.get(fold(colored[2]!)) : undefined;
        labels.push(color ? colored![1]! : option);
        colors.push(color ?? null);
      }
    }
    const [definition] = readFieldDefinitions([{ name: text.slice(0, at), type, options: labels, optionColors: colors, required: flags.length > 0 }]);
    return definition ?? null;
  }
  return null;
}

/**
 * The columns of a CSV or XLSX file with definitions in their headers: each such column renamed to
 * the field's name (the rows too), and the definitions read. A file without them is returned as is.
 */
export function readHeaderDefinitions(columns: string[], rows: Record<string, unknown>[]) {
  const definitions: ImportedFieldDefinition[] = [];
  const renamed = new Map<string, string>();
  for (const column of columns) {
    const definition = readFieldHeader(column);
    if (!definition || columns.includes(definition.name) || definitions.some((d) => fold(d.name) === fold(definition.name))) continue;
    definitions.push(definition);
    renamed.set(column, definition.name);
  }
  if (renamed.size === 0) return { columns, rows, definitions };
  const name = (c: string) => renamed.get(c) ?? c;
  return { columns: columns.map(name), rows: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [name(k), v]))), definitions };
}
