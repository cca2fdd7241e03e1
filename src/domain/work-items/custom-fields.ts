import { z } from "zod";
import { labelColors } from "./colors";

// Custom fields (issue 23, decision 1205): defined per workspace or per project by owners and
// admins, a value per task. The same schemas validate the browser's forms and the server's routes;
// `parseFieldValues` checks a task's values against the field definitions, one message per field.

export const customFieldTypes = ["text", "number", "date", "single_choice", "multi_choice", "person", "url"] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];
export const isChoice = (type: CustomFieldType) => type === "single_choice" || type === "multi_choice";

export const MAX_OPTIONS = 50;
export const MAX_TEXT = 2000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const label = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(60, { error: "validation.too_long" });

/** An option's colour is one of the label palette's keys (decision 1203), so its chip reads in both themes. */
export const fieldOptionSchema = z.object({ id: z.string(), label: z.string(), color: z.enum(labelColors).optional() });
export type FieldOption = z.infer<typeof fieldOptionSchema>;

export const customFieldSchema = z.object({
  id: z.string(),
  /** Null for a field of the whole workspace. */
  projectId: z.string().nullable(),
  name: z.string(),
  type: z.enum(customFieldTypes),
  /** In the order the admin gave them (choices only). */
  options: z.array(fieldOptionSchema),
  required: z.boolean(),
  position: z.number().int(),
});
export type CustomField = z.infer<typeof customFieldSchema>;
export const customFieldListSchema = z.object({ items: z.array(customFieldSchema) });

/** An option as the admin writes it: a new one has no id; an existing one keeps its id (values keep pointing at it). */
const optionInput = z.object({ id: z.string().max(64).optional(), label, color: z.enum(labelColors, { error: "validation.invalid_value" }).optional() }).strict();

export const customFieldInputSchema = z
  .object({
    name: label,
    type: z.enum(customFieldTypes, { error: "validation.invalid_value" }),
    projectId: z.string().max(64).nullable().optional(),
    options: z.array(optionInput).max(MAX_OPTIONS, { error: "validation.too_big_number" }).optional(),
    required: z.boolean().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const options = input.options ?? [];
    if (isChoice(input.type) && options.length === 0) ctx.addIssue({ code: "custom", path: ["options"], message: "validation.options_required" });
    if (!isChoice(input.type) && options.length > 0) ctx.addIssue({ code: "custom", path: ["options"], message: "validation.options_not_allowed" });
    const seen = new Set<string>();
    options.forEach((o, i) => {
      const key = o.label.toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["options", i, "label"], message: "validation.option_repeated" });
      seen.add(key);
    });
  });
export type CustomFieldInput = z.infer<typeof customFieldInputSchema>;
/** Renaming, reordering options or changing `required`; the type is fixed once values exist, so it is not sent. */
export const customFieldUpdateSchema = z
  .object({
    name: label,
    options: z.array(optionInput).max(MAX_OPTIONS, { error: "validation.too_big_number" }).optional(),
    required: z.boolean().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    (input.options ?? []).forEach((o, i) => {
      const key = o.label.toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["options", i, "label"], message: "validation.option_repeated" });
      seen.add(key);
    });
  });
/** How many tasks have a value for the field, and for a choice how many have each option (said before removing one). */
export const fieldUsageSchema = z.object({ taskCount: z.number().int(), optionCounts: z.record(z.string(), z.number().int()) });
export type FieldUsage = z.infer<typeof fieldUsageSchema>;
export type CustomFieldUpdate = z.infer<typeof customFieldUpdateSchema>;

/** A value as the API carries it: text, URL, option id and person (user id) as strings, number, date "YYYY-MM-DD", several option ids. */
export type FieldValue = string | number | string[];
const fieldValue = z.union([z.string().max(MAX_TEXT + 1), z.number(), z.array(z.string().max(64)).max(MAX_OPTIONS)]);
/** Field id → value; null clears it (also the task's own create/update body, `customFields`). */
export const fieldValuesRecordSchema = z.record(z.string().max(64), fieldValue.nullable());
export const fieldValuesInputSchema = z.object({ values: fieldValuesRecordSchema }).strict();

export const storedFieldValuesSchema = z.record(z.string(), fieldValue);
export const taskFieldValuesSchema = z.object({ taskId: z.string(), values: storedFieldValuesSchema });
export type TaskFieldValues = z.infer<typeof taskFieldValuesSchema>;
export const taskFieldValuesListSchema = z.object({ items: z.array(taskFieldValuesSchema) });

export type FieldError = { key: string; params?: Record<string, string | number> };

function isRealDate(value: string) {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * One value checked against its field: the normalised value (trimmed text, a number from "12.5",
 * options in the field's order) or the error, whose message names the field.
 */
export function parseFieldValue(field: Pick<CustomField, "name" | "type" | "options">, raw: unknown): { value: FieldValue } | { error: FieldError } {
  const fail = (key: string, params: Record<string, string | number> = {}) => ({ error: { key, params: { field: field.name, ...params } } });
  switch (field.type) {
    case "text": {
      if (typeof raw !== "string") return fail("customFields.errors.not_text");
      const text = raw.trim();
      if (text.length > MAX_TEXT) return fail("customFields.errors.too_long", { max: MAX_TEXT });
      return { value: text };
    }
    case "number": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(n) || Math.abs(n) > 1e12) return fail("customFields.errors.not_a_number");
      return { value: n };
    }
    case "date":
      return typeof raw === "string" && isRealDate(raw) ? { value: raw } : fail("customFields.errors.not_a_date");
    case "url": {
      if (typeof raw !== "string") return fail("customFields.errors.not_a_url");
      const text = raw.trim();
      try {
        const url = new URL(text);
        if ((url.protocol !== "http:" && url.protocol !== "https:") || text.length > MAX_TEXT) return fail("customFields.errors.not_a_url");
      } catch {
        return fail("customFields.errors.not_a_url");
      }
      return { value: text };
    }
    case "person":
      return typeof raw === "string" && raw.length > 0 && raw.length <= 100 ? { value: raw } : fail("customFields.errors.not_a_person");
    case "single_choice":
      return typeof raw === "string" && field.options.some((o) => o.id === raw) ? { value: raw } : fail("customFields.errors.not_an_option");
    case "multi_choice": {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== "string" || !field.options.some((o) => o.id === v))) return fail("customFields.errors.not_an_option");
      const chosen = new Set(raw as string[]);
      return { value: field.options.filter((o) => chosen.has(o.id)).map((o) => o.id) };
    }
  }
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/**
 * A task's new values checked against the fields it may carry. Unknown ids, wrong types and a
 * required field cleared are each an error under `values.<fieldId>`; nothing is written unless all pass.
 * `null` in the result means: clear the value.
 */
export function parseFieldValues(fields: readonly CustomField[], input: Record<string, unknown>): { values: Map<string, FieldValue | null> } | { errors: Record<string, FieldError> } {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const values = new Map<string, FieldValue | null>();
  const errors: Record<string, FieldError> = {};
  for (const [id, raw] of Object.entries(input)) {
    const field = byId.get(id);
    if (!field) {
      errors[`values.${id}`] = { key: "customFields.errors.unknown_field" };
      continue;
    }
    if (isEmpty(raw) || (typeof raw === "string" && raw.trim() === "")) {
      if (field.required) errors[`values.${id}`] = { key: "customFields.errors.required", params: { field: field.name } };
      else values.set(id, null);
      continue;
    }
    const parsed = parseFieldValue(field, raw);
    if ("error" in parsed) errors[`values.${id}`] = parsed.error;
    else values.set(id, parsed.value);
  }
  return Object.keys(errors).length ? { errors } : { values };
}

// ---- Filters (the list and the board, saved in views)

export const fieldFilterSchema = z.discriminatedUnion("op", [
  z.object({ fieldId: z.string().max(64), op: z.literal("equals"), value: z.string().max(200) }).strict(),
  z.object({ fieldId: z.string().max(64), op: z.literal("contains"), value: z.string().max(200) }).strict(),
  z.object({ fieldId: z.string().max(64), op: z.literal("range"), min: z.string().max(40).optional(), max: z.string().max(40).optional() }).strict(),
  z.object({ fieldId: z.string().max(64), op: z.literal("empty") }).strict(),
]);
export type FieldFilter = z.infer<typeof fieldFilterSchema>;

/** Which filters a field of this type offers. */
export function filterOpsFor(type: CustomFieldType): FieldFilter["op"][] {
  switch (type) {
    case "number":
    case "date":
      return ["range", "equals", "empty"];
    case "text":
    case "url":
      return ["contains", "equals", "empty"];
    default:
      return ["equals", "empty"];
  }
}

const lower = (s: string) => s.toLocaleLowerCase();

/**
 * Whether a task's value passes a filter. `equals` on a multiple choice means "has that option";
 * `contains` is case-insensitive; `range` is inclusive at both ends and skips tasks without a value;
 * an unset bound is open. A filter on a field this value cannot match (wrong type) excludes the task.
 */
export function matchesFieldFilter(type: CustomFieldType, value: FieldValue | null | undefined, filter: FieldFilter): boolean {
  if (filter.op === "empty") return isEmpty(value);
  if (isEmpty(value) || value === undefined || value === null) return false;
  switch (filter.op) {
    case "equals":
      if (Array.isArray(value)) return value.includes(filter.value);
      if (typeof value === "number") return value === Number(filter.value);
      return type === "text" || type === "url" ? lower(value) === lower(filter.value.trim()) : value === filter.value;
    case "contains":
      if (Array.isArray(value)) return value.includes(filter.value);
      return lower(String(value)).includes(lower(filter.value.trim()));
    case "range": {
      if (type === "number" && typeof value === "number") {
        const min = filter.min === undefined || filter.min === "" ? -Infinity : Number(filter.min);
        const max = filter.max === undefined || filter.max === "" ? Infinity : Number(filter.max);
        return value >= min && value <= max;
      }
      if (type === "date" && typeof value === "string") {
        // ISO dates compare as strings.
        return (!filter.min || value >= filter.min) && (!filter.max || value <= filter.max);
      }
      return false;
    }
  }
}

/** Sorting by a field: numbers and dates in their order, text by the user's collation, empty last. */
export function compareFieldValues(a: FieldValue | null | undefined, b: FieldValue | null | undefined, locale = "es-MX"): number {
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), locale, { numeric: true, sensitivity: "base" });
}
