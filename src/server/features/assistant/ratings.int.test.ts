import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantTurns } from "../../../db/schema/assistant";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// The ratings screen's data (decision 0921): the workspace's rated answers with question, answer,
// intent and engine, and the counts per intent and per engine, for its admins only; never who
// asked, never an unrated answer, never another workspace's.
describe(`assistant rated answers on ${testEngine()}`, () => {
  let t: TestApp;
  const ws = (user: string) => (user === "max" || user === "vic" ? "w" : undefined);
  const q = (user: string, extra = "") => {
    const params = new URLSearchParams(extra);
    if (ws(user)) params.set("workspaceId", ws(user)!);
    const s = params.toString();
    return s ? `?${s}` : "";
  };
  const ask = (user: string, question: string) => requestAs(t, "POST", "/api/v1/assistant/ask", user, { question, ...(ws(user) ? { workspaceId: ws(user) } : {}) });
  const rate = (user: string, turnId: string, body: Record<string, unknown>) => requestAs(t, "PUT", `/api/v1/assistant/turns/${turnId}/rating${q(user)}`, user, body);

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
    const due = (await ask("max", "¿Cuándo vence Atlas?")).json();
    await rate("max", due.turnId, { rating: "down", reason: "Quería la fecha de la fase" });
    const risk = (await ask("vic", "Which projects are at risk?")).json();
    await rate("vic", risk.turnId, { rating: "up" });
    await ask("ana", "Secreto sin calificar");
    // An answer the language model gave (decision 0920), kept as it was shown.
    const llm = (await ask("ana", "¿Qué cambió en Atlas?")).json();
    const [turn] = await t.testDb.database.db.select().from(assistantTurns).where(eq(assistantTurns.id, llm.turnId));
    await t.testDb.database.db.update(assistantTurns).set({ answer: { ...(turn!.answer as object), engine: "llm", model: "llama3.1", text: "Nada cambió en Portal Atlas." } }).where(eq(assistantTurns.id, llm.turnId));
    await rate("ana", llm.turnId, { rating: "up" });
    const eve = (await ask("eve", "¿Qué vence?")).json();
    await rate("eve", eve.turnId, { rating: "down" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the rated answers, latest first, with question, answer, intent and engine, never who asked", async () => {
    const res = await requestAs(t, "GET", "/api/v1/assistant/ratings/answers", "ana");
    expect(res.statusCode, res.body).toBe(200);
    const { items, more } = res.json();
    expect(more).toBe(false);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ question: "¿Qué cambió en Atlas?", answer: "Nada cambió en Portal Atlas.", intent: "changes", engine: "llm", model: "llama3.1", fallback: false, rating: "up", reason: null });
    expect(items[2]).toMatchObject({ question: "¿Cuándo vence Atlas?", intent: "due_date", engine: "offline", model: null, rating: "down", reason: "Quería la fecha de la fase", lang: "es" });
    expect(items[2].answer).toContain("Portal Atlas");
    expect(items[1]).toMatchObject({ question: "Which projects are at risk?", intent: "at_risk", lang: "en" });
    expect(res.body).not.toContain("Secreto sin calificar");
    expect(res.body).not.toMatch(/"(userId|conversationId)"|"max"|"vic"/);
  });

  it("filters by rating and intent, and refuses a bad filter with its field", async () => {
    expect((await requestAs(t, "GET", "/api/v1/assistant/ratings/answers?rating=down", "ana")).json().items.map((i: { intent: string }) => i.intent)).toEqual(["due_date"]);
    expect((await requestAs(t, "GET", "/api/v1/assistant/ratings/answers?intent=at_risk", "ana")).json().items).toHaveLength(1);
    expect((await requestAs(t, "GET", "/api/v1/assistant/ratings/answers?rating=up&intent=due_date", "ana")).json().items).toEqual([]);
    const bad = await requestAs(t, "GET", "/api/v1/assistant/ratings/answers?rating=meh", "ana");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields["querystring.rating"]).toBeTruthy();
  });

  it("counts per intent and per engine", async () => {
    const summary = (await requestAs(t, "GET", "/api/v1/assistant/ratings", "ana")).json();
    expect(summary.total).toEqual({ rated: 3, helpful: 2, share: 0.667 });
    expect(summary.engines).toEqual([
      { engine: "llm", rated: 1, helpful: 1, share: 1 },
      { engine: "offline", rated: 2, helpful: 1, share: 0.5 },
    ]);
  });

  it("is for the workspace's admins only; another workspace sees its own", async () => {
    expect((await requestAs(t, "GET", `/api/v1/assistant/ratings/answers${q("max")}`, "max")).statusCode).toBe(403);
    expect((await requestAs(t, "GET", `/api/v1/assistant/ratings/answers${q("vic")}`, "vic")).statusCode).toBe(403);
    expect((await requestAs(t, "GET", "/api/v1/assistant/ratings/answers", null)).statusCode).toBe(401);
    expect((await requestAs(t, "GET", "/api/v1/assistant/ratings/answers?workspaceId=w", "eve")).statusCode).toBe(404);
    const eve = (await requestAs(t, "GET", "/api/v1/assistant/ratings/answers", "eve")).json();
    expect(eve.items.map((i: { question: string }) => i.question)).toEqual(["¿Qué vence?"]);
  });
});
