import type { QuizQuestion } from "./course-format";

// Scoring a quiz on the server: an answer is right when the options chosen are exactly the correct
// ones (for a multiple-choice question, all of them and no other). The score is the share of right
// answers, rounded to a whole percent; the person passes at the course's passing score or above.

export type QuizAnswers = Record<string, string[]>;
export type QuestionResult = {
  questionId: string;
  correct: boolean;
  chosen: string[];
  /** Every option with whether it was right and why, shown only after the answer is sent. */
  options: { id: string; correct: boolean; explanation: string }[];
};
export type QuizResult = { score: number; correctCount: number; total: number; passed: boolean; results: QuestionResult[] };

export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers, passingScore: number): QuizResult {
  const results = questions.map((question): QuestionResult => {
    const known = new Set(question.options.map((o) => o.id));
    const chosen = [...new Set(answers[question.id] ?? [])].filter((id) => known.has(id));
    const right = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
    const singleOk = question.kind === "multiple" || chosen.length <= 1;
    const correct = singleOk && chosen.length === right.size && chosen.every((id) => right.has(id));
    return { questionId: question.id, correct, chosen, options: question.options.map(({ id, correct: c, explanation }) => ({ id, correct: c, explanation })) };
  });
  const correctCount = results.filter((r) => r.correct).length;
  const total = questions.length;
  const score = total === 0 ? 0 : Math.round((correctCount / total) * 100);
  return { score, correctCount, total, passed: total > 0 && score >= passingScore, results };
}

/** A course's progress in percent: each lesson counts one, the passed quiz one more. */
export function courseProgress(lessonCount: number, completedLessons: number, quizPassed: boolean): number {
  const steps = lessonCount + 1;
  return Math.round(((Math.min(completedLessons, lessonCount) + (quizPassed ? 1 : 0)) / steps) * 100);
}
