// Prerenders every public page (and the sign-in page) to static HTML in Spanish and English,
// after `vite build`: the React tree of each route is rendered in Node (a server bundle of
// src/web/features/marketing/seo/entry-prerender.tsx), its usePageMeta() declaration becomes the
// <head> (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD), and the result
// is written to dist/pages/<lang>/<path>.html from the built dist/web/index.html. The server sends
// these files for their paths (src/server/plugins/static-web.ts), writing PUBLIC_URL in place of
// the placeholder; the browser then hydrates them (src/web/main.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = resolve(import.meta.dirname, "..");
const serverOut = join(root, "dist/.prerender");
const pagesOut = join(root, "dist/pages");

rmSync(serverOut, { recursive: true, force: true });
await build({
  configFile: join(root, "vite.config.ts"),
  logLevel: "warn",
  build: {
    ssr: join(root, "src/web/features/marketing/seo/prerender-bundle.ts"),
    outDir: serverOut,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: "prerender.mjs", format: "esm" } },
  },
});

const { prerenderPage, prerenderFrame, framedRoutes, renderHeadTags, publicPages, prerenderedAppPages, publicSiteLanguages, prerenderedFile, publicUrlPlaceholder, fallbackDescription } =
  await import(pathToFileURL(join(serverOut, "prerender.mjs")).href);

const template = readFileSync(join(root, "dist/web/index.html"), "utf8");
rmSync(pagesOut, { recursive: true, force: true });

const languageTags = { es: "es-MX", en: "en" };
let count = 0;
const failures = [];
for (const language of publicSiteLanguages) {
  for (const path of [...publicPages, ...prerenderedAppPages]) {
    const page = await prerenderPage(path, language);
    if (page.status !== 200) failures.push(`${path} (${language}): status ${page.status}`);
    const meta = page.meta ?? { title: page.screenTitle, description: fallbackDescription[language], noIndex: prerenderedAppPages.includes(path) };
    if (prerenderedAppPages.includes(path)) meta.noIndex = true;
    const head = renderHeadTags(meta, { path, language, baseUrl: publicUrlPlaceholder });
    let html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${languageTags[language]}">`)
      .replace(/<title>[\s\S]*?<\/title>/, "")
      .replace(/<meta name="description"[^>]*>/, "")
      .replace("</head>", `  ${head}\n  </head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, "")
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${page.html}</div>`);
    if (!html.includes(`data-prerendered="${language}"`)) throw new Error("dist/web/index.html has no empty <div id=\"root\"></div>");
    // The CSP forbids style attributes in HTML. Radix primitives (tabs) set a few from React; the
    // browser build skips attribute checks while hydrating, so dropping them here only loses that
    // inline style until the element re-renders. Anything else is a mistake that fails the build.
    const styles = [...page.html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]);
    const unexpected = styles.filter((style) => !/^(outline:none|animation-duration:0s|--radix-[a-z-]+:[^;]*)(;(outline:none|animation-duration:0s))*$/.test(style));
    if (unexpected.length > 0) failures.push(`${path} (${language}): style attributes the CSP forbids: ${unexpected.join(" | ")}`);
    html = html.replace(/\sstyle="[^"]*"/g, "");
    const file = join(pagesOut, prerenderedFile(path, language));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    count++;
  }
}
// The loading frame of each signed-in screen (decision 1810): the server writes it into the app's
// page for a visitor with a session cookie. Keyed by route pattern, as app-preloads.json is.
const frames = {};
for (const { path, screen } of framedRoutes) {
  frames[path] = {};
  for (const language of publicSiteLanguages) {
    const html = await prerenderFrame(screen, language);
    if (/\sstyle="/.test(html)) failures.push(`frame of ${path} (${language}): a style attribute the CSP forbids`);
    frames[path][language] = html;
  }
}
writeFileSync(join(pagesOut, "app-frames.json"), JSON.stringify(frames));
rmSync(serverOut, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`prerendering failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`prerendered ${count} pages and ${framedRoutes.length} screens' frames into dist/pages`);
