import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSignedInApp, type LoggingServer } from "./support/planning-server";

// Issue 15, decision 0602: a tab holds one event stream (GET /api/v1/events), opened once by the
// providers, whatever the screens it goes through; the screens still update live from it. The
// stream is counted twice: every EventSource the page constructs or closes (the constructor is
// wrapped before the app runs), and every request the browser sends to the stream's address.

const email = `flujo-${Date.now()}@example.mx`;
const streamPath = "/api/v1/events";

type StreamLog = { opened: string[]; closed: number; errors: number };

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let streamRequests = 0;
let projectId = "";

async function api(method: "post" | "patch", path: string, data: unknown) {
  const res = await context.request[method](`${server.baseUrl}/api/v1${path}`, { data, headers: { origin: server.baseUrl } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: string };
}

const streamLog = () => page.evaluate(() => (window as unknown as { __streams: StreamLog }).__streams);

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Supervisora de Flujos"));
  projectId = (await api("post", "/projects", { name: "Proyecto en vivo" })).id;
  await context.addInitScript(() => {
    const log: StreamLog = { opened: [], closed: 0, errors: 0 };
    (window as unknown as { __streams: StreamLog }).__streams = log;
    const Native = window.EventSource;
    class CountedEventSource extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        log.opened.push(String(url));
        this.addEventListener("error", () => log.errors++);
      }
      override close() {
        log.closed++;
        super.close();
      }
    }
    window.EventSource = CountedEventSource;
  });
  page = await context.newPage();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === streamPath) streamRequests++;
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("one event stream per tab", () => {
  it("opens one stream on the dashboard", async () => {
    await page.goto("/dashboard");
    await page.locator("main h1").first().waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForFunction(() => (window as unknown as { __streams: StreamLog }).__streams.opened.length > 0);
    expect((await streamLog()).opened).toEqual([streamPath]);
  });

  it("keeps it on /projects, where another member's new project appears without a reload", async () => {
    await page.locator('a[href="/projects"]').first().click();
    await page.waitForURL("**/projects");
    await page.getByRole("link", { name: "Proyecto en vivo" }).first().waitFor();
    await api("post", "/projects", { name: "Llegó sin recargar" });
    await page.getByRole("link", { name: "Llegó sin recargar" }).first().waitFor({ timeout: 15_000 });
  });

  it("keeps it on the project page, where tasks and edits made elsewhere appear without a reload", async () => {
    await page.getByRole("link", { name: "Proyecto en vivo" }).first().click();
    await page.waitForURL(`**/project/${projectId}`);
    await page.getByRole("heading", { name: "Proyecto en vivo" }).first().waitFor();
    await api("post", `/projects/${projectId}/tasks`, { title: "Tarea creada en otra pestaña" });
    await page.getByText("Tarea creada en otra pestaña", { exact: true }).first().waitFor({ timeout: 15_000 });
    await api("patch", `/projects/${projectId}`, { name: "Proyecto renombrado en vivo" });
    await page.getByRole("heading", { name: "Proyecto renombrado en vivo" }).first().waitFor({ timeout: 15_000 });
  });

  it("opened one stream over the tab's life, never closed nor reopened", async () => {
    // Back through the same screens: still the same stream.
    await page.goBack();
    await page.waitForURL("**/projects");
    await page.getByRole("link", { name: "Proyecto renombrado en vivo" }).first().waitFor({ timeout: 15_000 });
    await page.goBack();
    await page.waitForURL("**/dashboard");
    await page.locator("main h1").first().waitFor();
    const log = await streamLog();
    expect(log.opened).toEqual([streamPath]);
    expect(log.closed).toBe(0);
    expect(log.errors).toBe(0);
    expect(streamRequests).toBe(1);
  });
});
