import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import type { OpenApiDocument } from "../lib/openapi-model";

// GET /api/v1/openapi.json: public, no session needed. Only the outline is checked; the schemas
// inside are shown as the server wrote them.

const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ["api-docs", "openapi"],
    queryFn: ({ signal }) => apiClient.get("/openapi.json", { signal, parse: (data) => documentSchema.parse(data) as unknown as OpenApiDocument }),
    staleTime: 5 * 60_000,
  });
}
