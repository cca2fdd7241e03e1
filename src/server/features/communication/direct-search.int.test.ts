import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { listen } from "../../testing/event-stream";

// Direct conversations (decision 0910), search (0911) and history pages (0912), on both engines.

type Hit = { message: { id: string; body: string; channelId: string }; channelName: string; channelKind: string; threadId: string | null };

describe(`direct messages, search and history on ${testEngine()}`, () => {
  let t: TestApp;
  let url = "";
  let dm = "";
  let general = "";
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, user: string | null, body?: unknown) => requestAs(t, method, path, user, body);
  const search = async (user: string, q: string, offset = 0) => {
    const res = await call("GET", `/api/v1/channels/search?q=${encodeURIComponent(q)}&offset=${offset}${user === "eve" ? "" : "&workspaceId=w"}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Hit[]; nextOffset: number | null };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [
        { id: "ana", name: "Ana López", email: "ana.lopez@example.mx" },
        { id: "luis", name: "Luis Pérez", email: "luis.perez@example.mx" },
        { id: "mara", name: "Mara Soto", email: "mara@example.mx" },
        { id: "vic", name: "Vic Ramos", email: "vic@example.mx" },
        { id: "eve", name: "Eve", email: "eve@example.mx" },
      ],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", luis: "member", mara: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    general = (await call("GET", "/api/v1/channels", "ana")).json().items.find((c: { kind: string }) => c.kind === "workspace").id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("opens one direct conversation per set of people, listed only for them", async () => {
    const opened = await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["luis"] });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ kind: "direct", name: "Luis Pérez", participants: [{ id: "luis", name: "Luis Pérez" }], projectId: null });
    dm = opened.json().id;
    // The same pair, from either side, is the same conversation.
    const again = await call("POST", "/api/v1/channels/direct", "luis", { userIds: ["ana", "luis"], workspaceId: "w" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: dm, name: "Ana López" });

    const names = async (user: string) => (await call("GET", "/api/v1/channels?workspaceId=w", user)).json().items.filter((c: { kind: string }) => c.kind === "direct").map((c: { name: string }) => c.name);
    expect(await names("ana")).toEqual(["Luis Pérez"]);
    expect(await names("luis")).toEqual(["Ana López"]);
    expect(await names("mara")).toEqual([]);

    // A small group, and its validation: someone of another workspace, nobody, too many.
    const group = await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["luis", "mara"] });
    expect(group.json()).toMatchObject({ kind: "direct", name: "Luis Pérez, Mara Soto" });
    const stranger = await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["eve"] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.userIds).toBe("Esa persona no es miembro de este espacio de trabajo.");
    expect((await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["ana"] })).statusCode).toBe(400);
    expect((await call("POST", "/api/v1/channels/direct", "ana", { userIds: [] })).statusCode).toBe(400);
    expect((await call("POST", "/api/v1/channels/direct", "ana", { userIds: ["a", "b", "c", "d", "e", "f", "g", "h"] })).statusCode).toBe(400);
    // A viewer reads but starts nothing; a stranger is not in the workspace.
    expect((await call("POST", "/api/v1/channels/direct", "vic", { userIds: ["ana"], workspaceId: "w" })).statusCode).toBe(403);
    expect((await call("POST", "/api/v1/channels/direct", "eve", { userIds: ["ana"], workspaceId: "w" })).statusCode).toBe(404);
  });

  it("lets only the participants read and post, and notifies a mention as in channels", async () => {
    const posted = await call("POST", `/api/v1/channels/${dm}/messages`, "ana", { body: "Hola @luis.perez, ¿revisamos la migración? @mara" });
    expect(posted.statusCode, posted.body).toBe(201);
    // Mara is of the workspace but not of this conversation: not mentioned, never told.
    expect(posted.json().mentions).toEqual(["luis"]);
    const notes = (await call("GET", "/api/v1/notifications", "luis")).json();
    const items = Array.isArray(notes) ? notes : notes.items;
    expect(items[0]).toMatchObject({ kind: "mention", title: "Ana López te mencionó en un mensaje directo", action: { target: `/communication?channel=${dm}&message=${posted.json().id}` } });
    const maraNotes = (await call("GET", "/api/v1/notifications", "mara")).json();
    expect((Array.isArray(maraNotes) ? maraNotes : maraNotes.items).some((n: { kind: string }) => n.kind === "mention")).toBe(false);

    const unread = async (user: string) => (await call("GET", "/api/v1/channels?workspaceId=w", user)).json().items.find((c: { id: string }) => c.id === dm).unread;
    expect(await unread("luis")).toBe(1);
    expect((await call("POST", `/api/v1/channels/${dm}/read`, "luis")).statusCode).toBe(204);
    expect(await unread("luis")).toBe(0);
    const reply = await call("POST", `/api/v1/channels/${dm}/messages`, "luis", { body: "Sí, mañana", parentId: posted.json().id });
    expect(reply.statusCode).toBe(201);

    // Not a participant (same workspace), a viewer of the workspace, another workspace: 404 on every route.
    for (const user of ["mara", "vic", "eve"]) {
      expect((await call("GET", `/api/v1/channels/${dm}/messages`, user)).statusCode).toBe(404);
      expect((await call("POST", `/api/v1/channels/${dm}/messages`, user, { body: "hola" })).statusCode).toBe(user === "vic" ? 403 : 404);
      expect((await call("POST", `/api/v1/channels/${dm}/read`, user)).statusCode).toBe(404);
      expect((await call("PATCH", `/api/v1/channels/${dm}/messages/${posted.json().id}`, user, { body: "x" })).statusCode).toBe(user === "vic" ? 403 : 404);
      expect((await call("DELETE", `/api/v1/channels/${dm}/messages/${posted.json().id}`, user)).statusCode).toBe(user === "vic" ? 403 : 404);
    }
    expect((await call("GET", `/api/v1/channels/${dm}/messages`, "luis")).json().items).toHaveLength(2);
  });

  it("delivers a direct message live to its participants only", async () => {
    const luis = await listen(url, "luis");
    const mara = await listen(url, "mara");
    const eve = await listen(url, "eve");
    try {
      const res = await fetch(`${url}/api/v1/channels/${dm}/messages`, { method: "POST", headers: { "x-test-user": "ana", "content-type": "application/json" }, body: JSON.stringify({ body: "En vivo" }) });
      expect(res.status).toBe(201);
      expect(await luis.waitFor("channel.message")).toMatchObject({ workspaceId: "w", channelId: dm });
      // A channel's message still reaches every member, Mara included, so her stream works.
      await fetch(`${url}/api/v1/channels/${general}/messages`, { method: "POST", headers: { "x-test-user": "ana", "content-type": "application/json" }, body: JSON.stringify({ body: "Para todos" }) });
      expect(await mara.waitFor("channel.message")).toMatchObject({ channelId: general });
      await new Promise((r) => setTimeout(r, 200));
      expect(mara.events.filter((e) => e.data.channelId === dm)).toEqual([]);
      expect(eve.events).toEqual([]);
    } finally {
      luis.close();
      mara.close();
      eve.close();
    }
  });

  it("searches what the user can see, accents and case ignored, in Spanish and English, a page at a time", async () => {
    await call("POST", `/api/v1/channels/${general}/messages`, "luis", { body: "La MIGRACIÓN de datos empieza el lunes" });
    await call("POST", `/api/v1/channels/${general}/messages`, "mara", { body: "Running the database migrations tonight" });
    await call("POST", `/api/v1/channels/${general}/messages`, "mara", { body: "<script>alert('migración')</script> & | ! :* (" });

    const ana = await search("ana", "migracion");
    const bodies = ana.items.map((h) => h.message.body);
    expect(bodies).toContain("La MIGRACIÓN de datos empieza el lunes");
    expect(bodies).toContain("Hola @luis.perez, ¿revisamos la migración? @mara");
    const inDm = ana.items.find((h) => h.message.channelId === dm)!;
    expect(inDm).toMatchObject({ channelKind: "direct", channelName: "Luis Pérez", threadId: null });
    // Spanish stems (migraciones → migración), English stems (migration → migrations), prefixes.
    expect((await search("ana", "migraciones")).items.map((h) => h.message.body)).toContain("La MIGRACIÓN de datos empieza el lunes");
    expect((await search("ana", "migration")).items.map((h) => h.message.body)).toContain("Running the database migrations tonight");
    expect((await search("ana", "migr datos")).items.map((h) => h.message.body)).toEqual(["La MIGRACIÓN de datos empieza el lunes"]);
    // A reply names its thread.
    expect((await search("ana", "mañana")).items[0]).toMatchObject({ channelKind: "direct", threadId: inDm.message.id });
    // Query syntax typed by a user is only words.
    expect((await search("ana", "'):* | !")).items).toEqual([]);

    // Mara sees the channel's messages, never Ana and Luis's conversation; Eve sees nothing of W.
    const mara = (await search("mara", "migracion")).items;
    expect(mara.length).toBeGreaterThan(0);
    expect(mara.some((h) => h.message.channelId === dm)).toBe(false);
    expect((await search("mara", "revisamos")).items).toEqual([]);
    expect((await search("eve", "migracion")).items).toEqual([]);
    expect((await call("GET", "/api/v1/channels/search?q=migracion&workspaceId=w", "eve")).statusCode).toBe(404);
    // A deleted message is never found.
    const gone = (await call("POST", `/api/v1/channels/${general}/messages`, "ana", { body: "palabraunica" })).json();
    expect((await search("luis", "palabraunica")).items).toHaveLength(1);
    await call("DELETE", `/api/v1/channels/${general}/messages/${gone.id}`, "ana");
    expect((await search("luis", "palabraunica")).items).toEqual([]);

    // Pages of 20.
    for (let i = 0; i < 23; i++) await call("POST", `/api/v1/channels/${general}/messages`, "ana", { body: `Presupuesto revisado ${i}` });
    const first = await search("luis", "presupuesto");
    expect(first.items).toHaveLength(20);
    expect(first.nextOffset).toBe(20);
    const second = await search("luis", "presupuesto", 20);
    expect(second.items).toHaveLength(3);
    expect(second.nextOffset).toBeNull();
    expect(new Set([...first.items, ...second.items].map((h) => h.message.id)).size).toBe(23);

    const short = await call("GET", "/api/v1/channels/search?q=a", "ana");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields["querystring.q"]).toBe("Debe tener al menos 2 caracteres.");
  });

  it("pages a channel's history both ways, and around a message", async () => {
    const made = await call("POST", "/api/v1/channels", "ana", { name: "historia" });
    const channel = made.json().id;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await call("POST", `/api/v1/channels/${channel}/messages`, "ana", { body: `m${i}` })).json().id);
    const page = async (query: string) => {
      const res = await call("GET", `/api/v1/channels/${channel}/messages?${query}`, "luis");
      expect(res.statusCode, res.body).toBe(200);
      const json = res.json() as { items: { body: string }[]; hasOlder: boolean; hasNewer: boolean };
      return { bodies: json.items.map((m) => m.body), hasOlder: json.hasOlder, hasNewer: json.hasNewer };
    };
    expect(await page("limit=5")).toEqual({ bodies: ["m7", "m8", "m9", "m10", "m11"], hasOlder: true, hasNewer: false });
    expect(await page(`limit=5&before=${ids[7]}`)).toEqual({ bodies: ["m2", "m3", "m4", "m5", "m6"], hasOlder: true, hasNewer: true });
    expect(await page(`limit=5&before=${ids[2]}`)).toEqual({ bodies: ["m0", "m1"], hasOlder: false, hasNewer: true });
    expect(await page(`limit=5&after=${ids[8]}`)).toEqual({ bodies: ["m9", "m10", "m11"], hasOlder: true, hasNewer: false });
    expect(await page(`limit=4&around=${ids[5]}`)).toEqual({ bodies: ["m4", "m5", "m6", "m7"], hasOlder: true, hasNewer: true });
    // A message of another channel is no cursor here; nor is a bad one.
    expect((await call("GET", `/api/v1/channels/${channel}/messages?before=${dm}`, "luis")).statusCode).toBe(404);
    const bad = await call("GET", `/api/v1/channels/${channel}/messages?before=nope`, "luis");
    expect(bad.statusCode).toBe(400);
    expect((await call("GET", `/api/v1/channels/${channel}/messages?limit=500`, "luis")).statusCode).toBe(400);
  });
});
