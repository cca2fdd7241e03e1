import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { collectPageErrors, e2ePassword, registerVerified, startLoggingServer, type LoggingServer } from "./support/planning-server";
import { holdAppCode } from "./support/app";

// Issue 3 in Chromium, Spanish and English: register on /auth → the mailed link → verified →
// sign in → /dashboard → sign out → /auth; a wrong password and the sign-in limit with the exact
// texts of spec section 8; an anonymous visit to an app route sent to /auth and back.

let server: LoggingServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Lang = "es" | "en";

async function open(language: Lang, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width, height: 900 },
    locale: language === "es" ? "es-MX" : "en-US",
    timezoneId: "America/Mexico_City",
  });
  await context.addInitScript((lang: string) => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", lang);
  }, language);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

const toast = (page: Page, text: string) => page.locator('[role="region"] li').filter({ hasText: text });

const texts = {
  es: {
    register: "Registrarse",
    createAccount: "Crear cuenta",
    signIn: "Iniciar Sesión",
    email: "Email",
    password: "Contraseña",
    name: "Nombre (opcional)",
    signUpToast: "Registro exitoso",
    verified: "Tu email está confirmado. Ya puedes iniciar sesión.",
    signInToast: "Inicio de sesión exitoso",
    signOut: "Cerrar Sesión",
    signedOut: "Sesión cerrada",
    invalid: "Credenciales incorrectas. Verifica tu email y contraseña.",
    limited: "Has excedido el límite de intentos. Intenta de nuevo en 15 minutos.",
    unverified: "Por favor confirma tu email antes de iniciar sesión.",
    resend: "Reenviar correo de verificación",
    shortPassword: "La contraseña debe tener al menos 8 caracteres para mayor seguridad.",
    providerError: "Error de autenticación",
  },
  en: {
    register: "Register",
    createAccount: "Create account",
    signIn: "Sign in",
    email: "Email",
    password: "Password",
    name: "Name (optional)",
    signUpToast: "Registration successful",
    verified: "Your email is confirmed. You can sign in now.",
    signInToast: "Signed in",
    signOut: "Sign out",
    signedOut: "Signed out",
    invalid: "Invalid credentials. Check your email and password.",
    limited: "You have exceeded the number of attempts. Try again in 15 minutes.",
    unverified: "Please confirm your email before signing in.",
    resend: "Resend verification email",
    shortPassword: "The password must be at least 8 characters long for better security.",
    providerError: "Authentication error",
  },
} as const;

const loginForm = (page: Page) => page.getByRole("tabpanel");

async function signInOnPage(page: Page, lang: Lang, email: string, password = e2ePassword) {
  const form = loginForm(page);
  await form.getByLabel(texts[lang].email).fill(email);
  await form.getByLabel(texts[lang].password, { exact: true }).fill(password);
  await form.getByRole("button", { name: texts[lang].signIn, exact: true }).click();
}

for (const lang of ["es", "en"] as const) {
  const t = texts[lang];

  describe(`accounts in Chromium (${lang})`, () => {
    it("registers, verifies through the mailed link, signs in to /dashboard and signs out to /auth", async () => {
      const { context, page, errors } = await open(lang);
      const email = `registro-${lang}-${Date.now()}@example.mx`;
      await page.goto("/auth?tab=register");
      await page.locator("main h1").waitFor();
      expect(await page.getByRole("tab", { name: t.register }).getAttribute("aria-selected")).toBe("true");

      const form = page.getByRole("tabpanel");
      // The shared schema speaks before the server is asked.
      await form.getByLabel(t.email).fill(email);
      await form.getByLabel(t.password, { exact: true }).fill("corta");
      await form.getByRole("button", { name: t.createAccount }).click();
      await form.getByText(t.shortPassword).waitFor();

      await form.getByLabel(t.name).fill("Mariana López");
      await form.getByLabel(t.password, { exact: true }).fill(e2ePassword);
      await form.getByRole("button", { name: t.createAccount }).click();
      await toast(page, t.signUpToast).waitFor();
      // Back on the login tab with the address filled in.
      expect(await page.getByRole("tab", { name: t.signIn }).getAttribute("aria-selected")).toBe("true");

      // Not yet verified: the exact text, under the field and as a toast, with a resend action.
      await loginForm(page).getByLabel(t.password, { exact: true }).fill(e2ePassword);
      await loginForm(page).getByRole("button", { name: t.signIn, exact: true }).click();
      await loginForm(page).locator("[data-field-error]").filter({ hasText: t.unverified }).waitFor();
      await toast(page, t.unverified).waitFor();
      await loginForm(page).getByRole("button", { name: t.resend }).first().click();

      // Two mails went out (sign-up and the resend): the newest link works, and so does the first.
      const link = await server.waitForLink(email);
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("verified") === "1");
      await page.locator("[data-auth-message='ok']").filter({ hasText: t.verified }).waitFor();

      await signInOnPage(page, lang, email);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await toast(page, t.signInToast).waitFor();
      await page.getByRole("banner").getByTitle(email).waitFor();

      await page.getByRole("banner").getByRole("button", { name: t.signOut }).click();
      await page.waitForURL((url) => url.pathname === "/auth");
      await toast(page, t.signedOut).waitFor();
      await page.getByRole("banner").getByRole("link", { name: t.signIn }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it("shows the wrong-password text under the field and as a toast, and keeps the form filled", async () => {
      const email = `clave-${lang}-${Date.now()}@example.mx`;
      await registerVerified(server, email, "Persona de prueba");
      const { context, page } = await open(lang);
      await page.goto("/auth");
      await page.locator("main h1").waitFor();
      await signInOnPage(page, lang, email, "no-es-esta-clave");
      const fieldError = loginForm(page).locator("[data-field-error]");
      await fieldError.filter({ hasText: t.invalid }).waitFor();
      expect(await fieldError.textContent()).toBe(t.invalid);
      await toast(page, t.invalid).waitFor();
      expect(await loginForm(page).getByLabel(t.email).inputValue()).toBe(email);
      expect(page.url()).toContain("/auth");
      await context.close();
    });

    it("after 5 failed attempts shows the limit text", async () => {
      const email = `limite-${lang}-${Date.now()}@example.mx`;
      await registerVerified(server, email, "Persona de prueba");
      const { context, page } = await open(lang);
      await page.goto("/auth");
      await page.locator("main h1").waitFor();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await signInOnPage(page, lang, email, `equivocada-${attempt}`);
        await toast(page, t.invalid).waitFor();
        await loginForm(page).getByRole("button", { name: t.signIn, exact: true, disabled: false }).waitFor();
      }
      // The sixth, even with the right password, is refused with the limit.
      await signInOnPage(page, lang, email, e2ePassword);
      await loginForm(page).getByRole("alert").filter({ hasText: t.limited }).waitFor();
      await toast(page, t.limited).waitFor();
      expect(page.url()).toContain("/auth");
      await context.close();
    });

    it("sends an anonymous visit of an app route to /auth and back after sign-in", async () => {
      const email = `regreso-${lang}-${Date.now()}@example.mx`;
      await registerVerified(server, email, "Persona de prueba");
      const { context, page, errors } = await open(lang);
      await page.goto("/projects?vista=lista");
      await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("next") === "/projects?vista=lista");
      await page.locator("main h1").waitFor();
      // Public pages stay public.
      await page.goto("/pricing");
      await page.locator("main h1").waitFor();
      expect(new URL(page.url()).pathname).toBe("/pricing");

      await page.goto("/projects?vista=lista");
      await page.waitForURL((url) => url.pathname === "/auth");
      await signInOnPage(page, lang, email);
      await page.waitForURL((url) => url.pathname === "/projects" && url.search === "?vista=lista");
      await page.getByRole("banner").getByTitle(email).waitFor();
      // History was replaced: going back does not return to the sign-in form.
      expect(errors).toEqual([]);
      await context.close();
    });

    it("shows 'Error de autenticación' when a provider sends the user back with an error", async () => {
      const { context, page } = await open(lang);
      await page.goto("/auth?error=access_denied");
      await page.getByRole("alert").filter({ hasText: t.providerError }).waitFor();
      await toast(page, t.providerError).waitFor();
      await context.close();
    });
  });
}

describe("the prerendered sign-in page (decision 1780)", () => {
  it("paints the form before the app, keeps what was typed, sends nothing before the app is live, then signs in", async () => {
    const email = `temprano-${Date.now()}@example.mx`;
    await registerVerified(server, email, "Persona de prueba");
    const { context, page, errors } = await open("es");
    // The app's code is held back, as on a slow network, until the form has been filled.
    const release = await holdAppCode(page);
    await page.goto("/auth");
    const form = loginForm(page);
    const send = form.getByRole("button", { name: texts.es.signIn, exact: true });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel(texts.es.email).fill(email);
    await form.getByLabel(texts.es.password, { exact: true }).fill(e2ePassword);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    // No plain submission: the password never reaches the address bar.
    expect(page.url()).toBe(`${server.baseUrl}/auth`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await form.getByLabel(texts.es.email).inputValue()).toBe(email);
    expect(await form.getByLabel(texts.es.password, { exact: true }).inputValue()).toBe(e2ePassword);
    await send.click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("banner").getByTitle(email).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
