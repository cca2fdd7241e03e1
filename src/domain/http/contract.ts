import { z } from "zod";

// The one error shape of the API, for every 4xx and 5xx: a stable code, a message in the
// request's language, and a message per field when input was refused. The auth endpoints add
// Better Auth's own top-level { code, message } beside it, hence a loose outer object.
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const errorResponseSchema = z.looseObject({ error: errorBodySchema }).meta({ id: "ErrorResponse" });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** 204: the answer has no body (the document shows no content). */
export const noContentSchema = z.null().describe("No content");

/** A file answered as bytes (PDF, XLSX…); Fastify sends buffers as they are. */
export const binaryFileSchema = z.string().meta({ format: "binary" });
