import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// Conversations kept per user (decision 0907): only their owner sees, opens, deletes or rates
// them; another member of the same workspace and a stranger get 404, signed out 401.
describe(`assistant conversations on ${testEngine()}`, () => {
  let t: TestApp;
  // Max and Vic are members of Ana's workspace only, so they name it (their requests would otherwise have no workspace).
  const ws = (user: string) => (user === "max" || user === "vic" ? "w" : undefined);
  const q = (user: string) => (ws(user) ? `?workspaceId=${ws(user)}` : "");
  const ask = (user: string, body: Record<string, unknown>) => requestAs(t, "POST", "/api/v1/assistant/ask", user, { ...body, ...(ws(user) ? { workspaceId: ws(user) } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana" }, { id: "max" }, { id: "vic" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", max: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Portal Atlas", dueDate: "2031-03-14" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps each question and answer in the asker's conversation, continued when named", async () => {
    const first = (await ask("ana", { question: "¿Cuándo vence Atlas?" })).json();
    expect(first.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.turnId).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await ask("ana", { question: "What is the weather like?", conversationId: first.conversationId })).json();
    expect(second.conversationId).toBe(first.conversationId);

    const list = (await requestAs(t, "GET", "/api/v1/assistant/conversations", "ana")).json();
    expect(list).toEqual([expect.objectContaining({ id: first.conversationId, title: "¿Cuándo vence Atlas?", turns: 2 })]);
    const one = (await requestAs(t, "GET", `/api/v1/assistant/conversations/${first.conversationId}`, "ana")).json();
    expect(one.turnList.map((x: { question: string }) => x.question)).toEqual(["¿Cuándo vence Atlas?", "What is the weather like?"]);
    expect(one.turnList[0].answer).toMatchObject({ intent: "due_date", citations: [{ label: "Portal Atlas" }], turnId: first.turnId });
    expect(one.turnList[1].answer).toMatchObject({ lang: "en", understood: false });
    expect(one.turnList[0].rating).toBeNull();
  });

  it("rates an answer, replacing an earlier rating, and validates the rating", async () => {
    const a = (await ask("ana", { question: "¿Qué proyectos están en riesgo?" })).json();
    const url = `/api/v1/assistant/turns/${a.turnId}/rating`;
    expect((await requestAs(t, "PUT", url, "ana", { rating: "down", reason: "  Faltó el detalle  " })).json()).toEqual({ rating: "down", reason: "Faltó el detalle" });
    expect((await requestAs(t, "PUT", url, "ana", { rating: "up" })).json()).toEqual({ rating: "up", reason: null });
    const bad = await requestAs(t, "PUT", url, "ana", { rating: "meh" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.rating).toBeTruthy();
    expect((await requestAs(t, "PUT", url, "ana", { rating: "up", reason: "x".repeat(501) })).statusCode).toBe(400);
    const stored = (await requestAs(t, "GET", `/api/v1/assistant/conversations/${a.conversationId}`, "ana")).json();
    expect(stored.turnList[0]).toMatchObject({ rating: "up", ratingReason: null });
  });

  it("lets only the owner see, continue, rate or delete a conversation", async () => {
    const a = (await ask("ana", { question: "¿Quién está sobrecargado?" })).json();
    const path = `/api/v1/assistant/conversations/${a.conversationId}`;
    for (const user of ["max", "vic", "eve"]) {
      expect((await requestAs(t, "GET", `${path}${q(user)}`, user)).statusCode, user).toBe(404);
      expect((await requestAs(t, "DELETE", `${path}${q(user)}`, user)).statusCode, user).toBe(404);
      expect((await requestAs(t, "PUT", `/api/v1/assistant/turns/${a.turnId}/rating${q(user)}`, user, { rating: "down" })).statusCode, user).toBe(404);
      expect((await ask(user, { question: "hola", conversationId: a.conversationId })).statusCode, user).toBe(404);
      const theirs = (await requestAs(t, "GET", `/api/v1/assistant/conversations${q(user)}`, user)).json();
      expect(theirs.map((c: { id: string }) => c.id)).not.toContain(a.conversationId);
    }
    // Eve naming Ana's workspace is a stranger there.
    expect((await requestAs(t, "GET", "/api/v1/assistant/conversations?workspaceId=w", "eve")).statusCode).toBe(404);
    expect((await requestAs(t, "GET", `/api/v1/assistant/conversations/not-a-uuid`, "ana")).statusCode).toBe(404);
    for (const [method, url] of [["GET", "/api/v1/assistant/conversations"], ["GET", path], ["DELETE", path], ["DELETE", "/api/v1/assistant/conversations"], ["GET", "/api/v1/assistant/ratings"]] as const) {
      expect((await requestAs(t, method, url, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await requestAs(t, "PUT", `/api/v1/assistant/turns/${a.turnId}/rating`, null, { rating: "up" })).statusCode).toBe(401);
    // The owner still has it, and a viewer keeps and rates conversations of their own.
    expect((await requestAs(t, "GET", path, "ana")).statusCode).toBe(200);
    const own = (await ask("vic", { question: "¿Cuándo vence Atlas?" })).json();
    expect((await requestAs(t, "PUT", `/api/v1/assistant/turns/${own.turnId}/rating${q("vic")}`, "vic", { rating: "down", reason: "No era eso" })).statusCode).toBe(200);
  });

  it("shows admins the ratings per intent, never to members or viewers", async () => {
    const summary = await requestAs(t, "GET", "/api/v1/assistant/ratings", "ana");
    expect(summary.statusCode).toBe(200);
    expect(summary.json().rows).toEqual(
      expect.arrayContaining([
        { intent: "at_risk", rated: 1, helpful: 1, share: 1 },
        { intent: "due_date", rated: 1, helpful: 0, share: 0 },
      ]),
    );
    expect(summary.json().total).toEqual({ rated: 2, helpful: 1, share: 0.5 });
    expect(summary.body).not.toContain("No era eso");
    expect((await requestAs(t, "GET", `/api/v1/assistant/ratings${q("max")}`, "max")).statusCode).toBe(403);
    expect((await requestAs(t, "GET", `/api/v1/assistant/ratings${q("vic")}`, "vic")).statusCode).toBe(403);
    expect((await requestAs(t, "GET", "/api/v1/assistant/ratings", "eve")).json().total.rated).toBe(0);
  });

  it("deletes one conversation, then all of the caller's, leaving others' alone", async () => {
    const mine = (await requestAs(t, "GET", "/api/v1/assistant/conversations", "ana")).json();
    expect(mine.length).toBe(3);
    expect((await requestAs(t, "DELETE", `/api/v1/assistant/conversations/${mine[0].id}`, "ana")).statusCode).toBe(204);
    expect((await requestAs(t, "GET", `/api/v1/assistant/conversations/${mine[0].id}`, "ana")).statusCode).toBe(404);
    expect((await requestAs(t, "DELETE", "/api/v1/assistant/conversations", "ana")).json()).toEqual({ deleted: 2 });
    expect((await requestAs(t, "GET", "/api/v1/assistant/conversations", "ana")).json()).toEqual([]);
    expect((await requestAs(t, "GET", `/api/v1/assistant/conversations${q("vic")}`, "vic")).json()).toHaveLength(1);
  });
});
