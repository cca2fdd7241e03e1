// Reads the OpenAPI 3.1 document served at /api/v1/openapi.json into what the page shows:
// operations grouped by tag, filtered by a search, and JSON Schemas described compactly.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

export type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type MediaType = { schema?: JsonSchema };
export type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type OperationEntry = { id: string; method: HttpMethod; path: string; tag: string; operation: Operation };
export type TagGroup = { tag: string; operations: OperationEntry[] };

const methodOrder: Record<HttpMethod, number> = { get: 0, post: 1, put: 2, patch: 3, delete: 4 };

/** Every operation under its first tag ("other" without one); tags and paths in a stable order. */
export function groupOperations(doc: OpenApiDocument, search = ""): TagGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, OperationEntry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "other";
      const haystack = `${method} ${path} ${tag} ${operation.summary ?? ""} ${operation.description ?? ""}`.toLowerCase();
      if (!words.every((w) => haystack.includes(w))) continue;
      const entry = { id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-+$/, ""), method, path, tag, operation };
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({ tag, operations: operations.sort((a, b) => a.path.localeCompare(b.path) || methodOrder[a.method] - methodOrder[b.method]) }));
}

export function countOperations(groups: TagGroup[]): number {
  return groups.reduce((n, g) => n + g.operations.length, 0);
}

/** Follows a local "#/components/schemas/X" reference. */
export function resolveRef(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  return doc.components?.schemas?.[name] ?? schema;
}

/** A schema's type in a word or two: "string", "number | null", "array of object", "enum". */
export function typeLabel(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeLabel))].join(" | ");
  if (schema.enum) return "enum";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type;
  if (type === "array") return `array of ${schema.items ? typeLabel(schema.items) : "any"}`;
  return type ?? (schema.properties ? "object" : "any");
}

/** The rules a value must follow, as short phrases: "1–200 chars", "≥ 0", "email", "one of: a, b". */
export function constraints(schema: JsonSchema): string[] {
  const variants = schema.anyOf ?? schema.oneOf;
  const own = variants ? variants.flatMap(constraints) : [];
  const out: string[] = [...own];
  if (schema.format) out.push(schema.format);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) out.push(`${schema.minLength}–${schema.maxLength} chars`);
  else if (schema.maxLength !== undefined) out.push(`≤ ${schema.maxLength} chars`);
  else if (schema.minLength !== undefined) out.push(`≥ ${schema.minLength} chars`);
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.maxItems !== undefined) out.push(`≤ ${schema.maxItems} items`);
  if (schema.enum) out.push(`one of: ${schema.enum.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ")}`);
  if (schema.pattern && !schema.format) out.push(`pattern ${schema.pattern}`);
  return [...new Set(out)];
}

/** The object schema whose properties to list, looking through a nullable wrapper. */
export function objectOf(schema: JsonSchema, doc: OpenApiDocument): JsonSchema | null {
  const resolved = resolveRef(schema, doc);
  if (resolved.properties) return resolved;
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) {
    const objects = variants.map((v) => resolveRef(v, doc)).filter((v) => v.properties);
    if (objects.length === 1) return objects[0] ?? null;
  }
  if (resolved.type === "array" && resolved.items) return objectOf(resolved.items, doc);
  return null;
}

/** A curl call with a personal token, for the authentication section. */
export function curlExample(origin: string, path = "/api/v1/projects"): string {
  return `curl -H "Authorization: Bearer $RUMBO_TOKEN" \\\n  "${origin}${path}"`;
}
