import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, visit, wake } from "./support/app";
import { axeViolations, baseUrl, launchBrowser, newContext } from "./support/browser";
import { signUpAndSignIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// The public site in Chromium: prerendered pages readable without JavaScript and hydrated without
// a console error, the contact form (errors and success, and the administrators' list), the cookie
// banner gating analytics, and axe on every page of the area, in both languages, on a phone and a
// desktop.

const pages = [
  "/features",
  "/pricing",
  "/integrations",
  "/product/integrations",
  "/use-cases",
  "/user-guides",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/product/ai-predictive",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("prerendered pages", () => {
  it("show their content without JavaScript", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Precios claros en pesos, sin sorpresas en el tipo de cambio");
    await expect(page.getByText("$449.00").first().isVisible()).resolves.toBe(true);
    await page.goto("/pricing?lang=en");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Clear prices in pesos, no exchange-rate surprises");
    await context.close();
  });

  it("hydrate without a console error and keep the server's markup", async () => {
    for (const language of ["es", "en"] as const) {
      const { page, context, errors } = await openPage(browser, { width: 1280 });
      // The <h1> the server sent, taken before the app's script runs: hydration keeps that node.
      await page.addInitScript(() => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState === "interactive") (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector("main h1");
        });
      });
      for (const path of pages) {
        await page.goto(`${path}${language === "en" ? "?lang=en" : ""}`);
        await wake(page);
        await page.waitForLoadState("networkidle");
        const kept = await page.evaluate(() => {
          const serverH1 = (window as unknown as { serverH1: Element | null }).serverH1;
          return serverH1 !== null && serverH1.isConnected && serverH1 === document.querySelector("main h1");
        });
        expect(kept, `${path} (${language})`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === "es" ? "es-MX" : "en");
      }
      // A press made before the app is live is held and given again once it is: the pricing
      // toggle, clicked at once on a page that has not started the app, changes the prices.
      await page.goto(`/pricing${language === "en" ? "?lang=en" : ""}`);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      await page.getByRole("button", { name: language === "es" ? /Anual/ : /Annual/ }).click();
      await expect.poll(() => page.getByTestId("price-professional").textContent()).toMatch(/359\.00/);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("contact", () => {
  let server: LoggingServer;
  beforeAll(async () => {
    server = await startLoggingServer({ ANALYTICS_ID: "G-E2E12345", TAG_MANAGER_ID: "GTM-E2E1234" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function contactPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/contact`);
    await page.locator("main h1").waitFor();
    await wake(page);
    await page.waitForLoadState("networkidle");
    return page;
  }

  it("shows errors under the fields, the server's too, and confirms a sent message that administrators then read", async () => {
    const admin = await newContext(browser);
    await signUpAndSignIn(server, admin, "admin.contacto@example.mx", "Administradora");
    const context = await newContext(browser);
    const page = await contactPage(context);

    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Este campo es obligatorio.").isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Nombre").getAttribute("aria-invalid")).resolves.toBe("true");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill("lucia@");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("Formato de correo electrónico inválido.").waitFor();

    // What only the server can say is shown under its field, and the form keeps what was typed.
    await page.route("**/api/v1/contact", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "validation_failed", message: "x", fields: { email: "Dominio de correo no aceptado." } } }) }),
    );
    await page.getByRole("textbox", { name: "Nombre" }).fill("Lucía Hernández");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill("lucia@constructora.mx");
    await page.getByRole("combobox", { name: "Tema" }).selectOption("sales");
    await page.getByRole("textbox", { name: "Mensaje" }).fill("Queremos cotizar Rumbo para 40 personas de la PMO.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("Dominio de correo no aceptado.").waitFor();
    await expect(page.getByRole("textbox", { name: "Mensaje" }).inputValue()).resolves.toBe("Queremos cotizar Rumbo para 40 personas de la PMO.");
    await page.unroute("**/api/v1/contact");

    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByRole("heading", { name: "¡Gracias, Lucía Hernández! Recibimos tu mensaje" }).waitFor();
    await expect(page.getByText("Te responderemos a lucia@constructora.mx").isVisible()).resolves.toBe(true);

    const adminPage = await admin.newPage();
    await adminPage.goto(`${server.baseUrl}/admin/contact`);
    await adminPage.getByText("Queremos cotizar Rumbo para 40 personas de la PMO.").waitFor();
    await expect(adminPage.getByText("Ventas y cotizaciones").isVisible()).resolves.toBe(true);
    await expect(adminPage.getByText("1 mensaje", { exact: true }).isVisible()).resolves.toBe(true);

    // An anonymous visitor is sent to sign in first.
    const visitorAdminPage = await context.newPage();
    await visitorAdminPage.goto(`${server.baseUrl}/admin/contact`);
    await visitorAdminPage.waitForURL((url) => url.pathname === "/auth");
    await admin.close();
    await context.close();
  });

  describe("cookie consent and analytics", () => {
    async function trackedContext() {
      const context = await newContext(browser, { consent: "ask" });
      const requests: { url: string; at: number }[] = [];
      await context.route("https://www.googletagmanager.com/**", (route) => {
        requests.push({ url: route.request().url(), at: Date.now() });
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" });
      });
      return { context, requests };
    }

    it("loads nothing before a choice, the tag manager 3 s after accepting and the analytics at the first interaction", async () => {
      const { context, requests } = await trackedContext();
      const page = await contactPage(context);
      const banner = page.getByRole("region", { name: "Tu privacidad, tus reglas" });
      await banner.waitFor();
      await page.waitForTimeout(5500);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);

      await banner.getByRole("button", { name: "Aceptar todas" }).click();
      const acceptedAt = Date.now();
      await expect(banner.isVisible()).resolves.toBe(false);
      await expect.poll(() => requests.some((r) => r.url.includes("/gtm.js?id=GTM-E2E1234")), { timeout: 6000 }).toBe(true);
      const gtm = requests.find((r) => r.url.includes("/gtm.js"));
      expect((gtm?.at ?? 0) - acceptedAt).toBeGreaterThanOrEqual(2500);
      expect(requests.some((r) => r.url.includes("/gtag/js"))).toBe(false);
      await page.mouse.click(5, 400);
      await expect.poll(() => requests.some((r) => r.url.includes("/gtag/js?id=G-E2E12345")), { timeout: 3000 }).toBe(true);

      // Remembered: no banner on the next visit, and the scripts come back.
      await page.reload();
      await page.locator("main h1").waitFor();
      await page.waitForTimeout(1000);
      await expect(page.getByRole("region", { name: "Tu privacidad, tus reglas" }).count()).resolves.toBe(0);
      await context.close();
    });

    it("loads nothing at all after a rejection, and the choice can be changed from the cookie policy", async () => {
      const { context, requests } = await trackedContext();
      const page = await contactPage(context);
      const banner = page.getByRole("region", { name: "Tu privacidad, tus reglas" });
      await banner.getByRole("button", { name: "Rechazar" }).click();
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(6000);
      expect(requests).toEqual([]);

      await page.goto(`${server.baseUrl}/cookie-policy`);
      await page.waitForLoadState("networkidle");
      // Clicked before the app is live: held, then given again.
      await page.getByRole("button", { name: "Configurar cookies" }).click();
      await banner.getByRole("switch", { name: "Analítica" }).click();
      await banner.getByRole("button", { name: "Guardar preferencias" }).click();
      await expect.poll(() => requests.some((r) => r.url.includes("/gtm.js")), { timeout: 6000 }).toBe(true);
      await context.close();
    });

    it("the CSP allows the analytics host only where an id is configured", async () => {
      const configured = (await fetch(`${server.baseUrl}/contact`)).headers.get("content-security-policy") ?? "";
      expect(configured).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
      const plain = (await fetch(`${baseUrl()}/contact`)).headers.get("content-security-policy") ?? "";
      expect(plain).toMatch(/script-src 'self';/);
      expect(await (await fetch(`${baseUrl()}/api/v1/public-config`)).json()).toEqual({ analyticsId: null, tagManagerId: null });
    });
  });
});

describe("accessibility", () => {
  for (const width of [375, 1280]) {
    for (const language of ["es", "en"] as const) {
      it(`axe finds nothing on every page at ${width} px in ${language}`, async () => {
        const { page, context, errors } = await openPage(browser, { width, height: 900, reducedMotion: "reduce" });
        const found: Record<string, unknown> = {};
        for (const path of pages) {
          await visit(page, `${path}${language === "en" ? "?lang=en" : ""}`);
          const violations = await axeViolations(page);
          if (violations.length > 0) found[path] = violations;
        }
        expect(found).toEqual({});
        expect(errors).toEqual([]);
        await context.close();
      }, 240_000);
    }
  }

  it("the cookie banner itself is accessible, in its settings too", async () => {
    const context = await newContext(browser, { consent: "ask", width: 375 });
    const page = await context.newPage();
    await visit(page, "/pricing");
    const banner = page.getByRole("region", { name: "Tu privacidad, tus reglas" });
    await banner.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole("button", { name: "Configurar" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/public-site-consent-375.png" });
    await context.close();
  });
});
