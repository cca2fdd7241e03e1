import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { AxeResults, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, inject } from "vitest";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Flags that keep Chromium from reaching the network this machine does not have.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function baseUrl(): string {
  return inject("baseUrl");
}

// The cookie banner would cover the bottom of every page (a drop target on a phone, say): specs
// that are not about it start with the choice made (analytics declined), as a returning visitor
// would. Every context of a launched browser gets it, also those a spec creates itself.
async function declineConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem("rumbo.consent")) localStorage.setItem("rumbo.consent", JSON.stringify({ analytics: false, decidedAt: "2026-01-01T00:00:00.000Z", version: 1 }));
  });
}

/**
 * Screenshots are for people to look at, never an assertion: `E2E_SCREENSHOTS=1 npm run e2e` writes
 * them to .tmp/ (look at them before calling a page done); the gate does not spend its minutes on
 * them (decision 1770). Without it a page's screenshot() writes nothing, and passes of a spec that
 * only take screenshots are skipped (`screenshotsWanted`).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

function withoutScreenshots(context: BrowserContext): BrowserContext {
  if (screenshotsWanted) return context;
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    page.screenshot = () => Promise.resolve(Buffer.alloc(0));
    return page;
  };
  return context;
}

const plainNewContext = new WeakMap<Browser, Browser["newContext"]>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const original = browser.newContext.bind(browser);
  plainNewContext.set(browser, original);
  browser.newContext = async (options) => {
    const context = await original(options);
    await declineConsent(context);
    return withoutScreenshots(context);
  };
  return browser;
}

export type ContextOptions = {
  width?: number;
  height?: number;
  locale?: string;
  reducedMotion?: "reduce" | "no-preference";
  /** "ask": the cookie banner shows as for a first visit; by default analytics is declined beforehand. */
  consent?: "ask" | "declined";
};

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const create = plainNewContext.get(browser) ?? browser.newContext.bind(browser);
  const context = await create({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? "es-MX",
    timezoneId: "America/Mexico_City",
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  if (options.consent !== "ask") await declineConsent(context);
  return withoutScreenshots(context);
}

// axe-core's source, evaluated once per document. @axe-core/playwright's AxeBuilder evaluated it
// again at every check and finished each run in a new blank page with a second copy: about 230 ms
// of a 400–700 ms check, a third of the end-to-end stage's time going to axe. The pages have no
// frames, so axe.run in the page itself sees everything AxeBuilder's frame-by-frame run did.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Runs axe on the page and returns the violations (empty means none found). */
export async function axeViolations(page: Page) {
  // Colours are read from computed styles: a theme switched a moment ago is still mid-transition
  // (transition-colors), and axe would measure the blend. Finite animations and transitions end
  // first; endless ones (spinners) are not waited for.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  expect(page.frames(), "axe runs in the page's own document: a page with frames needs a run in each frame").toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: "tag", values: axeTags }, resultTypes: ["violations"] };
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
        .run(document, runOptions)
        .then((results) => results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.map(String).join(" ")) }))),
    options,
  );
}

/** Fails with the violations listed when axe finds any; `what` names the screen in the message. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}
