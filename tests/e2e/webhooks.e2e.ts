import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, startSignedInApp, type LoggingServer } from "./support/planning-server";

// The Webhooks tab of /automation in Chromium (decision 0806): create a webhook (its secret shown
// once), send a test, see the delivery in the log with its response code, redeliver it; axe and
// 360 px in dark. The receiver listens on loopback, which the server allows only under NODE_ENV=test.

const email = `webhooks-${Date.now()}@example.mx`;
let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let receiver: Server;
let hookUrl = "";
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(body);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  ({ server, browser, context } = await startSignedInApp(email));
  page = await context.newPage();
  errors = collectPageErrors(page);
  mkdirSync(".tmp", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  receiver?.close();
});

describe("webhooks", () => {
  it("creates a webhook, shows a delivery in the log and redelivers it", { timeout: 120_000 }, async () => {
    const name = `Mi sistema ${Date.now()}`;
    await page.goto("/automation?tab=webhooks");
    await page.getByRole("tab", { name: "Webhooks" }).waitFor();
    await page.getByRole("button", { name: "Nuevo webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo webhook" });
    await dialog.getByLabel("Nombre").fill(name);
    await dialog.getByLabel("URL de destino").fill(hookUrl);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    const secret = page.getByRole("alertdialog", { name: "Guarda el secreto de firma" });
    await secret.waitFor();
    expect(await secret.getByTestId("webhook-secret").textContent()).toMatch(/^whsec_/);
    await secret.getByRole("button", { name: "Ya lo guardé" }).click();

    const card = page.getByRole("listitem").filter({ hasText: name });
    await card.getByRole("button", { name: "Enviar prueba" }).click();
    const log = card.getByRole("region", { name: `Registro de entregas de ${name}` });
    await log.getByText("HTTP 200").first().waitFor({ timeout: 30_000 });
    await log.getByText("Entregado").first().waitFor();
    expect(received.some((b) => JSON.parse(b).type === "ping")).toBe(true);
    await expectNoAxeViolations(page, "webhooks, light");
    await page.screenshot({ path: ".tmp/webhooks-1280-light.png", fullPage: true });

    const before = received.length;
    await log.getByRole("button", { name: "Reenviar" }).first().click();
    await log.getByText("(Reenvío)").waitFor({ timeout: 30_000 });
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(before);

    const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 800 }, locale: "es-MX", timezoneId: "America/Mexico_City", storageState: await context.storageState() });
    await phone.addInitScript(() => localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" })));
    const small = await phone.newPage();
    await small.goto("/automation?tab=webhooks");
    const smallCard = small.getByRole("listitem").filter({ hasText: name });
    await smallCard.getByRole("button", { name: "Entregas" }).click();
    await smallCard.getByText("HTTP 200").first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(small, "webhooks, dark, 360 px");
    await small.screenshot({ path: ".tmp/webhooks-360-dark.png", fullPage: true });
    await phone.close();

    // Clean up, so a retried attempt starts alike.
    await card.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await card.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});
