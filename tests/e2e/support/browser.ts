import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { inject } from "vitest";

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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
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
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? "es-MX",
    timezoneId: "America/Mexico_City",
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  // The cookie banner would cover the bottom of every page: specs that are not about it start
  // with the choice made (analytics declined), as a returning visitor would.
  if (options.consent !== "ask") {
    await context.addInitScript(() => {
      if (!localStorage.getItem("rumbo.consent")) localStorage.setItem("rumbo.consent", JSON.stringify({ analytics: false, decidedAt: "2026-01-01T00:00:00.000Z", version: 1 }));
    });
  }
  return context;
}

/** Runs axe on the page and returns the violations (empty means none found). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
