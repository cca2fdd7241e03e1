import { existsSync } from "node:fs";
import { join, normalize } from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyReply } from "fastify";

export type StaticWebOptions = { root: string; clientRoutes?: string[] };

/** Matches a path against the app's route patterns ("/project/:projectId"). */
export function clientRouteMatcher(patterns: string[]): (path: string) => boolean {
  const regexes = patterns.map((p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\?:[A-Za-z]+/g, "[^/]+")}/?$`));
  return (path) => regexes.some((r) => r.test(path));
}

// Serves the built single-page app. Hashed files under /assets never change, so browsers keep
// them for a year; HTML is revalidated every time. A client route gets its prerendered page when
// the build made one, otherwise index.html, and the app's router takes over.
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { root, clientRoutes }) => {
    const isKnown = clientRoutes ? clientRouteMatcher(clientRoutes) : () => true;
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes(`${join(root, "assets")}`)) res.header("Cache-Control", "public, max-age=31536000, immutable");
        else res.header("Cache-Control", "no-cache");
      },
    });
    app.decorateReply("sendPage", function (this: FastifyReply, urlPath: string) {
      const clean = normalize(decodeURIComponent(urlPath.split("?")[0] ?? "/")).replace(/^(\.\.[/\\])+/, "");
      const prerendered = join(clean, "index.html").replace(/^\/+/, "");
      const file = clean !== "/" && existsSync(join(root, prerendered)) ? prerendered : "index.html";
      // Unknown paths still get the app (it shows its not-found page), with the 404 status.
      if (!isKnown(clean.replace(/\/+$/, "") || "/")) this.status(404);
      return this.header("Cache-Control", "no-cache").sendFile(file, root);
    });
  },
  { name: "rumbo-static-web" },
);

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyReply {
    sendPage(urlPath: string): FastifyReply;
  }
}
