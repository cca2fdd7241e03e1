import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpFromUri } from "../../src/server/testing/totp";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, e2ePassword, signUpAndSignIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Two-step verification in Chromium (issue 16, decision 0415): turn it on in settings (password,
// QR code and key, the first code, the recovery codes), sign out, sign in with the password and then
// a code typed from the keyboard. axe finds nothing on the set-up, the codes or the second step.

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
const email = `mfa-${Date.now()}@example.mx`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript(() => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", "es");
  });
  await signUpAndSignIn(server, context, email, "Ana MFA");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const codeOf = (secret: string) => totpFromUri(`otpauth://totp/Rumbo:x?secret=${secret.replace(/\s+/g, "")}`);

describe("two-step verification in Chromium", () => {
  it("turns MFA on in settings, then a sign-in asks for the app's code", async () => {
    const page: Page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
    await page.getByLabel("Tu contraseña actual").fill(e2ePassword);
    await page.getByRole("button", { name: "Continuar" }).click();
    const secret = (await page.getByTestId("mfa-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7 ]{16,}$/);
    await page.getByRole("img", { name: "Código QR para tu aplicación de autenticación" }).waitFor();
    await expectNoAxeViolations(page, "MFA set-up (QR code)");
    await page.getByLabel("Código de 6 dígitos").fill(codeOf(secret));
    await page.getByRole("button", { name: "Confirmar y activar" }).click();
    const codes = page.getByTestId("recovery-codes").locator("li");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await expectNoAxeViolations(page, "recovery codes");
    await page.getByRole("button", { name: "Ya los guardé" }).click();
    await page.getByRole("status").filter({ hasText: /^Activada/ }).waitFor();

    await page.getByRole("banner").getByRole("button", { name: "Cerrar Sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    const form = page.getByRole("tabpanel");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Contraseña", { exact: true }).fill(e2ePassword);
    await form.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    const code = page.getByLabel("Código de la aplicación");
    await code.waitFor();
    // The field has the focus: the code is typed and sent with Enter, no mouse.
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, "sign-in second step");
    await page.keyboard.type(codeOf(secret));
    await page.keyboard.press("Enter");
    // Back where the sign-out started (the sign-in keeps ?next=).
    await page.waitForURL((url) => url.pathname === "/settings");
    const me = await context.request.get(`${server.baseUrl}/api/v1/me/mfa`);
    expect(((await me.json()) as { enabled: boolean }).enabled).toBe(true);
    expect(errors).toEqual([]);
  });

  it("a member without it, in a workspace that requires it, gets the set-up instead of the screen", async () => {
    // Ana (MFA on since the test above) requires it in her workspace and invites Beto, who has none.
    const headers = { origin: server.baseUrl };
    const workspaceId = ((await (await context.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
    expect((await context.request.put(`${server.baseUrl}/api/v1/workspaces/${workspaceId}/mfa-requirement`, { data: { required: true }, headers })).ok()).toBe(true);
    const beto = `beto-mfa-${Date.now()}@example.mx`;
    const other = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City" });
    await other.addInitScript(() => localStorage.setItem("rumbo.language", "es"));
    await signUpAndSignIn(server, other, beto, "Beto");
    const invitation = await context.request.post(`${server.baseUrl}/api/v1/workspaces/${workspaceId}/invitations`, { data: { email: beto, role: "member" }, headers });
    const { id: invitationId } = (await invitation.json()) as { id: string };
    expect((await other.request.post(`${server.baseUrl}/api/v1/invitations/${invitationId}/accept`, { headers })).ok()).toBe(true);
    expect((await other.request.post(`${server.baseUrl}/api/v1/me/active-workspace`, { data: { workspaceId }, headers })).ok()).toBe(true);

    // The set-up is its own chunk (loaded only here): its heading, the TOTP set-up and the passkey alternative.
    const page = await other.newPage();
    const errors = collectPageErrors(page, (text) => text.includes("403"));
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Activa la verificación en dos pasos para continuar" }).waitFor();
    await page.getByRole("button", { name: "Activar verificación en dos pasos" }).waitFor();
    await expectNoAxeViolations(page, "MFA required of a member");
    expect(errors).toEqual([]);
    await other.close();
  });
});
