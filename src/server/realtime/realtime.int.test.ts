import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, headerSession, type TestApp } from "../testing/app";
import { testEngine } from "../../db/test-database";
import { openDatabase, type Database } from "../../db/client";
import { seedAccounts } from "../testing/accounts";
import { buildApp, type App } from "../app";
import { parseConfig } from "../config";
import { appVersion } from "../version";

const engine = testEngine();

type Stream = { events: { type: string; data: Record<string, unknown> }[]; close(): void; waitFor(type: string, ms?: number): Promise<Record<string, unknown>> };

async function listen(baseUrl: string, user: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/events`, { headers: { "x-test-user": user }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const events: Stream["events"] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    close: () => controller.abort(),
    async waitFor(type, ms = 3000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = events.find((e) => e.type === type);
        if (found) return found.data;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${type} event within ${ms} ms`);
    },
  };
}

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

  it("refuses an anonymous stream", async () => {
    const res = await fetch(`${urlA}/api/v1/events`);
    expect(res.status).toBe(401);
  });
});
