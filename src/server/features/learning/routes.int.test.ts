import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { learningContent } from "./content";

// Training through HTTP: progress saved per lesson, the quiz scored here (its answers never sent
// before), the certificate only on a pass, its public verification, assignments by owners and
// admins arriving as notifications, and who may see and do what.

const course = learningContent().courses.get("primeros-pasos")!.es;
const rightAnswers = Object.fromEntries(course.questions.map((q) => [q.id, q.options.filter((o) => o.correct).map((o) => o.id)]));
const wrongAnswers = Object.fromEntries(course.questions.map((q) => [q.id, [q.options.find((o) => !o.correct)!.id]]));

describe(`learning on ${testEngine()}`, () => {
  let t: TestApp;
  const call = (method: "GET" | "POST", url: string, user: string | null, body?: unknown) => requestAs(t, method, url, user, body);

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana Robles" }, { id: "adi", name: "Adi" }, { id: "mia", name: "Mía Soto", locale: "es" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", adi: "admin", mia: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the catalogue with progress, languages and a first recommendation", async () => {
    const res = await call("GET", "/api/v1/learning/courses?workspaceId=w", "mia");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.courses.length).toBeGreaterThanOrEqual(8);
    expect(body.courses[0]).toMatchObject({ id: "primeros-pasos", title: "Primeros pasos en Rumbo", languages: ["es", "en"], progress: { percent: 0, passedAt: null }, assignment: null });
    expect(body.recommendations[0]).toEqual({ courseId: "primeros-pasos", reason: "start_here" });
    expect(body.canAssign).toBe(false);
    expect((await call("GET", "/api/v1/learning/courses", "ana")).json().canAssign).toBe(true);
    expect((await call("GET", "/api/v1/learning/courses?workspaceId=w&lang=en", "mia")).json().courses[0].title).toBe("Getting started with Rumbo");
    expect((await call("GET", "/api/v1/learning/courses", null)).statusCode).toBe(401);
  });

  it("sends a course's questions without their answers", async () => {
    const res = await call("GET", "/api/v1/learning/courses/primeros-pasos", "mia");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lessons.map((l: { id: string }) => l.id)).toEqual(course.lessons.map((l) => l.id));
    expect(body.lessons[0].html).toContain("<strong>Dashboard</strong>");
    expect(res.body).not.toMatch(/"correct"|"explanation"/);
    expect(body.questions[0].options[0]).toEqual({ id: "a", text: course.questions[0]!.options[0]!.text });
    expect((await call("GET", "/api/v1/learning/courses/no-such-course", "mia")).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/learning/courses/..%2Fetc", "mia")).statusCode).toBe(400);
  });

  it("saves progress per lesson and resumes where the person left off", async () => {
    const first = course.lessons[0]!.id;
    const res = await call("POST", `/api/v1/learning/courses/primeros-pasos/lessons/${first}/complete`, "mia", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completedLessons: [first], lastLessonId: first });
    // Twice is once.
    await call("POST", `/api/v1/learning/courses/primeros-pasos/lessons/${first}/complete`, "mia", {});
    const again = (await call("GET", "/api/v1/learning/courses/primeros-pasos", "mia")).json();
    expect(again.progress).toMatchObject({ completedLessons: [first], lastLessonId: first, percent: Math.round(100 / (course.lessons.length + 1)) });
    expect((await call("POST", "/api/v1/learning/courses/primeros-pasos/lessons/nope/complete", "mia", {})).statusCode).toBe(404);
    // Another person's progress is their own.
    expect((await call("GET", "/api/v1/learning/courses/primeros-pasos", "vic")).json().progress.completedLessons).toEqual([]);
  });

  it("opens the quiz only after every lesson, scores it here and issues the certificate only on a pass", async () => {
    const early = await call("POST", "/api/v1/learning/courses/primeros-pasos/quiz", "mia", { answers: rightAnswers });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain(String(course.lessons.length - 1));
    for (const lesson of course.lessons) await call("POST", `/api/v1/learning/courses/primeros-pasos/lessons/${lesson.id}/complete`, "mia", {});

    const failed = await call("POST", "/api/v1/learning/courses/primeros-pasos/quiz", "mia", { answers: wrongAnswers });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ score: 0, passed: false, certificateCode: null, progress: { bestScore: 0, passedAt: null } });
    expect(failed.json().results[0].options.some((o: { correct: boolean; explanation: string }) => o.correct && o.explanation)).toBe(true);
    expect((await call("GET", "/api/v1/learning/courses/primeros-pasos", "mia")).json().progress.certificateCode).toBeNull();

    const bad = await call("POST", "/api/v1/learning/courses/primeros-pasos/quiz", "mia", { answers: { q1: "a" } });
    expect(bad.statusCode).toBe(400);

    const passed = await call("POST", "/api/v1/learning/courses/primeros-pasos/quiz", "mia", { answers: rightAnswers });
    expect(passed.json()).toMatchObject({ score: 100, passed: true, progress: { percent: 100, bestScore: 100 } });
    const code = passed.json().certificateCode as string;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // A later attempt keeps the same certificate.
    expect((await call("POST", "/api/v1/learning/courses/primeros-pasos/quiz", "mia", { answers: wrongAnswers })).json()).toMatchObject({ passed: false, certificateCode: code });

    const pdf = await call("GET", `/api/v1/learning/certificates/${code}/pdf`, "mia");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Someone else's certificate is not theirs to download.
    expect((await call("GET", `/api/v1/learning/certificates/${code}/pdf`, "eve")).statusCode).toBe(404);
    expect((await call("GET", `/api/v1/learning/certificates/${code}/pdf`, "ana")).statusCode).toBe(404);

    // The public address confirms it to anyone, revealing only the name, the course and the date.
    const verified = await call("GET", `/api/v1/learning/certificates/${code.toLowerCase()}`, null);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ valid: true, name: "Mía Soto", course: "Primeros pasos en Rumbo", issuedOn: new Date().toISOString().slice(0, 10) });
    expect((await call("GET", `/api/v1/learning/certificates/${code}?lang=en`, null)).json().course).toBe("Getting started with Rumbo");
    // A forged code (valid check character or not) is not confirmed.
    const forged = code.slice(0, -1) + (code.endsWith("Z") ? "Y" : "Z");
    expect((await call("GET", `/api/v1/learning/certificates/${forged}`, null)).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/learning/certificates/0000-0000-0000", null)).statusCode).toBe(404);
  });

  it("recommends from the person's real activity", async () => {
    const before = (await call("GET", "/api/v1/learning/courses", "ana")).json();
    expect(before.recommendations).toContainEqual({ courseId: "scrum-sprints", reason: "not_used" });
    const project = (await call("POST", "/api/v1/projects", "ana", { name: "ERP" })).json();
    const sprints = await call("POST", `/api/v1/projects/${project.id}/sprints/generate`, "ana", { startDate: "2026-12-07", count: 2, durationDays: 14 });
    expect(sprints.statusCode, sprints.body).toBe(201);
    const body = (await call("GET", "/api/v1/learning/courses", "ana")).json();
    expect(body.recommendations[0]).toEqual({ courseId: "primeros-pasos", reason: "start_here" });
    // Sprints are in use now: the parts not used yet come before them; mia, who passed 'Primeros pasos', is not told to start there.
    expect(body.recommendations.slice(1)).toEqual([{ courseId: "planificador-gantt", reason: "not_used" }, { courseId: "kanban-wip", reason: "not_used" }]);
    const mia = (await call("GET", "/api/v1/learning/courses?workspaceId=w", "mia")).json();
    expect(mia.recommendations.map((r: { courseId: string }) => r.courseId)).not.toContain("primeros-pasos");
  });

  it("lets owners and admins assign a course with a due date; the member is notified and the progress shows", async () => {
    const res = await call("POST", "/api/v1/learning/assignments", "adi", { workspaceId: "w", userId: "mia", courseId: "kanban-wip", dueDate: "2026-12-15" });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call("GET", "/api/v1/notifications", "mia")).json();
    const notice = list.items.find((n: { title: string }) => n.title === "Curso asignado");
    expect(notice).toMatchObject({ action: { type: "navigate", target: "/course/kanban-wip" } });
    expect(notice.message).toContain("Kanban y límites de WIP");
    expect(notice.message).toContain("15 de diciembre de 2026");
    const mine = (await call("GET", "/api/v1/learning/courses?workspaceId=w", "mia")).json();
    expect(mine.courses.find((c: { id: string }) => c.id === "kanban-wip").assignment).toMatchObject({ dueDate: "2026-12-15", assignedByName: "Adi" });

    // Assigning again moves the date.
    expect((await call("POST", "/api/v1/learning/assignments", "ana", { userId: "mia", courseId: "kanban-wip", dueDate: "2027-01-10" })).statusCode).toBe(201);
    // The earlier notice no longer holds: resolved, one open notice with the new date (decision 0603).
    const notices = (await call("GET", "/api/v1/notifications", "mia")).json().items.filter((n: { message: string }) => n.message.includes("Kanban y límites de WIP"));
    expect(notices.filter((n: { resolvedAt: string | null }) => !n.resolvedAt).map((n: { message: string }) => n.message.includes("10 de enero de 2027"))).toEqual([true]);
    expect(notices.find((n: { id: string }) => n.id === notice.id).resolvedAt).toEqual(expect.any(String));
    expect((await call("POST", "/api/v1/learning/assignments", "ana", { userId: "mia", courseId: "primeros-pasos", dueDate: "2020-01-01" })).statusCode).toBe(201);
    const team = await call("GET", "/api/v1/learning/team-progress", "ana");
    expect(team.statusCode).toBe(200);
    const miaRow = team.json().members.find((m: { userId: string }) => m.userId === "mia");
    expect(miaRow).toMatchObject({ name: "Mía Soto", role: "member", completedCourses: 1 });
    expect(miaRow.assignments.map((a: { courseId: string; dueDate: string; percent: number; overdue: boolean }) => [a.courseId, a.dueDate, a.percent, a.overdue])).toEqual([
      ["primeros-pasos", "2020-01-01", 100, false],
      ["kanban-wip", "2027-01-10", 0, false],
    ]);
  });

  it("refuses assignments from members and viewers, to strangers and of unknown courses", async () => {
    const body = { workspaceId: "w", userId: "mia", courseId: "kanban-wip", dueDate: "2026-12-15" };
    expect((await call("POST", "/api/v1/learning/assignments", "mia", body)).statusCode).toBe(403);
    expect((await call("POST", "/api/v1/learning/assignments", "vic", body)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/learning/team-progress?workspaceId=w", "mia")).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/learning/team-progress?workspaceId=w", "vic")).statusCode).toBe(403);
    // Another workspace's user: that workspace is not theirs.
    expect((await call("POST", "/api/v1/learning/assignments", "eve", body)).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/learning/team-progress?workspaceId=w", "eve")).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/learning/courses?workspaceId=w", "eve")).statusCode).toBe(404);
    // Someone who is not a member, an unknown course, a bad date: 400 naming the field.
    const stranger = await call("POST", "/api/v1/learning/assignments", "ana", { ...body, userId: "eve" });
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json().error.fields)).toEqual(["userId"]);
    const unknown = await call("POST", "/api/v1/learning/assignments", "ana", { ...body, courseId: "nope" });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(["courseId"]);
    expect((await call("POST", "/api/v1/learning/assignments", "ana", { ...body, dueDate: "15/12/2026" })).json().error.fields).toHaveProperty("dueDate");
    expect((await call("GET", "/api/v1/notifications", "eve")).json().items).toEqual([]);
  });

  it("answers 401 to a signed-out caller on every route that is not public", async () => {
    const lesson = course.lessons[0]!.id;
    const routes: ["GET" | "POST", string, unknown?][] = [
      ["GET", "/api/v1/learning/courses?workspaceId=w"],
      ["GET", "/api/v1/learning/courses/primeros-pasos"],
      ["POST", `/api/v1/learning/courses/primeros-pasos/lessons/${lesson}/complete`, {}],
      ["POST", "/api/v1/learning/courses/primeros-pasos/quiz", { answers: rightAnswers }],
      ["GET", "/api/v1/learning/certificates/0000-0000-0000/pdf"],
      ["GET", "/api/v1/learning/team-progress?workspaceId=w"],
      ["POST", "/api/v1/learning/assignments", { workspaceId: "w", userId: "mia", courseId: "kanban-wip", dueDate: "2026-12-15" }],
    ];
    for (const [method, url, body] of routes) expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    // The manual and the verification are public.
    expect((await call("GET", "/api/v1/learning/manual", null)).statusCode).toBe(200);
  });

  it("lets a viewer take a course (their own progress) but not manage the team's", async () => {
    const lesson = course.lessons[0]!.id;
    expect((await call("GET", "/api/v1/learning/courses?workspaceId=w", "vic")).statusCode).toBe(200);
    const done = await call("POST", `/api/v1/learning/courses/primeros-pasos/lessons/${lesson}/complete`, "vic", {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completedLessons).toContain(lesson);
    // Unknown courses and lessons are 404, for anyone signed in.
    expect((await call("GET", "/api/v1/learning/courses/no-existe", "vic")).statusCode).toBe(404);
    expect((await call("POST", "/api/v1/learning/courses/primeros-pasos/lessons/no-existe/complete", "vic", {})).statusCode).toBe(404);
    // Progress is each person's own: the owner's view of the course is untouched.
    expect((await call("GET", "/api/v1/learning/courses/primeros-pasos", "ana")).json().progress.completedLessons).not.toContain(lesson);
  });

  it("serves the manual publicly in both languages", async () => {
    const es = await call("GET", "/api/v1/learning/manual", null);
    expect(es.statusCode).toBe(200);
    const sections = es.json().sections;
    expect(sections.find((s: { id: string }) => s.id === "capacity")).toMatchObject({ path: "/capacity", title: "Centro de capacidad" });
    expect((await call("GET", "/api/v1/learning/manual?lang=en", null)).json().sections.find((s: { id: string }) => s.id === "capacity").title).toBe("Capacity center");
  });

  it("limits the public verification per client address", async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i += 1) last = (await call("GET", "/api/v1/learning/certificates/0000-0000-0000", null)).statusCode;
    expect(last).toBe(429);
  });
});
