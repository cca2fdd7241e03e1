import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "./course-format";
import { courseProgress, scoreQuiz } from "./quiz";

const questions: QuizQuestion[] = [
  { id: "q1", kind: "single", prompt: "?", options: [{ id: "a", text: "A", correct: false, explanation: "no" }, { id: "b", text: "B", correct: true, explanation: "yes" }] },
  {
    id: "q2",
    kind: "multiple",
    prompt: "?",
    options: [
      { id: "a", text: "A", correct: true, explanation: "" },
      { id: "b", text: "B", correct: true, explanation: "" },
      { id: "c", text: "C", correct: false, explanation: "" },
    ],
  },
  { id: "q3", kind: "single", prompt: "?", options: [{ id: "x", text: "X", correct: true, explanation: "" }, { id: "y", text: "Y", correct: false, explanation: "" }] },
];

describe("scoreQuiz", () => {
  it("passes with every answer right", () => {
    const r = scoreQuiz(questions, { q1: ["b"], q2: ["b", "a"], q3: ["x"] }, 70);
    expect(r).toMatchObject({ score: 100, correctCount: 3, total: 3, passed: true });
    expect(r.results[0]!.options).toEqual([{ id: "a", correct: false, explanation: "no" }, { id: "b", correct: true, explanation: "yes" }]);
  });
  it("needs all the right options of a multiple-choice question and no wrong one", () => {
    expect(scoreQuiz(questions, { q2: ["a"] }, 70).results[1]!.correct).toBe(false);
    expect(scoreQuiz(questions, { q2: ["a", "b", "c"] }, 70).results[1]!.correct).toBe(false);
    expect(scoreQuiz(questions, { q2: ["a", "b", "b"] }, 70).results[1]!.correct).toBe(true);
  });
  it("refuses two choices on a single-choice question, even when one is right", () => {
    expect(scoreQuiz(questions, { q1: ["a", "b"] }, 70).results[0]!.correct).toBe(false);
  });
  it("ignores unknown option ids and unknown questions", () => {
    const r = scoreQuiz(questions, { q1: ["b", "zzz"], nope: ["a"] }, 70);
    expect(r.results[0]!.correct).toBe(true);
    expect(r.results[0]!.chosen).toEqual(["b"]);
  });
  it("rounds the score and compares it with the passing score", () => {
    const two = scoreQuiz(questions, { q1: ["b"], q2: ["a", "b"] }, 70);
    expect(two.score).toBe(67);
    expect(two.passed).toBe(false);
    expect(scoreQuiz(questions, { q1: ["b"], q2: ["a", "b"] }, 67).passed).toBe(true);
    expect(scoreQuiz(questions, {}, 0).score).toBe(0);
  });
  it("never passes an empty quiz", () => {
    expect(scoreQuiz([], {}, 0).passed).toBe(false);
  });
});

describe("courseProgress", () => {
  it("counts each lesson and the passed quiz as steps", () => {
    expect(courseProgress(3, 0, false)).toBe(0);
    expect(courseProgress(3, 3, false)).toBe(75);
    expect(courseProgress(3, 3, true)).toBe(100);
    expect(courseProgress(3, 9, false)).toBe(75);
  });

  it("rounds to whole percents and never reaches 100 without the passed quiz", () => {
    expect(courseProgress(2, 1, false)).toBe(33);
    expect(courseProgress(5, 4, false)).toBe(67);
    expect(courseProgress(99, 99, false)).toBe(99);
    // A passed quiz with lessons left (a lesson added to the course later) is not complete either.
    expect(courseProgress(4, 3, true)).toBe(80);
  });
});
