import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { appRoutes, createAppRouter } from "./app/routes";
import { startPreferences } from "./features/settings/preferences-store";
import { languageFromAddress, prerenderedLanguage, resolveLazyMatches } from "./features/marketing/seo/hydration";
import { initI18n } from "./i18n/i18n";
import { readStoredLanguage } from "./i18n/language";
import { applyCspNonce } from "./lib/csp-nonce";

// Order matters: the stored theme, accent and density go onto <html> synchronously, before React
// renders anything, so the first paint already has them (no inline script: the CSP forbids it).
startPreferences();
applyCspNonce();

const root = document.getElementById("root");
// The language wanted: ?lang, then the stored choice (the server picked the prerendered page's
// language from ?lang or the language cookie).
const wanted = languageFromAddress(location.search) ?? readStoredLanguage();
// Hydrated only when the prerendered language is the one wanted; otherwise the page is rendered
// afresh in the wanted language (a stored choice without its cookie), which cannot mismatch.
// The page is built for its path alone: an address with other parameters (?category=, ?next=,
// ?verified=) renders what the build could not know, so it is rendered afresh too.
const hasOnlyLanguage = [...new URLSearchParams(location.search).keys()].every((key) => key === "lang");
const hydrateIn = prerenderedLanguage(root) === wanted && hasOnlyLanguage ? wanted : null;
initI18n(wanted);

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
    return;
  }
  createRoot(element).render(
    <StrictMode>
      <App router={createAppRouter(routes)} queryClient={queryClient} />
    </StrictMode>,
  );
}

if (root) void start(root);
