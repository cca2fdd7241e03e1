import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { join, normalize } from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasOnlyLanguageParameter, prerenderedAppPages, prerenderedFile, publicUrlPlaceholder, type PublicSiteLanguage } from "../../domain/public-site/pages";
import { sessionCookieNames } from "../shared/session-cookies";
import { readCookie } from "../../domain/cookies";
import { escapeHtml } from "../../domain/html";

export type StaticWebOptions = {
  root: string;
  clientRoutes?: string[];
  /** The prerendered pages (scripts/prerender.mjs); `<root>/../pages` when absent. */
  pagesRoot?: string;
  /** Written in place of the build's address placeholder in prerendered pages (canonical, Open Graph). */
  publicUrl?: string;
  /**
   * Paths answered with the app's page even when the build prerendered them: /auth on a server with
   * sign-in providers, whose buttons only the running app can list (decision 1780).
   */
  appOnlyPaths?: readonly string[];
  /**
   * The text of a frame's slots for this visitor and address (decision 1860), from what they may
   * read; null or a failure: the build's frame as it is.
   */
  frameSlots?: (request: FastifyRequest, path: string) => Promise<FrameSlots | null>;
};

/**
 * The language of the prerendered page to send: ?lang= first (the English pages' address), then
 * the language the visitor chose before (cookie), Spanish otherwise. Accept-Language is not used
 * so that a Spanish address always answers the same Spanish page to search engines.
 */
export function pageLanguage(query: string, cookieHeader: string | undefined): PublicSiteLanguage {
  const fromQuery = new URLSearchParams(query).get("lang");
  if (fromQuery === "en" || fromQuery === "es") return fromQuery;
  const fromCookie = readCookie(cookieHeader, "rumbo_lang");
  return fromCookie === "en" ? "en" : "es";
}

/**
 * Gives one page answer its own style nonce: listed in this response's Content-Security-Policy
 * style-src and written into <meta name="csp-nonce">, where the app hands it to Radix's scroll
 * lock and select viewport (src/web/lib/csp-nonce.ts), the only inline <style> elements allowed.
 */
export function withStyleNonce(html: string, policy: unknown, nonce = randomBytes(16).toString("base64")): { html: string; policy: string | null } {
  const nonced = html.replace(/<head([^>]*)>/, `<head$1><meta name="csp-nonce" content="${nonce}">`);
  if (typeof policy !== "string" || !/style-src /.test(policy)) return { html: nonced, policy: null };
  return { html: nonced, policy: policy.replace(/style-src ([^;]*)/, `style-src $1 'nonce-${nonce}'`) };
}

/**
 * Marks a page answered to a visitor who holds a session cookie (<html data-session>): the page
 * then starts the app at once instead of at the first interaction (src/web/main.tsx), so the
 * header and the home page's dashboard preview are theirs without waiting. Only a hint: the
 * session itself is checked by the API.
 */
export function withSessionHint(html: string, cookieHeader: string | undefined): string {
  return hasSessionCookie(cookieHeader) ? html.replace(/<html([^>]*)>/, "<html$1 data-session>") : html;
}

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return sessionCookieNames.some((name) => Boolean(readCookie(cookieHeader, name)));
}

/**
 * Page answers are built per request (their nonce), so they are compressed here: brotli at a
 * quality that costs about a millisecond for the largest page, gzip for older clients.
 */
export function compressedHtml(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding: "br" | "gzip" | null } {
  // The same negotiation @fastify/compress does for routes (weights, q=0 refusals), brotli first.
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ["br", "gzip"]) : null;
  if (encoding === "br") return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } }), encoding };
  if (encoding === "gzip") return { body: gzipSync(html, { level: 6 }), encoding };
  return { body: html, encoding: null };
}

/** Script chunks per app route pattern and language (scripts/app-preloads.mjs writes them). */
export type AppPreloads = Record<string, Partial<Record<PublicSiteLanguage, string[]>>>;

/**
 * The chunks to preload for a path: those of the first route pattern that matches it, in the
 * language asked (none for a path no route matches). Only hashed files under /assets are kept.
 */
export function preloadsFor(preloads: AppPreloads, path: string, language: PublicSiteLanguage): string[] {
  const pattern = Object.keys(preloads).find((p) => clientRouteMatcher([p])(path));
  const files = pattern ? (preloads[pattern]?.[language] ?? []) : [];
  return files.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
}

/**
 * Writes <link rel="modulepreload"> for each chunk before </head>, as Vite writes the entry's own:
 * the browser fetches them beside the entry instead of after it (decision 1730). A preload does
 * not run anything: each module still runs when the code first imports it.
 */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("\n    ");
  return html.replace("</head>", `  ${links}\n  </head>`);
}

/** The loading frame of each signed-in screen per route pattern and language (scripts/prerender.mjs writes them). */
export type AppFrames = Record<string, Partial<Record<PublicSiteLanguage, string>>>;

/** The frame of the first route pattern that matches the path, in the language asked; null if none. */
export function frameFor(frames: AppFrames, path: string, language: PublicSiteLanguage): string | null {
  const pattern = Object.keys(frames).find((p) => clientRouteMatcher([p])(path));
  const frame = pattern ? frames[pattern]?.[language] : undefined;
  return typeof frame === "string" ? frame : null;
}

/** Text for a frame's slots by name (`data-frame-slot` in scripts/prerender.mjs's frames). */
export type FrameSlots = Record<string, string>;

/**
 * The frame with each named slot's text (escaped) in place of the build's; a slot without a value
 * keeps the build's text. A slot is an element with no child elements.
 */
export function withFrameSlots(frame: string, slots: FrameSlots): string {
  return frame.replace(/(<([a-z][a-z0-9]*)\b[^>]*\sdata-frame-slot="([\w-]+)"[^>]*>)[^<]*(<\/\2>)/g, (whole, open: string, _tag, name: string, close: string) => {
    const text = Object.hasOwn(slots, name) ? slots[name] : undefined;
    return text === undefined ? whole : `${open}${escapeHtml(text)}${close}`;
  });
}

/**
 * The app's page with a signed-in screen's frame painted in its root (decision 1810). The chunks
 * to preload wait in a <template> (inert: nothing is fetched) until main.tsx has seen the frame
 * painted: on a slow network the stylesheet, not ~80 scripts, gets the first bytes.
 */
export function withAppFrame(html: string, frame: string, preloadFiles: string[]): string {
  const links = preloadFiles.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
  return html
    .replace('<div id="root"></div>', `<div id="root" data-app-frame>${frame}</div>`)
    .replace("</body>", `<template id="app-preloads">${links}</template>\n  </body>`);
}

function readPagesJson<T extends AppPreloads | AppFrames>(file: string): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : ({} as T);
}

/** Matches a path against the app's route patterns ("/project/:projectId"). */
export function clientRouteMatcher(patterns: string[]): (path: string) => boolean {
  const regexes = patterns.map((p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\?:[A-Za-z]+/g, "[^/]+")}/?$`));
  return (path) => regexes.some((r) => r.test(path));
}

// Serves the built single-page app. Hashed files under /assets never change, so browsers keep
// them for a year; HTML is revalidated every time. A client route gets its prerendered page when
// the build made one, otherwise index.html, and the app's router takes over.
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { root, clientRoutes, pagesRoot = join(root, "..", "pages"), publicUrl, appOnlyPaths = [], frameSlots }) => {
    const cache = new Map<string, string | null>();
    // A prerendered page with the site's address written in, read once (null: none was built).
    function prerendered(path: string, language: PublicSiteLanguage, query: string): string | null {
      if (appOnlyPaths.includes(path)) return null;
      // A prerendered app page is the page of its bare address: /auth?tab=register, ?next= or
      // ?verified= would first show the sign-in form the build made, then what the address asks.
      if (prerenderedAppPages.includes(path) && !hasOnlyLanguageParameter(query)) return null;
      const file = join(pagesRoot, prerenderedFile(path, language));
      if (!cache.has(file)) {
        const html = existsSync(file) ? readFileSync(file, "utf8") : null;
        cache.set(file, html && publicUrl ? html.replaceAll(publicUrlPlaceholder, publicUrl) : html);
      }
      return cache.get(file) ?? null;
    }
    const isKnown = clientRoutes ? clientRouteMatcher(clientRoutes) : () => true;
    let indexHtml: string | undefined;
    // The chunks each app route preloads (absent when the build did not write them: none).
    let appPreloads: AppPreloads | undefined;
    const routePreloads = (path: string, language: PublicSiteLanguage): string[] => {
      appPreloads ??= readPagesJson<AppPreloads>(join(pagesRoot, "app-preloads.json"));
      return preloadsFor(appPreloads, path, language);
    };
    // The signed-in screens' frames (absent when the build did not write them: none).
    let appFrames: AppFrames | undefined;
    const routeFrame = (path: string, language: PublicSiteLanguage): string | null => {
      appFrames ??= readPagesJson<AppFrames>(join(pagesRoot, "app-frames.json"));
      return frameFor(appFrames, path, language);
    };
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      // One route that looks the file up when asked, not one route per built file (~1,100 with the
      // .br and .gz copies): those cost 9 MB of heap and a walk of dist/web at every start (issue 17).
      // A path with no file falls through to the not-found handler, which answers pages (app.ts).
      wildcard: true,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes(`${join(root, "assets")}`)) res.header("Cache-Control", "public, max-age=31536000, immutable");
        else res.header("Cache-Control", "no-cache");
      },
    });
    // The frame with what the visitor may read written in; the build's frame when that cannot be known.
    const personalFrame = async (request: FastifyRequest, frame: string, path: string): Promise<{ frame: string; isPersonal: boolean }> => {
      if (!frameSlots) return { frame, isPersonal: false };
      try {
        const slots = await frameSlots(request, path);
        return slots ? { frame: withFrameSlots(frame, slots), isPersonal: true } : { frame, isPersonal: false };
      } catch (error) {
        request.log.warn({ err: error }, "could not fill the page's frame");
        return { frame, isPersonal: false };
      }
    };
    app.decorateReply("sendPage", async function (this: FastifyReply, urlPath: string) {
      const [pathPart = "/", query = ""] = urlPath.split("?");
      const clean = normalize(decodeURIComponent(pathPart)).replace(/^(\.\.[/\\])+/, "");
      const pagePath = clean.replace(/(.)\/+$/, "$1");
      const page = /^\/[a-z0-9/-]*$/.test(clean) ? prerendered(pagePath, pageLanguage(query, this.request.headers.cookie), query) : null;
      const sendHtml = (html: string, { isPersonal = false } = {}) => {
        const nonced = withStyleNonce(withSessionHint(html, this.request.headers.cookie), this.getHeader("content-security-policy"));
        if (nonced.policy) this.header("content-security-policy", nonced.policy);
        const { body, encoding } = compressedHtml(nonced.html, this.request.headers["accept-encoding"]);
        // The answer differs by encoding, and by cookie: the language of a page without ?lang, the session hint.
        this.header("Vary", "Accept-Encoding, Cookie");
        if (encoding) this.header("Content-Encoding", encoding);
        // A page with the visitor's own data in it is for their browser's cache alone.
        return this.header("Cache-Control", isPersonal ? "private, no-cache" : "no-cache").type("text/html; charset=utf-8").send(body);
      };
      if (page !== null) {
        // A prerendered app page (/auth) is not for search engines either.
        if (prerenderedAppPages.includes(pagePath)) this.header("X-Robots-Tag", "noindex, nofollow");
        return sendHtml(page);
      }
      const inWebRoot = join(clean, "index.html").replace(/^\/+/, "");
      const file = clean !== "/" && existsSync(join(root, inWebRoot)) ? inWebRoot : "index.html";
      // Unknown paths still get the app (it shows its not-found page), with the 404 status.
      if (!isKnown(clean.replace(/\/+$/, "") || "/")) this.status(404);
      if (file === "index.html") {
        indexHtml ??= readFileSync(join(root, "index.html"), "utf8");
        // The app's shell answers every app route (and /auth): none of them is for search engines.
        const path = clean.replace(/(.)\/+$/, "$1");
        const language = pageLanguage(query, this.request.headers.cookie);
        const preloads = routePreloads(path, language);
        // A visitor who holds a session cookie is shown the screen's frame while the app loads; one
        // without is sent to /auth by the app, and a frame would only flash before that.
        const frame = hasSessionCookie(this.request.headers.cookie) ? routeFrame(path, language) : null;
        this.header("X-Robots-Tag", "noindex, nofollow");
        if (frame === null) return sendHtml(withModulePreloads(indexHtml, preloads));
        const filled = await personalFrame(this.request, frame, path);
        return sendHtml(withAppFrame(indexHtml, filled.frame, preloads), filled);
      }
      return this.header("Cache-Control", "no-cache").sendFile(file, root);
    });
  },
  { name: "rumbo-static-web" },
);

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyReply {
    sendPage(urlPath: string): Promise<FastifyReply>;
  }
}
