import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, e2ePassword, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 3 in Chromium, second part: an invitation sent by one user and accepted by another
// (who then sees the workspace on /team), the administration pages (the server is fresh, so its
// first account is the administrator; anyone else gets the translated 403 page), and axe on the
// accounts screens in both languages.

let server: LoggingServer;
let browser: Browser;
const stamp = Date.now();
const ana = `ana-${stamp}@example.mx`; // first account: administrator
const beto = `beto-${stamp}@example.mx`;
const carla = `carla-${stamp}@example.mx`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  // In order: the first sign-up of the installation is its administrator.
  await registerVerified(server, ana, "Ana Torres");
  await registerVerified(server, beto, "Beto Ruiz");
  await registerVerified(server, carla, "Carla Méndez");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Lang = "es" | "en";

async function open(language: Lang, email?: string, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript((lang: string) => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", lang);
  }, language);
  if (email) await signIn(server, context, email);
  const page = await context.newPage();
  // Radix's dialog scroll lock (react-remove-scroll-bar) inserts a <style> element that the strict
  // CSP blocks, harmlessly (the page only keeps scrolling behind the dialog). A design-system
  // matter, reported; every other console error still fails the test.
  const isScrollLockStyle = (text: string) => text.includes("Applying inline style violates") && text.includes("style-src");
  return { context, page, errors: collectPageErrors(page, isScrollLockStyle) };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
}

const toast = (page: Page, text: string) => page.locator('[role="region"] li').filter({ hasText: text });

describe("team invitations in Chromium", () => {
  it("Ana invites Beto by e-mail; Beto, signed out, follows the link, signs in, accepts and sees Ana's workspace", async () => {
    const a = await open("es", ana);
    await visit(a.page, "/team");
    await a.page.locator(`[data-member="${ana}"]`).getByText("Propietario").waitFor();
    await a.page.getByLabel("Email", { exact: true }).fill(beto);
    await a.page.getByRole("button", { name: "Enviar invitación" }).click();
    await toast(a.page, `Invitación enviada a ${beto}`).waitFor();
    await a.page.locator(`[data-invitation="${beto}"]`).getByText(/Vence el/).waitFor();
    const workspaceName = ((await (await a.context.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { workspaces: { name: string }[] }).workspaces[0]?.name ?? "";
    expect(workspaceName).not.toBe("");

    const link = await server.waitForLink(beto);
    expect(new URL(link).pathname).toMatch(/^\/team\/invitations\//);

    // Carla, signed in with another e-mail, is told it is not hers.
    const c = await open("es", carla);
    await c.page.goto(link);
    await c.page.getByRole("alert").waitFor();
    expect(await c.page.getByRole("button", { name: "Aceptar invitación" }).count()).toBe(0);
    await c.context.close();

    const b = await open("es");
    await b.page.goto(link);
    await b.page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("next") === new URL(link).pathname);
    const form = b.page.getByRole("tabpanel");
    await form.getByLabel("Email").fill(beto);
    await form.getByLabel("Contraseña", { exact: true }).fill(e2ePassword);
    await form.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === new URL(link).pathname);
    await b.page.getByText(workspaceName, { exact: true }).waitFor();
    await b.page.getByText("Miembro", { exact: true }).waitFor();
    await b.page.getByRole("button", { name: "Aceptar invitación" }).click();
    await b.page.waitForURL((url) => url.pathname === "/team");
    await toast(b.page, `Ahora eres parte de ${workspaceName}`).waitFor();
    await b.page.getByText(`Miembros del espacio de trabajo ${workspaceName}.`, { exact: false }).waitFor();
    await b.page.locator(`[data-member="${ana}"]`).waitFor();
    await b.page.locator(`[data-member="${beto}"]`).getByText("Miembro").waitFor();
    // A member may not invite: the form is not offered.
    expect(await b.page.getByRole("button", { name: "Enviar invitación" }).count()).toBe(0);

    // Ana sees Beto among the members, and no pending invitation left.
    await a.page.reload();
    await a.page.locator(`[data-member="${beto}"]`).waitFor();
    expect(await a.page.locator(`[data-invitation="${beto}"]`).count()).toBe(0);
    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});

describe("team roles in Chromium", () => {
  it("the owner changes a member's role (the project page then offers Beto nothing to edit) and removes them after confirming", async () => {
    const { context, page, errors } = await open("es", ana);
    const workspaceId = ((await (await context.request.get(`${server.baseUrl}/api/v1/me`)).json()) as { activeWorkspaceId: string }).activeWorkspaceId;
    const created = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: "Migración del ERP" }, headers: { origin: server.baseUrl } });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: string }).id;

    // Beto, a member, works in Ana's workspace: he may edit the project but not delete it.
    const b = await open("es", beto);
    const switched = await b.context.request.post(`${server.baseUrl}/api/v1/me/active-workspace`, { data: { workspaceId }, headers: { origin: server.baseUrl } });
    expect(switched.status()).toBe(200);
    const projectPage = async () => {
      const membersLoaded = b.page.waitForResponse((r) => r.url().endsWith(`/api/v1/workspaces/${workspaceId}/members`) && r.ok());
      await visit(b.page, `/project/${projectId}`);
      await membersLoaded;
      await b.page.getByRole("heading", { level: 1, name: "Migración del ERP" }).waitFor();
      // Two frames after the role arrived, React has drawn what it allows.
      await b.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    await projectPage();
    expect(await b.page.getByRole("button", { name: "Editar proyecto" }).count()).toBe(1);
    expect(await b.page.getByRole("button", { name: "Eliminar", exact: true }).count()).toBe(0);

    await visit(page, "/team");
    const row = page.locator(`[data-member="${beto}"]`);
    await row.getByRole("combobox", { name: "Rol de Beto Ruiz" }).click();
    await page.getByRole("option", { name: "Lector" }).click();
    await toast(page, "Beto Ruiz ahora es Lector").waitFor();
    const members = (await (await context.request.get(`${server.baseUrl}/api/v1/workspaces/${workspaceId}/members`)).json()) as { items: { email: string; role: string }[] };
    expect(members.items.find((m) => m.email === beto)?.role).toBe("viewer");

    // As a viewer he reads the same page with no control to change it, once his role is known.
    await projectPage();
    expect(await b.page.getByRole("button", { name: "Editar proyecto" }).count()).toBe(0);
    expect(await b.page.getByRole("button", { name: "Eliminar", exact: true }).count()).toBe(0);
    expect(b.errors).toEqual([]);
    await b.context.close();

    await row.getByRole("button", { name: "Quitar a Beto Ruiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Quitar" }).click();
    await toast(page, "Beto Ruiz ya no es parte del equipo").waitFor();
    await row.waitFor({ state: "detached" });
    // The owner, the last one, cannot be removed nor leave: no such button on their own row.
    expect(await page.locator(`[data-member="${ana}"]`).getByRole("button").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("administration in Chromium", () => {
  it("the first account administers users (en): search, suspend, lift, and the audit log with filters", async () => {
    const { context, page, errors } = await open("en", ana);
    await visit(page, "/admin/users");
    expect(await page.locator("main h1").textContent()).toBe("User management");
    await page.getByLabel("Search by email or name").fill(carla);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.locator(`[data-user="${carla}"]`);
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll("tr[data-user]").length === 1);

    await row.getByRole("button", { name: `Suspend ${carla}` }).click();
    await page.getByLabel("Reason (optional)").fill("Pruebas de suspensión");
    await page.getByRole("dialog").getByRole("button", { name: "Suspend account" }).click();
    await toast(page, `${carla} is suspended`).waitFor();
    await row.getByText("Suspended").waitFor();
    await row.getByText("Pruebas de suspensión").waitFor();
    // Suspended: Carla cannot sign in.
    const refused = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl, "accept-language": "en" },
      body: JSON.stringify({ email: carla, password: e2ePassword }),
    });
    expect(refused.status).toBe(403);
    await row.getByRole("button", { name: "Lift suspension" }).click();
    await toast(page, `The suspension of ${carla} was lifted`).waitFor();
    await row.getByText("Unconfirmed").or(row.getByText("Active")).waitFor();

    await visit(page, "/admin/logs");
    await page.getByLabel("Email of who acted").fill(ana);
    const filtered = page.waitForResponse((r) => r.url().includes("/api/v1/admin/audit-log") && r.url().includes("actorEmail="));
    await page.getByRole("button", { name: "Filter" }).click();
    await filtered;
    await page.waitForFunction(
      (email) => {
        const cells = [...document.querySelectorAll("tbody tr td:nth-child(3)")].map((td) => td.textContent ?? "");
        return cells.length > 0 && cells.every((c) => c.includes(email));
      },
      ana,
    );
    await page.locator('tr[data-action="admin.user_banned"]').waitFor();
    await page.locator('tr[data-action="admin.user_unbanned"]').waitFor();
    // Who acted and whom it was about are named by their accounts (name and e-mail), never by ids.
    const actors = await page.locator("tbody tr td:nth-child(3)").allTextContents();
    expect(actors.every((actor) => actor.includes(ana))).toBe(true);
    expect(await page.locator('tr[data-action="admin.user_banned"] td:nth-child(4)').first().textContent()).toContain(carla);

    // The work queue: counts by state and the latest jobs, the sign-up mails among them (done).
    await visit(page, "/admin/queue");
    expect(await page.locator("main h1").textContent()).toBe("Work queue");
    await page.locator('tr[data-kind="mail"]').first().waitFor();
    const done = page.locator('[data-count="done"]');
    await done.click();
    expect(await done.getAttribute("aria-pressed")).toBe("true");
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll("tr[data-job]")];
      return rows.length > 0 && rows.every((r) => r.getAttribute("data-status") === "done");
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [lang, text] of [
    ["es", "Esta sección es solo para administradores."],
    ["en", "This section is for administrators only."],
  ] as const) {
    it(`shows a non-administrator the translated 403 page (${lang})`, async () => {
      const { context, page } = await open(lang, beto);
      for (const path of ["/admin/users", "/admin/logs", "/admin/queue"]) {
        await visit(page, path);
        await page.getByText(text).waitFor();
        expect(await page.locator("[data-status='403']").count()).toBe(1);
      }
      await context.close();
    });
  }
});

describe("accessibility of the accounts screens", () => {
  for (const lang of ["es", "en"] as const) {
    it(`axe finds nothing on /auth, /team, /admin/users, /admin/logs, /admin/queue and /settings (${lang})`, async () => {
      const anonymous = await open(lang);
      await visit(anonymous.page, "/auth");
      expect(await axeViolations(anonymous.page), "/auth").toEqual([]);
      // The prerendered /auth holds this click until the app is live, then gives it again.
      await anonymous.page.getByRole("tab").nth(1).click();
      await anonymous.page.getByRole("tab", { selected: true }).nth(0).and(anonymous.page.getByRole("tab").nth(1)).waitFor();
      expect(await axeViolations(anonymous.page), "/auth register").toEqual([]);
      await anonymous.context.close();

      const admin = await open(lang, ana);
      for (const path of ["/team", "/admin/users", "/admin/logs", "/admin/queue", "/settings"]) {
        await visit(admin.page, path);
        // Wait for the data, not the skeletons.
        await admin.page.waitForFunction(() => document.querySelectorAll("main [aria-hidden='true'] .animate-pulse, main .animate-pulse").length === 0, undefined, { timeout: 10_000 }).catch(() => undefined);
        expect(await axeViolations(admin.page), path).toEqual([]);
      }
      await admin.context.close();
    });
  }
});

describe("account settings in Chromium", () => {
  it("shows the security log and sessions, refuses a wrong current password, changes it ending the other sessions", async () => {
    const other = await open("es", carla);
    const { context, page, errors } = await open("es", carla);
    await visit(page, "/settings");
    const events = page.locator("table").filter({ has: page.getByText("Actividad de seguridad") });
    await events.getByText("Inicio de sesión", { exact: true }).first().waitFor();
    const sessions = page.getByRole("list", { name: "Sesiones activas" });
    await sessions.getByText("Esta sesión").waitFor();
    expect(await sessions.locator("li").count()).toBeGreaterThanOrEqual(2);

    await page.getByLabel("Contraseña actual").first().fill("no-es-la-mia");
    await page.getByLabel("Nueva contraseña").fill("Otra-clave-segura-2026");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await page.locator("#password-current-error").filter({ hasText: "La contraseña no es correcta." }).waitFor();
    await toast(page, "La contraseña no es correcta.").waitFor();
    // The form keeps what was typed.
    expect(await page.getByLabel("Nueva contraseña").inputValue()).toBe("Otra-clave-segura-2026");

    await page.getByLabel("Contraseña actual").first().fill(e2ePassword);
    // Closing the other sessions is on by default.
    expect(await page.getByRole("switch", { name: "Cerrar mis otras sesiones" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await toast(page, "Contraseña cambiada").waitFor();
    // The other browser's session has ended; this one goes on.
    expect((await other.context.request.get(`${server.baseUrl}/api/v1/me`)).status()).toBe(401);
    expect((await context.request.get(`${server.baseUrl}/api/v1/me`)).status()).toBe(200);
    await page.reload();
    await events.getByText("Contraseña cambiada", { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it("deletes an account after the password is typed again (en)", async () => {
    const dora = `dora-${stamp}@example.mx`;
    await registerVerified(server, dora, "Dora");
    const { context, page } = await open("en", dora);
    await visit(page, "/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password").fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await dialog.getByText("The password is not correct.").waitFor();
    await dialog.getByLabel("Password").fill(e2ePassword);
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await toast(page, "Your account was deleted").waitFor();
    const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ email: dora, password: e2ePassword }),
    });
    expect(signIn.status).toBe(401);
    await context.close();
  });
});

describe("forgotten password in Chromium", () => {
  it("requests the mail on /auth, chooses a new password from its link, and signs in with it", async () => {
    const eva = `eva-${stamp}@example.mx`;
    await registerVerified(server, eva, "Eva");
    const { context, page, errors } = await open("es");
    await visit(page, "/auth");
    await page.getByRole("tabpanel").getByLabel("Email").fill(eva);
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    expect(await page.getByLabel("Email").inputValue()).toBe(eva);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await toast(page, "Correo enviado").waitFor();

    const link = await server.waitForLink(eva);
    expect(new URL(link).pathname).toBe("/auth/reset-password");
    await visit(page, `${new URL(link).pathname}${new URL(link).search}`);
    await page.getByLabel("Nueva contraseña").fill("corta");
    await page.getByRole("button", { name: "Guardar nueva contraseña" }).click();
    await page.getByText("La contraseña debe tener al menos 8 caracteres para mayor seguridad.").waitFor();
    await page.getByLabel("Nueva contraseña").fill("Nueva-clave-de-Eva-2026");
    await page.getByRole("button", { name: "Guardar nueva contraseña" }).click();
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("reset") === "1");

    const form = page.getByRole("tabpanel");
    await form.getByLabel("Email").fill(eva);
    await form.getByLabel("Contraseña", { exact: true }).fill("Nueva-clave-de-Eva-2026");
    await form.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("banner").getByTitle(eva).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
