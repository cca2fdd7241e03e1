import type { Params } from "../domain/i18n/translate";

// Turns one zod issue (as fastify-type-provider-zod reports it) into a catalogue key and its
// parameters. Schemas may carry their own key as the message ("validation.dangerous_content").

export type ZodIssueLike = {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
};

export function issueToMessage(issue: ZodIssueLike): { key: string; params?: Params } {
  const p = issue.params ?? {};
  if (issue.message?.startsWith("validation.")) {
    const params: Params = {};
    for (const name of ["min", "max", "keys"]) {
      const v = p[name === "min" ? "minimum" : name === "max" ? "maximum" : name];
      if (typeof v === "number" || typeof v === "string") params[name] = v;
    }
    return { key: issue.message, params };
  }
  switch (issue.keyword) {
    case "invalid_type":
      return p.input === undefined ? { key: "validation.required" } : { key: "validation.invalid_type" };
    case "too_small":
      if (p.origin === "string")
        return Number(p.minimum) <= 1 ? { key: "validation.required" } : { key: "validation.too_short", params: { min: Number(p.minimum) } };
      return { key: "validation.too_small_number", params: { min: Number(p.minimum) } };
    case "too_big":
      if (p.origin === "string") return { key: "validation.too_long", params: { max: Number(p.maximum) } };
      return { key: "validation.too_big_number", params: { max: Number(p.maximum) } };
    case "invalid_format":
      if (p.format === "email") return { key: "validation.invalid_email" };
      if (p.format === "url") return { key: "validation.invalid_url" };
      if (p.format === "date" || p.format === "datetime") return { key: "validation.invalid_date" };
      return { key: "validation.invalid_value" };
    case "unrecognized_keys":
      return { key: "validation.unknown_field", params: { keys: Array.isArray(p.keys) ? p.keys.join(", ") : "" } };
    case "not_multiple_of":
      return { key: "validation.not_integer" };
    default:
      return { key: "validation.invalid_value" };
  }
}
