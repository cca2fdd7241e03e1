import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { runSmartCheck } from "./service";

// The smart check's 90 % rule counts the real hours of the week (decision 1301): a holiday week
// pushes the same allocation over the threshold.
describe(`smart check capacity rule on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    const project = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "ERP" })).json().id;
    const person = (await requestAs(t, "POST", "/api/v1/resources", "ana", { name: "Luis", availability: 40 })).json().id;
    expect((await requestAs(t, "POST", `/api/v1/projects/${project}/allocations`, "ana", { resourceId: person, hours: 34 })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const capacityAlerts = (added: { kind: string | null; message: string }[]) => added.filter((n) => n.kind === "capacity_alert").map((n) => n.message);

  it("stays quiet at 85 % of an ordinary week and alerts at 106 % of the Revolution Day week", async () => {
    const ordinary = await runSmartCheck(t.testDb.database.db, "ana", new Date("2026-11-25T18:00:00Z"), () => 0);
    expect(capacityAlerts(ordinary.added)).toEqual([]);
    // Monday 16 Nov 2026 is a holiday: 32 real hours, 34 allocated.
    const holidayWeek = await runSmartCheck(t.testDb.database.db, "ana", new Date("2026-11-18T18:00:00Z"), () => 0);
    expect(capacityAlerts(holidayWeek.added)).toEqual(["El equipo de ERP está al 106% de capacidad"]);
  });
});
