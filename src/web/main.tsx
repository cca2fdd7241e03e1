import "./styles.css";
import { languageFromAddress, prerenderedLanguage } from "./features/marketing/seo/hydration";
import { readStoredLanguage } from "./i18n/language";
import { hasOnlyLanguageParameter } from "../domain/public-site/pages";
import { startOnInteraction } from "./lib/deferred-start";
import { startPreferences } from "./features/settings/preferences-store";
import { appendInSlices } from "./lib/append-in-slices";

// The entry every page loads first, kept small: it applies the visitor's appearance and decides
// when the app (boot.tsx, its own chunk) starts.
//
// Order matters: the stored theme, accent and density go onto <html> synchronously, before
// anything renders, so the first paint already has them (no inline script: the CSP forbids it).
startPreferences();

const root = document.getElementById("root");
// The language wanted: ?lang, then the stored choice (the server picked the prerendered page's
// language from ?lang or the language cookie).
const wanted = languageFromAddress(location.search) ?? readStoredLanguage();
// Hydrated only when the prerendered language is the one wanted; otherwise the page is rendered
// afresh in the wanted language (a stored choice without its cookie), which cannot mismatch.
// The page is built for its path alone: an address with other parameters (?category=, ?next=,
// ?verified=) renders what the build could not know, so it is rendered afresh too.
const hydrate = prerenderedLanguage(root) === wanted && hasOnlyLanguageParameter(location.search);

// A prerendered form that the app will not hydrate (another language was chosen) would take what the
// visitor types and then be replaced by the app's own: it goes now, and the app paints the page.
if (root && !hydrate && prerenderedLanguage(root) !== null && root.querySelector("form")) root.replaceChildren();

const start = async () => {
  if (!root) return;
  const { startApp } = await import("./boot");
  await startApp(root, { language: wanted, hydrate });
};

// A prerendered page waits for its visitor (decision 0711), unless the server saw a session: a
// signed-in visitor gets the app at once (their header, the dashboard preview).
if (hydrate && document.documentElement.dataset.session === undefined) {
  startOnInteraction(start, { wakeWhenVisible: "[data-needs-app]" });
} else if (root?.dataset.appFrame !== undefined) {
  // A signed-in screen's frame (decision 1810): once it is painted, the app's code is fetched
  // (its chunks wait in a <template> so that the stylesheet had the network to itself) and started.
  afterNextPaint(() => {
    const preloads = document.getElementById("app-preloads");
    appendInSlices(document.head, preloads instanceof HTMLTemplateElement ? [...preloads.content.children] : [], () => void start());
  });
} else {
  void start();
}

/**
 * Runs `then` after the browser has painted: a frame's callbacks run before its paint, a task
 * queued from one after. A tab opened in the background paints nothing and runs no frame
 * callbacks until it is shown: it starts at once instead, as before the frame.
 */
function afterNextPaint(then: () => void): void {
  if (document.visibilityState === "hidden") then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}
