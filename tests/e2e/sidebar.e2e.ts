import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "./support/browser";
import { wake } from "./support/app";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// The signed-in shell (issue 15, decision 0305): the sidebar links every signed-in screen, grouped,
// with the current one marked; 'Barra lateral compacta' leaves icons with tooltips and follows the
// account; on a phone the same list is a drawer behind the hamburger; app pages have no marketing
// footer. A server of its own, so that its first account is the administrator and a second one a
// member, and so that the compact choice stored in these accounts touches no other spec.

let server: LoggingServer;
let browser: Browser;
const stamp = Date.now();
const admin = `admin-sidebar-${stamp}@example.mx`; // first account of the installation: administrator
const member = `member-sidebar-${stamp}@example.mx`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await registerVerified(server, admin, "Alma Admin");
  await registerVerified(server, member, "Mario Miembro");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Opened = { context: BrowserContext; page: Page; errors: string[] };

async function open(email: string, options: { width?: number; height?: number; language?: "es" | "en"; colorScheme?: "light" | "dark" } = {}): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
    reducedMotion: "reduce",
  });
  await context.addInitScript((seed: { language: string; colorScheme: string }) => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", seed.language);
    if (!localStorage.getItem("rumbo.preferences")) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: seed.colorScheme }));
  }, { language: options.language ?? "es", colorScheme: options.colorScheme ?? "light" });
  await signIn(server, context, email);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  await wake(page);
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Navegación de la aplicación" });
const drawer = (page: Page) => page.getByRole("navigation", { name: "Menú de navegación" });
const groupNames = (nav: Locator) => nav.getByRole("group").evaluateAll((groups) => groups.map((g) => g.querySelector("p")?.textContent ?? ""));
const current = (nav: Locator) => nav.locator('a[aria-current="page"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
const isCompactOnServer = async (context: BrowserContext) =>
  ((await (await context.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { user: { preferences: { compactSidebar?: unknown } } }).user.preferences.compactSidebar;

const memberEntries = [
  "/dashboard",
  "/projects",
  "/project-planner",
  "/calendar",
  "/resources",
  "/capacity",
  "/timesheet",
  "/team",
  "/bulk-import",
  "/ai-predictive",
  "/genetics",
  "/analytics",
  "/automation",
  "/virtual-agent",
  "/orchestrator",
  "/innovation",
  "/marketing-agent",
  "/communication",
  "/reports",
  "/training",
  "/user-manual",
  "/resources/api-docs",
  "/settings",
];

describe("the signed-in sidebar", () => {
  it("shows a member every group but administration, and leads to each screen with its entry marked", { timeout: 180_000 }, async () => {
    const { page, context, errors } = await open(member);
    await visit(page, "/dashboard");
    expect(await groupNames(sidebar(page))).toEqual(["Trabajo", "IA Avanzada", "Comunicación y reportes", "Aprendizaje"]);
    const hrefs = await sidebar(page).getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(memberEntries);
    const ai = await sidebar(page).getByRole("group", { name: "IA Avanzada" }).getByRole("link").allTextContents();
    expect(ai.slice(0, 4)).toEqual(["IA Predictiva", "Genética de Proyectos", "Análisis Avanzado", "Automatización"]);
    // The header keeps the bell, the e-mail and 'Cerrar Sesión', and no longer the site's links.
    const banner = page.getByRole("banner");
    await banner.getByTitle(member).waitFor();
    await expect(banner.getByRole("button", { name: "Cerrar Sesión" }).isVisible()).resolves.toBe(true);
    await banner.getByRole("button", { name: /^Notificaciones/ }).waitFor();
    await expect(banner.getByRole("navigation").count()).resolves.toBe(0);

    for (const href of memberEntries.slice(1)) {
      await sidebar(page).locator(`a[href="${href}"]`).click();
      await page.waitForURL((url) => url.pathname === href);
      await page.locator("main h1").first().waitFor();
      await expect.poll(() => current(sidebar(page)), { message: href }).toEqual([href]);
      // App pages end with their content: no marketing footer.
      if (href !== "/user-manual" && href !== "/resources/api-docs") expect(await page.getByRole("contentinfo").count(), href).toBe(0);
    }
    // A project page marks 'Proyectos'.
    await visit(page, "/project/p-1");
    await expect.poll(() => current(sidebar(page))).toEqual(["/projects"]);
    // The admin pages are not linked for a member.
    await expect(sidebar(page).locator('a[href^="/admin"]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds the administration group for an administrator", async () => {
    const { page, context, errors } = await open(admin);
    await visit(page, "/dashboard");
    // The administration group comes with the account's role (GET /api/v1/me), maybe after the first paint.
    await expect.poll(() => groupNames(sidebar(page))).toEqual(["Trabajo", "IA Avanzada", "Comunicación y reportes", "Aprendizaje", "Administración"]);
    const adminGroup = sidebar(page).getByRole("group", { name: "Administración" });
    expect(await adminGroup.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual(["/admin/users", "/admin/logs", "/admin/contact", "/admin/queue"]);
    await adminGroup.getByRole("link", { name: "Gestión de usuarios" }).click();
    await page.waitForURL("**/admin/users");
    // The dashboard's heading is still there while the next screen's code loads: wait for the page.
    await page.getByRole("heading", { level: 1, name: "Gestión de usuarios" }).waitFor();
    await expect.poll(() => current(sidebar(page))).toEqual(["/admin/users"]);
    await expect(page.getByRole("contentinfo").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the marketing footer on public pages, for a signed-in user too", async () => {
    const { page, context } = await open(member);
    await visit(page, "/pricing");
    await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);
    await expect(sidebar(page).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("compact: icons with tooltips, remembered after a reload and for the account in another browser", { timeout: 120_000 }, async () => {
    const first = await open(member);
    const { page } = first;
    // A retried attempt starts from an account that never chose.
    await first.context.request.patch(`${server.baseUrl}/api/v1/me`, { data: { preferences: {} }, headers: { origin: server.baseUrl } });
    await visit(page, "/projects");
    const aside = page.locator("aside").filter({ has: sidebar(page) });
    const wide = await aside.evaluate((el) => el.getBoundingClientRect().width);
    const toggle = aside.getByRole("button", { name: "Barra lateral compacta" });
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await toggle.click();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    const narrow = await aside.evaluate((el) => el.getBoundingClientRect().width);
    expect(narrow).toBeLessThan(wide / 2);
    // The names stay for assistive technology; the labels show as tooltips on hover and focus.
    const capacity = sidebar(page).getByRole("link", { name: "Centro de capacidad" });
    await expect(capacity.isVisible()).resolves.toBe(true);
    expect(await capacity.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(narrow);
    await expect(page.getByRole("tooltip").count()).resolves.toBe(0);
    await capacity.hover();
    await expect(page.getByRole("tooltip").textContent()).resolves.toBe("Centro de capacidad");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip").count()).resolves.toBe(0);
    await sidebar(page).getByRole("link", { name: "Equipo" }).focus();
    await expect(page.getByRole("tooltip").textContent()).resolves.toBe("Equipo");
    await expect(sidebar(page).getByRole("link", { name: "Proyectos", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    await expect.poll(() => isCompactOnServer(first.context)).toBe(true);

    await page.reload();
    await page.locator("main h1").first().waitFor();
    await expect(aside.getByRole("button", { name: "Barra lateral compacta" }).getAttribute("aria-pressed")).resolves.toBe("true");
    // The settings page's switch says the same.
    await visit(page, "/settings");
    await expect(page.getByRole("switch", { name: "Barra lateral compacta" }).getAttribute("aria-checked")).resolves.toBe("true");
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Another browser (nothing stored) signed in as the same account: compact too.
    const second = await open(member);
    await visit(second.page, "/dashboard");
    const secondToggle = second.page.locator("aside").getByRole("button", { name: "Barra lateral compacta" });
    await expect.poll(() => secondToggle.getAttribute("aria-pressed")).toBe("true");
    // The administrator's account never chose: not compact in that browser.
    const other = await open(admin);
    await visit(other.page, "/dashboard");
    await expect(other.page.locator("aside").getByRole("button", { name: "Barra lateral compacta" }).getAttribute("aria-pressed")).resolves.toBe("false");
    await other.context.close();

    // Turned off from the settings page, it is off for the account again.
    await visit(second.page, "/settings");
    await second.page.getByRole("switch", { name: "Barra lateral compacta" }).click();
    await expect(secondToggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect.poll(() => isCompactOnServer(second.context)).toBe(false);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});

describe("the navigation drawer on a 360 px phone", () => {
  it("opens with the hamburger, traps focus, closes on navigation and on Escape", async () => {
    const { page, context, errors } = await open(member, { width: 360, height: 740 });
    await visit(page, "/dashboard");
    await expect(sidebar(page).isVisible()).resolves.toBe(false);
    const hamburger = page.getByRole("button", { name: "Abrir menú de navegación" });
    await expect(hamburger.getAttribute("aria-expanded")).resolves.toBe("false");
    await hamburger.click();
    await drawer(page).waitFor();
    expect(await groupNames(drawer(page))).toEqual(["Trabajo", "IA Avanzada", "Comunicación y reportes", "Aprendizaje"]);
    expect(await current(drawer(page))).toEqual(["/dashboard"]);
    const dialog = page.getByRole("dialog", { name: "Menú de navegación" });
    await expect(dialog.getByTitle(member).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole("button", { name: "Cerrar Sesión" }).isVisible()).resolves.toBe(true);
    // Focus stays inside the drawer.
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await drawer(page).getByRole("link", { name: "Proyectos", exact: true }).click();
    await page.waitForURL("**/projects");
    await page.locator("main h1").first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect(page.getByRole("button", { name: "Abrir menú de navegación" }).getAttribute("aria-expanded")).resolves.toBe("false");

    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await expect.poll(() => current(drawer(page))).toEqual(["/projects"]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menú de navegación");

    // The close button inside closes it too.
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await page.getByRole("button", { name: "Cerrar menú de navegación" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect(page.getByRole("contentinfo").count()).resolves.toBe(0);

    // Widened past 1024 px with the drawer open: the drawer closes and the sidebar takes over.
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    await dialog.waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => sidebar(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is labelled in English too", async () => {
    const { page, context } = await open(member, { width: 360, height: 740, language: "en" });
    await visit(page, "/dashboard");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("button", { name: "Close navigation menu" }).waitFor();
    await expect(page.getByRole("navigation", { name: "Navigation menu" }).getByRole("group", { name: "Advanced AI" }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("axe on the signed-in shell", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`sidebar, compact sidebar with a tooltip and the open drawer, ${colorScheme}`, { timeout: 120_000 }, async () => {
      const desktop = await open(admin, { colorScheme });
      await visit(desktop.page, "/projects");
      const toggle = desktop.page.locator("aside").getByRole("button", { name: "Barra lateral compacta" });
      // A retried attempt may find the account still compact from the attempt before.
      if ((await toggle.getAttribute("aria-pressed")) === "true") await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
      expect(await axeViolations(desktop.page)).toEqual([]);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
      // Focus again until the tooltip shows: on a loaded machine a toast arriving late may take the focus.
      const team = sidebar(desktop.page).getByRole("link", { name: "Equipo" });
      await expect
        .poll(async () => {
          await team.focus();
          return desktop.page.getByRole("tooltip").count();
        }, { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await axeViolations(desktop.page)).toEqual([]);
      await toggle.click();
      await expect.poll(() => isCompactOnServer(desktop.context)).toBe(false);
      await desktop.context.close();

      for (const language of ["es", "en"] as const) {
        const phone = await open(admin, { width: 360, height: 740, colorScheme, language });
        await visit(phone.page, "/dashboard");
        await phone.page.getByRole("button", { name: language === "es" ? "Abrir menú de navegación" : "Open navigation menu" }).click();
        await phone.page.getByRole("dialog").waitFor();
        expect(await axeViolations(phone.page), language).toEqual([]);
        await phone.context.close();
      }
    });
  }
});
