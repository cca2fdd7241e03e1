// Lists, for every app route, the script chunks its first load needs beyond the entry: the app
// (boot.tsx) with what it imports, the route's screen with what it imports, and the screen's
// catalogues in each language. The server writes them into the route's page as
// <link rel="modulepreload"> (src/server/plugins/static-web.ts, decision 1730), so the browser
// fetches them beside the entry instead of one after another (entry, then app, then screen, then
// catalogues). A preload only fetches: modules still run in the order the code imports them.
//
// Runs after `vite build` (which writes dist/web/.vite/manifest.json) and the prerenderer (which
// empties dist/pages); writes dist/pages/app-preloads.json and removes the manifest from the
// served folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const webOut = join(root, "dist/web");
const manifestFile = join(webOut, ".vite/manifest.json");
if (!existsSync(manifestFile)) {
  console.error("app-preloads: dist/web/.vite/manifest.json is missing (build.manifest in vite.config.ts)");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const languages = ["es", "en"];

// Manifest keys are source paths relative to Vite's root, src/web ("boot.tsx", "i18n/es/projects.json").
// The chunk of a source file and every chunk it imports statically (what runs with it).
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const files = (keys) => [...keys].map((key) => `/${manifest[key].file}`);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("app-preloads: the manifest has no entry");
const alreadyLoaded = new Set(files(closure(entryKey)));
const boot = closure("boot.tsx");
if (boot.size === 0) throw new Error("app-preloads: src/web/boot.tsx is not in the manifest");

// Screen key -> module and catalogues, read from the screen lists (app/screens/*.ts):
//   projects: lazyScreen(() => import("../../features/projects/pages/projects-page"), (m) => m.ProjectsPage, "projects"),
const screensDir = join(root, "src/web/app/screens");
const screens = new Map();
for (const name of readdirSync(screensDir).filter((f) => f.endsWith("-screens.ts"))) {
  const source = readFileSync(join(screensDir, name), "utf8");
  for (const match of source.matchAll(/^\s*(\w+):\s*lazyScreen\(\s*\(\)\s*=>\s*import\("([^"]+)"\),\s*\([^)]*\)\s*=>\s*[\w.]+((?:,\s*"[\w-]+")*)\s*\)/gm)) {
    const [, screen, specifier, namespaceList] = match;
    const candidates = [".tsx", ".ts"].map((ext) => join(screensDir, `${specifier}${ext}`));
    const file = candidates.find((candidate) => existsSync(candidate));
    if (!file) continue;
    screens.set(screen, { module: relative(join(root, "src/web"), file), namespaces: [...namespaceList.matchAll(/"([\w-]+)"/g)].map((m) => m[1]) });
  }
}

// Route path -> screen key, from the route table.
const routeTable = readFileSync(join(root, "src/web/app/route-table.ts"), "utf8");
const routes = [...routeTable.matchAll(/\{\s*path:\s*"([^"]+)",\s*screen:\s*"(\w+)"\s*\}/g)].map((m) => ({ path: m[1], screen: m[2] }));
if (routes.length === 0) throw new Error("app-preloads: no route read from src/web/app/route-table.ts");

const preloads = {};
for (const { path, screen } of routes) {
  const entry = screens.get(screen);
  const keys = new Set(boot);
  if (entry) closure(entry.module, keys);
  preloads[path] = {};
  for (const language of languages) {
    const catalogues = (entry?.namespaces ?? []).map((ns) => manifest[`i18n/${language}/${ns}.json`]?.file).filter(Boolean).map((file) => `/${file}`);
    preloads[path][language] = [...new Set([...files(keys), ...catalogues])].filter((file) => !alreadyLoaded.has(file));
  }
}

mkdirSync(join(root, "dist/pages"), { recursive: true });
writeFileSync(join(root, "dist/pages/app-preloads.json"), JSON.stringify(preloads));
rmSync(join(webOut, ".vite"), { recursive: true, force: true });
const withScreen = routes.filter(({ screen }) => screens.has(screen)).length;
console.log(`app-preloads: ${routes.length} routes (${withScreen} with their screen's chunks) into dist/pages/app-preloads.json`);
