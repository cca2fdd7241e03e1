import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { listen } from "../../testing/event-stream";

// A group conversation's people (decision 0940): adding members (who read its history), leaving,
// and who may do either, on both engines.

type Channel = { id: string; kind: string; name: string; participants: { id: string; name: string }[] };

describe(`group conversations on ${testEngine()}`, () => {
  let t: TestApp;
  let url = "";
  let trio = "";
  let group = "";
  let pair = "";
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, user: string | null, body?: unknown) => requestAs(t, method, path, user, body);
  const directNames = async (user: string) =>
    ((await call("GET", "/api/v1/channels?workspaceId=w", user)).json().items as Channel[]).filter((c) => c.kind === "direct").map((c) => c.name).sort();
  const bodies = async (user: string, channelId: string) => {
    const res = await call("GET", `/api/v1/channels/${channelId}/messages?workspaceId=w`, user);
    return { status: res.statusCode, bodies: res.statusCode === 200 ? (res.json().items as { body: string; event?: unknown }[]).filter((m) => !m.event).map((m) => m.body) : [] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const extra = ["p1", "p2", "p3", "p4"];
    await seedAccounts(t.testDb.database.db, {
      users: [
        { id: "ana", name: "Ana López", email: "ana.lopez@example.mx" },
        { id: "luis", name: "Luis Pérez", email: "luis.perez@example.mx" },
        { id: "mara", name: "Mara Soto", email: "mara@example.mx" },
        { id: "vic", name: "Vic Ramos", email: "vic@example.mx" },
        { id: "noe", name: "Noé Ruiz", email: "noe@example.mx" },
        { id: "eve", name: "Eve", email: "eve@example.mx" },
        ...extra.map((id) => ({ id, name: `Persona ${id}`, email: `${id}@example.mx` })),
      ],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", luis: "member", mara: "member", vic: "viewer", noe: "member", ...Object.fromEntries(extra.map((id) => [id, "member" as const])) } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    trio = (await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["luis", "mara"], workspaceId: "w" })).json().id;
    pair = (await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["luis"], workspaceId: "w" })).json().id;
    const made = await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["luis", "vic"], workspaceId: "w" });
    expect(made.statusCode, made.body).toBe(201);
    group = made.json().id;
    expect((await call("POST", `/api/v1/channels/${group}/messages`, "ana", { body: "Plan del lanzamiento" })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it("adds a member to a group, who then reads its history, hears of it live, and finds it again by its people", async () => {
    expect(await bodies("mara", group)).toEqual({ status: 404, bodies: [] });
    const mara = await listen(url, "mara");
    try {
      const added = await call("POST", `/api/v1/channels/${group}/participants`, "luis", { userIds: ["mara", "ana"] });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ id: group, kind: "direct", name: "Ana López, Mara Soto, Vic Ramos" });
      expect(await mara.waitFor("channel.message")).toMatchObject({ workspaceId: "w", channelId: group });
    } finally {
      mara.close();
    }
    expect(await bodies("mara", group)).toEqual({ status: 200, bodies: ["Plan del lanzamiento"] });
    expect(await directNames("mara")).toEqual(["Ana López, Luis Pérez", "Ana López, Luis Pérez, Vic Ramos"]);
    // Opening that set of people finds this conversation, not a new one.
    const reopened = await call("POST", "/api/v1/channels/direct", "mara", { userIds: ["ana", "luis", "vic"], workspaceId: "w" });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().id).toBe(group);
    // Someone already in it is no change.
    expect((await call("POST", `/api/v1/channels/${group}/participants`, "ana", { userIds: ["mara"] })).json().participants).toHaveLength(3);
  });

  it("refuses strangers, non-participants and viewers as the other conversation routes do", async () => {
    // Another workspace's user, and a member who is not in the conversation: 404, as for reading it.
    expect((await call("POST", `/api/v1/channels/${group}/participants`, "eve", { userIds: ["eve"] })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/channels/${group}/participants/me`, "eve")).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/channels/${group}/participants`, "noe", { userIds: ["noe"] })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/channels/${group}/participants/me`, "noe")).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/channels/not-a-channel/participants/me`, "ana")).statusCode).toBe(404);
    // A viewer in the conversation reads it but adds nobody (as they post nothing).
    expect((await call("POST", `/api/v1/channels/${group}/participants`, "vic", { userIds: ["noe"] })).statusCode).toBe(403);
    // A workspace channel has no participants to add.
    const general = ((await call("GET", "/api/v1/channels?workspaceId=w", "ana")).json().items as Channel[]).find((c) => c.kind === "workspace")!.id;
    expect((await call("POST", `/api/v1/channels/${general}/participants`, "ana", { userIds: ["noe"] })).statusCode).toBe(404);
    // Someone of another workspace, or past eight people.
    const stranger = await call("POST", `/api/v1/channels/${group}/participants`, "ana", { userIds: ["eve"] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.userIds).toBe("Esa persona no es miembro de este espacio de trabajo.");
    const full = await call("POST", `/api/v1/channels/${group}/participants`, "ana", { userIds: ["noe", "p1", "p2", "p3", "p4"] });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.fields.userIds).toBe("Una conversación de grupo tiene como máximo 8 personas.");
    expect(await bodies("noe", group)).toEqual({ status: 404, bodies: [] });
  });

  it("keeps a conversation of two between its two: adding or leaving is 409, said in the caller's language", async () => {
    const add = await call("POST", `/api/v1/channels/${pair}/participants`, "ana", { userIds: ["mara"] });
    expect(add.statusCode).toBe(409);
    expect(add.json().error).toMatchObject({ code: "not_a_group", message: expect.stringContaining("empieza un grupo nuevo") });
    const leave = await t.app.inject({ method: "DELETE", url: `/api/v1/channels/${pair}/participants/me`, headers: { "x-test-user": "luis", "accept-language": "en" } });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toContain("start a new group");
    expect(await bodies("mara", pair)).toEqual({ status: 404, bodies: [] });
  });

  it("lets anyone in a group leave it, a viewer too; their messages stay and they read it no more", async () => {
    expect((await call("POST", `/api/v1/channels/${group}/messages`, "mara", { body: "Hola a todos" })).statusCode).toBe(201);
    const left = await call("DELETE", `/api/v1/channels/${group}/participants/me`, "mara");
    expect(left.statusCode, left.body).toBe(204);
    expect(await bodies("mara", group)).toEqual({ status: 404, bodies: [] });
    expect((await call("POST", `/api/v1/channels/${group}/messages`, "mara", { body: "¿Sigo?" })).statusCode).toBe(404);
    expect((await bodies("ana", group)).bodies).toEqual(["Plan del lanzamiento", "Hola a todos"]);
    expect(await directNames("mara")).toEqual(["Ana López, Luis Pérez"]);

    // The viewer leaves; Ana and Luis are two in it now, the same people as their own 1:1, which
    // stays the one that opening the pair finds. Neither may leave a conversation of two.
    const vic = await listen(url, "vic");
    try {
      expect((await call("DELETE", `/api/v1/channels/${group}/participants/me`, "vic")).statusCode).toBe(204);
      await call("POST", `/api/v1/channels/${group}/messages`, "ana", { body: "Ya sin Vic" });
      await new Promise((r) => setTimeout(r, 200));
      expect(vic.events.filter((e) => e.data.channelId === group && e.type === "channel.message")).toHaveLength(1);
    } finally {
      vic.close();
    }
    expect(await bodies("vic", group)).toEqual({ status: 404, bodies: [] });
    expect((await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["luis"], workspaceId: "w" })).json().id).toBe(pair);
    expect((await call("DELETE", `/api/v1/channels/${group}/participants/me`, "luis")).statusCode).toBe(409);
    expect(await directNames("ana")).toEqual(["Luis Pérez", "Luis Pérez", "Luis Pérez, Mara Soto"]);
    expect(trio).not.toBe(group);
  });

  it("writes who added whom and who left into the group's history, as lines nobody edits or answers", async () => {
    const items = (await call("GET", `/api/v1/channels/${group}/messages?workspaceId=w`, "ana")).json().items as { id: string; authorName: string; body: string; event?: { type: string; people: string[] } }[];
    const lines = items.filter((m) => m.event).map((m) => ({ author: m.authorName, ...m.event }));
    // Luis added Mara (Ana was already in it: no line for her); Mara left; Vic left.
    expect(lines).toEqual([
      { author: "Luis Pérez", type: "added", people: ["Mara Soto"] },
      { author: "Mara Soto", type: "left", people: [] },
      { author: "Vic Ramos", type: "left", people: [] },
    ]);
    // The "already in it" call above wrote nothing.
    expect(lines.filter((l) => l.type === "added")).toHaveLength(1);
    const line = items.find((m) => m.event && m.authorName === "Luis Pérez")!;
    expect((await call("PATCH", `/api/v1/channels/${group}/messages/${line.id}`, "luis", { body: "cambiado" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/channels/${group}/messages/${line.id}`, "luis")).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/channels/${group}/messages`, "ana", { body: "respuesta", parentId: line.id })).statusCode).toBe(404);
    // Search never finds them.
    const found = (await call("GET", "/api/v1/channels/search?q=agrego&workspaceId=w", "ana")).json().items as unknown[];
    expect(found).toEqual([]);
  });
});
