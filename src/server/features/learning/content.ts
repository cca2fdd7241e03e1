import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCourse, parseManual, type Course, type ManualSection } from "../../../domain/learning/course-format";
import type { Language } from "../../../domain/i18n/translate";

// The courses and the manual, read once from content/learning (copied beside the built server by
// scripts/build-server.mjs): courses/<id>/<lang>.md and manual/<lang>.md (decision 1101).

export const learningLanguages = ["es", "en"] as const satisfies readonly Language[];

export function contentRoot(): string {
  const candidates = [
    process.env.RUMBO_LEARNING_DIR,
    fileURLToPath(new URL("./learning", import.meta.url)), // dist/server/main.js → dist/server/learning
    fileURLToPath(new URL("../../../../content/learning", import.meta.url)), // src/server/features/learning → content/learning
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => existsSync(join(c, "courses")));
  if (!found) throw new Error(`learning content not found in ${candidates.join(", ")}`);
  return found;
}

export type LearningContent = {
  /** Course id → language → course, in catalogue order. */
  courses: Map<string, Record<Language, Course>>;
  manual: Record<Language, ManualSection[]>;
};

export function readLearningContent(root = contentRoot()): LearningContent {
  const courses = new Map<string, Record<Language, Course>>();
  const ids = readdirSync(join(root, "courses"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const parsed = ids.map((id) => {
    const byLang = Object.fromEntries(learningLanguages.map((lang) => [lang, parseCourse(readFileSync(join(root, "courses", id, `${lang}.md`), "utf8"))])) as Record<Language, Course>;
    return byLang;
  });
  parsed.sort((a, b) => a.es.order - b.es.order);
  for (const byLang of parsed) courses.set(byLang.es.id, byLang);
  const manual = Object.fromEntries(learningLanguages.map((lang) => [lang, parseManual(readFileSync(join(root, "manual", `${lang}.md`), "utf8"))])) as Record<Language, ManualSection[]>;
  return { courses, manual };
}

let cached: LearningContent | undefined;
export function learningContent(): LearningContent {
  cached ??= readLearningContent();
  return cached;
}
