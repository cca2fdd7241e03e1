// `npm run docs:media`: re-records the video courses' clips and the user manual's screenshots from
// the real app (decision 1103). Builds nothing itself: it starts the built app (`npm run build`
// first) on a fresh embedded database, signs up, loads the labelled sample data from the
// dashboard, drives the screens in Chromium (playwright-core) and records them with the DevTools
// screencast; Debian's ffmpeg (`apt-get install -y ffmpeg`, only needed here) encodes WebM (VP9)
// and MP4 (H.264), no audio. Writes:
//   src/web/public/media/videos/<course>/<clip>.{webm,mp4,jpg,es.vtt,en.vtt,chapters.es.vtt,chapters.en.vtt}
//   content/learning/videos/<course>.json (the clips, their lesson, length and chapters)
//   src/web/public/media/manual/<lang>/<section>.webp (light theme, both languages)
// `npm run docs:media -- --shots-only` retakes only the manual's screenshots (no ffmpeg, the clips
// left as they are): for a screen that changed, in a minute instead of the clips' encoding time.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { chapterCues, ClipRecorder, webVtt } from "./docs-media/recorder";
import { startBuiltApp, type RecordingServer } from "./docs-media/server";
import { clips, type ClipScript } from "./docs-media/clips";
import { manualShots } from "./docs-media/shots";

const width = 1280;
const height = 720;
const outWidth = 1024;
const outHeight = 576;
const courseId = "primeros-pasos";
const videoDir = join("src", "web", "public", "media", "videos", courseId);
const manualDir = join("src", "web", "public", "media", "manual");
const password = "Rumbo-medios-2026!";

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

const shotsOnly = process.argv.includes("--shots-only");

function requireTools(): void {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html")) throw new Error("No build found: run `npm run build` first.");
  if (shotsOnly) return;
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
  } catch {
    throw new Error("ffmpeg is missing: `apt-get install -y ffmpeg` (only needed to re-record).");
  }
}

async function signedInContext(browser: Browser, server: RecordingServer, language: "es" | "en", email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "no-preference" });
  await context.addInitScript((lang: string) => {
    localStorage.setItem("rumbo.consent", JSON.stringify({ analytics: false, decidedAt: "2026-01-01T00:00:00.000Z", version: 1 }));
    localStorage.setItem("rumbo.preferences", JSON.stringify({ colorScheme: "light" }));
    localStorage.setItem("rumbo.language", lang);
  }, language);
  const res = await context.request.post(`${server.baseUrl}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`sign-in ${res.status()}`);
  return context;
}

/** A pointer the viewer can follow (headless screencasts draw none), moved by the page's own mouse events. */
async function showPointer(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx's name helpers (__name) do not exist in the page.
  await context.addInitScript(`(() => {
    let dot;
    const place = (e) => {
      if (!dot || !dot.isConnected) {
        dot = document.createElement("div");
        dot.setAttribute("aria-hidden", "true");
        Object.assign(dot.style, { position: "fixed", width: "18px", height: "18px", marginLeft: "-9px", marginTop: "-9px", borderRadius: "50%", background: "rgba(220,38,38,.55)", border: "2px solid #fff", boxShadow: "0 0 0 1px rgba(0,0,0,.35)", zIndex: "2147483647", pointerEvents: "none", transition: "transform .12s" });
        document.body.appendChild(dot);
      }
      dot.style.left = e.clientX + "px";
      dot.style.top = e.clientY + "px";
    };
    addEventListener("mousemove", place, true);
    addEventListener("mousedown", () => { if (dot) dot.style.transform = "scale(.7)"; }, true);
    addEventListener("mouseup", () => { if (dot) dot.style.transform = "scale(1)"; }, true);
  })();`);
}

async function recordClip(page: Page, clip: ClipScript, frameRoot: string) {
  const recorder = new ClipRecorder(page, join(frameRoot, clip.id));
  await clip.before?.(page);
  await recorder.start(width, height);
  await clip.run(page, recorder);
  await recorder.stop();
  const list = join(frameRoot, `${clip.id}.ffconcat`);
  recorder.writeConcatList(list);
  const out = join(videoDir, clip.id);
  // 1024×576 at 12 frames a second: readable text at a modest bit rate (about 150 kbit/s).
  const video = ["-f", "concat", "-safe", "0", "-i", list, "-vf", `fps=12,scale=${outWidth}:${outHeight}:flags=lanczos,format=yuv420p`, "-an", "-g", "48"];
  ffmpeg([...video, "-c:v", "libvpx-vp9", "-crf", "44", "-b:v", "170k", "-deadline", "good", "-cpu-used", "5", "-row-mt", "1", `${out}.webm`]);
  ffmpeg([...video, "-c:v", "libx264", "-preset", "slow", "-crf", "31", "-maxrate", "260k", "-bufsize", "520k", "-profile:v", "main", "-tune", "stillimage", "-movflags", "+faststart", `${out}.mp4`]);
  ffmpeg(["-ss", "1.5", "-i", `${out}.mp4`, "-frames:v", "1", "-vf", "scale=640:-2", "-q:v", "7", `${out}.jpg`]);
  const duration = Math.round(recorder.durationSeconds * 10) / 10;
  for (const lang of ["es", "en"] as const) {
    writeFileSync(`${out}.${lang}.vtt`, webVtt(recorder.cues.map((c) => ({ startSeconds: c.startSeconds, endSeconds: c.endSeconds, text: c.text[lang] }))));
    writeFileSync(`${out}.chapters.${lang}.vtt`, webVtt(chapterCues(recorder.chapters, duration, lang)));
  }
  return { id: clip.id, lessonId: clip.lessonId, title: clip.title, durationSeconds: duration, width: outWidth, height: outHeight, chapters: recorder.chapters };
}

function folderSize(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? folderSize(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
}

/** Records the clips (the first of them loads the sample portfolio) and writes their manifest. */
async function recordClips(browser: Browser, server: RecordingServer, email: string, frameRoot: string): Promise<void> {
  rmSync(videoDir, { recursive: true, force: true });
  mkdirSync(videoDir, { recursive: true });
  const context = await signedInContext(browser, server, "es", email);
  await showPointer(context);
  const page = await context.newPage();
  const recorded = [];
  for (const clip of clips) {
    const t = Date.now();
    try {
      recorded.push(await recordClip(page, clip, frameRoot));
    } catch (error) {
      mkdirSync(".tmp", { recursive: true });
      await page.screenshot({ path: `.tmp/docs-media-${clip.id}-failed.png` });
      throw error;
    }
    console.log(`clip ${clip.id}: ${recorded.at(-1)!.durationSeconds} s, recorded and encoded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  await context.close();
  const manifest = { courseId, recordedAt: new Date().toISOString(), clips: recorded };
  mkdirSync(join("content", "learning", "videos"), { recursive: true });
  writeFileSync(join("content", "learning", "videos", `${courseId}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Without the clips, the sample portfolio the screenshots show is loaded from the dashboard as a person would. */
async function loadSampleData(browser: Browser, server: RecordingServer, email: string): Promise<void> {
  const context = await signedInContext(browser, server, "es", email);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await page.locator("main h1").first().waitFor();
  const load = page.getByRole("button", { name: "Cargar datos de ejemplo" }).first();
  await load.waitFor();
  await page.waitForTimeout(1000);
  // The answer, not the toast: under load the toast can come and go before it is looked for.
  const loaded = page.waitForResponse((res) => res.url().includes("/api/v1/sample-data") && res.request().method() === "POST", { timeout: 120_000 });
  await load.click();
  try {
    const res = await loaded;
    if (res.status() !== 201) throw new Error(`sample data ${res.status()}`);
  } catch (error) {
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/docs-media-sample-data-failed.png" });
    throw error;
  }
  await context.close();
}

async function main(): Promise<void> {
  const began = Date.now();
  requireTools();
  const server = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  const frameRoot = mkdtempSync(join(tmpdir(), "rumbo-frames-"));
  try {
    const email = "lucia.medios@example.mx";
    const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, { method: "POST", headers: { "content-type": "application/json", origin: server.baseUrl }, body: JSON.stringify({ email, password, name: "Lucía Ramírez" }) });
    if (!signUp.ok) throw new Error(`sign-up ${signUp.status}`);
    await fetch(await server.waitForLink(email), { redirect: "manual" });

    if (shotsOnly) await loadSampleData(browser, server, email);
    else await recordClips(browser, server, email, frameRoot);

    rmSync(manualDir, { recursive: true, force: true });
    for (const language of ["es", "en"] as const) {
      mkdirSync(join(manualDir, language), { recursive: true });
      const shotsContext = await signedInContext(browser, server, language, email);
      const shotPage = await shotsContext.newPage();
      const cdp = await shotsContext.newCDPSession(shotPage);
      for (const shot of manualShots) {
        await shot.open(shotPage, language);
        await shotPage.mouse.move(width - 2, height - 2);
        await shotPage.waitForTimeout(500);
        const { data } = await cdp.send("Page.captureScreenshot", { format: "webp", quality: 62 });
        writeFileSync(join(manualDir, language, `${shot.section}.webp`), Buffer.from(data, "base64"));
      }
      await shotsContext.close();
    }
    const videos = folderSize(join("src", "web", "public", "media", "videos"));
    const shots = folderSize(manualDir);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
    console.log(`media: videos ${mb(videos)}, manual screenshots ${mb(shots)}, total ${mb(videos + shots)}; took ${((Date.now() - began) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(frameRoot, { recursive: true, force: true });
  }
}

await main();

