import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// Scoped API tokens in settings (decision 0417), in Chromium, in Spanish and English: a read-only
// token limited to one project is made, listed with its scope and project, and answers as it
// should (the list holds only its project, a write is 403); axe is clean. Then /integrations at
// 375 px lists what really connects, axe clean in both languages.
// Retry-safe: every attempt makes its own projects and token names, on the spec's own server.

const email = `tokens-${Date.now()}@example.mx`;
let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email));
  mkdirSync(".tmp", { recursive: true });
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const copy = {
  es: { button: "Nuevo token", dialog: "Nuevo token de API", name: "Nombre", read: /Solo lectura/, chosen: "Solo los que elija", submit: "Crear token", done: "Ya lo guardé", scope: "Solo lectura", projects: "Proyectos" },
  en: { button: "New token", dialog: "New API token", name: "Name", read: /Read-only/, chosen: "Only the ones I choose", submit: "Create token", done: "I have saved it", scope: "Read-only", projects: "Projects" },
} as const;

async function pageIn(language: "es" | "en", width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const ctx = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
  await ctx.addInitScript((lang: string) => localStorage.setItem("rumbo.language", lang), language);
  const page = await ctx.newPage();
  return { page, errors: collectPageErrors(page), close: () => ctx.close() };
}

describe("scoped API tokens", () => {
  for (const language of ["es", "en"] as const) {
    it(`makes a read-only token limited to one project and lists it (${language})`, { timeout: 180_000 }, async () => {
      const t = copy[language];
      const stamp = `${language}-${Date.now()}`;
      const make = async (name: string) => {
        const res = await context.request.post("/api/v1/projects", { data: { name }, headers: { origin: server.baseUrl } });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { id: string }).id;
      };
      const chosen = `Elegido ${stamp}`;
      const chosenId = await make(chosen);
      await make(`Otro ${stamp}`);

      const { page, errors, close } = await pageIn(language);
      try {
        await page.goto("/settings");
        await page.getByRole("button", { name: t.button }).click();
        const dialog = page.getByRole("dialog", { name: t.dialog });
        const tokenName = `Tablero ${stamp}`;
        await dialog.getByLabel(t.name, { exact: true }).fill(tokenName);
        await dialog.getByRole("radio", { name: t.read }).check();
        await dialog.getByRole("radio", { name: t.chosen }).check();
        await dialog.getByRole("checkbox", { name: chosen }).check();
        await expectNoAxeViolations(page, `new token dialog (${language})`);
        await page.screenshot({ path: `.tmp/api-token-dialog-${language}.png` });
        await dialog.getByRole("button", { name: t.submit }).click();
        const secret = page.getByTestId("new-token");
        await secret.waitFor();
        const token = await secret.inputValue();
        expect(token).toMatch(/^rumbo_/);
        await page.getByRole("button", { name: t.done }).click();

        const row = page.getByTestId("api-tokens").getByRole("listitem").filter({ hasText: tokenName });
        await row.waitFor();
        expect(await row.getByTestId("token-scope").textContent()).toBe(t.scope);
        await row.getByText(`${t.projects}: ${chosen}`).waitFor();
        await page.locator("section[aria-labelledby='api-tokens-title']").screenshot({ path: `.tmp/api-tokens-card-${language}.png` });
        await expectNoAxeViolations(page, `token list (${language})`);
        await page.screenshot({ path: `.tmp/api-tokens-list-${language}.png`, fullPage: true });

        // The token does what the list says.
        const bearer = { authorization: `Bearer ${token}`, "accept-language": language };
        const listed = await fetch(`${server.baseUrl}/api/v1/projects`, { headers: bearer });
        expect(listed.status).toBe(200);
        expect(((await listed.json()) as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([chosenId]);
        const write = await fetch(`${server.baseUrl}/api/v1/projects/${chosenId}`, { method: "PATCH", headers: { ...bearer, "content-type": "application/json" }, body: JSON.stringify({ name: "No" }) });
        expect(write.status).toBe(403);
        expect(((await write.json()) as { error: { code: string } }).error.code).toBe("token_read_only");
        expect(errors).toEqual([]);
      } finally {
        await close();
      }

      // On a phone the form fits the width and stays axe clean.
      const phone = await pageIn(language, 375);
      try {
        await phone.page.goto("/settings");
        await phone.page.getByRole("button", { name: t.button }).click();
        const dialog = phone.page.getByRole("dialog", { name: t.dialog });
        await dialog.getByRole("radio", { name: t.chosen }).check();
        await dialog.getByRole("checkbox", { name: chosen }).waitFor();
        expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
        expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
        await expectNoAxeViolations(phone.page, `new token dialog at 375 px (${language})`);
        await phone.page.screenshot({ path: `.tmp/api-token-dialog-375-${language}.png` });
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }

  for (const language of ["es", "en"] as const) {
    it(`lists only what really connects on /integrations at 375 px, axe clean (${language})`, { timeout: 120_000 }, async () => {
      const ctx = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 }, locale: language === "es" ? "es-MX" : "en-US" });
      try {
        const page = await ctx.newPage();
        const errors = collectPageErrors(page);
        await page.goto(`/integrations?lang=${language}`);
        await page.locator("main h1").first().waitFor();
        for (const id of ["api", "webhooks", "calendar", "signIn", "imports", "email"]) await page.getByTestId(`integration-${id}`).waitFor();
        const text = (await page.locator("main").textContent()) ?? "";
        for (const claim of ["50+", "Slack", "Salesforce", "Zapier", "Figma"]) expect(text).not.toContain(claim);
        expect(await page.getByTestId("integration-api").getByRole("link").getAttribute("href")).toBe("/resources/api-docs");
        // Nothing sticks out of a phone's width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectNoAxeViolations(page, `/integrations at 375 px (${language})`);
        await page.screenshot({ path: `.tmp/integrations-375-${language}.png`, fullPage: true });

        // The product page shows the same list under its own title.
        await page.goto(`/product/integrations?lang=${language}`);
        await page.getByTestId("integration-email").waitFor();
        expect(await page.locator("main").textContent()).not.toContain("50+");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectNoAxeViolations(page, `/product/integrations at 375 px (${language})`);

        // The home page's section shows the same six, and no count of connectors that do not exist.
        await page.goto(`/?lang=${language}`);
        await page.locator("main h1").first().waitFor();
        // A lower section of the home page renders when it comes near, once the app runs (decision 0711).
        await page.mouse.move(1, 1);
        await page.mouse.move(2, 2);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.locator('[data-lazy-section="integrations"]').scrollIntoViewIfNeeded();
        const section = page.locator('section[aria-labelledby="home-integrations"]');
        await section.waitFor();
        expect(await section.getByRole("listitem").count()).toBe(6);
        expect(await section.textContent()).not.toMatch(/50|Slack|CRM/);
        await section.screenshot({ path: `.tmp/home-integrations-375-${language}.png` });
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
  }
});
