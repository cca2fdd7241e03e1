import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CDPSession, Page } from "playwright-core";

// One clip: the page's frames from the DevTools screencast (Page.startScreencast), kept with their
// times, and the captions of the steps the script drives, timed from the start of the recording.

export type Localized = { es: string; en: string };
export type Cue = { startSeconds: number; endSeconds: number; text: Localized };
export type Chapter = { startSeconds: number; title: Localized };

export class ClipRecorder {
  private frames: { file: string; at: number }[] = [];
  private startedAt = 0;
  private stoppedAt = 0;
  readonly cues: Cue[] = [];
  readonly chapters: Chapter[] = [];
  private cdp?: CDPSession;

  constructor(
    private readonly page: Page,
    private readonly frameDir: string,
  ) {
    mkdirSync(frameDir, { recursive: true });
  }

  private now(): number {
    return (Date.now() - this.startedAt) / 1000;
  }

  async start(width: number, height: number): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    this.cdp = cdp;
    cdp.on("Page.screencastFrame", (frame) => {
      // The time it arrived: the frame's own timestamp is not on the wall clock the captions use.
      const at = Date.now();
      const file = join(this.frameDir, `f${String(this.frames.length).padStart(5, "0")}.jpg`);
      writeFileSync(file, Buffer.from(frame.data, "base64"));
      this.frames.push({ file, at });
      void cdp.send("Page.screencastFrameAck", { sessionId: frame.sessionId }).catch(() => undefined);
    });
    this.startedAt = Date.now();
    await cdp.send("Page.startScreencast", { format: "jpeg", quality: 82, maxWidth: width, maxHeight: height, everyNthFrame: 1 });
  }

  chapter(title: Localized): void {
    this.chapters.push({ startSeconds: Math.round(this.now() * 10) / 10, title });
  }

  /** Shows a caption while `action` runs, for at least `minSeconds`. */
  async step(text: Localized, action: () => Promise<void>, minSeconds = 2.6): Promise<void> {
    const start = this.now();
    await action();
    const left = minSeconds - (this.now() - start);
    if (left > 0) await this.page.waitForTimeout(left * 1000);
    this.cues.push({ startSeconds: start, endSeconds: this.now(), text });
  }

  async stop(): Promise<void> {
    await this.page.waitForTimeout(400);
    this.stoppedAt = Date.now();
    await this.cdp?.send("Page.stopScreencast");
    await this.cdp?.detach();
  }

  get durationSeconds(): number {
    return (this.stoppedAt - this.startedAt) / 1000;
  }

  /** An ffconcat list: each frame shown until the next one (the screencast sends frames on change only). */
  writeConcatList(path: string): void {
    if (this.frames.length === 0) throw new Error("the screencast sent no frames");
    const lines = ["ffconcat version 1.0"];
    this.frames.forEach((frame, i) => {
      const from = i === 0 ? this.startedAt : frame.at;
      const until = this.frames[i + 1]?.at ?? this.stoppedAt;
      lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, (until - from) / 1000).toFixed(3)}`);
    });
    lines.push(`file '${this.frames.at(-1)!.file}'`);
    writeFileSync(path, `${lines.join("\n")}\n`);
  }
}

function stamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
}

/** WebVTT captions (or, with `chapters`, a chapters track) in one language. */
export function webVtt(cues: { startSeconds: number; endSeconds: number; text: string }[]): string {
  const body = cues.map((c, i) => `${i + 1}\n${stamp(c.startSeconds)} --> ${stamp(c.endSeconds)}\n${c.text}\n`).join("\n");
  return `WEBVTT\n\n${body}`;
}

export function chapterCues(chapters: Chapter[], durationSeconds: number, lang: "es" | "en") {
  return chapters.map((c, i) => ({ startSeconds: c.startSeconds, endSeconds: chapters[i + 1]?.startSeconds ?? durationSeconds, text: c.title[lang] }));
}
