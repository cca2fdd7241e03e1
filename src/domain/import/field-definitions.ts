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
