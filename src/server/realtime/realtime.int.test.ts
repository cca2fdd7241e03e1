import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, headerSession, type TestApp } from "../testing/app";
import { testEngine } from "../../db/test-database";
import { openDatabase, type Database } from "../../db/client";
import { seedAccounts } from "../testing/accounts";
import { buildApp, type App } from "../app";
import { parseConfig } from "../config";
import { appVersion } from "../version";
import { listen } from "../testing/event-stream";
import { parseReadMark, readAfter, READ_MARK_HEADER } from "../../domain/http/read-marks";

const engine = testEngine();

describe(`realtime on ${engine}`, () => {
  let t: TestApp;
  let second: { app: App; database: Database } | undefined;
  let urlA = "";
  let urlB = "";

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana" }, { id: "beto" }, { id: "eve" }],
      workspaces: [
        { id: "w-ana", name: "Ana", slug: "personal-ana", members: { ana: "owner", beto: "viewer" } },
        { id: "w-eve", name: "Eve", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    urlA = await t.app.listen({ port: 0, host: "127.0.0.1" });
    urlB = urlA;
    if (engine === "postgresql") {
      // A second server instance on the same database: events must cross between them.
      const database = await openDatabase({ kind: "postgresql", url: t.testDb.url!, maxConnections: 3 });
      const app = await buildApp({
        context: { config: parseConfig({ NODE_ENV: "test" }), database, version: appVersion, authSecret: "t".repeat(48) },
        resolveSession: headerSession,
      });
      urlB = await app.listen({ port: 0, host: "127.0.0.1" });
      second = { app, database };
    }
  });
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.database.close();
    }
    await t.close();
  });

  it("pushes a project change to the workspace's members, on any instance, and to no one else", async () => {
    const beto = await listen(urlB, "beto");
    const eve = await listen(urlB, "eve");
    try {
      const created = await fetch(`${urlA}/api/v1/projects`, {
        method: "POST",
        headers: { "x-test-user": "ana", "content-type": "application/json" },
        body: JSON.stringify({ name: "Tablero en vivo" }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const event = await beto.waitFor("project.changed");
      expect(event).toMatchObject({ workspaceId: "w-ana", projectId: id, action: "created" });
      await new Promise((r) => setTimeout(r, 300));
      expect(eve.events).toEqual([]);
    } finally {
      beto.close();
      eve.close();
    }
  });

  it("delivers a channel's message to the workspace's members on any instance, never to a non-member (decision 0901)", async () => {
    const list = (await (await fetch(`${urlA}/api/v1/channels`, { headers: { "x-test-user": "ana" } })).json()) as { items: { id: string }[] };
    const channelId = list.items[0]!.id;
    const beto = await listen(urlB, "beto");
    const eve = await listen(urlB, "eve");
    try {
      const posted = await fetch(`${urlA}/api/v1/channels/${channelId}/messages`, {
        method: "POST",
        headers: { "x-test-user": "ana", "content-type": "application/json" },
        body: JSON.stringify({ body: "Hola equipo" }),
      });
      expect(posted.status).toBe(201);
      expect(await beto.waitFor("channel.message")).toMatchObject({ workspaceId: "w-ana", channelId });
      await new Promise((r) => setTimeout(r, 300));
      expect(eve.events).toEqual([]);
    } finally {
      beto.close();
      eve.close();
    }
  });

  it("marks each answer with when it was read and opens each stream with the user's last event, so the web refetches only what may have missed one (decision 1820)", async () => {
    const read = async (user: string) => {
      const res = await fetch(`${urlA}/api/v1/projects?workspaceId=w-ana`, { headers: { "x-test-user": user } });
      expect(res.status).toBe(200);
      return parseReadMark(res.headers.get(READ_MARK_HEADER));
    };
    const before = await read("beto");
    expect(before).toBeDefined();
    // Ana changes her workspace: Beto's earlier read may have missed it, a later one has not.
    const watcher = await listen(urlA, "ana");
    await watcher.ready();
    const created = await fetch(`${urlA}/api/v1/projects`, { method: "POST", headers: { "x-test-user": "ana", "content-type": "application/json" }, body: JSON.stringify({ name: "Marcas" }) });
    expect(created.status).toBe(201);
    await watcher.waitFor("project.changed");
    watcher.close();
    const after = await read("beto");
    const beto = await listen(urlA, "beto");
    const eve = await listen(urlA, "eve");
    try {
      const lastForBeto = parseReadMark((await beto.ready()).mark);
      expect(readAfter(before, lastForBeto)).toBe(false);
      expect(readAfter(after, lastForBeto)).toBe(true);
      // Eve saw no event of Ana's workspace: her earlier read is as good as new.
      const lastForEve = parseReadMark((await eve.ready()).mark);
      expect(readAfter(before, lastForEve)).toBe(true);
      // Another instance's marks do not compare: its streams say so by their instance.
      if (urlB !== urlA) {
        const elsewhere = await listen(urlB, "beto");
        expect(readAfter(after, parseReadMark((await elsewhere.ready()).mark))).toBe(false);
        elsewhere.close();
      }
    } finally {
      beto.close();
      eve.close();
    }
  });

  it("refuses an anonymous stream", async () => {
    const res = await fetch(`${urlA}/api/v1/events`);
    expect(res.status).toBe(401);
  });
});
