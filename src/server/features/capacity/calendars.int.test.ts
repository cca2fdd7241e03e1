import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { addDays, mondayOf, todayInZone } from "../../../domain/capacity/dates";
import { noticeAllSignals } from "./service";

// Working calendars, holidays, time off and burnout signals through HTTP (decision 1301).
// Ana owns `w`; Mia and Leo are members (Mia's resource is linked to her user); Vic is a viewer;
// Eve owns another workspace.
describe(`capacity calendars on ${testEngine()}`, () => {
  let t: TestApp;
  let mia: string;
  let project: string;
  const ok = async (method: "POST" | "PUT", url: string, user: string, body: unknown, status = 201) => {
    const res = await requestAs(t, method, url, user, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const thisWeek = mondayOf(todayInZone("America/Mexico_City"));

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana" }, { id: "mia" }, { id: "leo" }, { id: "vic" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mia: "member", leo: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    project = (await ok("POST", "/api/v1/projects?workspaceId=w", "ana", { name: "ERP" })).id;
    mia = (await ok("POST", "/api/v1/resources?workspaceId=w", "ana", { name: "Mia", role: "Dev", availability: 40, userId: "mia" })).id;
    await ok("POST", "/api/v1/resources?workspaceId=w", "ana", { name: "Leo", role: "QA", availability: 40, userId: "leo" });
    await ok("POST", `/api/v1/projects/${project}/allocations`, "ana", { resourceId: mia, hours: 36 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sets a person's calendar (themselves or a manager), refuses bad input per field, others and viewers", async () => {
    const mine = await ok("PUT", `/api/v1/capacity/calendars/${mia}?workspaceId=w`, "mia", { workingDays: [1, 2, 3, 4], hoursPerDay: 9, timeZone: "America/Monterrey", country: "mx" }, 200);
    expect(mine).toMatchObject({ workingDays: [1, 2, 3, 4], hoursPerDay: 9, country: "MX", weeklyHours: 36, isCustom: true });
    // Her weekly availability follows the calendar.
    const people = (await requestAs(t, "GET", "/api/v1/resources?workspaceId=w", "ana")).json();
    expect(people.find((p: { id: string }) => p.id === mia).availability).toBe(36);
    // Back to five days of 8 h, by the owner.
    await ok("PUT", `/api/v1/capacity/calendars/${mia}?workspaceId=w`, "ana", { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "MX" }, 200);
    const bad = await requestAs(t, "PUT", `/api/v1/capacity/calendars/${mia}?workspaceId=w`, "ana", { workingDays: [1, 9], hoursPerDay: 30, timeZone: "Mars/Olympus", country: "MX" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["hoursPerDay", "timeZone", "workingDays.1"]);
    const body = { workingDays: [1], hoursPerDay: 8, timeZone: "UTC", country: "MX" };
    expect((await requestAs(t, "PUT", `/api/v1/capacity/calendars/${mia}?workspaceId=w`, "leo", body)).statusCode).toBe(403);
    expect((await requestAs(t, "PUT", `/api/v1/capacity/calendars/${mia}?workspaceId=w`, "vic", body)).statusCode).toBe(403);
    expect((await requestAs(t, "PUT", `/api/v1/capacity/calendars/${mia}`, "eve", body)).statusCode).toBe(404);
    const list = (await requestAs(t, "GET", "/api/v1/capacity/calendars?workspaceId=w", "vic")).json();
    expect(list.map((c: { name: string; isCustom: boolean }) => [c.name, c.isCustom])).toEqual([["Leo", false], ["Mia", true]]);
  });

  it("lists Mexico's official holidays, adds and removes the workspace's own (owner/admin only)", async () => {
    const list = (await requestAs(t, "GET", "/api/v1/capacity/holidays?workspaceId=w&year=2030", "vic")).json();
    expect(list.filter((h: { source: string }) => h.source === "law").map((h: { date: string }) => h.date)).toContain("2030-10-01");
    const election = await ok("POST", "/api/v1/capacity/holidays?workspaceId=w", "ana", { date: "2030-06-02", name: "Jornada electoral", country: "MX", source: "election" });
    expect(election).toMatchObject({ date: "2030-06-02", source: "election", country: "MX" });
    expect((await requestAs(t, "POST", "/api/v1/capacity/holidays?workspaceId=w", "mia", { date: "2030-06-03", name: "x" })).statusCode).toBe(403);
    expect((await requestAs(t, "POST", "/api/v1/capacity/holidays?workspaceId=w", "vic", { date: "2030-06-03", name: "x" })).statusCode).toBe(403);
    const bad = await requestAs(t, "POST", "/api/v1/capacity/holidays?workspaceId=w", "ana", { date: "2030-02-30", name: "" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["date", "name"]);
    expect((await requestAs(t, "DELETE", `/api/v1/capacity/holidays/${election.id}`, "eve")).statusCode).toBe(404);
    expect((await requestAs(t, "DELETE", `/api/v1/capacity/holidays/${election.id}?workspaceId=w`, "vic")).statusCode).toBe(403);
    expect((await requestAs(t, "DELETE", `/api/v1/capacity/holidays/${election.id}?workspaceId=w`, "ana")).statusCode).toBe(204);
  });

  it("counts an official holiday in a person's week, with the cell's allocations behind it", async () => {
    // Week of Monday 16 Nov 2026: Día de la Revolución.
    const res = await requestAs(t, "GET", `/api/v1/capacity/load/${mia}/2026-11-18?workspaceId=w`, "vic");
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.week).toMatchObject({ start: "2026-11-16", nominal: 40, available: 32, holidayHours: 8, planned: 36, utilisation: 113, level: "over" });
    expect(detail.holidays.map((h: { date: string }) => h.date)).toEqual(["2026-11-16"]);
    expect(detail.allocations.map((a: { projectName: string; hours: number }) => [a.projectName, a.hours])).toEqual([["ERP", 36]]);
    expect((await requestAs(t, "GET", `/api/v1/capacity/load/${mia}/2026-11-18`, "eve")).statusCode).toBe(404);
    expect((await requestAs(t, "GET", `/api/v1/capacity/load/${mia}/2026-13-01?workspaceId=w`, "ana")).statusCode).toBe(400);
  });

  it("lets a person request time off, only an owner/admin decide it, and capacity drop when approved", async () => {
    const monday = thisWeek;
    const before = (await requestAs(t, "GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=1", "ana")).json();
    const availableBefore = before.people.find((p: { id: string }) => p.id === mia).weeks[0].available;
    const request = { resourceId: mia, startDate: addDays(monday, 1), endDate: addDays(monday, 2), reason: "Trámite" };
    // Someone else's request, a viewer's, a stranger's: refused.
    expect((await requestAs(t, "POST", "/api/v1/capacity/time-off?workspaceId=w", "leo", request)).statusCode).toBe(403);
    expect((await requestAs(t, "POST", "/api/v1/capacity/time-off?workspaceId=w", "vic", request)).statusCode).toBe(403);
    expect((await requestAs(t, "POST", "/api/v1/capacity/time-off", "eve", request)).statusCode).toBe(400);
    const bad = await requestAs(t, "POST", "/api/v1/capacity/time-off?workspaceId=w", "mia", { ...request, endDate: monday });
    expect(bad.json().error.fields).toEqual({ endDate: "La fecha de fin no puede ser anterior a la de inicio." });
    const mine = await ok("POST", "/api/v1/capacity/time-off?workspaceId=w", "mia", request);
    expect(mine).toMatchObject({ status: "pending", resourceName: "Mia", requestedBy: "mia" });
    // Pending takes nothing yet.
    const pending = (await requestAs(t, "GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=1", "ana")).json();
    expect(pending.people.find((p: { id: string }) => p.id === mia).weeks[0].available).toBe(availableBefore);
    // Leo does not see Mia's pending request; Ana does.
    expect((await requestAs(t, "GET", "/api/v1/capacity/time-off?workspaceId=w", "leo")).json()).toEqual([]);
    expect((await requestAs(t, "GET", "/api/v1/capacity/time-off?workspaceId=w", "ana")).json()).toHaveLength(1);
    const decide = (user: string, decision = "approved", workspace = "?workspaceId=w") => requestAs(t, "POST", `/api/v1/capacity/time-off/${mine.id}/decision${workspace}`, user, { decision });
    expect((await decide("mia")).statusCode).toBe(403);
    expect((await decide("vic")).statusCode).toBe(403);
    expect((await decide("eve", "approved", "")).statusCode).toBe(404);
    expect((await decide("ana", "maybe")).statusCode).toBe(400);
    const approved = await decide("ana");
    expect(approved.json()).toMatchObject({ status: "approved", decidedBy: "ana" });
    const after = (await requestAs(t, "GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=1", "mia")).json();
    const week = after.people.find((p: { id: string }) => p.id === mia).weeks[0];
    expect(week.timeOffHours).toBe(approved.json().hours);
    expect(week.available).toBe(availableBefore - approved.json().hours);
    // Withdrawn: the hours come back; a stranger cannot withdraw it.
    expect((await requestAs(t, "DELETE", `/api/v1/capacity/time-off/${mine.id}`, "eve")).statusCode).toBe(404);
    expect((await requestAs(t, "DELETE", `/api/v1/capacity/time-off/${mine.id}?workspaceId=w`, "leo")).statusCode).toBe(403);
    expect((await requestAs(t, "DELETE", `/api/v1/capacity/time-off/${mine.id}?workspaceId=w`, "mia")).statusCode).toBe(204);
    const back = (await requestAs(t, "GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=1", "ana")).json();
    expect(back.people.find((p: { id: string }) => p.id === mia).weeks[0].available).toBe(availableBefore);
  });

  it("shows burnout signals only to the person and the managers; the hourly job notifies the managers once", async () => {
    const past = addDays(thisWeek, -10);
    const deliveries: string[] = [];
    for (const n of [1, 2, 3]) {
      deliveries.push((await ok("POST", `/api/v1/projects/${project}/tasks`, "ana", { title: `Entrega ${n}`, assigneeResourceId: mia, endDate: past, estimateHours: 4 })).id);
    }
    const signals = (user: string) => requestAs(t, "GET", "/api/v1/capacity/signals?workspaceId=w", user);
    const forAna = (await signals("ana")).json();
    expect(forAna.manager).toBe(true);
    const miaSignals = forAna.people.find((p: { name: string }) => p.name === "Mia");
    const pileup = miaSignals.signals.find((s: { kind: string }) => s.kind === "overdue_pileup");
    expect(pileup.evidence.tasks.map((x: { title: string }) => x.title).sort()).toEqual(["Entrega 1", "Entrega 2", "Entrega 3"]);
    expect(forAna.pending).toEqual(["after_hours"]);
    // Mia sees her own, Leo and the viewer see nobody's, a stranger sees nothing of `w`.
    expect((await signals("mia")).json().people.map((p: { name: string }) => p.name)).toEqual(["Mia"]);
    expect((await signals("leo")).json().people.map((p: { name: string; signals: unknown[] }) => p.name)).toEqual(["Leo"]);
    expect((await signals("vic")).json().people).toEqual([]);
    expect((await requestAs(t, "GET", "/api/v1/capacity/signals?workspaceId=w", "eve")).statusCode).toBe(404);
    // Reading the signals writes nothing; the hourly job tells Ana once, however often it runs;
    // Mia and Leo got nothing.
    const notes = (user: string) => requestAs(t, "GET", "/api/v1/notifications?workspaceId=w", user);
    const anaHeard = async () => {
      const anaNotes = (await notes("ana")).json();
      return (Array.isArray(anaNotes) ? anaNotes : anaNotes.items).filter((n: { message: string }) => n.message.includes("Mia") && n.message.includes("vencido"));
    };
    expect(await anaHeard()).toHaveLength(0);
    await noticeAllSignals(t.testDb.database.db);
    await signals("mia");
    await noticeAllSignals(t.testDb.database.db);
    expect(await anaHeard()).toHaveLength(1);
    const miaNotes = (await notes("mia")).json();
    expect((Array.isArray(miaNotes) ? miaNotes : miaNotes.items).filter((n: { title: string }) => n.title === "Señal de agotamiento")).toEqual([]);
    expect((await anaHeard())[0].resolvedAt).toBeNull();

    // The pile-up is gone (the deliveries are done): the next run resolves Ana's notice (decision 0603).
    for (const id of deliveries) expect((await requestAs(t, "PATCH", `/api/v1/projects/${project}/tasks/${id}`, "ana", { status: "Completada" })).statusCode).toBe(200);
    await noticeAllSignals(t.testDb.database.db);
    const [resolved] = await anaHeard();
    expect(resolved.resolvedAt).toEqual(expect.any(String));
    expect((await notes("ana")).json().items.filter((n: { resolvedAt: string | null; message: string }) => !n.resolvedAt && n.message.includes("Mia") && n.message.includes("vencido"))).toEqual([]);
  });
});
