// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies
// the SQL migrations beside it, so `npm start` runs plain JavaScript without a compiler.
import { build } from "esbuild";
import { cpSync, rmSync, writeFileSync } from "node:fs";

/** Every bare import stays external (resolved from node_modules at run time) unless it matches `bundled`. */
function bundleOnly(bundled) {
  return {
    name: "bundle-only",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (bundled.test(args.path) ? undefined : { path: args.path, external: true }));
    },
  };
}

rmSync("dist/server", { recursive: true, force: true });
await build({
  // The import parser's worker thread needs a file of its own (parse-in-worker.ts finds it beside main.js).
  entryPoints: { main: "src/server/main.ts", "import-worker": "src/server/features/imports/parse-worker.ts", "genetics-worker": "src/server/features/genetics/evolve-worker.ts", "track-record-worker": "src/server/features/intelligence/track-record-worker.ts", "insights-worker": "src/server/shared/insights-worker.ts", "estimator-index-worker": "src/server/features/intelligence/estimator-index-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Dependencies stay in node_modules, except a few whose entry point is a barrel of hundreds of
  // files (date-fns: ~300): bundled, only the functions used are kept, so start-up neither
  // resolves nor compiles the rest (issue 17, decision 1740). Only packages no external dependency
  // shares objects with (no instanceof across copies).
  plugins: [bundleOnly(/^(date-fns|@date-fns\/tz)(\/|$)/)],
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/db/migrations", "dist/server/migrations", { recursive: true });
// The courses and the manual (Markdown, decision 1101), read by features/learning/content.ts.
cpSync("content/learning", "dist/server/learning", { recursive: true });

// The client routes, so the server can answer 404 (with the app's not-found page) for paths the
// app does not know, instead of 200 for everything.
const routeTable = await build({ entryPoints: ["src/web/app/route-table.ts"], bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "warning" });
const { screenRoutes } = await import(`data:text/javascript;base64,${Buffer.from(routeTable.outputFiles[0].text).toString("base64")}`);
writeFileSync("dist/server/client-routes.json", JSON.stringify(screenRoutes.map((r) => r.path)) + "\n");
writeFileSync("dist/server/package.json", JSON.stringify({ type: "module" }) + "\n");
console.log("server built: dist/server/main.js");
