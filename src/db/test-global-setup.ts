import { ensurePgliteTemplate } from "./pglite-template";

// Runs once before the test files: builds the migrated PGlite template they load from.
export default async function setup() {
  await ensurePgliteTemplate();
}
