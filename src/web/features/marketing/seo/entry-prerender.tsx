import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "../../../app/providers";
import { createQueryClient } from "../../../app/query-client";
import { appRoutes } from "../../../app/routes";
import { isRouteHandle, publicScreens, screenRoutes, type ScreenKey } from "../../../app/route-table";
import { AppFrame, frameNamespaces } from "../../../app/layout/app-frame";
import { changeLanguage, i18n, initI18n, loadNamespaces } from "../../../i18n/i18n";
import { PageMetaProvider, type PageMeta } from "../../../lib/page-meta";
import type { PublicSiteLanguage } from "../../../../domain/public-site/pages";

// The build's prerenderer (scripts/prerender.mjs bundles this file for Node): renders one route in
// one language to HTML with React Router's static handler, which resolves the route's lazy screen
// (and with it the screen's catalogues) before rendering, so nothing suspends. The page's
// usePageMeta() declaration is collected for the <head>.

export type PrerenderedPage = { status: number; html: string; meta: PageMeta | null; screenTitle: string };

const handler = createStaticHandler(appRoutes());
let initialized = false;

async function setPrerenderLanguage(language: PublicSiteLanguage): Promise<void> {
  if (!initialized) {
    initI18n(language);
    initialized = true;
  }
  await changeLanguage(language);
}

/** The signed-in screens' route patterns, each with its screen: the pages that get a frame. */
export const framedRoutes: { path: string; screen: ScreenKey }[] = screenRoutes.filter((route) => !publicScreens.has(route.screen));

/** The loading frame of one signed-in screen in one language (app-frame.tsx, decision 1810). */
export async function prerenderFrame(screen: ScreenKey, language: PublicSiteLanguage): Promise<string> {
  await setPrerenderLanguage(language);
  await loadNamespaces(...frameNamespaces);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <AppFrame screen={screen} />
    </I18nextProvider>,
  );
}

export async function prerenderPage(path: string, language: PublicSiteLanguage): Promise<PrerenderedPage> {
  await setPrerenderLanguage(language);
  const request = new Request(`http://prerender.local${path}`);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta | null = null;
  const html = renderToString(
    <PageMetaProvider collect={(declared) => (meta = declared)}>
      <Providers queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </PageMetaProvider>,
  );
  const screen = context.matches.map((match) => match.route.handle as unknown).findLast(isRouteHandle)?.screen ?? "home";
  const screenTitle = screen === "home" ? i18n.t("homeTitle") : i18n.t("titleSuffix", { title: i18n.t(`screens.${screen}`) });
  return { status: context.statusCode, html, meta, screenTitle };
}
