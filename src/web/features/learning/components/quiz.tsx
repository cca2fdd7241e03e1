import { CheckCircle2, XCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSubmitQuiz, type CourseDetail, type QuizResultResponse } from "../../../api/learning";
import { Button } from "../../../components/ui/button";
import { FormError } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";
import { useReportError } from "../../../lib/report-error";
import { useLanguage } from "../../../lib/use-language";

/** The course's quiz: answers chosen here, scored on the server, then every option explained. */
export function Quiz({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const submit = useSubmitQuiz(course.id, language);
  const report = useReportError();
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<QuizResultResponse | null>(null);
  const [missing, setMissing] = useState(false);

  const choose = (questionId: string, optionId: string, kind: "single" | "multiple", checked: boolean) =>
    setAnswers((current) => {
      const chosen = current[questionId] ?? [];
      const next = kind === "single" ? [optionId] : checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId);
      return { ...current, [questionId]: next };
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (course.questions.some((q) => !(answers[q.id]?.length))) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const scored = await submit.mutateAsync({ answers });
      setResult(scored);
    } catch (error) {
      report(error);
    }
  };

  const resultOf = (questionId: string) => result?.results.find((r) => r.questionId === questionId);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-describedby="quiz-intro">
      <p id="quiz-intro" className="text-sm text-muted-foreground">
        {t("course.quizIntro", { count: course.questions.length, score: course.passingScore })}
      </p>
      {result ? (
        <div role="status" className={cn("rounded-lg border p-4", result.passed ? "border-primary/40 bg-primary/10" : "border-warning-strong/40 bg-warning/10")}>
          <p className="text-lg font-semibold">{result.passed ? t("course.passed", { score: result.score }) : t("course.failed", { score: result.score, passing: result.passingScore })}</p>
          <p className="text-sm text-muted-foreground">{t("course.correctCount", { correct: result.correctCount, total: result.total })}</p>
        </div>
      ) : null}
      <ol className="grid gap-5">
        {course.questions.map((question, index) => {
          const scored = resultOf(question.id);
          const Input = question.kind === "single" ? "radio" : "checkbox";
          return (
            <li key={question.id}>
              <fieldset className="rounded-lg border border-border p-4" disabled={Boolean(result)}>
                <legend className="px-1 text-sm font-medium text-muted-foreground">{t("course.question", { number: index + 1 })}</legend>
                <p className="font-medium">{question.prompt}</p>
                <p className="mt-0.5 text-xs text-muted-foreground">{question.kind === "single" ? t("course.single") : t("course.multiple")}</p>
                {scored ? (
                  <p className={cn("mt-2 flex items-center gap-1.5 text-sm font-medium", scored.correct ? "text-primary-strong" : "text-destructive-strong")}>
                    {scored.correct ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
                    {scored.correct ? t("course.right") : t("course.wrong")}
                  </p>
                ) : null}
                <ul className="mt-3 grid gap-2">
                  {question.options.map((option) => {
                    const id = `q-${question.id}-${option.id}`;
                    const checked = answers[question.id]?.includes(option.id) ?? false;
                    const explained = scored?.options.find((o) => o.id === option.id);
                    return (
                      <li key={option.id} className={cn("rounded-md border p-3", explained?.correct ? "border-primary/50 bg-primary/5" : checked && explained ? "border-destructive-strong/50 bg-destructive-strong/5" : "border-border")}>
                        <div className="flex items-start gap-3">
                          <input
                            id={id}
                            type={Input}
                            name={`q-${question.id}`}
                            value={option.id}
                            checked={checked}
                            onChange={(event) => choose(question.id, option.id, question.kind, event.target.checked)}
                            className="mt-1 size-4 shrink-0 accent-primary"
                          />
                          <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
                            {option.text}
                          </label>
                        </div>
                        {explained ? (
                          <p className="mt-2 pl-7 text-sm text-muted-foreground">
                            <span className="font-medium text-foreground">
                              {[checked ? t("course.yourChoice") : null, explained.correct ? t("course.rightAnswer") : null].filter(Boolean).join(" · ")}
                              {checked || explained.correct ? ": " : ""}
                            </span>
                            {explained.explanation}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {missing ? <FormError>{t("course.unanswered")}</FormError> : null}
      <div className="flex flex-wrap gap-3">
        {result ? (
          <Button
            type="button"
            variant={result.passed ? "outline" : "primary"}
            onClick={() => {
              setResult(null);
              setAnswers({});
            }}
          >
            {t("course.retry")}
          </Button>
        ) : (
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? t("course.submitting") : t("course.submit")}
          </Button>
        )}
      </div>
    </form>
  );
}
