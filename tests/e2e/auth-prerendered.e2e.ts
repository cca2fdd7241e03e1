import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage } from "./support/app";

// The prerendered /auth (decision 1780) for a visitor who already has a session: the server marks
// the page (data-session), the app starts at once, hydrates the build's form without a mismatch
// (React errors #418/#419 would show as page errors) and goes on to /dashboard, in both languages.

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

it("a signed-in visit of the prerendered /auth goes on to /dashboard without a page error", async () => {
  for (const lang of ["es", "en"] as const) {
    const { page, context, errors } = await openPage(browser, { width: 1280, isSignedIn: true, language: lang });
    await page.goto(`/auth${lang === "en" ? "?lang=en" : ""}`);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.locator("main h1").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }
});
