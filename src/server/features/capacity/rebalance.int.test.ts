import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { addDays, addWeeks, mondayOf, todayInZone } from "../../../domain/capacity/dates";

// Skills and rebalancing through HTTP (decisions 1302–1309). Ana owns `w` and Adi is an admin
// there; Mia is a member; Vic is a viewer; Eve owns another workspace.
describe(`rebalancing on ${testEngine()}`, () => {
  let t: TestApp;
  let project: string;
  let dev: string;
  let other: string;
  let qa: string;
  const tasks: Record<string, string> = {};
  const ok = async (method: "POST" | "PUT" | "GET", url: string, user: string, body?: unknown, status = 200) => {
    const res = await requestAs(t, method, url, user, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  // Next week: a whole week ahead, so "this week" never cuts it short.
  const week = addWeeks(mondayOf(todayInZone("America/Mexico_City")), 1);
  const calendar = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "US" };
  const snapshot = async () => {
    const list = await ok("GET", `/api/v1/projects/${project}/tasks`, "ana");
    const allocations = await ok("GET", `/api/v1/projects/${project}/allocations`, "ana");
    return {
      tasks: list.map((x: Record<string, unknown>) => [x.id, x.assigneeResourceId, x.startDate, x.endDate]).sort(),
      allocations: allocations.map((a: Record<string, unknown>) => [a.id, a.resourceId, a.hours, a.startDate, a.endDate]).sort(),
    };
  };
  const plannedOf = async (resourceId: string) => {
    const load = await ok("GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=3", "ana");
    return load.people.find((p: { id: string }) => p.id === resourceId).weeks.find((w: { start: string }) => w.start === week).planned;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana" }, { id: "adi" }, { id: "mia" }, { id: "vic" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", adi: "admin", mia: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    project = (await ok("POST", "/api/v1/projects?workspaceId=w", "ana", { name: "ERP" }, 201)).id;
    dev = (await ok("POST", "/api/v1/resources?workspaceId=w", "ana", { name: "Dana", role: "Dev", availability: 40 }, 201)).id;
    other = (await ok("POST", "/api/v1/resources?workspaceId=w", "ana", { name: "Omar", role: "Dev", availability: 40 }, 201)).id;
    qa = (await ok("POST", "/api/v1/resources?workspaceId=w", "ana", { name: "Quique", role: "QA", availability: 40 }, 201)).id;
    for (const id of [dev, other, qa]) await ok("PUT", `/api/v1/capacity/calendars/${id}?workspaceId=w`, "ana", calendar);
    const task = async (title: string, hours: number, start: string, end: string, dependsOn: string[] = []) =>
      (await ok("POST", `/api/v1/projects/${project}/tasks`, "ana", { title, estimateHours: hours, startDate: start, endDate: end, assigneeResourceId: dev, dependsOn }, 201)).id as string;
    // Dana: 30 + 20 + 10 hours next week, 40 available. The 30-hour task asks for React 3.
    tasks.api = await task("API", 30, week, addDays(week, 4));
    tasks.docs = await task("Docs", 20, week, addDays(week, 4));
    tasks.review = await task("Review", 10, week, addDays(week, 4));
    // Release depends on API, right after it: API cannot move later.
    tasks.release = await task("Release", 4, addDays(week, 7), addDays(week, 8), [tasks.api]);
    // Omar is busy next week (35 h): only Quique, QA with React 4, is free.
    await ok("POST", `/api/v1/projects/${project}/tasks`, "ana", { title: "Omar's", estimateHours: 35, startDate: week, endDate: addDays(week, 4), assigneeResourceId: other }, 201);
    await ok("PUT", `/api/v1/capacity/task-skills/${tasks.api}?workspaceId=w`, "mia", { requirement: { skill: "React", level: 3 } });
    await ok("PUT", `/api/v1/capacity/skills/${qa}?workspaceId=w`, "ana", { skills: [{ skill: "react", level: 4 }, { skill: "SQL", level: 2 }] });
    await ok("PUT", `/api/v1/capacity/skills/${other}?workspaceId=w`, "adi", { skills: [{ skill: "React", level: 2 }] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists skills to everyone, lets only owners and admins set them, and answers bad input per field", async () => {
    const list = await ok("GET", "/api/v1/capacity/skills?workspaceId=w", "vic");
    expect(list.find((p: { resourceId: string }) => p.resourceId === qa).skills).toEqual([
      { skill: "react", level: 4 },
      { skill: "SQL", level: 2 },
    ]);
    expect(await ok("GET", "/api/v1/capacity/task-skills?workspaceId=w", "vic")).toEqual([{ taskId: tasks.api, requirement: { skill: "React", level: 3 } }]);
    expect(await ok("GET", "/api/v1/capacity/task-skills", "eve")).toEqual([]);
    const body = { skills: [{ skill: "Go", level: 3 }] };
    expect((await requestAs(t, "PUT", `/api/v1/capacity/skills/${qa}?workspaceId=w`, "mia", body)).statusCode).toBe(403);
    expect((await requestAs(t, "PUT", `/api/v1/capacity/skills/${qa}?workspaceId=w`, "vic", body)).statusCode).toBe(403);
    expect((await requestAs(t, "PUT", `/api/v1/capacity/skills/${qa}`, "eve", body)).statusCode).toBe(404);
    expect((await requestAs(t, "PUT", `/api/v1/capacity/task-skills/${tasks.api}`, "eve", { requirement: null })).statusCode).toBe(404);
    expect((await requestAs(t, "PUT", `/api/v1/capacity/task-skills/${tasks.api}?workspaceId=w`, "vic", { requirement: null })).statusCode).toBe(403);
    const bad = await requestAs(t, "PUT", `/api/v1/capacity/skills/${qa}?workspaceId=w`, "ana", { skills: [{ skill: "", level: 6 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ "skills.0.skill": expect.any(String), "skills.0.level": "Valor fuera del rango aceptado." });
    const en = await t.app.inject({ method: "PUT", url: `/api/v1/capacity/skills/${qa}?workspaceId=w`, headers: { "x-test-user": "ana", "accept-language": "en", "content-type": "application/json" }, payload: JSON.stringify({ skills: [{ skill: "Go", level: 0 }] }) });
    expect(en.json().error.fields["skills.0.level"]).toBe("Value out of the accepted range.");
  });

  it("lets only owners and admins propose, apply and undo; a viewer is refused and a stranger gets 404", async () => {
    const url = `/api/v1/capacity/rebalance?workspaceId=w&resourceId=${dev}&weekStart=${week}`;
    expect((await requestAs(t, "GET", url, "mia")).statusCode).toBe(403);
    expect((await requestAs(t, "GET", url, "vic")).statusCode).toBe(403);
    expect((await requestAs(t, "GET", url, "eve")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/capacity/rebalance" })).statusCode).toBe(401);
    const apply = { resourceId: dev, weekStart: week, moveIds: ["x"] };
    expect((await requestAs(t, "POST", "/api/v1/capacity/rebalance/apply?workspaceId=w", "vic", apply)).statusCode).toBe(403);
    expect((await requestAs(t, "POST", "/api/v1/capacity/rebalance/apply?workspaceId=w", "eve", apply)).statusCode).toBe(404);
    expect((await requestAs(t, "POST", "/api/v1/capacity/rebalance/undo?workspaceId=w", "mia")).statusCode).toBe(403);
    expect((await requestAs(t, "POST", "/api/v1/capacity/rebalance/undo?workspaceId=w", "eve")).statusCode).toBe(404);
    // A move that is not (or no longer) proposed: 409, and nothing written.
    const stale = await requestAs(t, "POST", "/api/v1/capacity/rebalance/apply?workspaceId=w", "adi", apply);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe("La propuesta cambió desde que la viste: vuelve a cargarla y elige de nuevo.");
    const empty = await requestAs(t, "POST", "/api/v1/capacity/rebalance/apply?workspaceId=w", "adi", { moveIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(["moveIds"]);
  });

  it("proposes moves for the overloaded week, applies them in one go, and the undo restores every row exactly", async () => {
    const before = await snapshot();
    expect(await plannedOf(dev)).toBe(60);
    const proposal = await ok("GET", `/api/v1/capacity/rebalance?workspaceId=w&resourceId=${dev}&weekStart=${week}`, "adi");
    expect(proposal.overloadedBefore).toContainEqual({ resourceId: dev, weekStart: week, planned: 60, available: 40 });
    expect(proposal.overloadedAfter.filter((o: { resourceId: string; weekStart: string }) => o.resourceId === dev && o.weekStart === week)).toEqual([]);
    // The React task goes to Quique (QA, React 4), not Omar (React 2, and busy); it cannot move later (Release follows it).
    const api = proposal.moves.find((m: { taskId?: string }) => m.taskId === tasks.api);
    expect(api).toMatchObject({ kind: "reassign_task", toResourceId: qa, skill: { skill: "React", level: 3 } });
    expect(proposal.names.people[qa]).toBe("Quique");
    expect(proposal.latest).toBeNull();

    const applied = await ok("POST", "/api/v1/capacity/rebalance/apply?workspaceId=w", "adi", { resourceId: dev, weekStart: week, moveIds: proposal.moves.map((m: { id: string }) => m.id) });
    expect(applied.application.moveCount).toBe(proposal.moves.length);
    expect(await plannedOf(dev)).toBeLessThanOrEqual(40);
    expect(await plannedOf(qa)).toBeLessThanOrEqual(40);
    expect((await ok("GET", `/api/v1/capacity/rebalance?workspaceId=w`, "ana")).latest.id).toBe(applied.application.id);

    await ok("POST", "/api/v1/capacity/rebalance/undo?workspaceId=w", "ana");
    expect(await snapshot()).toEqual(before);
    expect(await plannedOf(dev)).toBe(60);
    const nothing = await requestAs(t, "POST", "/api/v1/capacity/rebalance/undo?workspaceId=w", "ana");
    expect(nothing.statusCode).toBe(409);
  });

  it("lets only one of two managers applying at once push work onto the same free person: the second recomputes and gets 409", async () => {
    // Three weeks on, away from the other tests' week: Pia and Paco (Ops) each have 50 h of 40;
    // Rosa (Ops) has 30 h, so room for one 10-hour task but not for two.
    const later = addWeeks(week, 3);
    const ops = (await ok("POST", "/api/v1/projects?workspaceId=w", "ana", { name: "Ops" }, 201)).id;
    const person = async (name: string) => {
      const id = (await ok("POST", "/api/v1/resources?workspaceId=w", "ana", { name, role: "Ops", availability: 40 }, 201)).id as string;
      await ok("PUT", `/api/v1/capacity/calendars/${id}?workspaceId=w`, "ana", calendar);
      return id;
    };
    const [pia, paco, rosa] = [await person("Pia"), await person("Paco"), await person("Rosa")];
    const task = (title: string, hours: number, assigneeResourceId: string) => ok("POST", `/api/v1/projects/${ops}/tasks`, "ana", { title, estimateHours: hours, startDate: later, endDate: addDays(later, 4), assigneeResourceId }, 201);
    for (const [who, name] of [[pia, "Pia"], [paco, "Paco"]] as const) {
      await task(`${name} big`, 40, who);
      await task(`${name} small`, 10, who);
    }
    await task("Rosa's", 30, rosa);
    const proposalFor = (resourceId: string) => ok("GET", `/api/v1/capacity/rebalance?workspaceId=w&resourceId=${resourceId}&weekStart=${later}`, "ana");
    const [forPia, forPaco] = [await proposalFor(pia), await proposalFor(paco)];
    // Seen apart, each proposal hands its 10 hours to Rosa.
    for (const proposal of [forPia, forPaco]) expect(proposal.moves).toEqual([expect.objectContaining({ kind: "reassign_task", toResourceId: rosa, hours: 10 })]);

    const apply = (user: string, resourceId: string, proposal: { moves: { id: string }[] }) => requestAs(t, "POST", "/api/v1/capacity/rebalance/apply?workspaceId=w", user, { resourceId, weekStart: later, moveIds: proposal.moves.map((m) => m.id) });
    const answers = await Promise.all([apply("ana", pia, forPia), apply("adi", paco, forPaco)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const load = await ok("GET", "/api/v1/capacity/load?workspaceId=w&past=0&future=5", "ana");
    const plannedThen = (id: string) => load.people.find((p: { id: string }) => p.id === id).weeks.find((w: { start: string }) => w.start === later).planned;
    expect(plannedThen(rosa)).toBe(40);
    expect(plannedThen(pia) + plannedThen(paco)).toBe(90);
  });
});
