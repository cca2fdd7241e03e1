import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wake } from "./support/app";
import { startSignedInApp, type SignedInApp } from "./support/planning-server";

// Issue 23 ('at 375 px the settings' appearance card, the resources table and the calendar's tab bar
// overflow'): on a 375 px phone, with the labelled sample portfolio loaded so that tables, charts and
// boards have content, no signed-in screen is wider than the phone. Wide content (tables, the Gantt)
// scrolls inside its own box; the page itself never scrolls sideways. Each offender is named by the
// widest element that sticks out, so a failure says where to look.

const WIDTH = 375;

let app: SignedInApp;
let projectId = "";

beforeAll(async () => {
  app = await startSignedInApp(`phone-width-${Date.now()}@example.mx`, "Paula Teléfono", { viewport: { width: WIDTH, height: 800 }, reducedMotion: "reduce" });
  const loaded = await app.context.request.post(`${app.server.baseUrl}/api/v1/sample-data`, { headers: { origin: app.server.baseUrl } });
  if (!loaded.ok() && loaded.status() !== 409) throw new Error(`sample data ${loaded.status()}: ${await loaded.text()}`);
  const list = (await (await app.context.request.get(`${app.server.baseUrl}/api/v1/projects`)).json()) as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(list) ? list : (list.items ?? []);
  projectId = items[0]?.id ?? "";
}, 200_000);
afterAll(async () => {
  await app?.browser.close();
  await app?.server.stop();
});

/** The document's width, and the elements whose right edge passes the viewport (outermost first). */
async function overflow(page: Page): Promise<{ width: number; offenders: string[] }> {
  return page.evaluate((limit) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("class") ? `.${(el.getAttribute("class") ?? "").trim().split(/\s+/).slice(0, 4).join(".")}` : ""}`;
    // An SVG's insides are named by the element that holds the SVG.
    const describe = (el: Element) => {
      const host = el.closest("svg")?.parentElement ?? el;
      return `${host === el ? "" : `${name(host)} > `}${name(el)} (${Math.round(el.getBoundingClientRect().right)} px)`;
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 1) continue;
      // Inside a box that scrolls or clips sideways: that box holds it, the page does not widen.
      let held = false;
      for (let p = el.parentElement; p && p !== document.body && !held; p = p.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(p).overflowX)) held = p.getBoundingClientRect().right <= limit + 1;
      }
      if (!held && !offenders.some((o) => o.startsWith(describe(el.parentElement ?? el)))) offenders.push(describe(el));
    }
    return { width: document.documentElement.scrollWidth, offenders: offenders.slice(0, 5) };
  }, WIDTH);
}

describe(`every signed-in screen at ${WIDTH} px`, () => {
  it("fits the phone's width, with the sample portfolio loaded", { timeout: 400_000 }, async () => {
    expect(projectId, "the sample portfolio has projects").not.toBe("");
    const page = await app.context.newPage();
    const wide: Record<string, { width: number; offenders: string[] }> = {};
    // Every screen the sidebar links (read from the app itself, so a new screen is covered at once).
    await page.goto("/dashboard");
    await page.locator("main h1").first().waitFor({ timeout: 60_000 });
    // The desktop sidebar stays in the page (hidden) at this width.
    const screens = await page
      .locator('nav[aria-label="Navegación de la aplicación"] a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute("href") ?? ""))]);
    expect(screens.length, "the sidebar's screens").toBeGreaterThan(20);
    const only = process.env.PHONE_WIDTH_ONLY?.split(",");
    const visited = [...screens, `/projects/${projectId}`, `/genetics/${projectId}`].filter((p) => !only || only.includes(p));
    for (const path of visited) {
      await page.goto(path);
      await page.locator("main h1").first().waitFor({ timeout: 60_000 });
      await wake(page);
      // Let the data arrive and the charts lay out.
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0).catch(() => undefined);
      const measured = await overflow(page);
      if (measured.width > WIDTH) {
        wide[path] = measured;
        if (process.env.PHONE_WIDTH_SHOTS) await page.screenshot({ path: `.tmp/phone-${path.replace(/\W+/g, "_")}.png`, fullPage: true });
      }
    }
    await page.close();
    expect(wide).toEqual({});
  });
});
