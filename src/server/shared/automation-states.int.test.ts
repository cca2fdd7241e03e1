import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../db/test-database";
import { projectTasks } from "../../db/schema/projects";
import { addDays, mondayOf, todayInZone } from "../../domain/capacity/dates";
import { seedOwnerViewerAndStranger } from "../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../testing/app";
import { activeStates } from "./automation-states";

// Review fix (issue 18): the trigger 'load above N % of capacity' reads the capacity model's load in
// real working hours, so the automation and the capacity center give the same percentage.
describe(`the load trigger agrees with the capacity center on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("fires with the capacity center's utilisation of this week", async () => {
    const now = new Date();
    const monday = mondayOf(todayInZone("America/Mexico_City", now));
    const mia = (await requestAs(t, "POST", "/api/v1/resources?workspaceId=w", "ana", { name: "Mia", role: "Dev", availability: 40 })).json().id;
    const project = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Atlas" })).json().id;
    await t.testDb.database.db.insert(projectTasks).values({ projectId: project, title: "Migración", assigneeResourceId: mia, estimateHours: 70, startDate: monday, endDate: addDays(monday, 4) });
    const load = (await requestAs(t, "GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=1", "ana")).json();
    const week = load.people.find((p: { id: string }) => p.id === mia).weeks[0];
    expect(week.utilisation).toBeGreaterThan(100);
    const active = await activeStates(t.testDb.database.db, { workspaceId: "w", projectId: null, trigger: { type: "person.overload", percent: 100 } }, now, "America/Mexico_City");
    const [event] = [...active.values()];
    expect(event).toMatchObject({ type: "person.overload", resourceId: mia, value: week.utilisation });
    const none = await activeStates(t.testDb.database.db, { workspaceId: "w", projectId: null, trigger: { type: "person.overload", percent: week.utilisation } }, now, "America/Mexico_City");
    expect(none.size).toBe(0);
  });
});
