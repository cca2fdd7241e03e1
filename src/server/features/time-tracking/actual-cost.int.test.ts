import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";

// The AC of earned value from logged hours × each person's resource rate (decision 1212).
describe(`actual cost from timesheets on ${testEngine()}`, () => {
  let t: TestApp;
  const as = (user: string, method: "GET" | "POST" | "DELETE", url: string, body?: unknown) => requestAs(t, method, url, user, body);
  const finance = async (projectId: string) => {
    const res = await as("ana", "GET", `/api/v1/projects/${projectId}/finance`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { acSource: string; actualCost: Record<string, number>; earnedValue: { ac: number; ev: number; cpi: number | null } | null; series: { ac: number }[] };
  };
  const project = async (name: string) => {
    const id = (await as("ana", "POST", "/api/v1/projects", { name, budget: 100_000, startDate: "2026-01-05", dueDate: "2026-12-31" })).json().id as string;
    const task = (await as("ana", "POST", `/api/v1/projects/${id}/tasks`, { title: "Trabajo", status: "Completado" })).json().id as string;
    return { id, task };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mia", name: "Mía" }, { id: "max", name: "Max" }],
      workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mia: "member", max: "member" } }],
    });
    expect((await as("ana", "POST", "/api/v1/resources?workspaceId=w", { name: "Ana", userId: "ana", costPerHour: 400 })).statusCode).toBe(201);
    expect((await as("ana", "POST", "/api/v1/resources?workspaceId=w", { name: "Mía", userId: "mia", costPerHour: 250 })).statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  it("manual cost entries stay the AC while no hours are logged", async () => {
    const p = await project("Manual");
    await as("ana", "POST", `/api/v1/projects/${p.id}/costs`, { date: "2026-02-01", category: "labour", description: "Nómina", amount: 5_000 });
    const f = await finance(p.id);
    expect(f.acSource).toBe("manual");
    expect(f.actualCost).toMatchObject({ acCents: 500_000, timesheetCents: 0, manualCents: 500_000, replacedManualCents: 0, loggedMinutes: 0 });
    expect(f.earnedValue?.ac).toBe(500_000);
  });

  it("logged hours × rates replace manual labour; other categories add (mixed); CPI follows", async () => {
    const p = await project("Horas");
    await as("ana", "POST", `/api/v1/projects/${p.id}/costs`, { date: "2026-02-01", category: "labour", description: "Estimado", amount: 5_000 });
    const before = await finance(p.id);
    expect(before.acSource).toBe("manual");
    const cpiBefore = before.earnedValue!.cpi!;

    // Ana 3 h at $400 and Mía 90 min at $250: $1,200 + $375 = $1,575.
    expect((await as("ana", "POST", `/api/v1/projects/${p.id}/tasks/${p.task}/time-entries`, { date: "2026-02-02", minutes: 180 })).statusCode).toBe(201);
    expect((await as("mia", "POST", `/api/v1/projects/${p.id}/tasks/${p.task}/time-entries`, { date: "2026-02-03", minutes: 90 })).statusCode).toBe(201);
    const after = await finance(p.id);
    expect(after.acSource).toBe("timesheets");
    expect(after.actualCost).toMatchObject({ acCents: 157_500, timesheetCents: 157_500, manualCents: 0, replacedManualCents: 500_000, loggedMinutes: 270, uncostedMinutes: 0 });
    expect(after.earnedValue?.ac).toBe(157_500);
    expect(after.earnedValue!.cpi!).toBeCloseTo(after.earnedValue!.ev / 157_500, 6);
    expect(after.earnedValue!.cpi!).toBeGreaterThan(cpiBefore);
    expect(after.series.at(-1)?.ac).toBe(157_500);

    // A software cost is not labour: it adds, and the source is mixed.
    await as("ana", "POST", `/api/v1/projects/${p.id}/costs`, { date: "2026-02-04", category: "software", description: "Licencia", amount: 100 });
    const mixed = await finance(p.id);
    expect(mixed.acSource).toBe("mixed");
    expect(mixed.actualCost.acCents).toBe(167_500);

    // Hours of someone without a costed resource add no cost and are counted apart.
    expect((await as("max", "POST", `/api/v1/projects/${p.id}/tasks/${p.task}/time-entries`, { date: "2026-02-03", minutes: 30 })).statusCode).toBe(201);
    expect((await finance(p.id)).actualCost).toMatchObject({ acCents: 167_500, loggedMinutes: 300, uncostedMinutes: 30 });
  });
});
