// Writes src/web/api/openapi.d.ts, the TypeScript types of the served OpenAPI document
// (openapi-typescript), for a typed client (openapi-fetch). Run: npm run api:types
// A test regenerates the file and fails when the committed one differs.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

export const apiTypesPath = fileURLToPath(new URL("../src/web/api/openapi.d.ts", import.meta.url));

const header = "// Generated from /api/v1/openapi.json by scripts/api-types.ts (openapi-typescript). Do not edit.\n/* eslint-disable */\n";

export async function generateApiTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return header + astToString(ast);
}

async function main() {
  const { createTestApp } = await import("../src/server/testing/app");
  const t = await createTestApp();
  try {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json<object>();
    await writeFile(apiTypesPath, await generateApiTypes(document));
    console.log(`wrote ${apiTypesPath}`);
  } finally {
    await t.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
