import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout, AppLayoutFallback } from "./layout/app-layout";
import { RouteErrorPage } from "./pages/route-error-page";
import { screenRoutes, type RouteHandle } from "./route-table";
import { accountsScreens } from "./screens/accounts-screens";
import { assistantScreens } from "./screens/assistant-screens";
import { automationScreens } from "./screens/automation-screens";
import { capacityScreens } from "./screens/capacity-screens";
import { geneticsScreens } from "./screens/genetics-screens";
import { innovationScreens } from "./screens/innovation-screens";
import { launchesScreens } from "./screens/launches-screens";
import { communicationScreens } from "./screens/communication-screens";
import { intelligenceScreens } from "./screens/intelligence-screens";
import { learningScreens } from "./screens/learning-screens";
import type { LazyScreen, ScreenRegistry } from "./screens/lazy-screen";
import { marketingScreens } from "./screens/marketing-screens";
import { projectsScreens } from "./screens/projects-screens";
import { publicSiteScreens } from "./screens/public-site-screens";
import { shellScreens } from "./screens/shell-screens";
import { workspaceScreens } from "./screens/workspace-screens";
import { orchestratorScreens } from "./screens/orchestrator-screens";
import { timeTrackingScreens } from "./screens/time-tracking-screens";

// Every screen is its own chunk, loaded when its route is first visited; the router keeps the
// current page (with a spinner) until the chunk and its catalogues are in, so no screen ever
// flashes untranslated keys. Each area lists its screens in screens/<area>-screens.ts; a route
// without an entry shows the under-construction page.

const underConstruction: LazyScreen = async () => {
  const { UnderConstructionPage } = await import("./pages/under-construction-page");
  return { Component: UnderConstructionPage };
};

const builtScreens: ScreenRegistry = {
  ...shellScreens,
  ...accountsScreens,
  ...projectsScreens,
  ...workspaceScreens,
  ...capacityScreens,
  ...communicationScreens,
  ...assistantScreens,
  ...automationScreens,
  ...intelligenceScreens,
  ...learningScreens,
  ...geneticsScreens,
  ...innovationScreens,
  ...launchesScreens,
  ...publicSiteScreens,
  ...marketingScreens,
  ...orchestratorScreens,
  ...timeTrackingScreens,
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

export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
