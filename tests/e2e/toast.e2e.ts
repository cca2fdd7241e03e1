import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage, visit } from "./support/app";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const region = (page: Page) => page.getByRole("region", { name: "Notificaciones (F8)" });
const toasts = (page: Page) => region(page).locator("li");

describe("toasts", () => {
  it("shows one at a time, closes after 5000 ms, and F8 focuses them", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true });
    await visit(page, "/settings");
    await page.getByRole("button", { name: "Mostrar notificación" }).click();
    await toasts(page).filter({ hasText: "Así se ve una notificación" }).waitFor();
    const shownAt = Date.now();

    await page.getByRole("button", { name: "Mostrar un aviso" }).click();
    await toasts(page).filter({ hasText: "Un aviso de ejemplo" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="region"] li').length === 1);
    expect(await toasts(page).count()).toBe(1);

    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label"))).toBe("Notificaciones (F8)");
    // Focus pauses the timer (Radix); moving focus away lets it run again.
    await page.getByRole("heading", { level: 1 }).click();
    await toasts(page).first().waitFor({ state: "detached", timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes on a swipe to the right past 50 px, not on a shorter one", async () => {
    const { page, context } = await openPage(browser, { isSignedIn: true });
    await visit(page, "/settings");
    await page.getByRole("button", { name: "Mostrar notificación" }).click();
    const toast = toasts(page).first();
    await toast.waitFor();
    await page.waitForTimeout(300);
    const box = await toast.boundingBox();
    if (!box) throw new Error("no toast box");
    const y = box.y + box.height / 2;
    const x = box.x + 40;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 20, y, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await toasts(page).count()).toBe(1);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 160, y, { steps: 10 });
    await page.mouse.up();
    await toast.waitFor({ state: "detached", timeout: 3000 });
    await context.close();
  });

  it("has a close button with a translated label", async () => {
    const { page, context } = await openPage(browser, { isSignedIn: true, language: "en" });
    await visit(page, "/settings");
    await page.getByRole("button", { name: "Show a notification" }).click();
    await page.getByRole("button", { name: "Close notification" }).click();
    await toasts(page).first().waitFor({ state: "detached" });
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).count()).resolves.toBe(1);
    await context.close();
  });
});
