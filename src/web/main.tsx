import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { appRoutes, createAppRouter } from "./app/routes";
import { startPreferences } from "./features/settings/preferences-store";
import { languageFromAddress, prerenderedLanguage, resolveLazyMatches } from "./features/marketing/seo/hydration";
import { changeLanguage, initI18n } from "./i18n/i18n";
import { readStoredLanguage } from "./i18n/language";

// Order matters: the stored theme, accent and density go onto <html> synchronously, before React
// renders anything, so the first paint already has them (no inline script: the CSP forbids it).
startPreferences();

const root = document.getElementById("root");
// The language wanted: ?lang, then the stored choice. A prerendered page is hydrated in the
// language it was rendered in (the server chose it from ?lang or the language cookie) and, should
// the stored choice differ, switched to it right after.
const wanted = languageFromAddress(location.search) ?? readStoredLanguage();
const hydrateIn = prerenderedLanguage(root);
initI18n(hydrateIn ?? wanted);

const queryClient = createQueryClient();

async function start(element: HTMLElement) {
  const routes = appRoutes();
  if (hydrateIn) {
    await resolveLazyMatches(routes, location.pathname);
    hydrateRoot(
      element,
      <StrictMode>
        <App router={createAppRouter(routes)} queryClient={queryClient} />
      </StrictMode>,
    );
    if (wanted !== hydrateIn) await changeLanguage(wanted);
    return;
  }
  createRoot(element).render(
    <StrictMode>
      <App router={createAppRouter(routes)} queryClient={queryClient} />
    </StrictMode>,
  );
}

if (root) void start(root);
