import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingDb, createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { projectMilestones, projectTasks, projects } from "../../../db/schema/projects";
import type { Actor } from "../../actor";
import { getProjectOverview, listProjects } from "./service";

// The list and detail pages cost a bounded number of queries, whatever the workspace's size.
describe(`query counts on ${testEngine()}`, () => {
  let t: TestDatabase;
  const small: Actor = { userId: "a", workspaceId: "ws", role: "owner", lang: "es" };
  const big: Actor = { userId: "b", workspaceId: "wb", role: "owner", lang: "es" };
  let smallProject = "";
  let bigProject = "";
  beforeAll(async () => {
    t = await createTestDatabase();
    const db = t.database.db;
    await seedAccounts(db, {
      users: [{ id: "a" }, { id: "b" }],
      workspaces: [
        { id: "ws", name: "S", slug: "s", members: { a: "owner" } },
        { id: "wb", name: "B", slug: "b", members: { b: "owner" } },
      ],
    });
    const [s] = await db.insert(projects).values({ workspaceId: "ws", ownerId: "a", name: "Uno" }).returning({ id: projects.id });
    smallProject = s!.id;
    const many = await db.insert(projects).values(Array.from({ length: 300 }, (_, i) => ({ workspaceId: "wb", ownerId: "b", name: `P${i}` }))).returning({ id: projects.id });
    bigProject = many[0]!.id;
    await db.insert(projectTasks).values(many.flatMap((p) => Array.from({ length: 5 }, (_, i) => ({ projectId: p.id, title: `T${i}` }))));
    await db.insert(projectMilestones).values(Array.from({ length: 50 }, (_, i) => ({ projectId: bigProject, name: `H${i}` })));
  });
  afterAll(async () => {
    await t.drop();
  });

  it("lists one project or three hundred with the same number of queries", async () => {
    const c = countingDb(t.database);
    const one = await listProjects(c.db, small, {});
    const forOne = c.count();
    c.reset();
    const page = await listProjects(c.db, big, { pageSize: 200 });
    expect(one.items).toHaveLength(1);
    expect(page.items).toHaveLength(200);
    expect(page.items[0]!.tasks.total).toBe(5);
    expect(c.count()).toBe(forOne);
    expect(forOne).toBe(1);
  });

  it("shows a small or a large project with the same number of queries", async () => {
    const c = countingDb(t.database);
    await getProjectOverview(c.db, small, smallProject);
    const forSmall = c.count();
    c.reset();
    const overview = await getProjectOverview(c.db, big, bigProject);
    expect(overview.milestones).toHaveLength(50);
    expect(c.count()).toBe(forSmall);
  });
});
