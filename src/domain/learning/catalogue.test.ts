import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CourseFormatError, parseCourse, parseManual } from "./course-format";

// The courses as written in content/learning: every course in Spanish and English with the same
// lessons, questions and options (ids), the same answers, and the eight the issue names.

const root = join(import.meta.dirname, "../../../content/learning");
const ids = readdirSync(join(root, "courses"));
const read = (id: string, lang: string) => parseCourse(readFileSync(join(root, "courses", id, `${lang}.md`), "utf8"));

describe("course catalogue", () => {
  it("has at least the eight courses of the issue", () => {
    for (const id of ["primeros-pasos", "planificador-gantt", "scrum-sprints", "kanban-wip", "pronostico-riesgo", "valor-ganado", "automatizar-sin-codigo", "expediente-pmbok"]) expect(ids).toContain(id);
  });

  it.each(ids)("%s exists in es and en with the same lessons, questions and answers", (id) => {
    const es = read(id, "es");
    const en = read(id, "en");
    expect(es.id).toBe(id);
    expect(en.id).toBe(id);
    expect([en.order, en.level, en.feature, en.passingScore]).toEqual([es.order, es.level, es.feature, es.passingScore]);
    expect(en.lessons.map((l) => l.id)).toEqual(es.lessons.map((l) => l.id));
    const shape = (c: typeof es) => c.questions.map((q) => ({ id: q.id, kind: q.kind, options: q.options.map((o) => [o.id, o.correct]) }));
    expect(shape(en)).toEqual(shape(es));
    expect(es.lessons.length).toBeGreaterThanOrEqual(2);
    expect(es.questions.length).toBeGreaterThanOrEqual(3);
    for (const c of [es, en]) for (const q of c.questions) for (const o of q.options) expect(o.explanation.length, `${c.id} ${q.id} ${o.id}`).toBeGreaterThan(2);
  });

  it("orders the courses uniquely", () => {
    const orders = ids.map((id) => read(id, "es").order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it("has the same manual sections in both languages", () => {
    const es = parseManual(readFileSync(join(root, "manual/es.md"), "utf8"));
    const en = parseManual(readFileSync(join(root, "manual/en.md"), "utf8"));
    expect(en.map((s) => [s.id, s.path])).toEqual(es.map((s) => [s.id, s.path]));
    for (const s of [...es, ...en]) expect(s.markdown.length, s.id).toBeGreaterThan(20);
  });
});

describe("course format", () => {
  const base = "---\nid: x\norder: 1\nlevel: beginner\nfeature: board\ntitle: T\nsummary: S\n---\n\n## [l1] Lesson\n\nText.\n\n# Quiz\n\n";
  it("refuses a single-choice question with two right answers", () => {
    expect(() => parseCourse(`${base}### [q1] single: Q?\n- [x] (a) A :: e\n- [x] (b) B :: e\n`)).toThrow(CourseFormatError);
  });
  it("refuses an option without an explanation", () => {
    expect(() => parseCourse(`${base}### [q1] single: Q?\n- [x] (a) A\n- [ ] (b) B :: e\n`)).toThrow(CourseFormatError);
  });
  it("refuses a course without a quiz", () => {
    expect(() => parseCourse(base)).toThrow(CourseFormatError);
  });
});
