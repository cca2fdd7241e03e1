import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { loadNamespaces } from "../i18n/i18n";
import { AppLayout, AppLayoutFallback } from "./layout/app-layout";
import { RouteErrorPage } from "./pages/route-error-page";
import { screenRoutes, type RouteHandle, type ScreenKey } from "./route-table";

// Every screen is its own chunk, loaded when its route is first visited; the router keeps the
// current page (with a spinner) until the chunk and its catalogues are in, so no screen ever
// flashes untranslated keys. A screen's issue replaces its under-construction entry below.

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const underConstruction: LazyScreen = async () => {
  const { UnderConstructionPage } = await import("./pages/under-construction-page");
  return { Component: UnderConstructionPage };
};

const builtScreens: Partial<Record<ScreenKey, LazyScreen>> = {
  home: async () => {
    const [{ HomePage }] = await Promise.all([import("../features/home/pages/home-page"), loadNamespaces("home")]);
    return { Component: HomePage };
  },
  settings: async () => {
    const [{ SettingsPage }] = await Promise.all([import("../features/settings/pages/settings-page"), loadNamespaces("settings")]);
    return { Component: SettingsPage };
  },
  calendar: async () => {
    const [{ CalendarPage }] = await Promise.all([import("../features/planning/pages/calendar-page"), loadNamespaces("planning")]);
    return { Component: CalendarPage };
  },
  board: async () => {
    const [{ BoardPage }] = await Promise.all([import("../features/board/pages/board-page"), loadNamespaces("board")]);
    return { Component: BoardPage };
  },
};

const notFound: LazyScreen = async () => {
  const { NotFoundPage } = await import("./pages/not-found-page");
  return { Component: NotFoundPage };
};

export function appRoutes(): RouteObject[] {
  return [
    {
      Component: AppLayout,
      HydrateFallback: AppLayoutFallback,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...screenRoutes.map(
              ({ path, screen }): RouteObject => ({
                path,
                handle: { screen } satisfies RouteHandle,
                lazy: builtScreens[screen] ?? underConstruction,
              }),
            ),
            { path: "*", handle: { screen: "notFound" } satisfies RouteHandle, lazy: notFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
