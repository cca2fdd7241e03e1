import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { videoManifests } from "./video";

// Video courses through HTTP (decision 1103): the clips with captions and chapters, each person's
// own place (nobody reads or moves another's), 90 % watched completing the lesson, unknown courses
// and clips answering 404, and the media served by the app with range requests (206).

const manifest = videoManifests().get("primeros-pasos")!;
const clip = manifest.clips[0]!;

describe(`video courses on ${testEngine()}`, () => {
  let t: TestApp;
  const call = (method: "GET" | "PUT", url: string, user: string | null, body?: unknown) => requestAs(t, method, url, user, body);
  const progressUrl = (clipId = clip.id, course = "primeros-pasos") => `/api/v1/learning/video-courses/${course}/clips/${clipId}/progress`;

  beforeAll(async () => {
    // The app serves src/web/public/ (the build copies it into dist/web) as its web root here, where the shipped media live.
    t = await createTestApp({}, { webRoot: `${process.cwd()}/src/web/public` });
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the courses with videos and describes a course's clips in the caller's language", async () => {
    expect((await call("GET", "/api/v1/learning/video-courses", "ana")).json()).toEqual({ courseIds: ["primeros-pasos"] });
    const res = await call("GET", "/api/v1/learning/video-courses/primeros-pasos?lang=en", "ana");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.title).toBe("Getting started with Rumbo");
    expect(body.clips).toHaveLength(manifest.clips.length);
    expect(body.clips[0]).toMatchObject({
      id: clip.id,
      lessonId: clip.lessonId,
      title: clip.title.en,
      sources: [{ src: `/media/videos/primeros-pasos/${clip.id}.webm` }, { src: `/media/videos/primeros-pasos/${clip.id}.mp4` }],
      captions: [
        { language: "es", src: `/media/videos/primeros-pasos/${clip.id}.es.vtt` },
        { language: "en", src: `/media/videos/primeros-pasos/${clip.id}.en.vtt` },
      ],
      chaptersTrack: `/media/videos/primeros-pasos/${clip.id}.chapters.en.vtt`,
      progress: { positionSeconds: 0, resumeAtSeconds: 0, watchedPercent: 0, completed: false },
    });
    expect(body.clips[0].chapters[0].title).toBe(clip.chapters[0]!.title.en);
  });

  it("answers 401 to a visitor, 404 to an unknown course or clip, 400 to a bad position", async () => {
    expect((await call("GET", "/api/v1/learning/video-courses/primeros-pasos", null)).statusCode).toBe(401);
    expect((await call("PUT", progressUrl(), null, { positionSeconds: 3 })).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/learning/video-courses/no-such-course", "ana")).statusCode).toBe(404);
    // A course that exists but has no videos.
    expect((await call("GET", "/api/v1/learning/video-courses/valor-ganado", "ana")).statusCode).toBe(404);
    expect((await call("PUT", progressUrl("no-such-clip"), "ana", { positionSeconds: 3 })).statusCode).toBe(404);
    expect((await call("PUT", progressUrl(clip.id, "no-such-course"), "ana", { positionSeconds: 3 })).statusCode).toBe(404);
    const bad = await call("PUT", progressUrl(), "ana", { positionSeconds: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.positionSeconds).toBeTruthy();
    expect((await call("PUT", progressUrl(), "ana", { positionSeconds: "doce" })).statusCode).toBe(400);
    expect((await call("PUT", progressUrl(), "ana", { positionSeconds: 3, userId: "eve" })).statusCode).toBe(400);
  });

  it("keeps each person's place to themselves and resumes there", async () => {
    const saved = await call("PUT", progressUrl(), "ana", { positionSeconds: 8.4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().clip).toMatchObject({ positionSeconds: 8.4, resumeAtSeconds: 7.4, completed: false });
    const mine = (await call("GET", "/api/v1/learning/video-courses/primeros-pasos", "ana")).json();
    expect(mine.clips[0].progress).toMatchObject({ positionSeconds: 8.4, resumeAtSeconds: 7.4 });
    // Eve sees none of it, and her own saves never touch Ana's row.
    const hers = (await call("GET", "/api/v1/learning/video-courses/primeros-pasos", "eve")).json();
    expect(hers.clips[0].progress).toMatchObject({ positionSeconds: 0, watchedPercent: 0 });
    expect((await call("PUT", progressUrl(), "eve", { positionSeconds: 2 })).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/learning/video-courses/primeros-pasos", "ana")).json().clips[0].progress.positionSeconds).toBe(8.4);
  });

  it("completes the clip's lesson at 90 % watched, counted toward the course", async () => {
    const done = await call("PUT", progressUrl(), "ana", { positionSeconds: clip.durationSeconds * 0.95 });
    expect(done.json().clip.completed).toBe(true);
    expect(done.json().progress.completedLessons).toEqual([clip.lessonId]);
    expect(done.json().progress.percent).toBeGreaterThan(0);
    const course = (await call("GET", "/api/v1/learning/courses/primeros-pasos", "ana")).json();
    expect(course.progress.completedLessons).toContain(clip.lessonId);
    // Going back keeps it complete; Eve's course is untouched.
    expect((await call("PUT", progressUrl(), "ana", { positionSeconds: 1 })).json().clip.completed).toBe(true);
    expect((await call("GET", "/api/v1/learning/courses/primeros-pasos", "eve")).json().progress.completedLessons).toEqual([]);
  });

  it("serves the media with range requests under a policy that allows same-origin media", async () => {
    const url = `/media/videos/primeros-pasos/${clip.id}.webm`;
    const size = statSync(`src/web/public${url}`).size;
    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-1023" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-1023/${size}`);
    expect(part.headers["accept-ranges"]).toBe("bytes");
    expect(part.headers["content-type"]).toBe("video/webm");
    expect(part.rawPayload.length).toBe(1024);
    expect(String(part.headers["content-security-policy"])).toContain("media-src 'self'");
    const whole = await t.app.inject({ method: "GET", url: `/media/videos/primeros-pasos/${clip.id}.mp4` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    const captions = await t.app.inject({ method: "GET", url: `/media/videos/primeros-pasos/${clip.id}.es.vtt` });
    expect(captions.headers["content-type"]).toMatch(/^text\/vtt/);
    expect(captions.body.startsWith("WEBVTT")).toBe(true);
  });
});
