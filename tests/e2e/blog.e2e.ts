import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "./support/browser";
import { openPage, visit, type PageOptions } from "./support/app";

// Issue 7, the blog in Chromium: the list with its category filter and read times, the five
// articles with their full text in both languages, previous/next and related links, an unknown
// article's translated not-found state, and axe on each of them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function withPage(options: PageOptions, run: (page: Page, errors: string[]) => Promise<void>) {
  const { context, page, errors } = await openPage(browser, options);
  try {
    await run(page, errors);
  } finally {
    await context.close();
  }
}

describe("blog", () => {
  it("lists the five articles with category and read time, and filters them by category", async () => {
    await withPage({ language: "es" }, async (page) => {
      await visit(page, "/blog");
      const cards = page.getByTestId("article-card");
      expect(await cards.count()).toBe(5);
      expect(await page.getByTestId("article-count").textContent()).toBe("5 artículos");
      const readTimes = await cards.evaluateAll((nodes) => nodes.map((n) => n.textContent?.match(/(\d+) min de lectura/)?.[1]));
      expect(readTimes).toEqual(["5", "4", "6", "5", "7"]);
      await page.getByRole("button", { name: "Tecnología" }).click();
      expect(await page.getByRole("button", { name: "Tecnología" }).getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => cards.count()).toBe(1);
      expect(await page.getByTestId("article-count").textContent()).toBe("1 artículo");
      expect(page.url()).toContain("category=technology");
      await cards.first().getByRole("link", { name: /Leer más/ }).click();
      await page.waitForURL("**/blog/article/5");
      await page.getByRole("heading", { level: 1, name: /IA predictiva en la gestión de proyectos/ }).waitFor();
      await page.goBack();
      await page.getByRole("button", { name: "Todas" }).click();
      await expect.poll(() => cards.count()).toBe(5);
    });
  });

  it("shows each article's full text, with previous, next and related articles", async () => {
    await withPage({ language: "es" }, async (page) => {
      for (const [id, title] of [
        ["1", "7 señales de que tu proyecto está en riesgo"],
        ["2", "Las 5 métricas de portafolio"],
        ["3", "Del backlog a la hoja de ruta"],
        ["4", "Prevenir el agotamiento en equipos de proyecto"],
        ["5", "IA predictiva en la gestión de proyectos"],
      ] as const) {
        await visit(page, `/blog/article/${id}`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(title);
        const body = page.getByTestId("article-body");
        const words = (await body.textContent())?.split(/\s+/).length ?? 0;
        expect(words).toBeGreaterThan(450);
        expect(await body.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
        expect(await body.getByRole("listitem").count()).toBeGreaterThan(2);
      }
      await visit(page, "/blog/article/3");
      const more = page.getByRole("navigation", { name: "Más artículos" });
      expect(await more.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/blog/article/2", "/blog/article/4"]);
      await more.getByRole("link", { name: /Artículo siguiente/ }).click();
      await page.waitForURL("**/blog/article/4");
      await page.getByRole("heading", { level: 1, name: /Prevenir el agotamiento/ }).waitFor();
      const related = page.getByRole("region", { name: "Artículos relacionados" });
      expect(await related.getByTestId("article-card").count()).toBe(2);
      await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Volver al blog" }).click();
      await page.waitForURL(/\/blog$/);
    });
  });

  it("is in English when English is chosen", async () => {
    await withPage({ language: "en" }, async (page) => {
      await visit(page, "/blog/article/1");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("7 signs your project is at risk (before the calendar tells you)");
      await page.getByRole("heading", { level: 2, name: "Turning signs into actions" }).waitFor();
      expect(await page.getByText("5 min read").first().isVisible()).toBe(true);
    });
  });

  it("shows a translated not-found state for an unknown article", async () => {
    for (const [language, heading] of [["es", "Artículo no encontrado"], ["en", "Article not found"]] as const) {
      await withPage({ language }, async (page) => {
        await visit(page, "/blog/article/42");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
        expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
        await page.getByRole("link", { name: language === "es" ? "Volver al blog" : "Back to the blog" }).click();
        await page.waitForURL(/\/blog$/);
      });
    }
  });

  it("has no axe violations on the filtered list, an article in dark, and the not-found state", async () => {
    for (const [path, width, colorScheme] of [
      ["/blog?category=teamProductivity", 375, "light"],
      ["/blog/article/5", 1280, "dark"],
      ["/blog/article/5", 375, "dark"],
      ["/blog/article/42", 375, "light"],
    ] as const) {
      await withPage({ language: "es", width, reducedMotion: "reduce", preferences: { colorScheme } }, async (page, errors) => {
        await visit(page, path);
        expect(await axeViolations(page), path).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
});
