import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The single-page app lives in src/web and builds to dist/web, which the Fastify server serves.
// In development Vite serves the app and forwards /api to the server on PORT (default 3000).
const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: true,
    // Read by scripts/app-preloads.mjs (the chunks each route preloads), then removed from dist/web.
    manifest: true,
    target: "es2022",
    // Lucide's icons, one module each, became ~60 chunks of a few hundred bytes (one per set of
    // screens using them): each is a request and a modulepreload link that a screen inserts on a
    // slow phone. One chunk holds them all (decision 1830). Only the icon modules: their
    // dependencies (lucide's core, React) stay where the automatic chunking puts them; taking them
    // along pulled React into the public pages' entry, and grouping our own UI components this way
    // broke their modules' order of execution.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
