import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { openPage, visit } from "./support/app";

// The command palette (issue 23, decision 1201): Ctrl+K opens it from any signed-in screen, a
// screen typed without accents is found and Enter goes there; '?' lists the keyboard shortcuts,
// and 'g' then 'd' goes to the dashboard.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("command palette", () => {
  it("opens with Ctrl+K, finds 'Configuración' typed without accents, and the shortcuts work", async () => {
    const { page, context, errors } = await openPage(browser, { isSignedIn: true });
    await visit(page, "/dashboard");
    await page.getByRole("button", { name: "Abrir la paleta de comandos" }).waitFor();

    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Buscar pantallas, proyectos, tareas, personas o acciones" });
    await input.waitFor();
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.getByRole("listbox").getByRole("option").first().waitFor();
    await expectNoAxeViolations(page, "open command palette");

    await input.fill("configuracion");
    const first = page.getByRole("option", { name: "Configuración" });
    await first.waitFor();
    await expect(first.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(input.getAttribute("aria-activedescendant")).resolves.toBe(await first.getAttribute("id"));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/settings");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);

    // '?' outside a text field lists the shortcuts; 'g' then 'd' goes to the dashboard.
    await page.locator("main").focus();
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Atajos de teclado" });
    await help.waitFor();
    await expect(help.textContent()).resolves.toContain("Ir a Proyectos");
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "detached" });
    await page.keyboard.press("g");
    await page.keyboard.press("d");
    await page.waitForURL("**/dashboard");

    expect(errors).toEqual([]);
    await context.close();
  });
});
