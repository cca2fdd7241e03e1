// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies
// the SQL migrations beside it, so `npm start` runs plain JavaScript without a compiler.
import { build } from "esbuild";
import { cpSync, rmSync, writeFileSync } from "node:fs";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/db/migrations", "dist/server/migrations", { recursive: true });
writeFileSync("dist/server/package.json", JSON.stringify({ type: "module" }) + "\n");
console.log("server built: dist/server/main.js");
