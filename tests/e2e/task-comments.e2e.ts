import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 19, decisions 0915–0918: a comment with a mention and an attachment arrives live in the
// other member's open task dialog and rings their bell; a status change shows in the history; the
// timeline fits 360 px in the dark theme and passes axe in both themes.

const stamp = Date.now();
const ana = `ana-tc-${stamp}@example.mx`;
const beto = `beto.tc.${stamp}@example.mx`;

let server: LoggingServer;
let browser: Browser;
let anaContext: BrowserContext;
let betoContext: BrowserContext;
let projectId = "";
let taskId = "";

async function open(email: string, options: { width?: number; dark?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: options.width ?? 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  if (options.dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem("rumbo.preferences")) localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
    });
  }
  await signIn(server, context, email);
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await registerVerified(server, ana, "Ana Torres");
  await registerVerified(server, beto, "Beto Ruiz");
  anaContext = await open(ana);
  betoContext = await open(beto);
  const headers = { origin: server.baseUrl };
  const post = async (context: BrowserContext, path: string, data: unknown) => {
    const res = await context.request.post(`${server.baseUrl}${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };
  const workspaceId = ((await (await anaContext.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
  await post(anaContext, `/api/v1/workspaces/${workspaceId}/invitations`, { email: beto, role: "member" });
  const invitation = new URL(await server.waitForLink(beto)).pathname.split("/").pop() ?? "";
  await post(betoContext, `/api/v1/invitations/${invitation}/accept`, {});
  projectId = (await post(anaContext, "/api/v1/projects", { name: "Portal de clientes" })).id;
  taskId = (await post(anaContext, `/api/v1/projects/${projectId}/tasks`, { title: "Diseñar portada" })).id;
  mkdirSync(".tmp", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openDetails(page: Page) {
  await page.goto(`/project/${projectId}`);
  await page.getByRole("heading", { level: 1, name: "Portal de clientes" }).waitFor();
  await page.getByRole("button", { name: "Detalles de Diseñar portada" }).click();
  const dialog = page.getByRole("dialog", { name: "Diseñar portada" });
  await dialog.getByRole("heading", { name: "Actividad" }).waitFor();
  return dialog;
}

describe("task comments and history in Chromium", () => {
  it("posts a comment with a mention and a file; the other member sees it arrive and is notified", async () => {
    const page = await anaContext.newPage();
    const errors = collectPageErrors(page);
    const other = await betoContext.newPage();
    const otherErrors = collectPageErrors(other);
    const theirs = await openDetails(other);
    await theirs.getByText("Aún no hay comentarios ni cambios.").waitFor();

    const mine = await openDetails(page);
    await mine.getByText("Hasta 5 archivos de 10 MB cada uno", { exact: false }).waitFor();
    await mine.getByLabel("Adjuntar archivos").setInputFiles({ name: "acta.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\nacta de la reunión\n") });
    await mine.getByRole("list", { name: "Archivos adjuntos" }).getByText("acta.pdf").waitFor();
    // A file whose content is not what its name says is refused, with the reason.
    await mine.getByLabel("Adjuntar archivos").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("MZ not an image") });
    await mine.getByRole("alert").getByText("foto.png: El contenido del archivo no corresponde a su tipo.").waitFor();
    await mine.getByLabel("Nuevo comentario").fill(`Revisa el **acta**, @beto.tc.${stamp} <img src=x onerror=alert(1)>`);
    await mine.getByRole("button", { name: "Comentar" }).click();
    await mine.getByTestId("task-comment").locator("strong", { hasText: "acta" }).waitFor();

    // It arrives in Beto's open dialog without a reload, the mention shown, the markup as text.
    const comment = theirs.getByTestId("task-comment");
    await comment.locator("strong", { hasText: "acta" }).waitFor({ timeout: 10_000 });
    await comment.getByText("@Beto Ruiz").waitFor();
    expect(await comment.locator("img").count()).toBe(0);
    const link = comment.getByRole("link", { name: /Descargar acta\.pdf/ });
    const download = await other.request.get(`${server.baseUrl}${await link.getAttribute("href")}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment");
    expect((await download.body()).toString()).toContain("acta de la reunión");
    await expect.poll(() => other.getByTestId("notification-bell").getAttribute("aria-label"), { timeout: 15_000 }).toMatch(/sin leer/);
    await expectNoAxeViolations(other, "task activity");
    await other.screenshot({ path: ".tmp/task-comments-1280-light.png" });
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
    await page.close();
    await other.close();
  });

  it("shows a status change in the history, live", async () => {
    const page = await betoContext.newPage();
    // The mention notice's link opens the task's details directly.
    await page.goto(`/project/${projectId}?task=${taskId}`);
    const dialog = page.getByRole("dialog", { name: "Diseñar portada" });
    await dialog.getByRole("heading", { name: "Actividad" }).waitFor();
    const changed = await anaContext.request.patch(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/${taskId}`, { data: { status: "En progreso" }, headers: { origin: server.baseUrl } });
    expect(changed.ok()).toBe(true);
    const change = dialog.getByTestId("task-change").filter({ hasText: "Ana Torres cambió" });
    await change.waitFor({ timeout: 10_000 });
    await change.getByText("Estado").waitFor();
    expect(await change.innerText()).toMatch(/Estado: Pendiente → En progreso/);
    await page.close();
  });

  it("attaches a file to a channel message; the other member downloads it", async () => {
    const page = await anaContext.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/communication?project=${projectId}`);
    await page.getByRole("heading", { level: 2, name: "Portal de clientes" }).waitFor();
    await page.getByLabel("Adjuntar archivos").setInputFiles({ name: "minuta.txt", mimeType: "text/plain", buffer: Buffer.from("Acuerdos de la semana") });
    await page.getByRole("list", { name: "Archivos adjuntos" }).getByText("minuta.txt").waitFor();
    await page.getByLabel("Mensaje para Portal de clientes").fill("La minuta de hoy");
    await page.getByRole("button", { name: "Enviar" }).click();
    const link = page.getByRole("link", { name: /Descargar minuta\.txt/ });
    await link.waitFor({ timeout: 10_000 });
    // Beto (whose active workspace is his own) reads the channel through the API and downloads the file.
    const anaChannels = (await (await anaContext.request.get(`${server.baseUrl}/api/v1/channels`)).json()) as { items: { id: string; projectId: string | null }[] };
    const channelId = anaChannels.items.find((c) => c.projectId === projectId)!.id;
    const messages = (await (await betoContext.request.get(`${server.baseUrl}/api/v1/channels/${channelId}/messages`)).json()) as { items: { attachments?: { url: string }[] }[] };
    const url = messages.items.at(-1)?.attachments?.[0]?.url;
    expect(url).toBe(await link.getAttribute("href"));
    const download = await betoContext.request.get(`${server.baseUrl}${url}`);
    expect((await download.body()).toString()).toBe("Acuerdos de la semana");
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fits 360 px in the dark theme and passes axe", async () => {
    const phone = await open(ana, { width: 360, dark: true });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const dialog = await openDetails(page);
    await dialog.getByTestId("task-comment").first().waitFor();
    await dialog.getByRole("heading", { name: "Actividad" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await dialog.getByTestId("task-timeline").boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, "task activity, dark, 360 px");
    await page.screenshot({ path: ".tmp/task-comments-360-dark.png" });
    expect(errors).toEqual([]);
    await phone.close();
  });
});
