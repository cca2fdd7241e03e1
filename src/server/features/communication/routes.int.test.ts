import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

describe(`communication on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  let channelId: string;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, user: string | null, body?: unknown) => requestAs(t, method, url, user, body);

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [
        { id: "ana", name: "Ana López", email: "ana.lopez@example.mx" },
        { id: "luis", name: "Luis Pérez", email: "luis.perez@example.mx" },
        { id: "vic", name: "Vic Ramos" },
        { id: "eve", name: "Eve" },
      ],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", luis: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    const project = await call("POST", "/api/v1/projects", "ana", { name: "Atlas", dueDate: "2026-12-18" });
    expect(project.statusCode, project.body).toBe(201);
    projectId = project.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives every project a channel, and the workspace its #general", async () => {
    const res = await call("GET", "/api/v1/channels", "ana");
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.canPost).toBe(true);
    expect(list.items.map((c: { kind: string; name: string }) => [c.kind, c.name])).toEqual([
      ["workspace", "general"],
      ["project", "Atlas"],
    ]);
    channelId = list.items.find((c: { projectId: string | null }) => c.projectId === projectId).id;
    // Listing again makes nothing twice.
    expect((await call("GET", "/api/v1/channels", "ana")).json().items).toHaveLength(2);
  });

  it("posts, replies, mentions with a notification, counts unread and marks read", async () => {
    const posted = await call("POST", `/api/v1/channels/${channelId}/messages`, "ana", { body: "Hola **equipo**, @luis.perez revisa el alcance. @vic @eve" });
    expect(posted.statusCode, posted.body).toBe(201);
    const message = posted.json();
    // Vic is a member (a viewer still reads and is mentioned); Eve is not of this workspace.
    expect(message).toMatchObject({ authorName: "Ana López", mine: true, parentId: null, mentions: ["luis", "vic"] });
    const luisNotes = (await call("GET", "/api/v1/notifications", "luis")).json();
    const items = Array.isArray(luisNotes) ? luisNotes : luisNotes.items;
    expect(items[0]).toMatchObject({ kind: "mention", title: "Ana López te mencionó en #Atlas", action: { type: "navigate", target: `/communication?channel=${channelId}&message=${message.id}` } });
    const eveNotes = (await call("GET", "/api/v1/notifications", "eve")).json();
    expect((Array.isArray(eveNotes) ? eveNotes : eveNotes.items).some((n: { kind: string }) => n.kind === "mention")).toBe(false);

    const reply = await call("POST", `/api/v1/channels/${channelId}/messages`, "luis", { body: "Listo", parentId: message.id });
    expect(reply.json()).toMatchObject({ parentId: message.id, mine: true });
    // A reply to the reply joins the same thread.
    const nested = await call("POST", `/api/v1/channels/${channelId}/messages`, "ana", { body: "Gracias", parentId: reply.json().id });
    expect(nested.json().parentId).toBe(message.id);

    const unread = (user: string) => call("GET", "/api/v1/channels?workspaceId=w", user).then((r) => r.json().items.find((c: { id: string }) => c.id === channelId).unread);
    expect(await unread("vic")).toBe(3);
    expect(await unread("luis")).toBe(1);
    expect((await call("POST", `/api/v1/channels/${channelId}/read`, "vic")).statusCode).toBe(204);
    expect(await unread("vic")).toBe(0);

    const list = (await call("GET", `/api/v1/channels/${channelId}/messages`, "vic")).json();
    expect(list.items.map((m: { body: string }) => m.body)).toEqual(["Hola **equipo**, @luis.perez revisa el alcance. @vic @eve", "Listo", "Gracias"]);
  });

  it("edits and deletes only one's own messages, with a visible mark", async () => {
    const mine = (await call("POST", `/api/v1/channels/${channelId}/messages`, "luis", { body: "borrador" })).json();
    expect((await call("PATCH", `/api/v1/channels/${channelId}/messages/${mine.id}`, "ana", { body: "no es mío" })).statusCode).toBe(403);
    const edited = await call("PATCH", `/api/v1/channels/${channelId}/messages/${mine.id}`, "luis", { body: "versión final @ana.lopez" });
    expect(edited.json()).toMatchObject({ body: "versión final @ana.lopez", mentions: ["ana"] });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await call("DELETE", `/api/v1/channels/${channelId}/messages/${mine.id}`, "ana")).statusCode).toBe(403);
    expect((await call("DELETE", `/api/v1/channels/${channelId}/messages/${mine.id}`, "luis")).statusCode).toBe(204);
    const items = (await call("GET", `/api/v1/channels/${channelId}/messages`, "ana")).json().items;
    expect(items.at(-1)).toMatchObject({ id: mine.id, deleted: true, body: "" });
  });

  it("validates input with translated messages and never half-writes", async () => {
    const empty = await call("POST", `/api/v1/channels/${channelId}/messages`, "ana", { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.body).toBeTruthy();
    const long = await call("POST", `/api/v1/channels/${channelId}/messages`, "ana", { body: "x".repeat(4001) });
    expect(long.statusCode).toBe(400);
    const strangerParent = await call("POST", `/api/v1/channels/${channelId}/messages`, "ana", { body: "hola", parentId: "00000000-0000-4000-8000-000000000000" });
    expect(strangerParent.statusCode).toBe(404);
    const general = await call("POST", "/api/v1/channels", "ana", { name: "#Diseño" });
    expect(general.statusCode).toBe(201);
    expect(general.json()).toMatchObject({ kind: "workspace", name: "Diseño" });
  });

  it("keeps channels from strangers (404) and posting from viewers (403)", async () => {
    expect((await call("GET", `/api/v1/channels/${channelId}/messages`, "eve")).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/channels/${channelId}/messages`, "eve", { body: "hola" })).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/channels/${channelId}/read`, "eve")).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/channels?workspaceId=w", "eve")).statusCode).toBe(404);
    expect((await call("GET", `/api/v1/projects/${projectId}/progress-update`, "eve")).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/channels/${channelId}/messages`, "vic", { body: "hola" })).statusCode).toBe(403);
    expect((await call("POST", "/api/v1/channels", "vic", { name: "x", workspaceId: "w" })).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/channels?workspaceId=w", "vic")).json().canPost).toBe(false);
    // Eve's own workspace shows only its own channels.
    const own = (await call("GET", "/api/v1/channels", "eve")).json();
    expect(own.items.map((c: { name: string }) => c.name)).toEqual(["general"]);
    expect((await call("GET", `/api/v1/channels/${channelId}/messages`, null)).statusCode).toBe(401);
  });

  it("drafts the week's progress update from the project's figures", async () => {
    const task = await call("POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Diseño de datos", endDate: "2026-01-05" });
    expect(task.statusCode, task.body).toBe(201);
    const done = await call("POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Kickoff" });
    await call("PATCH", `/api/v1/projects/${projectId}/tasks/${done.json().id}`, "ana", { status: "Completada" });
    const res = await call("GET", `/api/v1/projects/${projectId}/progress-update`, "vic");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().channelId).toBe(channelId);
    const text: string = res.json().text;
    expect(text).toContain("**Actualización de avance: Atlas**");
    expect(text).toContain("Completado esta semana (1):\n- Kickoff");
    expect(text).toContain("- Diseño de datos (vencía 5 de enero de 2026)");
    expect(text).toContain("fecha de entrega: 18 de diciembre de 2026");
  });
});
