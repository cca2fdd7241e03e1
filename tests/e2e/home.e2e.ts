import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "./support/browser";
import { openPage, visit, type PageOptions } from "./support/app";

// Issue 7, the public home page in Chromium: the testimonial carousel (timing, wrap, manual stop,
// reduced motion), the audience tabs, the FAQ, lazy sections, article links, the free-trial button
// in a new tab, the signed-in dashboard example, and axe in both languages at phone and desktop widths.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function withPage<T>(options: PageOptions, run: (page: Page, errors: string[]) => Promise<T>): Promise<T> {
  const { context, page, errors } = await openPage(browser, options);
  try {
    return await run(page, errors);
  } finally {
    await context.close();
  }
}

/** Scrolls down the whole page in steps, as a reader would, so every lazy section renders. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height + 1000; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(20);
  }
  await page.locator('[data-lazy-section][data-state="pending"]').waitFor({ state: "detached" }).catch(() => undefined);
  await expect.poll(() => page.locator('[data-lazy-section][data-state="pending"]').count()).toBe(0);
}

const currentSlide = (page: Page) => page.locator('[data-testid="carousel"] [data-current="true"]').getAttribute("aria-label");

async function showCarousel(page: Page) {
  await page.locator('[data-lazy-section="testimonials"]').scrollIntoViewIfNeeded();
  await page.getByTestId("carousel").waitFor();
}

describe("home page", () => {
  it("rotates the testimonials every 6 s, wraps from the fifth to the first, and announces nothing while rotating", async () => {
    await withPage({ language: "es" }, async (page) => {
      await page.clock.install();
      await visit(page, "/");
      await showCarousel(page);
      const carousel = page.getByTestId("carousel");
      expect(await carousel.getAttribute("aria-roledescription")).toBe("carrusel");
      expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("off");
      expect(await currentSlide(page)).toBe("Testimonio 1 de 5");
      await page.clock.runFor(5_500);
      expect(await currentSlide(page)).toBe("Testimonio 1 de 5");
      await page.clock.runFor(600);
      await expect.poll(() => currentSlide(page)).toBe("Testimonio 2 de 5");
      for (const expected of [3, 4, 5, 1]) {
        await page.clock.runFor(6_000);
        await expect.poll(() => currentSlide(page)).toBe(`Testimonio ${expected} de 5`);
      }
      // Each slide shows its rating as text for screen readers.
      expect(await carousel.locator('[data-current="true"]').getByText("Calificación: 5 de 5").count()).toBe(1);
    });
  });

  it("stops rotating for good after a manual action, and then announces the slide", async () => {
    await withPage({ language: "es" }, async (page) => {
      await page.clock.install();
      await visit(page, "/");
      await showCarousel(page);
      await page.getByRole("button", { name: "Testimonio siguiente" }).click();
      await expect.poll(() => currentSlide(page)).toBe("Testimonio 2 de 5");
      expect(await page.getByTestId("carousel").getAttribute("data-autoplay")).toBe("off");
      expect(await page.locator('[data-testid="carousel"] [aria-live]').getAttribute("aria-live")).toBe("polite");
      await page.clock.runFor(20_000);
      expect(await currentSlide(page)).toBe("Testimonio 2 de 5");
      await page.getByRole("button", { name: "Ir al testimonio 5" }).click();
      await expect.poll(() => currentSlide(page)).toBe("Testimonio 5 de 5");
      await page.getByRole("button", { name: "Testimonio siguiente" }).click();
      await expect.poll(() => currentSlide(page)).toBe("Testimonio 1 de 5");
      await page.getByRole("button", { name: "Testimonio anterior" }).click();
      await expect.poll(() => currentSlide(page)).toBe("Testimonio 5 de 5");
      await page.clock.runFor(20_000);
      expect(await currentSlide(page)).toBe("Testimonio 5 de 5");
    });
  });

  it("does not rotate for people who prefer reduced motion", async () => {
    await withPage({ language: "es", reducedMotion: "reduce" }, async (page) => {
      await page.clock.install();
      await visit(page, "/");
      await showCarousel(page);
      await expect.poll(() => page.getByTestId("carousel").getAttribute("data-autoplay")).toBe("off");
      await page.clock.runFor(13_000);
      expect(await currentSlide(page)).toBe("Testimonio 1 de 5");
    });
  });

  it("switches the audience tabs, managers first", async () => {
    await withPage({ language: "es" }, async (page) => {
      await visit(page, "/");
      await page.locator('[data-lazy-section="audience"]').scrollIntoViewIfNeeded();
      const managers = page.getByRole("tab", { name: "Gerentes de proyecto" });
      await managers.waitFor();
      expect(await managers.getAttribute("aria-selected")).toBe("true");
      expect(await page.getByRole("tabpanel").getByRole("heading", { name: "Menos administración, más dirección" }).isVisible()).toBe(true);
      await page.getByRole("tab", { name: "Directores de TI" }).click();
      const panel = page.getByRole("tabpanel");
      await panel.getByRole("heading", { name: "Visibilidad real de todo el portafolio" }).waitFor();
      expect(await panel.getByRole("listitem").count()).toBe(4);
      expect(await panel.getByText("menos proyectos retrasados").isVisible()).toBe(true);
      expect(await page.getByText("Menos administración, más dirección").count()).toBe(0);
      await page.getByRole("tab", { name: "Ejecutivos" }).click();
      await page.getByRole("tabpanel").getByText("ROI en 6 meses").waitFor();
    });
  });

  it("opens one FAQ answer at a time", async () => {
    await withPage({ language: "es" }, async (page) => {
      await visit(page, "/");
      await scrollThrough(page);
      const first = page.getByRole("button", { name: "¿Cuánto dura la prueba gratuita?" });
      const second = page.getByRole("button", { name: "¿Puedo migrar mis proyectos actuales?" });
      expect(await first.getAttribute("aria-expanded")).toBe("false");
      await first.click();
      expect(await first.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByText("La prueba gratuita dura 30 días, sin compromiso.").isVisible()).toBe(true);
      await second.click();
      expect(await second.getAttribute("aria-expanded")).toBe("true");
      expect(await first.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByText("La prueba gratuita dura 30 días, sin compromiso.").isVisible()).toBe(false);
      expect(await page.getByText("Ofrecemos migración supervisada", { exact: false }).isVisible()).toBe(true);
      await second.click();
      expect(await second.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("renders the lower sections only when they are scrolled into view, in the space kept for them", async () => {
    await withPage({ language: "es", width: 1280, height: 800 }, async (page) => {
      await visit(page, "/");
      const closing = page.locator('[data-lazy-section="closing"]');
      expect(await closing.getAttribute("data-state")).toBe("pending");
      expect(await page.getByRole("heading", { name: "Empieza hoy y entrega tu próximo proyecto a tiempo" }).count()).toBe(0);
      const top = (name: string) =>
        page.locator(`[data-lazy-section="${name}"]`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await top("why");
      await page.locator('[data-lazy-section="audience"]').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('[data-lazy-section="audience"]').getAttribute("data-state")).toBe("shown");
      // Revealing a section does not move the one after it: the skeleton had the same height.
      expect(Math.abs((await top("why")) - before)).toBeLessThan(24);
      expect(await closing.getAttribute("data-state")).toBe("pending");
      await scrollThrough(page);
      await page.getByRole("heading", { name: "Empieza hoy y entrega tu próximo proyecto a tiempo" }).waitFor();
    });
  });

  it("links the five featured articles to their pages and to the blog", async () => {
    await withPage({ language: "es" }, async (page) => {
      await visit(page, "/");
      await page.locator('[data-lazy-section="articles"]').scrollIntoViewIfNeeded();
      const cards = page.getByTestId("featured-article");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(5);
      expect(await cards.nth(2).getByText("6 min de lectura").isVisible()).toBe(true);
      expect(await cards.nth(2).getByText("Gestión de Producto").isVisible()).toBe(true);
      await cards.nth(2).getByRole("link", { name: /Leer más/ }).click();
      await page.waitForURL("**/blog/article/3");
      await page.getByRole("heading", { level: 1, name: /Del backlog a la hoja de ruta/ }).waitFor();
      await page.goBack();
      await page.locator('[data-lazy-section="articles"]').scrollIntoViewIfNeeded();
      await page.getByRole("link", { name: "Ver todos los artículos" }).click();
      await page.waitForURL("**/blog");
      await page.getByRole("heading", { level: 1 }).waitFor();
    });
  });

  it("opens the free trial on the register tab of /auth in a new tab, and the closing buttons lead to register and contact", async () => {
    const { context, page } = await openPage(browser, { language: "es" });
    try {
      await visit(page, "/");
      const trial = page.getByRole("link", { name: /Prueba gratis por 30 días/ });
      expect(await trial.getAttribute("target")).toBe("_blank");
      expect(await trial.getAttribute("rel")).toContain("noopener");
      const [opened] = await Promise.all([context.waitForEvent("page"), trial.click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname + new URL(opened.url()).search).toBe("/auth?tab=register");
      expect(page.url()).toMatch(/\/$/);
      await opened.close();
      await scrollThrough(page);
      expect(await page.getByRole("link", { name: "Comenzar ahora" }).getAttribute("href")).toBe("/auth?tab=register");
      expect(await page.getByRole("link", { name: "Solicitar demostración" }).getAttribute("href")).toBe("/contact");
      expect(await page.getByRole("link", { name: /Explorar integraciones/ }).getAttribute("href")).toBe("/product/integrations");
    } finally {
      await context.close();
    }
  });

  it("shows a dashboard labelled as an example to a signed-in visitor, and the sign-in card to others", async () => {
    await withPage({ language: "es" }, async (page) => {
      await visit(page, "/");
      expect(await page.getByTestId("hero-aside").getByText("Ejemplo", { exact: true }).count()).toBe(0);
      await page.route("**/api/auth/get-session", (route) =>
        route.fulfill({ json: { user: { id: "u1", email: "ana@example.mx", name: "Ana" }, session: { activeOrganizationId: null } } }),
      );
      // A visitor with a session cookie gets the app at once, without interacting (decision 0711).
      await page.context().addCookies([{ name: "rumbo.session_token", value: "e2e.signature", url: page.url() }]);
      await page.reload();
      const aside = page.getByTestId("hero-aside");
      await aside.getByText("Ejemplo", { exact: true }).waitFor();
      expect(await aside.getByRole("img", { name: /Ejemplo del tablero de Rumbo/ }).count()).toBe(1);
      expect(await aside.getByRole("link", { name: /Ir a mi tablero/ }).getAttribute("href")).toBe("/dashboard");
    });
  });

  it("starts the app only at the first interaction, with the page usable before, and keeps the first press", async () => {
    await withPage({ language: "es", width: 375 }, async (page) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      // Before any interaction: the entry script alone, and the sign-in card's ways in as links.
      expect(scripts).toHaveLength(1);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      const aside = page.getByTestId("hero-aside");
      expect(await aside.getByRole("link", { name: "Iniciar Sesión" }).getAttribute("href")).toBe("/auth");
      expect(await aside.getByRole("link", { name: "Crear cuenta" }).getAttribute("href")).toBe("/auth?tab=register");
      const cardHeight = await aside.evaluate((element) => element.getBoundingClientRect().height);
      // The first tap (the menu button) starts the app; it is held and given again once live.
      await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
      await page.getByRole("button", { name: "Cerrar menú de navegación" }).waitFor();
      expect(scripts.length).toBeGreaterThan(1);
      await page.keyboard.press("Escape");
      // The live card holds the form in the same height: nothing below it moved.
      await aside.getByLabel("Email").first().waitFor();
      expect(await aside.evaluate((element) => element.getBoundingClientRect().height)).toBe(cardHeight);
    });
  });

  it("is in English when English is chosen", async () => {
    await withPage({ language: "en" }, async (page) => {
      await visit(page, "/");
      await page.getByRole("heading", { level: 1, name: "Manage your projects with predictive AI and deliver on time" }).waitFor();
      await scrollThrough(page);
      await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
    });
  });

  describe("accessibility (axe)", () => {
    for (const language of ["es", "en"] as const) {
      for (const width of [375, 1280]) {
        for (const path of ["/", "/blog", "/blog/article/1"]) {
          it(`${path} in ${language} at ${width} px`, async () => {
            await withPage({ language, width, height: 900, reducedMotion: "reduce" }, async (page, errors) => {
              await visit(page, path);
              if (path === "/") await scrollThrough(page);
              expect(await axeViolations(page)).toEqual([]);
              expect(errors).toEqual([]);
            });
          });
        }
      }
    }

    it("the home page's open tabs, FAQ and stopped carousel, in dark", async () => {
      await withPage({ language: "es", width: 1280, reducedMotion: "reduce", preferences: { colorScheme: "dark" } }, async (page) => {
        await visit(page, "/");
        await scrollThrough(page);
        await page.getByRole("tab", { name: "Análisis competitivo" }).click();
        await page.getByRole("button", { name: "¿Cuánto dura la prueba gratuita?" }).click();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole("tab", { name: "Características" }).click();
        await page.getByRole("button", { name: "Planeación y cronogramas" }).click();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
});
