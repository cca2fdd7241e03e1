import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, freePort, signUpAndSignIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Passkeys in Chromium (issue 16, decision 0416) with the DevTools virtual authenticator (a platform
// authenticator with user verification): add a passkey in settings, sign out, sign in with it from
// the sign-in page without typing anything. WebAuthn wants a domain, so the server's PUBLIC_URL is
// http://localhost (the relying party "localhost"), not 127.0.0.1.

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let publicUrl = "";
const email = `passkey-${Date.now()}@example.mx`;
const keyName = `Laptop ${Date.now() % 100000}`;

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  const started = await startLoggingServer({ PORT: String(port), HOST: "::", PUBLIC_URL: publicUrl });
  server = { ...started, baseUrl: publicUrl };
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: publicUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript(() => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", "es");
  });
  await signUpAndSignIn(server, context, email, "Ana Llave");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withVirtualAuthenticator(page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

describe("passkeys in Chromium", () => {
  it("adds a passkey in settings, signs out, and signs in with it", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const { cdp, authenticatorId } = await withVirtualAuthenticator(page);
    // A retried attempt starts as the first did, with no passkey (the account outlives an attempt).
    const before = (await (await context.request.get(`${publicUrl}/api/v1/me/passkeys`)).json()) as { passkeys?: { id: string }[] };
    for (const key of before.passkeys ?? []) await context.request.delete(`${publicUrl}/api/v1/me/passkeys/${key.id}`, { headers: { origin: publicUrl } });
    await page.goto("/settings#passkeys");
    const section = page.locator("#passkeys");
    await section.getByText("Aún no tienes llaves de acceso.").waitFor();
    await section.getByLabel("Nombre de la llave").fill(keyName);
    await section.getByRole("button", { name: "Agregar llave de acceso" }).click();
    await section.getByTestId("passkey-list").getByText(keyName).waitFor();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await expectNoAxeViolations(page, "passkeys section");
    await section.screenshot({ path: "test-results/passkeys-settings.png" });

    await page.getByRole("banner").getByRole("button", { name: "Cerrar Sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(((await (await context.request.get(`${publicUrl}/api/auth/get-session`)).json()) as unknown) ?? null).toBeNull();
    const signIn = page.getByRole("tabpanel").getByRole("button", { name: "Iniciar sesión con llave de acceso" });
    await signIn.waitFor();
    await expectNoAxeViolations(page, "sign-in with the passkey button");
    await page.screenshot({ path: "test-results/passkeys-sign-in.png" });
    await signIn.click();
    await page.waitForURL((url) => url.pathname === "/settings");
    const session = (await (await context.request.get(`${publicUrl}/api/auth/get-session`)).json()) as { user?: { email?: string } } | null;
    expect(session?.user?.email).toBe(email);
    const list = (await (await context.request.get(`${publicUrl}/api/v1/me/passkeys`)).json()) as { passkeys: { name: string; lastUsedAt: string | null }[] };
    expect(list.passkeys).toEqual([expect.objectContaining({ name: keyName, lastUsedAt: expect.any(String) })]);
    expect(errors).toEqual([]);
  });
});
