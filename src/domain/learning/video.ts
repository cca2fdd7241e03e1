import { z } from "zod";

// Video courses (decision 1103): the clips of a course, recorded by `npm run docs:media`, described
// by a manifest the script writes beside the course (content/learning/videos/<courseId>.json); the
// person's place in each clip, and when watching counts as the lesson done.

const localized = z.object({ es: z.string().min(1), en: z.string().min(1) });

export const videoManifestSchema = z.object({
  courseId: z.string(),
  recordedAt: z.string(),
  clips: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]{1,64}$/),
        lessonId: z.string(),
        title: localized,
        durationSeconds: z.number().positive(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        chapters: z.array(z.object({ startSeconds: z.number().min(0), title: localized })),
      }),
    )
    .min(1),
});
export type VideoManifest = z.infer<typeof videoManifestSchema>;

/** Watching this share of a clip completes its lesson. */
export const completionShare = 0.9;

export type ClipState = { positionSeconds: number; furthestSeconds: number; completed: boolean };

/**
 * The state after the player reports a position: the place to resume is the reported one (clamped
 * to the clip), the furthest point only grows, and the clip is complete once the furthest point
 * reaches 90 % of its length (and stays complete). `justCompleted` says this report completed it.
 */
export function nextClipState(previous: ClipState | undefined, reportedSeconds: number, durationSeconds: number): ClipState & { justCompleted: boolean } {
  const position = Math.min(Math.max(Number.isFinite(reportedSeconds) ? reportedSeconds : 0, 0), durationSeconds);
  const furthest = Math.max(previous?.furthestSeconds ?? 0, position);
  const wasCompleted = previous?.completed ?? false;
  const completed = wasCompleted || furthest >= durationSeconds * completionShare;
  return { positionSeconds: position, furthestSeconds: furthest, completed, justCompleted: completed && !wasCompleted };
}

/**
 * Where the player starts: where the person stopped, a second earlier for context; from the
 * beginning when they had barely started or had reached the end.
 */
export function resumeAt(positionSeconds: number, durationSeconds: number): number {
  if (positionSeconds < 3 || positionSeconds >= durationSeconds - 1.5) return 0;
  return Math.max(0, Math.round((positionSeconds - 1) * 10) / 10);
}

/** A clip's watched share in percent (from its furthest point). */
export function watchedPercent(furthestSeconds: number, durationSeconds: number): number {
  return Math.min(100, Math.round((furthestSeconds / durationSeconds) * 100));
}
