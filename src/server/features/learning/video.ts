import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { videoProgress } from "../../../db/schema/video-progress";
import type { ClipProgress, ClipProgressResult, VideoCourse } from "../../../domain/learning/contract";
import { nextClipState, resumeAt, videoManifestSchema, watchedPercent, type VideoManifest } from "../../../domain/learning/video";
import type { Language } from "../../../domain/i18n/translate";
import { notFound } from "../../errors";
import { contentRoot, learningContent, learningLanguages, type LearningContent } from "./content";
import { completeLesson, courseDetail } from "./service";

// Video courses (decision 1103): the manifests `npm run docs:media` writes in
// content/learning/videos/<courseId>.json, the media it encodes in src/web/public/media/videos/<courseId>/
// (served by the static files with range requests), and each person's place in each clip.

const languageLabel: Record<Language, string> = { es: "Español", en: "English" };

let manifests: Map<string, VideoManifest> | undefined;

export function readVideoManifests(root = contentRoot()): Map<string, VideoManifest> {
  const dir = join(root, "videos");
  const found = new Map<string, VideoManifest>();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const manifest = videoManifestSchema.parse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    found.set(manifest.courseId, manifest);
  }
  return found;
}

/** The courses that have videos (read once). */
export function videoManifests(): Map<string, VideoManifest> {
  manifests ??= readVideoManifests();
  return manifests;
}

function manifestOf(courseId: string, content: LearningContent, all: Map<string, VideoManifest>): VideoManifest {
  const manifest = all.get(courseId);
  if (!manifest || !content.courses.has(courseId)) throw notFound();
  return manifest;
}

type Row = typeof videoProgress.$inferSelect;

function toClipProgress(row: Pick<Row, "positionSeconds" | "furthestSeconds" | "completedAt"> | undefined, durationSeconds: number): ClipProgress {
  const position = row?.positionSeconds ?? 0;
  return { positionSeconds: position, resumeAtSeconds: resumeAt(position, durationSeconds), watchedPercent: watchedPercent(row?.furthestSeconds ?? 0, durationSeconds), completed: Boolean(row?.completedAt) };
}

export async function videoCourse(db: Db, userId: string, courseId: string, lang: Language, content = learningContent(), all = videoManifests()): Promise<VideoCourse> {
  const manifest = manifestOf(courseId, content, all);
  const [detail, rows] = await Promise.all([courseDetail(db, userId, courseId, lang, content), db.select().from(videoProgress).where(and(eq(videoProgress.userId, userId), eq(videoProgress.courseId, courseId)))]);
  const byClip = new Map(rows.map((r) => [r.clipId, r]));
  const base = `/media/videos/${courseId}`;
  return {
    id: detail.id,
    title: detail.title,
    summary: detail.summary,
    clips: manifest.clips.map((clip) => ({
      id: clip.id,
      lessonId: clip.lessonId,
      title: clip.title[lang],
      durationSeconds: clip.durationSeconds,
      width: clip.width,
      height: clip.height,
      poster: `${base}/${clip.id}.jpg`,
      sources: [
        { src: `${base}/${clip.id}.webm`, type: 'video/webm; codecs="vp9"' },
        { src: `${base}/${clip.id}.mp4`, type: 'video/mp4; codecs="avc1.42E01F"' },
      ],
      captions: learningLanguages.map((l) => ({ language: l, label: languageLabel[l], src: `${base}/${clip.id}.${l}.vtt` })),
      chaptersTrack: `${base}/${clip.id}.chapters.${lang}.vtt`,
      chapters: clip.chapters.map((c) => ({ startSeconds: c.startSeconds, title: c.title[lang] })),
      progress: toClipProgress(byClip.get(clip.id), clip.durationSeconds),
    })),
    progress: detail.progress,
  };
}

/**
 * Saves the caller's place in a clip (only ever their own: the row is keyed by the session's user).
 * Reaching 90 % of the clip completes its lesson, which counts toward the course like a read lesson.
 */
export async function saveClipProgress(db: Db, userId: string, courseId: string, clipId: string, positionSeconds: number, lang: Language, content = learningContent(), all = videoManifests()): Promise<ClipProgressResult> {
  const manifest = manifestOf(courseId, content, all);
  const clip = manifest.clips.find((c) => c.id === clipId);
  if (!clip) throw notFound();
  const state = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.courseId, courseId), eq(videoProgress.clipId, clipId)))
      .for("update");
    const next = nextClipState(row ? { positionSeconds: row.positionSeconds, furthestSeconds: row.furthestSeconds, completed: Boolean(row.completedAt) } : undefined, positionSeconds, clip.durationSeconds);
    const completedAt = row?.completedAt ?? (next.completed ? new Date() : null);
    const values = { positionSeconds: next.positionSeconds, furthestSeconds: next.furthestSeconds, completedAt };
    if (row) await tx.update(videoProgress).set({ ...values, updatedAt: new Date() }).where(eq(videoProgress.id, row.id));
    else
      await tx
        .insert(videoProgress)
        .values({ userId, courseId, clipId, ...values })
        .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.courseId, videoProgress.clipId], set: { ...values, updatedAt: new Date() } });
    return { ...next, completedAt };
  });
  const progress = state.justCompleted ? await completeLesson(db, userId, courseId, clip.lessonId, lang, content) : (await courseDetail(db, userId, courseId, lang, content)).progress;
  return { clip: toClipProgress(state, clip.durationSeconds), progress };
}
