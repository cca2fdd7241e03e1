import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createTestApp, type TestApp } from "../../testing/app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { TestBrowser, registerVerifiedUser } from "../../testing/browser";

// Workspaces, members and invitations: the whole flow (invite by mail, accept while signed in),
// the role rules, and an authorisation matrix for every route: anonymous 401, someone from
// another workspace 404, a role that may not 403.

const engine = testEngine();
const PASSWORD = "correcto caballo batería";

type Who = { browser: TestBrowser; userId: string; email: string };

describe(`team on ${engine}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: Who;
  let admin: Who;
  let member: Who;
  let viewer: Who;
  let outsider: Who;
  let workspaceId = "";
  const memberIds: Record<string, string> = {};

  async function user(email: string, name: string, lang: "es" | "en" = "es"): Promise<Who> {
    const browser = await registerVerifiedUser(t.app, smtp, email, PASSWORD, { name, lang });
    const me = (await browser.get("/api/v1/me")).json();
    return { browser, userId: me.user.id, email };
  }

  async function invite(as: Who, email: string, role: string) {
    return as.browser.post(`/api/v1/workspaces/${workspaceId}/invitations`, { email, role });
  }

  async function inviteAndAccept(invitee: Who, role: string) {
    const res = await invite(owner, invitee.email, role);
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor(invitee.email, (m) => m.text.includes("/team/invitations/"));
    const invitationId = new URL(linkIn(mail)).pathname.split("/").pop() ?? "";
    expect((await invitee.browser.post(`/api/v1/invitations/${invitationId}/accept`, {})).statusCode).toBe(200);
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
    owner = await user("owner@example.mx", "Olga");
    admin = await user("admin@example.mx", "Adán");
    member = await user("member@example.mx", "Mario");
    viewer = await user("viewer@example.mx", "Vera", "en");
    outsider = await user("outsider@example.mx", "Óscar");
    workspaceId = (await owner.browser.get("/api/v1/me")).json().activeWorkspaceId;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("invites by mail; the invited person sees the invitation and accepts it while signed in", async () => {
    const created = await invite(owner, "Admin@Example.mx", "admin");
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: "admin@example.mx", role: "admin", status: "pending" });
    const days = (Date.parse(created.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await smtp.waitFor("admin@example.mx", (m) => m.text.includes("/team/invitations/"));
    expect(mail.subject).toBe("Olga te invitó a Espacio de Olga en Rumbo");
    expect(mail.text).toContain("como administrador");
    const link = linkIn(mail);
    expect(link).toBe(`http://localhost:3000/team/invitations/${created.json().id}`);

    const id = created.json().id;
    expect((await invite(owner, "admin@example.mx", "member")).json().error.code).toBe("invitation_pending");
    // Someone else signed in learns nothing about it, and cannot accept it.
    const foreign = await member.browser.get(`/api/v1/invitations/${id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe("La invitación es para otro email. Inicia sesión con la cuenta invitada.");
    expect(JSON.stringify(foreign.json())).not.toContain("Olga");
    expect((await member.browser.post(`/api/v1/invitations/${id}/accept`, {})).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get(`/api/v1/invitations/${id}`)).statusCode).toBe(401);

    const seen = await admin.browser.get(`/api/v1/invitations/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      role: "admin",
      status: "pending",
      workspace: { id: workspaceId, name: "Espacio de Olga" },
      inviter: { name: "Olga", email: "owner@example.mx" },
    });
    const accepted = await admin.browser.post(`/api/v1/invitations/${id}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ workspaceId, role: "admin" });
    expect((await admin.browser.post(`/api/v1/invitations/${id}/accept`, {})).json().error.code).toBe("invitation_not_pending");
    expect((await invite(owner, "admin@example.mx", "member")).json().error.code).toBe("already_member");

    await inviteAndAccept(member, "member");
    await inviteAndAccept(viewer, "viewer");
    const viewerMail = smtp.mails.find((m) => m.to === "viewer@example.mx" && m.text.includes("/team/invitations/"));
    expect(viewerMail?.subject).toBe("Olga invited you to Espacio de Olga on Rumbo");

    const members = (await viewer.browser.get(`/api/v1/workspaces/${workspaceId}/members`)).json().items as { id: string; email: string; role: string }[];
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ["owner@example.mx", "owner"],
      ["admin@example.mx", "admin"],
      ["member@example.mx", "member"],
      ["viewer@example.mx", "viewer"],
    ]);
    for (const m of members) memberIds[m.email] = m.id;
  });

  it("lets the member switch to the workspace and lists it in /me", async () => {
    const set = await member.browser.post("/api/v1/me/active-workspace", { workspaceId });
    expect(set.statusCode).toBe(200);
    const me = (await member.browser.get("/api/v1/me")).json();
    expect(me.activeWorkspaceId).toBe(workspaceId);
    expect(me.workspaces.map((w: { role: string }) => w.role).sort()).toEqual(["member", "owner"]);
    expect((await outsider.browser.post("/api/v1/me/active-workspace", { workspaceId })).statusCode).toBe(404);
  });

  describe("authorisation matrix", () => {
    type Route = { name: string; method: "GET" | "POST" | "PATCH" | "DELETE"; url: () => string; body?: unknown; minimum: "viewer" | "admin" };
    const routes: Route[] = [
      { name: "list members", method: "GET", url: () => `/api/v1/workspaces/${workspaceId}/members`, minimum: "viewer" },
      { name: "change a role", method: "PATCH", url: () => `/api/v1/workspaces/${workspaceId}/members/${memberIds["viewer@example.mx"]}`, body: { role: "viewer" }, minimum: "admin" },
      { name: "remove a member", method: "DELETE", url: () => `/api/v1/workspaces/${workspaceId}/members/${memberIds["owner@example.mx"]}`, minimum: "admin" },
      { name: "list invitations", method: "GET", url: () => `/api/v1/workspaces/${workspaceId}/invitations`, minimum: "admin" },
      { name: "invite", method: "POST", url: () => `/api/v1/workspaces/${workspaceId}/invitations`, body: { email: "nadie@example.mx", role: "viewer" }, minimum: "admin" },
      { name: "cancel an invitation", method: "DELETE", url: () => `/api/v1/workspaces/${workspaceId}/invitations/00000000-0000-0000-0000-000000000000`, minimum: "admin" },
    ];
    const call = (who: TestBrowser, route: Route) => who.request(route.method, route.url(), route.body);

    for (const route of routes) {
      it(`${route.name}: 401 anonymous, 404 another workspace's user${route.minimum === "admin" ? ", 403 viewer and member" : ""}`, async () => {
        const anonymous = await call(new TestBrowser(t.app), route);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().error).toEqual({ code: "unauthorized", message: "Necesitas iniciar sesión." });
        const foreign = await call(outsider.browser, route);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().error.code).toBe("not_found");
        if (route.minimum === "admin") {
          const v = await call(viewer.browser, route);
          expect(v.statusCode).toBe(403);
          expect(v.json().error).toEqual({ code: "forbidden", message: "You are not allowed to do this." });
          expect((await call(member.browser, route)).statusCode).toBe(403);
        } else {
          expect((await call(viewer.browser, route)).statusCode).toBe(200);
        }
      });
    }

    it("an unknown workspace is 404 like someone else's", async () => {
      expect((await owner.browser.get("/api/v1/workspaces/no-existe/members")).statusCode).toBe(404);
    });
  });

  it("applies the role rules: admins cannot touch owners, the last owner stays", async () => {
    const url = (email: string) => `/api/v1/workspaces/${workspaceId}/members/${memberIds[email]}`;
    const demoteOwner = await admin.browser.patch(url("owner@example.mx"), { role: "member" });
    expect(demoteOwner.statusCode).toBe(403);
    expect(demoteOwner.json().error.code).toBe("owner_protected");
    expect((await admin.browser.patch(url("member@example.mx"), { role: "owner" })).json().error.code).toBe("owner_protected");
    expect((await admin.browser.delete(url("owner@example.mx"))).statusCode).toBe(403);

    const lastOwner = await owner.browser.patch(url("owner@example.mx"), { role: "admin" });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error.message).toBe("El espacio de trabajo necesita al menos un propietario.");
    expect((await owner.browser.delete(url("owner@example.mx"))).json().error.code).toBe("last_owner");

    const promote = await admin.browser.patch(url("viewer@example.mx"), { role: "member" });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ role: "member" });
    expect((await admin.browser.patch(url("viewer@example.mx"), { role: "viewer" })).statusCode).toBe(200);

    // An owner can make another owner, who then may let the first one go.
    expect((await owner.browser.patch(url("admin@example.mx"), { role: "owner" })).statusCode).toBe(200);
    expect((await owner.browser.patch(url("owner@example.mx"), { role: "admin" })).statusCode).toBe(200);
    expect((await admin.browser.patch(url("owner@example.mx"), { role: "owner" })).statusCode).toBe(200);
    expect((await owner.browser.patch(url("admin@example.mx"), { role: "admin" })).statusCode).toBe(200);
  });

  it("cancels invitations and lets members leave or be removed", async () => {
    const created = await invite(admin, "tarde@example.mx", "viewer");
    expect(created.statusCode).toBe(201);
    const list = (await admin.browser.get(`/api/v1/workspaces/${workspaceId}/invitations`)).json().items as { id: string; status: string; inviter: { email: string } }[];
    expect(list.find((i) => i.id === created.json().id)).toMatchObject({ status: "pending", inviter: { email: "admin@example.mx" } });
    expect((await admin.browser.delete(`/api/v1/workspaces/${workspaceId}/invitations/${created.json().id}`)).statusCode).toBe(204);
    const after = (await admin.browser.get(`/api/v1/workspaces/${workspaceId}/invitations`)).json().items as { id: string; status: string }[];
    expect(after.find((i) => i.id === created.json().id)?.status).toBe("canceled");

    // The viewer leaves by deleting their own membership; the member is removed by an admin.
    expect((await viewer.browser.delete(`/api/v1/workspaces/${workspaceId}/members/${memberIds["viewer@example.mx"]}`)).statusCode).toBe(204);
    expect((await viewer.browser.get(`/api/v1/workspaces/${workspaceId}/members`)).statusCode).toBe(404);
    expect((await admin.browser.delete(`/api/v1/workspaces/${workspaceId}/members/${memberIds["member@example.mx"]}`)).statusCode).toBe(204);
    const me = (await member.browser.get("/api/v1/me")).json();
    expect(me.workspaces).toHaveLength(1);
    // Its session pointed at the workspace it lost: it falls back to its own.
    expect(me.activeWorkspaceId).toBe(me.workspaces[0].id);

    const audit = (await owner.browser.get("/api/v1/admin/audit-log?action=team.")).json().items.map((i: { action: string }) => i.action);
    expect(audit).toEqual(expect.arrayContaining(["team.invitation_created", "team.invitation_accepted", "team.invitation_revoked", "team.member_role_changed", "team.member_removed"]));
  });

  it("refuses to delete the account of the last owner of a workspace with other members", async () => {
    const res = await owner.browser.post("/api/auth/delete-user", { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "LAST_OWNER", error: { code: "LAST_OWNER" } });
    expect((await owner.browser.get("/api/v1/me")).statusCode).toBe(200);
  });
});
