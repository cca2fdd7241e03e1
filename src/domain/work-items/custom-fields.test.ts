import { describe, expect, it } from "vitest";
import { compareFieldValues, customFieldInputSchema, matchesFieldFilter, parseFieldValue, parseFieldValues, type CustomField } from "./custom-fields";

const field = (over: Partial<CustomField>): CustomField => ({ id: "f", projectId: null, name: "Campo", type: "text", options: [], required: false, position: 0, ...over });
const size = field({ id: "size", name: "Tamaño", type: "single_choice", options: [{ id: "s", label: "S" }, { id: "m", label: "M" }, { id: "l", label: "L" }] });
const tags = field({ id: "tags", name: "Temas", type: "multi_choice", options: [{ id: "a", label: "A" }, { id: "b", label: "B" }] });
const cost = field({ id: "cost", name: "Costo", type: "number", required: true });

describe("custom field values", () => {
  it("a number field rejects 'abc' with a message that names the field, and takes '12.5'", () => {
    expect(parseFieldValue(cost, "abc")).toEqual({ error: { key: "customFields.errors.not_a_number", params: { field: "Costo" } } });
    expect(parseFieldValue(cost, "12.5")).toEqual({ value: 12.5 });
    expect(parseFieldValue(cost, Number.NaN)).toHaveProperty("error");
  });

  it("dates must be real days, URLs http(s), choices one of the options (kept in the field's order)", () => {
    const date = field({ type: "date" });
    expect(parseFieldValue(date, "2026-02-29")).toHaveProperty("error");
    expect(parseFieldValue(date, "2028-02-29")).toEqual({ value: "2028-02-29" });
    expect(parseFieldValue(date, "15/12/2026")).toHaveProperty("error");
    const url = field({ type: "url" });
    expect(parseFieldValue(url, "javascript:alert(1)")).toHaveProperty("error");
    expect(parseFieldValue(url, " https://rumbo.mx/x ")).toEqual({ value: "https://rumbo.mx/x" });
    expect(parseFieldValue(size, "xl")).toEqual({ error: { key: "customFields.errors.not_an_option", params: { field: "Tamaño" } } });
    expect(parseFieldValue(size, ["s"])).toHaveProperty("error");
    expect(parseFieldValue(tags, ["b", "a"])).toEqual({ value: ["a", "b"] });
    expect(parseFieldValue(tags, ["a", "z"])).toHaveProperty("error");
  });

  it("a whole set: unknown ids and a cleared required field are errors per field, nothing passes half", () => {
    const result = parseFieldValues([cost, size], { cost: null, size: "m", ghost: "x" });
    expect(result).toEqual({ errors: { "values.cost": { key: "customFields.errors.required", params: { field: "Costo" } }, "values.ghost": { key: "customFields.errors.unknown_field" } } });
    const ok = parseFieldValues([cost, size], { cost: 3, size: "" });
    expect("values" in ok && [...ok.values]).toEqual([["cost", 3], ["size", null]]);
  });

  it("definitions: choices need options, others refuse them, options are not repeated", () => {
    expect(customFieldInputSchema.safeParse({ name: "Tamaño", type: "single_choice", options: [] }).success).toBe(false);
    expect(customFieldInputSchema.safeParse({ name: "Costo", type: "number", options: [{ label: "x" }] }).success).toBe(false);
    expect(customFieldInputSchema.safeParse({ name: "T", type: "multi_choice", options: [{ label: "Sí" }, { label: "sí" }] }).success).toBe(false);
    expect(customFieldInputSchema.safeParse({ name: "T", type: "multi_choice", options: [{ label: "Sí" }, { label: "No" }] }).success).toBe(true);
    expect(customFieldInputSchema.safeParse({ name: "T", type: "color" }).success).toBe(false);
  });
});

describe("custom field filters", () => {
  it("range on numbers and dates is inclusive, open on a missing bound, and skips empty values", () => {
    expect(matchesFieldFilter("number", 10, { fieldId: "f", op: "range", min: "10", max: "20" })).toBe(true);
    expect(matchesFieldFilter("number", 21, { fieldId: "f", op: "range", min: "10", max: "20" })).toBe(false);
    expect(matchesFieldFilter("number", -5, { fieldId: "f", op: "range", max: "0" })).toBe(true);
    expect(matchesFieldFilter("number", null, { fieldId: "f", op: "range", max: "0" })).toBe(false);
    expect(matchesFieldFilter("date", "2026-12-15", { fieldId: "f", op: "range", min: "2026-12-01", max: "2026-12-31" })).toBe(true);
    expect(matchesFieldFilter("date", "2027-01-01", { fieldId: "f", op: "range", min: "2026-12-01", max: "2026-12-31" })).toBe(false);
  });

  it("equals, contains (any case) and is empty", () => {
    expect(matchesFieldFilter("text", "Cliente Norte", { fieldId: "f", op: "contains", value: "norte" })).toBe(true);
    expect(matchesFieldFilter("text", "Cliente Norte", { fieldId: "f", op: "contains", value: "sur" })).toBe(false);
    expect(matchesFieldFilter("multi_choice", ["a", "b"], { fieldId: "f", op: "equals", value: "b" })).toBe(true);
    expect(matchesFieldFilter("single_choice", "s", { fieldId: "f", op: "equals", value: "m" })).toBe(false);
    expect(matchesFieldFilter("number", 3, { fieldId: "f", op: "equals", value: "3" })).toBe(true);
    expect(matchesFieldFilter("person", undefined, { fieldId: "f", op: "empty" })).toBe(true);
    expect(matchesFieldFilter("multi_choice", [], { fieldId: "f", op: "empty" })).toBe(true);
    expect(matchesFieldFilter("text", "x", { fieldId: "f", op: "empty" })).toBe(false);
  });

  it("sorting puts numbers in order and empty values last", () => {
    expect([10, null, 2, 33].sort(compareFieldValues)).toEqual([2, 10, 33, null]);
    expect(["b", undefined, "Á"].sort((a, b) => compareFieldValues(a, b))).toEqual(["Á", "b", undefined]);
  });
});
