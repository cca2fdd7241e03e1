import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { users, workspaceMembers, workspaces } from "../../../db/schema/accounts";
import { projectMilestones, projectTasks, projects, resources } from "../../../db/schema/projects";

describe(`iCal feed on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await db.insert(users).values([{ id: "ana", email: "ana@example.mx", name: "Ana" }, { id: "eve", email: "eve@example.mx", name: "Eve" }]);
    await db.insert(workspaces).values([{ id: "w", name: "W", slug: "personal-ana" }]);
    await db.insert(workspaceMembers).values([{ id: "m1", organizationId: "w", userId: "ana", role: "owner" }, { id: "m2", organizationId: "w", userId: "eve", role: "member" }]);
    const [p] = await db.insert(projects).values({ workspaceId: "w", ownerId: "ana", name: "ERP" }).returning({ id: projects.id });
    const [q] = await db.insert(projects).values({ workspaceId: "w", ownerId: "eve", name: "CRM" }).returning({ id: projects.id });
    const [ra] = await db.insert(resources).values({ workspaceId: "w", userId: "ana", name: "Ana" }).returning({ id: resources.id });
    const [re] = await db.insert(resources).values({ workspaceId: "w", userId: "eve", name: "Eve" }).returning({ id: resources.id });
    await db.insert(projectTasks).values([
      { projectId: p!.id, title: "Cierre contable", endDate: "2026-12-15", assigneeResourceId: ra!.id },
      { projectId: p!.id, title: "Hecha", endDate: "2026-12-16", assigneeResourceId: ra!.id, status: "Completada" },
      { projectId: q!.id, title: "De Eve", endDate: "2026-12-17", assigneeResourceId: re!.id },
    ]);
    await db.insert(projectMilestones).values([
      { projectId: p!.id, name: "Arranque", dueDate: "2027-01-10" },
      { projectId: q!.id, name: "Hito de Eve", dueDate: "2027-01-11" },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves a parseable feed with only the owner's items; a revoked or replaced URL answers 404", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/v1/me/calendar-feed", headers: { "x-test-user": "ana" } });
    expect(created.statusCode).toBe(201);
    const path = new URL(created.json().url).pathname;
    const feed = await t.app.inject({ method: "GET", url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const summaries = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary).sort();
    expect(summaries).toEqual(["Cierre contable · ERP", "◆ Arranque · ERP"]);

    const rotated = await t.app.inject({ method: "POST", url: "/api/v1/me/calendar-feed", headers: { "x-test-user": "ana" } });
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    const newPath = new URL(rotated.json().url).pathname;
    expect((await t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: "/api/v1/me/calendar-feed", headers: { "x-test-user": "ana" } });
    expect((await t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/not-a-token.ics" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/me/calendar-feed", headers: { "x-test-user": "ana" } })).json().active).toBe(false);
  });
});
