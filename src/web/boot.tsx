import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, type RouteObject } from "react-router";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { appRoutes, createAppRouter } from "./app/routes";
import { initI18n } from "./i18n/i18n";
import type { Language } from "./i18n/language";
import { applyCspNonce } from "./lib/csp-nonce";
import { prefetchSession } from "./app/session";

// The app proper, loaded by main.tsx: at once on app routes, at the first interaction on a
// prerendered public page (lib/deferred-start.ts).

export type BootOptions = {
  /** The language to render in. */
  language: Language;
  /** Hydrate the prerendered markup (true) or render afresh (false). */
  hydrate: boolean;
};

export async function startApp(element: HTMLElement, { language, hydrate }: BootOptions): Promise<void> {
  applyCspNonce();
  initI18n(language);
  const queryClient = createQueryClient();
  const routes = appRoutes();
  // Over a prerendered page the route's lazy screen is loaded first: hydration needs the first
  // render to equal the markup, and a fresh render (another language) then replaces the page
  // with the page, not with the loading spinner. An empty root shows the spinner meanwhile.
  // Over a signed-in screen's frame (decision 1810) the session is asked for at the same time, so
  // the first render is the signed-in page itself, not the signed-out header and a spinner.
  if (element.firstElementChild) {
    const framed = element.dataset.appFrame !== undefined;
    await Promise.all([resolveLazyMatches(routes, location.pathname), framed ? prefetchSession(queryClient) : undefined]);
  }
  const app = (
    <StrictMode>
      <App router={createAppRouter(routes)} queryClient={queryClient} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(element, app);
  else {
    // A transition, so React renders the first screen in slices and yields to the browser between
    // them instead of holding the main thread for the whole tree (issue 17: blocking time).
    const root = createRoot(element);
    startTransition(() => root.render(app));
  }
}

/** Resolves the lazy routes matching the location in place (as React Router would on navigation). */
async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
