import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, launchBrowser } from "./support/browser";
import { holdAppCode, openPage } from "./support/app";

// A prerendered page is hydrated by React in two passes: the root, then each Suspense boundary
// (the page itself) a little later. Whatever the app learns in between (the session, a held
// press switching the language) must not reach the page before it is hydrated, or React finds
// the markup different (error #418) and throws the page's markup away. A slow phone widens the
// window between the passes: the CPU is throttled here so that the order is the one a slow
// phone sees.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

describe("hydration of prerendered pages", () => {
  it("a signed-in visitor's home page hydrates without a mismatch, then shows their dashboard preview", async () => {
    for (let round = 0; round < 2; round++) {
      const { page, context, errors } = await openPage(browser, { isSignedIn: true });
      await throttle(page, 6);
      await page.goto("/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByTestId("hero-aside").locator("figure").waitFor();
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("a language switch pressed before the page is live is given again once it is hydrated, without a mismatch", async () => {
    for (let round = 0; round < 2; round++) {
      const { page, context, errors } = await openPage(browser);
      await page.goto("/contact");
      await page.locator("main h1").first().waitFor();
      await throttle(page, 6);
      await page.getByRole("group", { name: "Idioma" }).getByRole("button", { name: /EN/ }).click();
      await page.getByRole("heading", { name: "Let's talk about your projects" }).waitFor();
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("a signed-in screen's frame (decision 1810)", () => {
  it("is painted before the app's code arrives, and the app replaces it whole with the signed-in page", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true });
    // The app's code is held back, as on a slow network.
    const release = await holdAppCode(page);
    await page.goto("/dashboard");
    const frame = page.locator("#root > [inert]");
    await frame.getByText("Tu trabajo y el estado de tus proyectos de un vistazo.").waitFor();
    // Decorative: nothing of it is offered to assistive technology or to the keyboard.
    expect(await frame.getAttribute("aria-hidden")).toBe("true");
    expect(await page.getByRole("heading", { name: "Dashboard" }).count()).toBe(0);

    release();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByRole("navigation", { name: "Navegación de la aplicación" }).or(page.getByRole("button", { name: "Abrir menú de navegación" })).first().waitFor();
    expect(await frame.count()).toBe(0);
    await expectNoAxeViolations(page, "the dashboard after its frame");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a project's page shows the project's name, from the server, before the app arrives (decision 1860)", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true });
    const name = `Frame ${Date.now().toString(36)}: <ERP> & "nube"`;
    const created = await context.request.post(`${baseUrl()}/api/v1/projects`, { data: { name }, headers: { origin: baseUrl() } });
    expect(created.ok(), await created.text()).toBe(true);
    const projectId = ((await created.json()) as { id: string }).id;
    try {
      const release = await holdAppCode(page);
      await page.goto(`/project/${projectId}`);
      const frame = page.locator("#root > [inert]");
      await frame.locator("h1").getByText(name, { exact: true }).waitFor();
      expect(await page.getByRole("heading", { name }).count()).toBe(0);

      release();
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      expect(await frame.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.request.delete(`${baseUrl()}/api/v1/projects/${projectId}`, { headers: { origin: baseUrl() } });
      await context.close();
    }
  });
});

