import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { collectPageErrors, signIn, startSignedInApp, type LoggingServer } from "./support/planning-server";

// The video course in Chromium, in Spanish and English (decision 1103): reached from the training
// catalogue, a clip recorded from the app plays from the app's own media with its captions track,
// a chapter seeks, the place is saved on pause and, after a reload, the clip resumes near it.

const email = `videos-${Date.now()}@example.mx`;
const manifest = JSON.parse(readFileSync("content/learning/videos/primeros-pasos.json", "utf8")) as { clips: { id: string; title: { es: string; en: string }; chapters: { startSeconds: number; title: { es: string; en: string } }[] }[] };
const clip = manifest.clips[0]!;

let server: LoggingServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  ({ server, browser, context } = await startSignedInApp(email, "Lucía Ramírez"));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type VideoState = { time: number; paused: boolean; captions: { language: string; mode: string; cues: number }[]; source: string };
const videoState = (page: Page) =>
  page.locator("video").evaluate((v: HTMLVideoElement): VideoState => ({
    time: v.currentTime,
    paused: v.paused,
    source: v.currentSrc,
    captions: Array.from(v.textTracks)
      .filter((t) => t.kind === "captions")
      .map((t) => ({ language: t.language, mode: t.mode, cues: t.cues?.length ?? 0 })),
  }));

async function playsAndResumes(page: Page, language: "es" | "en", texts: { heading: string; chapter: string; resumed: RegExp }) {
  await page.getByRole("heading", { level: 1, name: texts.heading }).waitFor();
  await page.locator("video").waitFor();
  await expectNoAxeViolations(page, `video course (${language})`);
  // A chapter seeks and plays (the press is the user's gesture the browser asks for).
  const chapter = clip.chapters[1]!;
  await page.getByRole("button", { name: new RegExp(texts.chapter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
  await page.waitForFunction((start) => {
    const v = document.querySelector("video");
    return Boolean(v && !v.paused && v.currentTime > start + 1.5);
  }, chapter.startSeconds, { timeout: 20_000 });
  const playing = await videoState(page);
  expect(playing.source).toMatch(new RegExp(`/media/videos/primeros-pasos/${clip.id}\\.(webm|mp4)$`));
  // The captions in the page's language are shown and loaded from the app; the other is offered.
  expect(playing.captions.map((c) => c.language).sort()).toEqual(["en", "es"]);
  const shown = playing.captions.find((c) => c.mode === "showing");
  expect(shown?.language).toBe(language);
  await page.waitForFunction((lang) => Array.from(document.querySelector("video")!.textTracks).some((t) => t.language === lang && (t.cues?.length ?? 0) > 0), language);

  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes(`/clips/${clip.id}/progress`) && r.ok());
  await page.locator("video").evaluate((v: HTMLVideoElement) => v.pause());
  const body = (await (await saved).json()) as { clip: { positionSeconds: number } };
  const stoppedAt = body.clip.positionSeconds;
  expect(stoppedAt).toBeGreaterThan(chapter.startSeconds + 1);

  await page.reload();
  await page.getByText(texts.resumed).waitFor();
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0.5);
  const resumed = await videoState(page);
  expect(Math.abs(resumed.time - stoppedAt)).toBeLessThan(2.5);
  return stoppedAt;
}

describe("video course", () => {
  it("plays from the app with captions and resumes after a reload (Spanish)", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/training");
    await page.getByRole("heading", { level: 1, name: "Capacitación" }).waitFor();
    await page.getByRole("link", { name: "Ver los videos de Primeros pasos en Rumbo" }).first().click();
    await page.waitForURL("**/video-course/primeros-pasos");
    await playsAndResumes(page, "es", { heading: "Primeros pasos en Rumbo", chapter: clip.chapters[1]!.title.es, resumed: /Retomas donde te quedaste/ });
    await page.screenshot({ path: ".tmp/video-course-1280-light.png", fullPage: true });
    // An address that names no course with videos.
    await page.goto("/video-course/no-existe");
    await page.getByText("Este curso no existe o todavía no tiene videos.").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("plays with English captions and resumes, on a 360 px phone in the dark theme", async () => {
    const english = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 780 }, locale: "en-US", timezoneId: "America/Mexico_City" });
    await english.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("rumbo.language", "en");
      localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "dark" }));
    });
    await signIn(server, english, email);
    const page = await english.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/video-course/primeros-pasos");
    await playsAndResumes(page, "en", { heading: "Getting started with Rumbo", chapter: clip.chapters[1]!.title.en, resumed: /You resume where you left off/ });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: ".tmp/video-course-360-dark.png", fullPage: true });
    expect(errors).toEqual([]);
    await english.close();
  });
});
