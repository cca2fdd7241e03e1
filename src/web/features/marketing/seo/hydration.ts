import { matchRoutes, type RouteObject } from "react-router";
import { isLanguage, type Language } from "../../../i18n/language";

// A prerendered page (scripts/prerender.mjs) is hydrated, not rendered again: the language it was
// rendered in comes from its root's data attribute, and the lazy screens of the first match are
// loaded before the router is created, so the first client render equals the server's markup.

/** The language of the prerendered markup in the root, or null when the root is empty. */
export function prerenderedLanguage(root: HTMLElement | null): Language | null {
  const language = root?.dataset.prerendered;
  return root && root.firstElementChild && isLanguage(language) ? language : null;
}

/** ?lang=es|en of the address, if any. */
export function languageFromAddress(search: string): Language | null {
  const language = new URLSearchParams(search).get("lang");
  return isLanguage(language) ? language : null;
}

/** Resolves the lazy routes matching the location in place (as React Router would on navigation). */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
