import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, newContext, type ContextOptions } from "./browser";

// Helpers shared by the web-shell specs: a page with stored preferences or language, and a log
// of the console errors, failed requests and uncaught exceptions it produced (a Content-Security-
// Policy violation shows up as a console error).

export type StoredPreferences = Partial<{
  colorScheme: "light" | "dark" | "system";
  density: "comfortable" | "normal" | "compact";
  compactSidebar: boolean;
  animations: boolean;
  accentColor: "blue" | "purple" | "green" | "red" | "orange" | "yellow";
}>;

export type PageOptions = ContextOptions & {
  /** Written to localStorage before every page load of the context. */
  preferences?: StoredPreferences;
  language?: "es" | "en";
  /** Signed in as the shared verified account (app screens send visitors to /auth). */
  isSignedIn?: boolean;
};

export type OpenedPage = { context: BrowserContext; page: Page; errors: string[] };

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await newContext(browser, options);
  if (options.isSignedIn) {
    const { name, value } = inject("sessionCookie");
    await context.addCookies([{ name, value, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
  }
  const seed = { preferences: options.preferences ? JSON.stringify(options.preferences) : null, language: options.language ?? null };
  if (seed.preferences || seed.language) {
    await context.addInitScript((s: { preferences: string | null; language: string | null }) => {
      // Only on the first load of each page, so that what a test changes survives a reload.
      if (sessionStorage.getItem("e2e.seeded")) return;
      sessionStorage.setItem("e2e.seeded", "1");
      if (s.preferences) localStorage.setItem("rumbo.preferences", s.preferences);
      if (s.language) localStorage.setItem("rumbo.language", s.language);
    }, seed);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // HTTP errors are judged from the responses below: an API may rightly answer 401 to a visitor.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("response", (response) => {
    const url = new URL(response.url());
    // An unknown page is answered with the app's not-found page and the 404 status, by design.
    const isNotFoundPage = response.status() === 404 && response.request().resourceType() === "document";
    if (response.status() >= 400 && !url.pathname.startsWith("/api/") && !isNotFoundPage) errors.push(`response: ${response.status()} ${url.pathname}`);
  });
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    // A navigation cancels what the previous page was still fetching (the favicon, say).
    if (reason !== "net::ERR_ABORTED") errors.push(`requestfailed: ${request.url()} ${reason}`);
  });
  return { context, page, errors };
}

/** Holds the app's code back, as a slow network would, until the returned release is called. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Goes to a path and waits until the screen (not the loading spinner) is shown and live. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  await wake(page);
}

/**
 * A prerendered page shows its content before the app runs, and starts the app at the visitor's
 * first interaction (decision 0711): the pointer moves, as a visitor's would, and the spec waits
 * for the app.
 */
export async function wake(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function htmlState(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      lang: root.lang,
      isDark: root.classList.contains("dark"),
      theme: root.dataset.theme,
      accent: root.dataset.accent,
      density: root.dataset.density,
      sidebar: root.dataset.sidebar,
      motion: root.dataset.motion,
    };
  });
}

export async function storedPreferences(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("rumbo.preferences") ?? "null") as unknown);
}
