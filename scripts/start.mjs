// `npm start`: builds what is missing, then runs the server (embedded PGlite in ./data unless
// DATABASE_URL is set). Runs in this process so signals reach the server directly.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
await import(pathToFileURL(resolve("dist/server/main.js")).href);
