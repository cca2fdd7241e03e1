// A course is one Markdown file per language (content/learning/courses/<id>/<lang>.md), reviewed
// like code (decision 1101). The file starts with a small header, then its lessons (`## [id] Title`)
// and, after `# Quiz`, its questions (`### [id] single|multiple: question`) with their options
// (`- [x] (id) text :: explanation`, `[x]` marks a correct option). Parsing is pure, so the server,
// the catalogue test and the web manual test read the same thing.

export const courseLevels = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** What part of the product a course teaches: the recommendation asks whether the person used it. */
export const courseFeatures = ["projects", "planner", "sprints", "board", "forecast", "finance", "automation", "management"] as const;
export type CourseFeature = (typeof courseFeatures)[number];

export type QuizOption = { id: string; text: string; correct: boolean; explanation: string };
export type QuizQuestion = { id: string; kind: "single" | "multiple"; prompt: string; options: QuizOption[] };
export type Lesson = { id: string; title: string; markdown: string; minutes: number };
export type Course = {
  id: string;
  order: number;
  level: CourseLevel;
  feature: CourseFeature;
  passingScore: number;
  title: string;
  summary: string;
  lessons: Lesson[];
  questions: QuizQuestion[];
};

export class CourseFormatError extends Error {}

const WORDS_PER_MINUTE = 180;

function header(text: string): { fields: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new CourseFormatError("missing header");
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { fields, body: text.slice(match[0].length) };
}

function required(fields: Record<string, string>, key: string): string {
  const value = fields[key];
  if (!value) throw new CourseFormatError(`missing ${key}`);
  return value;
}

function parseQuiz(text: string): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  for (const block of text.split(/^### /m).slice(1)) {
    const [first = "", ...rest] = block.split("\n");
    const head = /^\[([a-z0-9-]+)\]\s+(single|multiple):\s*(.+)$/.exec(first.trim());
    if (!head) throw new CourseFormatError(`bad question: ${first}`);
    const options: QuizOption[] = [];
    for (const line of rest) {
      const option = /^- \[( |x)\] \(([a-z0-9-]+)\) (.+?) :: (.+)$/.exec(line.trim());
      if (option) options.push({ id: option[2]!, correct: option[1] === "x", text: option[3]!.trim(), explanation: option[4]!.trim() });
      else if (line.trim()) throw new CourseFormatError(`bad option in ${head[1]}: ${line}`);
    }
    const kind = head[2] as "single" | "multiple";
    const correct = options.filter((o) => o.correct).length;
    if (options.length < 2 || correct === 0 || (kind === "single" && correct !== 1)) throw new CourseFormatError(`question ${head[1]} needs options and the right number of correct ones`);
    questions.push({ id: head[1]!, kind, prompt: head[3]!.trim(), options });
  }
  return questions;
}

export function parseCourse(text: string): Course {
  const { fields, body } = header(text.replace(/\r\n/g, "\n"));
  const [lessonsPart = "", quizPart = ""] = body.split(/^# Quiz\s*$/m);
  const lessons: Lesson[] = [];
  for (const block of lessonsPart.split(/^## /m).slice(1)) {
    const newline = block.indexOf("\n");
    const head = /^\[([a-z0-9-]+)\]\s+(.+)$/.exec(block.slice(0, newline < 0 ? undefined : newline).trim());
    if (!head) throw new CourseFormatError(`bad lesson heading: ${block.slice(0, 60)}`);
    const markdown = newline < 0 ? "" : block.slice(newline + 1).trim();
    const words = markdown.split(/\s+/).filter(Boolean).length;
    lessons.push({ id: head[1]!, title: head[2]!.trim(), markdown, minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) });
  }
  const level = required(fields, "level") as CourseLevel;
  const feature = required(fields, "feature") as CourseFeature;
  if (!courseLevels.includes(level)) throw new CourseFormatError(`bad level ${level}`);
  if (!courseFeatures.includes(feature)) throw new CourseFormatError(`bad feature ${feature}`);
  const questions = parseQuiz(quizPart);
  if (!lessons.length || !questions.length) throw new CourseFormatError("a course needs lessons and a quiz");
  return {
    id: required(fields, "id"),
    order: Number(required(fields, "order")),
    level,
    feature,
    passingScore: Number(fields.passingScore ?? 70),
    title: required(fields, "title"),
    summary: required(fields, "summary"),
    lessons,
    questions,
  };
}

/** Minutes of reading plus one per question. */
export function courseMinutes(course: Course): number {
  return course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0) + course.questions.length;
}

export type ManualSection = { id: string; path: string; title: string; markdown: string };

/** The manual: `## [screen path] Title` sections (one per screen), in the order written. */
export function parseManual(text: string): ManualSection[] {
  const sections: ManualSection[] = [];
  for (const block of text.replace(/\r\n/g, "\n").split(/^## /m).slice(1)) {
    const newline = block.indexOf("\n");
    const head = /^\[([a-zA-Z0-9-]+) (\/[^\]]*)\]\s+(.+)$/.exec(block.slice(0, newline < 0 ? undefined : newline).trim());
    if (!head) throw new CourseFormatError(`bad manual heading: ${block.slice(0, 60)}`);
    sections.push({ id: head[1]!, path: head[2]!, title: head[3]!.trim(), markdown: newline < 0 ? "" : block.slice(newline + 1).trim() });
  }
  return sections;
}
