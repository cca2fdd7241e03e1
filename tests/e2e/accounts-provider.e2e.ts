import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestOidc, type TestOidc } from "../../src/server/testing/oidc";
import { launchBrowser } from "./support/browser";
import { freePort, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Provider sign-in in Chromium against a real OpenID Connect provider on loopback (the
// `oidc-provider` package with its own login and consent pages): the button on /auth, the
// provider's pages, and back to / signed in.

let oidc: TestOidc;
let server: LoggingServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  oidc = await startTestOidc(`http://127.0.0.1:${port}/api/auth/callback/oidc`);
  [server, browser] = await Promise.all([
    startLoggingServer({
      PORT: String(port),
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_NAME: "SSO Rumbo",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

describe("provider sign-in in Chromium", () => {
  for (const [lang, button, signOut] of [
    ["es", "Continuar con SSO Rumbo", "Cerrar Sesión"],
    ["en", "Continue with SSO Rumbo", "Sign out"],
  ] as const) {
    it(`signs in through the OpenID provider's pages and comes back to / signed in (${lang})`, async () => {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: lang === "es" ? "es-MX" : "en-US" });
      await context.addInitScript((l: string) => {
        if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", l);
      }, lang);
      const page = await context.newPage();
      const login = `sso-${lang}-${Date.now()}`;
      await page.goto("/auth");
      await page.locator("main h1").waitFor();
      await page.getByRole("button", { name: button }).click();

      // The provider's own pages: sign in, then consent.
      await page.waitForURL((url) => url.origin === oidc.issuer);
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill("cualquiera");
      await page.locator('button[type="submit"]').first().click();
      // Then the consent page (unless the provider skips it) and back to the app.
      const consent = page.locator('input[name="prompt"][value="consent"]');
      await consent.or(page.getByRole("banner")).first().waitFor({ state: "attached" });
      if ((await consent.count()) > 0) await page.locator('button[type="submit"]').first().click();

      await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === "/", { timeout: 20_000 });
      await page.locator("main h1").first().waitFor();
      await page.getByRole("banner").getByTitle(`${login}@oidc.example.mx`).waitFor();
      await page.getByRole("banner").getByRole("button", { name: signOut }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      await context.close();
    });
  }
});
