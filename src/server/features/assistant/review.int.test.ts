import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { assistantReview } from "./review";

// The weekly review's "due this week" starts on the reader's own day, in their account's time zone
// (it was always Mexico City's): at 20:00 UTC it is already tomorrow in Tokyo.

describe(`the assistant's weekly review on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [
        { id: "mx", timeZone: "America/Mexico_City" },
        { id: "jp", timeZone: "Asia/Tokyo" },
      ],
      workspaces: [
        { id: "wmx", name: "MX", slug: "personal-mx", members: { mx: "owner" } },
        { id: "wjp", name: "JP", slug: "personal-jp", members: { jp: "owner" } },
      ],
    });
    const db = t.testDb.database.db;
    for (const [workspaceId, ownerId] of [["wmx", "mx"], ["wjp", "jp"]] as const) {
      const [p] = await db.insert(projects).values({ workspaceId, ownerId, name: `Entrega ${ownerId}` }).returning({ id: projects.id });
      // Due on 18 June: the 7th day after 11 June (Tokyo's today), the 8th after 10 June (Mexico City's).
      await db.insert(projectTasks).values({ projectId: p!.id, title: "Entregar informe", status: "Pendiente", startDate: "2026-06-01", endDate: "2026-06-18" });
    }
  });
  afterAll(async () => t.close());

  it("looks a week ahead from the reader's own day", async () => {
    const now = new Date("2026-06-10T20:00:00Z");
    const tokyo = await assistantReview(t.testDb.database.db, "jp", "es", now);
    const mexico = await assistantReview(t.testDb.database.db, "mx", "es", now);
    expect(tokyo.map((r) => r.title)).toEqual(["Entregas de esta semana"]);
    expect(tokyo[0]!.message).toContain("11 de junio de 2026 y el 18 de junio de 2026: Entregar informe");
    expect(mexico).toEqual([]);
  });
});
